// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeRow, markdownTable, naRow, renderMarkdown, summarize } from '@/bench/lib/report';

describe('rows', () => {
  it('judge a row against its budget, or mark it INFO or N/A', () => {
    expect(makeRow({ part: 'lighthouse', item: '/', metric: 'LCP', value: 900, unit: 'ms', checkId: 'lcp' }).status).toBe('PASS');
    expect(makeRow({ part: 'lighthouse', item: '/', metric: 'LCP', value: 1600, unit: 'ms', checkId: 'lcp' }).status).toBe('FAIL');
    expect(makeRow({ part: 'lighthouse', item: '/', metric: 'SI', value: 900, unit: 'ms' }).status).toBe('INFO');
    expect(naRow({ part: 'lighthouse', item: '/gallery', metric: 'LCP', unit: 'ms', checkId: 'lcp', note: 'page not built yet' }).status).toBe('N/A');
  });
});

describe('summarize', () => {
  it('reports the worst figure, FAIL when any row fails and N/A with the reason when none was measured', () => {
    const rows = [
      makeRow({ part: 'lighthouse', item: 'a', metric: 'score', value: 100, unit: 'score', checkId: 'lh-score-public' }),
      makeRow({ part: 'lighthouse', item: 'b', metric: 'score', value: 97, unit: 'score', checkId: 'lh-score-public' }),
      naRow({ part: 'lighthouse', item: 'c', metric: 'score', unit: 'score', checkId: 'lh-score-sign-in', note: 'page not built yet' }),
    ];
    const summary = summarize(rows);
    const score = summary.find((line) => line.check.id === 'lh-score-public');
    expect(score).toMatchObject({ status: 'FAIL', value: 97, where: 'worst of 2: b' });
    expect(summary.find((line) => line.check.id === 'lh-score-sign-in')).toMatchObject({ status: 'N/A', where: 'page not built yet' });
    expect(summary.find((line) => line.check.id === 'lcp')?.status).toBe('N/A');
  });
});

describe('markdown', () => {
  it('renders a table and escapes pipes', () => {
    expect(markdownTable(['a', 'b'], [['1', 'x|y']])).toBe('| a | b |\n| --- | --- |\n| 1 | x\\|y |');
  });
  it('renders every budget and each part with rows', () => {
    const rows = [makeRow({ part: 'bytes', item: '/', metric: 'HTML gz', value: 4, unit: 'KB', checkId: 'html-public' })];
    const markdown = renderMarkdown(
      { mode: 'quick', startedAt: '2026-01-01T00:00:00Z', durationS: 12, parts: ['bytes'], environment: { node: 'v20' }, notes: [], errors: [] },
      rows,
      ['throughput', 'bytes'],
    );
    expect(markdown).toContain('## 3. Bytes');
    expect(markdown).not.toContain('## 1. Throughput');
    expect(markdown).toContain('| HTML gz | HTML gz, public page | ≤ 30.0 KB | 4.0 KB | / | PASS |');
    expect(markdown).toContain('Backend order list');
  });
});
