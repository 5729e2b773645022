import autocannon from 'autocannon';

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; requests: number };

export type LoadOptions = {
  url: string;
  connections: number;
  durationS: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A sequence each connection sends in turn instead of the one request (paths on `url`'s origin). */
  requests?: { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string }[];
};

/** One autocannon run in this process, bounded by its duration (plus a margin for slow answers). */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { hostname } = new URL(options.url);
  if (hostname !== '127.0.0.1') throw new Error(`load is only sent to 127.0.0.1, not ${hostname}`);
  const run = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationS,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    requests: options.requests,
    timeout: 10,
  });
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`autocannon on ${options.url} did not finish`)), (options.durationS + 30) * 1000);
  });
  try {
    const result = await Promise.race([run, limit]);
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      requests: result.requests.total,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** A short run whose figures are thrown away. */
export async function warmUp(options: Omit<LoadOptions, 'durationS'>, durationS: number): Promise<void> {
  if (durationS > 0) await runLoad({ ...options, durationS });
}
