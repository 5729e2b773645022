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

describe('the response on the wire', () => {
  const probe = { spec: BASELINE_PAGE, origin: 'http://127.0.0.1:4000', exists: true };
  const bytes = (wire: number) => ({ baseline: { scripts: [], jsGzip: 131 * 1024, htmlGzip: 1800, inlineGzip: 1000, visibleGzip: 900, wire } });
  it('says how much room the first congestion window has left', () => {
    expect(bytesRows([probe], bytes(14_587)).find((row) => row.metric === 'response on the wire')).toMatchObject({
      value: 14_587,
      unit: 'B',
      status: 'INFO',
      note: "fits a new connection's first 14,600 B with 13 B to spare",
    });
  });
  it('says when a page needs a second round trip', () => {
    expect(bytesRows([probe], bytes(15_000)).find((row) => row.metric === 'response on the wire')?.note).toBe('400 B over the first 14,600 B: a second round trip');
  });
});
