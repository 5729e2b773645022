import path from 'node:path';
import { BUDGET_CONNECTIONS } from '../config';
import type { BenchContext, PageProbe } from '../lib/context';
import { runLoad, warmUp, type LoadResult } from '../lib/load';
import { startReference } from '../lib/reference';
import { makeRow, naRow, type Row } from '../lib/report';
import { median, ratio } from '../lib/stats';

type Sample = { site: LoadResult; reference: LoadResult };

export type ThroughputRaw = Record<string, Record<number, Sample[]>>;

/**
 * autocannon against each existing page and against the same bytes from the reference server, page by page
 * and back to back so both see the same machine noise. `onRound` runs after each full round (memory samples).
 */
export async function runThroughput(ctx: BenchContext, onRound: (round: number) => void): Promise<{ rows: Row[]; raw: ThroughputRaw }> {
  const { timing } = ctx;
  const pages = ctx.pages.filter((page) => page.spec.throughput && page.exists && page.body);
  const raw: ThroughputRaw = {};
  if (pages.length > 0) {
    const reference = await startReference(ctx.root, path.join(ctx.logDir, 'reference.log'), pages.map((page) => ({
      path: `/${page.spec.id}`,
      contentType: page.contentType ?? 'text/html',
      bodyBase64: (page.body as Buffer).toString('base64'),
    })));
    try {
      for (let round = 1; round <= timing.rounds; round += 1) {
        for (const page of pages) {
          for (const connections of timing.connections) {
            const siteUrl = `${ctx.siteOrigin}${page.spec.path}`;
            const referenceUrl = `${reference.origin}/${page.spec.id}`;
            await warmUp({ url: siteUrl, connections }, timing.warmupS);
            const site = await runLoad({ url: siteUrl, connections, durationS: timing.durationS });
            await warmUp({ url: referenceUrl, connections }, timing.warmupS);
            const ref = await runLoad({ url: referenceUrl, connections, durationS: timing.durationS });
            const byConnections = (raw[page.spec.id] ??= {});
            (byConnections[connections] ??= []).push({ site, reference: ref });
            ctx.log(`  round ${round} ${page.spec.path} @${connections}: ${site.rps.toFixed(0)} req/s (reference ${ref.rps.toFixed(0)}), p99 ${site.p99} ms, errors ${site.errors}`);
          }
        }
        onRound(round);
      }
    } finally {
      await reference.stop();
    }
  }
  return { rows: throughputRows(ctx.pages, timing.connections, raw), raw };
}

export function throughputRows(pages: readonly PageProbe[], connectionCounts: readonly number[], raw: ThroughputRaw): Row[] {
  const rows: Row[] = [];
  for (const page of pages.filter((candidate) => candidate.spec.throughput)) {
    const item = `${page.spec.label} \`${page.spec.path}\``;
    for (const connections of connectionCounts) {
      const samples = raw[page.spec.id]?.[connections];
      const at = `@${connections}`;
      if (!page.exists || !samples || samples.length === 0) {
        const note = page.reason ?? 'not measured';
        rows.push(naRow({ part: 'throughput', item, metric: `req/s ÷ reference ${at}`, unit: 'x', note }));
        rows.push(naRow({ part: 'throughput', item, metric: `p99 ${at}`, unit: 'ms', note }));
        continue;
      }
      const judged = connections === BUDGET_CONNECTIONS;
      const cached = page.caching?.cached ?? false;
      const kind = cached ? 'cached' : 'rendered per request';
      const ratios = samples.map((sample) => ratio(sample.site.rps, sample.reference.rps)).filter((value): value is number => value !== null);
      const errors = samples.reduce((sum, sample) => sum + sample.site.errors, 0);
      const n = samples.length;
      rows.push(makeRow({ part: 'throughput', item, metric: `req/s ${at}`, value: median(samples.map((s) => s.site.rps)), unit: 'req/s', note: `median of ${n}` }));
      rows.push(makeRow({ part: 'throughput', item, metric: `reference req/s ${at}`, value: median(samples.map((s) => s.reference.rps)), unit: 'req/s', note: 'same bytes, plain node:http' }));
      rows.push(
        makeRow({
          part: 'throughput',
          item,
          metric: `reference p99 ${at}`,
          value: median(samples.map((s) => s.reference.p99)),
          unit: 'ms',
          note: 'same bytes, plain node:http: what the machine alone adds to the p99 at this load',
        }),
      );
      rows.push(
        makeRow({
          part: 'throughput',
          item,
          metric: `req/s ÷ reference ${at}`,
          value: median(ratios),
          unit: 'x',
          checkId: judged ? (cached ? 'cached-ratio' : 'dynamic-ratio') : undefined,
          note: `${kind} (${page.caching?.evidence ?? '?'})`,
        }),
      );
      rows.push(makeRow({ part: 'throughput', item, metric: `p50 ${at}`, value: median(samples.map((s) => s.site.p50)), unit: 'ms' }));
      rows.push(makeRow({ part: 'throughput', item, metric: `p99 ${at}`, value: median(samples.map((s) => s.site.p99)), unit: 'ms', checkId: judged ? (cached ? 'cached-p99' : 'dynamic-p99') : undefined }));
      rows.push(makeRow({ part: 'throughput', item, metric: `errors ${at}`, value: errors, unit: 'count', checkId: judged && cached ? 'cached-errors' : undefined, note: `sum over ${n} run(s): socket errors + non-2xx` }));
    }
  }
  return rows;
}
