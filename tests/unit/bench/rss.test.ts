// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { descendants, parseStatPpid, parseVmRssKb } from '@/bench/lib/rss';

describe('/proc parsing', () => {
  it('reads the parent pid even when the command has spaces and parentheses', () => {
    expect(parseStatPpid('1234 (next-server (v16)) S 99 1234 1234 0 -1')).toBe(99);
    expect(parseStatPpid('garbage')).toBeNull();
  });
  it('reads VmRSS in kB', () => {
    expect(parseVmRssKb('Name:\tnode\nVmRSS:\t  204800 kB\nThreads: 3')).toBe(204800);
    expect(parseVmRssKb('Name:\tzombie\n')).toBe(0);
  });
  it('walks a process tree', () => {
    const parents = new Map([
      [2, 1],
      [3, 2],
      [4, 2],
      [5, 9],
    ]);
    expect(descendants(1, parents).sort()).toEqual([1, 2, 3, 4]);
  });
});
