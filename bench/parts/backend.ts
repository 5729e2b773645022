import { DEALER_SIGN_IN, type EndpointSpec } from '../config';
import type { BenchContext } from '../lib/context';
import { runLoad, warmUp, type LoadResult } from '../lib/load';
import { makeRow, naRow, type Row } from '../lib/report';
import { median } from '../lib/stats';

export type BackendRaw = Record<string, LoadResult[]>;

/** Signs in as the demo dealer; null when the sign-in API does not exist yet (404). */
export async function dealerHeaders(origin: string): Promise<Record<string, string> | null> {
  const response = await fetch(`${origin}${DEALER_SIGN_IN.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEALER_SIGN_IN.body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`dealer sign-in answered ${response.status}: ${text.slice(0, 200)}`);
  const headers: Record<string, string> = {};
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length > 0) headers.Cookie = cookies.join('; ');
  try {
    const json = JSON.parse(text) as { token?: unknown; accessToken?: unknown; jwt?: unknown };
    const token = json.accessToken ?? json.token;
    if (typeof token === 'string') headers.Authorization = `Bearer ${token}`;
    // The cabinet API takes its session token in X-API-Key (spec, section 6).
    if (typeof json.jwt === 'string') headers['X-API-Key'] = json.jwt;
  } catch {
    // not JSON: cookies only
  }
  return headers;
}

async function probeEndpoint(origin: string, endpoint: EndpointSpec, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${origin}${endpoint.path}`, {
    method: endpoint.method,
    headers: endpoint.body ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: endpoint.body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.status;
}

export async function runBackend(ctx: BenchContext): Promise<{ rows: Row[]; raw: BackendRaw }> {
  const { timing } = ctx;
  const raw: BackendRaw = {};
  const rows: Row[] = [];
  let dealer: Record<string, string> | null | undefined;
  for (const endpoint of ctx.endpoints) {
    const item = `${endpoint.label} \`${endpoint.method} ${endpoint.path}\``;
    const na = (note: string) => {
      rows.push(naRow({ part: 'backend', item, metric: `req/s @${timing.backendConnections}`, unit: 'req/s', note }));
      rows.push(naRow({ part: 'backend', item, metric: `p99 @${timing.backendConnections}`, unit: 'ms', checkId: endpoint.checkId, note }));
    };
    let headers: Record<string, string> = {};
    if (endpoint.auth === 'dealer') {
      if (dealer === undefined) dealer = await dealerHeaders(ctx.backendOrigin);
      if (dealer === null) {
        na(endpoint.pending ?? 'sign-in API not built yet');
        continue;
      }
      headers = dealer;
    }
    const status = await probeEndpoint(ctx.backendOrigin, endpoint, headers);
    if (status === 404) {
      na(endpoint.pending ?? 'endpoint not built yet');
      continue;
    }
    if (status >= 400) throw new Error(`${endpoint.method} ${endpoint.path} answered ${status}`);
    const options = {
      url: `${ctx.backendOrigin}${endpoint.path}`,
      connections: timing.backendConnections,
      method: endpoint.method,
      headers: endpoint.body ? { ...headers, 'Content-Type': 'application/json' } : headers,
      body: endpoint.body,
    };
    const results: LoadResult[] = (raw[endpoint.id] = []);
    await warmUp(options, timing.backendWarmupS);
    for (let round = 1; round <= timing.backendRounds; round += 1) {
      const result = await runLoad({ ...options, durationS: timing.backendDurationS });
      results.push(result);
      ctx.log(`  ${endpoint.path}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, errors ${result.errors}`);
    }
    const at = `@${timing.backendConnections}`;
    const note = `median of ${results.length}`;
    rows.push(makeRow({ part: 'backend', item, metric: `req/s ${at}`, value: median(results.map((r) => r.rps)), unit: 'req/s', note }));
    rows.push(makeRow({ part: 'backend', item, metric: `p50 ${at}`, value: median(results.map((r) => r.p50)), unit: 'ms' }));
    rows.push(makeRow({ part: 'backend', item, metric: `p99 ${at}`, value: median(results.map((r) => r.p99)), unit: 'ms', checkId: endpoint.checkId, note }));
    rows.push(makeRow({ part: 'backend', item, metric: `errors ${at}`, value: results.reduce((sum, r) => sum + r.errors, 0), unit: 'count' }));
  }
  return { rows, raw };
}
