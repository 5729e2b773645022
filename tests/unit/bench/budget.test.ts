// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluate, findCheck, formatBudget, formatValue, isWorse } from '@/bench/lib/budget';
import { CHECKS } from '@/bench/config';

describe('evaluate', () => {
  it('passes on the limit for ≤ and ≥, fails past it', () => {
    expect(evaluate({ comparator: '<=', limit: 100 }, 100)).toBe('PASS');
    expect(evaluate({ comparator: '<=', limit: 100 }, 100.1)).toBe('FAIL');
    expect(evaluate({ comparator: '>=', limit: 0.18 }, 0.18)).toBe('PASS');
    expect(evaluate({ comparator: '>=', limit: 0.18 }, 0.17)).toBe('FAIL');
  });
  it('is strict for <', () => {
    expect(evaluate({ comparator: '<', limit: 10 }, 10)).toBe('FAIL');
    expect(evaluate({ comparator: '<', limit: 10 }, 9.9)).toBe('PASS');
  });
  it('is N/A without a figure', () => {
    expect(evaluate({ comparator: '<=', limit: 1 }, null)).toBe('N/A');
    expect(evaluate({ comparator: '<=', limit: 1 }, Number.NaN)).toBe('N/A');
  });
});

describe('checks', () => {
  it('have unique ids and are found by id', () => {
    expect(new Set(CHECKS.map((check) => check.id)).size).toBe(CHECKS.length);
    expect(findCheck('lcp').limit).toBe(1500);
    expect(() => findCheck('nope')).toThrow();
  });
  it('know which figure is worse', () => {
    expect(isWorse('>=', 0.1, 0.2)).toBe(true);
    expect(isWorse('<=', 0.1, 0.2)).toBe(false);
  });
});

describe('formatting', () => {
  it('formats figures with their unit', () => {
    expect(formatValue(1234.4, 'ms')).toBe('1,234 ms');
    expect(formatValue(152.66, 'KB')).toBe('152.7 KB');
    expect(formatValue(0.2134, 'x')).toBe('0.213');
    expect(formatValue(null, 'ms')).toBe('—');
  });
  it('formats budgets', () => {
    expect(formatBudget(findCheck('lh-score-public'))).toBe('≥ 98');
    expect(formatBudget(findCheck('cached-ratio'))).toBe('≥ 0.18');
    expect(formatBudget(findCheck('site-growth'))).toBe('< 10.0 %');
  });
});
