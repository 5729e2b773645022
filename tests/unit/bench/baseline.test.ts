// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { commonAncestor } from '@/bench/lib/baseline';
import { lighthouseRows } from '@/bench/parts/lighthouse';
import { bytesRows } from '@/bench/parts/bytes';
import { BASELINE_PAGE } from '@/bench/config';

describe('commonAncestor', () => {
  it('is the deepest folder holding both paths', () => {
    expect(commonAncestor('/tmp/fasady-bench-x/baseline', '/work/main')).toBe('/');
    expect(commonAncestor('/work/main/bench/results/b', '/work/main')).toBe('/work/main');
    expect(commonAncestor('/work/main2/x', '/work/main')).toBe('/work');
  });
});

describe('the baseline page in the report', () => {
  const probe = { spec: BASELINE_PAGE, origin: 'http://127.0.0.1:4000', exists: true };
  it('has Lighthouse rows without a budget', () => {
    const run = { score: 97, fcp: 700, lcp: 900, tbt: 190, cls: 0, si: 700, benchmarkIndex: 1800 };
    const rows = lighthouseRows([probe], { baseline: [run] }, false);
    expect(rows.find((row) => row.metric === 'TBT')).toMatchObject({ value: 190, status: 'INFO' });
    expect(rows.every((row) => row.checkId === undefined && row.status === 'INFO')).toBe(true);
  });
  it('has bytes rows without a budget', () => {
    const rows = bytesRows([probe], { baseline: { scripts: [], jsGzip: 131 * 1024, htmlGzip: 1800, inlineGzip: 1000, visibleGzip: 900 } });
    expect(rows.find((row) => row.metric === 'first-load JS gz')).toMatchObject({ value: 131, status: 'INFO' });
    expect(rows.every((row) => row.checkId === undefined)).toBe(true);
  });
});
