import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, QUICK_LIGHTHOUSE_PAGES } from '../config';
import type { BenchContext, PageProbe } from '../lib/context';
import { makeRow, naRow, type Row } from '../lib/report';
import { median } from '../lib/stats';

export type LighthouseRun = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  benchmarkIndex: number;
  /** Diagnostics kept in latest.json only: main-thread work and script boot-up (ms, before the CPU slowdown is simulated). */
  mainThreadMs?: number;
  bootupMs?: number;
};
export type LighthouseRaw = Record<string, LighthouseRun[]>;

export function chromePath(): string {
  const candidate = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) throw new Error(`no Chromium at ${candidate}: set CHROME_PATH (nothing is downloaded)`);
  return candidate;
}

function numeric(audits: Record<string, { numericValue?: number }>, id: string): number {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

/** A run that Lighthouse itself gives up on (a trace without its navigation start on a busy machine) is tried again. */
const ATTEMPTS_PER_RUN = 3;

export async function measureOnce(url: string, port: number, log: (line: string) => void) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    const failure = `Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`;
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(failure);
    log(`  ${failure}; trying again`);
  }
}

/** Lighthouse's default (mobile, simulated throttling) config, performance category only, one Chromium for all runs. */
export async function runLighthouse(ctx: BenchContext): Promise<{ rows: Row[]; raw: LighthouseRaw; version: string }> {
  const pages = ctx.pages.filter((page) => page.spec.lighthouse && (!ctx.quick || QUICK_LIGHTHOUSE_PAGES.includes(page.spec.id)));
  const raw: LighthouseRaw = {};
  let version = '';
  const measurable = pages.filter((page) => page.exists);
  if (measurable.length > 0) {
    const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      for (const page of measurable) {
        const runs: LighthouseRun[] = (raw[page.spec.id] = []);
        for (let run = 1; run <= ctx.timing.lighthouseRuns; run += 1) {
          const lhr = await measureOnce(`${page.origin ?? ctx.siteOrigin}${page.spec.path}`, chrome.port, ctx.log);
          version = lhr.lighthouseVersion;
          const audits = lhr.audits as Record<string, { numericValue?: number }>;
          const entry: LighthouseRun = {
            score: (lhr.categories.performance?.score ?? 0) * 100,
            fcp: numeric(audits, 'first-contentful-paint'),
            lcp: numeric(audits, 'largest-contentful-paint'),
            tbt: numeric(audits, 'total-blocking-time'),
            cls: numeric(audits, 'cumulative-layout-shift'),
            si: numeric(audits, 'speed-index'),
            benchmarkIndex: lhr.environment.benchmarkIndex,
            mainThreadMs: audits['mainthread-work-breakdown']?.numericValue,
            bootupMs: audits['bootup-time']?.numericValue,
          };
          runs.push(entry);
          ctx.log(`  ${page.origin ? `${page.spec.id} ` : ''}${page.spec.path} run ${run}: score ${entry.score.toFixed(0)}, LCP ${entry.lcp.toFixed(0)} ms, TBT ${entry.tbt.toFixed(0)} ms, benchmarkIndex ${entry.benchmarkIndex}`);
        }
      }
    } finally {
      chrome.kill();
    }
  }
  const all = Object.values(raw).flat();
  if (all.length > 0) ctx.environment.benchmarkIndex = `${median(all.map((run) => run.benchmarkIndex))?.toFixed(0)} (median of ${all.length} Lighthouse runs)`;
  return { rows: lighthouseRows(ctx.pages.filter((page) => page.spec.lighthouse), raw, ctx.quick), raw, version };
}

export function lighthouseRows(pages: readonly PageProbe[], raw: LighthouseRaw, quick: boolean): Row[] {
  const rows: Row[] = [];
  for (const page of pages) {
    const item = `${page.spec.label} \`${page.spec.path}\``;
    const runs = raw[page.spec.id] ?? [];
    const isPublic = page.spec.kind === 'public';
    const scoreCheck = isPublic ? 'lh-score-public' : page.spec.kind === 'sign-in' ? 'lh-score-sign-in' : undefined;
    const metrics = [
      { metric: 'performance score', key: 'score', unit: 'score', checkId: scoreCheck },
      { metric: 'FCP', key: 'fcp', unit: 'ms', checkId: isPublic ? 'fcp' : undefined },
      { metric: 'LCP', key: 'lcp', unit: 'ms', checkId: isPublic ? 'lcp' : undefined },
      { metric: 'TBT', key: 'tbt', unit: 'ms', checkId: isPublic ? 'tbt' : undefined },
      { metric: 'CLS', key: 'cls', unit: 'cls', checkId: isPublic ? 'cls' : undefined },
      { metric: 'Speed Index', key: 'si', unit: 'ms', checkId: undefined },
      { metric: 'benchmarkIndex', key: 'benchmarkIndex', unit: 'count', checkId: undefined },
    ] as const;
    for (const { metric, key, unit, checkId } of metrics) {
      if (runs.length === 0) {
        const note = !page.exists ? (page.reason ?? 'not measured') : quick ? 'not in a --quick round' : 'not measured';
        rows.push(naRow({ part: 'lighthouse', item, metric, unit, checkId, note }));
      } else {
        rows.push(makeRow({ part: 'lighthouse', item, metric, unit, checkId, value: median(runs.map((run) => run[key])), note: `median of ${runs.length}` }));
      }
    }
  }
  return rows;
}
