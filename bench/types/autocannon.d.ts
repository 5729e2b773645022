/** The part of autocannon's programmatic API the harness uses (the package ships no types). */
declare module 'autocannon' {
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    pipelining?: number;
    /** Each connection sends these in turn, over and over (paths relative to `url`). */
    requests?: { method?: string; path: string; headers?: Record<string, string>; body?: string }[];
  };
  export type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p99: number };
  export type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
