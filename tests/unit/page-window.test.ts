import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/lib/page-window';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the current page with its neighbours, with a gap between', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageWindow(6, 10)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageWindow(250, 500)).toEqual([1, 'gap', 249, 250, 251, 'gap', 500]);
  });

  it('shows a single left-out page instead of an ellipsis', () => {
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageWindow(8, 10)).toEqual([1, 'gap', 7, 8, 9, 10]);
  });

  it('widens the window by the radius', () => {
    expect(pageWindow(6, 20, 2)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
  });

  it('never links a page outside 1..pageCount, even for a page past the end', () => {
    expect(pageWindow(12, 10)).toEqual([1, 'gap', 10]);
  });
});
