// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classifyCaching } from '@/bench/lib/probe';

describe('classifyCaching', () => {
  it('takes ISR hits, prerender marks and s-maxage as cached', () => {
    expect(classifyCaching({ 'x-nextjs-cache': 'HIT' }).cached).toBe(true);
    expect(classifyCaching({ 'x-nextjs-prerender': '1' }).cached).toBe(true);
    expect(classifyCaching({ 'cache-control': 's-maxage=300, stale-while-revalidate=31535700' }).cached).toBe(true);
  });
  it('takes private, no-store answers as rendered per request', () => {
    expect(classifyCaching({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })).toMatchObject({ cached: false });
  });
});
