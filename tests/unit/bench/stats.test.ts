// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maxOf, median, percentGrowth, ratio } from '@/bench/lib/stats';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
  it('is null for no numbers and ignores non-finite ones', () => {
    expect(median([])).toBeNull();
    expect(median([Number.NaN, 5])).toBe(5);
  });
});

describe('percentGrowth, ratio, maxOf', () => {
  it('computes growth in percent', () => {
    expect(percentGrowth(200, 220)).toBeCloseTo(10);
    expect(percentGrowth(200, 180)).toBeCloseTo(-10);
  });
  it('is null without a positive start', () => {
    expect(percentGrowth(0, 10)).toBeNull();
    expect(percentGrowth(null, 10)).toBeNull();
    expect(percentGrowth(10, null)).toBeNull();
  });
  it('divides safely', () => {
    expect(ratio(1, 4)).toBe(0.25);
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(null, 4)).toBeNull();
  });
  it('takes the max of present values', () => {
    expect(maxOf([1, null, 3])).toBe(3);
    expect(maxOf([null])).toBeNull();
  });
});
