import { SOAK } from '../config';
import type { BenchContext } from '../lib/context';
import { runLoad, type LoadOptions, type LoadResult } from '../lib/load';
import { makeRow, naRow, type Row } from '../lib/report';
import { percentGrowth } from '../lib/stats';
import { dealerHeaders } from './backend';
import { PROCESS_LABELS, type MemorySample } from './memory';

type Rss = Omit<MemorySample, 'label'>;
type MixRequest = NonNullable<LoadOptions['requests']>[number];

export type SoakRaw = {
  durationS: number;
  connections: number;
  mix: string[];
  result: LoadResult;
  /** RSS in MB, `atS` seconds after the measured run started (0: right after the warm-up). */
  memory: (Rss & { atS: number })[];
};

const ITEM = 'Mixed public and cabinet traffic';

/** A request that answers 2xx through the site now; the soak's zero-error budget counts only what can succeed. */
async function answers(origin: string, request: MixRequest): Promise<boolean> {
  const response = await fetch(`${origin}${request.path}`, { method: request.method, headers: request.headers, body: request.body, signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  return response.ok;
}

/** The public pages that exist, the cabinet's first page, and the API calls the browser makes, all through the site. */
async function soakMix(ctx: BenchContext): Promise<MixRequest[]> {
  const dealer = (await dealerHeaders(ctx.siteOrigin)) ?? {};
  const candidates: MixRequest[] = [
    ...ctx.pages.filter((page) => (page.spec.kind === 'public' || page.spec.kind === 'cabinet') && page.exists).map((page) => ({ method: 'GET' as const, path: page.spec.path })),
    ...ctx.endpoints.map((endpoint) => {
      const auth = endpoint.auth === 'dealer' ? dealer : {};
      return { method: endpoint.method, path: endpoint.path, headers: endpoint.body ? { ...auth, 'Content-Type': 'application/json' } : auth, body: endpoint.body };
    }),
  ];
  const mix: MixRequest[] = [];
  for (const request of candidates) {
    if (await answers(ctx.siteOrigin, request)) mix.push(request);
    else ctx.notes.push(`Soak: ${request.method} ${request.path} did not answer 2xx before the run and was left out of the mix.`);
  }
  return mix;
}

/**
 * Issue #11's load and soak run: every connection cycles through the mix for ten minutes (seconds in --quick) after
 * a warm-up, while both processes' RSS is sampled; zero errors, p99 within budget and flat memory are the checks.
 */
export async function runSoak(ctx: BenchContext, readRss: () => Rss): Promise<{ rows: Row[]; raw: SoakRaw | null }> {
  const durationS = ctx.quick ? SOAK.quickDurationS : SOAK.durationS;
  const warmupS = ctx.quick ? SOAK.quickWarmupS : SOAK.warmupS;
  const mix = await soakMix(ctx);
  if (mix.length === 0) {
    return { rows: [naRow({ part: 'soak', item: ITEM, metric: 'errors', unit: 'count', checkId: 'soak-errors', note: 'nothing to send' })], raw: null };
  }
  const options = { url: `${ctx.siteOrigin}/`, connections: SOAK.connections, requests: mix };
  ctx.log(`  ${mix.length} requests in turn on ${SOAK.connections} connections: ${warmupS} s warm-up, then ${durationS} s`);
  await runLoad({ ...options, durationS: warmupS });

  const started = Date.now();
  const memory: SoakRaw['memory'] = [{ atS: 0, ...readRss() }];
  const sampler = setInterval(() => {
    const sample = { atS: Math.round((Date.now() - started) / 1000), ...readRss() };
    memory.push(sample);
    ctx.log(`  soak ${sample.atS} s: site ${sample.site?.toFixed(0) ?? '—'} MB, backend ${sample.backend?.toFixed(0) ?? '—'} MB`);
  }, SOAK.sampleEveryS * 1000);
  let result: LoadResult;
  try {
    result = await runLoad({ ...options, durationS });
  } finally {
    clearInterval(sampler);
  }
  memory.push({ atS: Math.round((Date.now() - started) / 1000), ...readRss() });
  ctx.log(`  soak: ${result.requests} requests, ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, errors ${result.errors}`);

  const at = `@${SOAK.connections}, ${durationS} s`;
  const first = memory[0] as Rss;
  const last = memory[memory.length - 1] as Rss;
  const rows: Row[] = [
    makeRow({ part: 'soak', item: ITEM, metric: `requests ${at}`, value: result.requests, unit: 'count', note: `${mix.length} kinds in turn` }),
    makeRow({ part: 'soak', item: ITEM, metric: `req/s ${at}`, value: result.rps, unit: 'req/s' }),
    makeRow({ part: 'soak', item: ITEM, metric: `p50 ${at}`, value: result.p50, unit: 'ms' }),
    makeRow({ part: 'soak', item: ITEM, metric: `p99 ${at}`, value: result.p99, unit: 'ms', checkId: 'soak-p99' }),
    makeRow({ part: 'soak', item: ITEM, metric: `errors ${at}`, value: result.errors, unit: 'count', checkId: 'soak-errors', note: 'socket errors + non-2xx' }),
  ];
  for (const [key, checkId] of [
    ['site', 'soak-site-growth'],
    ['backend', 'soak-backend-growth'],
  ] as const) {
    const label = PROCESS_LABELS[key];
    rows.push(makeRow({ part: 'soak', item: label, metric: 'RSS at the start (after the warm-up)', value: first[key], unit: 'MB' }));
    rows.push(makeRow({ part: 'soak', item: label, metric: 'RSS at the end', value: last[key], unit: 'MB' }));
    rows.push(makeRow({ part: 'soak', item: label, metric: 'RSS growth, start → end', value: percentGrowth(first[key], last[key]), unit: '%', checkId }));
  }
  return { rows, raw: { durationS, connections: SOAK.connections, mix: mix.map((request) => `${request.method} ${request.path}`), result, memory } };
}
