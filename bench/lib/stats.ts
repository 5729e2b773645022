/** Median of the numbers (mean of the middle two for an even count); null for an empty list. */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] as number) + upper) / 2;
}

/** Growth from `before` to `after` in percent; null when `before` is not a positive number. */
export function percentGrowth(before: number | null, after: number | null): number | null {
  if (before === null || after === null || !(before > 0)) return null;
  return ((after - before) / before) * 100;
}

/** a ÷ b, or null when either is missing or b is 0. */
export function ratio(a: number | null, b: number | null): number | null {
  if (a === null || b === null || b === 0) return null;
  return a / b;
}

export function maxOf(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : Math.max(...present);
}
