import type { Row } from '../lib/report';
import { makeRow, naRow } from '../lib/report';
import { treeRssMb } from '../lib/rss';
import { maxOf, percentGrowth } from '../lib/stats';

/** How the report names the two process trees whose RSS is sampled. */
export const PROCESS_LABELS = { site: 'Site (site server tree)', backend: 'Backend (`dist/backend/main.mjs` tree)' } as const;

export type MemorySample = { label: string; site: number | null; backend: number | null };

/** RSS samples of the site's and the backend's process trees, taken around the throughput rounds. */
export class MemoryProbe {
  readonly samples: MemorySample[] = [];
  constructor(
    private readonly sitePid: number,
    private readonly backendPid: number,
  ) {}

  /** Both trees' RSS now, not kept among the samples. */
  read(): Omit<MemorySample, 'label'> {
    return { site: treeRssMb(this.sitePid), backend: treeRssMb(this.backendPid) };
  }

  sample(label: string): MemorySample {
    const sample = { label, ...this.read() };
    this.samples.push(sample);
    return sample;
  }
}

export function memoryRows(samples: readonly MemorySample[], rounds: number): Row[] {
  const rows: Row[] = [];
  const processes = [
    { key: 'site', label: PROCESS_LABELS.site, rssCheck: 'site-rss', growthCheck: 'site-growth' },
    { key: 'backend', label: PROCESS_LABELS.backend, rssCheck: 'backend-rss', growthCheck: 'backend-growth' },
  ] as const;
  for (const { key, label, rssCheck, growthCheck } of processes) {
    for (const sample of samples) rows.push(makeRow({ part: 'memory', item: label, metric: `RSS ${sample.label}`, value: sample[key], unit: 'MB' }));
    rows.push(makeRow({ part: 'memory', item: label, metric: 'RSS, max seen', value: maxOf(samples.map((sample) => sample[key])), unit: 'MB', checkId: rssCheck }));
    const first = samples.find((sample) => sample.label === 'after round 1');
    const last = samples.find((sample) => sample.label === `after round ${rounds}`);
    if (rounds < 3 || !first || !last) {
      rows.push(naRow({ part: 'memory', item: label, metric: 'RSS growth, round 1 → 3', unit: '%', checkId: growthCheck, note: 'needs three rounds (full mode)' }));
    } else {
      rows.push(makeRow({ part: 'memory', item: label, metric: `RSS growth, round 1 → ${rounds}`, value: percentGrowth(first[key], last[key]), unit: '%', checkId: growthCheck }));
    }
  }
  return rows;
}
