import { CHECKS, type BudgetCheck, type Comparator, type Unit } from '../config';

export type Status = 'PASS' | 'FAIL' | 'N/A' | 'INFO';

export function findCheck(id: string, checks: readonly BudgetCheck[] = CHECKS): BudgetCheck {
  const check = checks.find((candidate) => candidate.id === id);
  if (!check) throw new Error(`Unknown budget check ${id}`);
  return check;
}

export function compare(value: number, comparator: Comparator, limit: number): boolean {
  switch (comparator) {
    case '<=':
      return value <= limit;
    case '>=':
      return value >= limit;
    case '<':
      return value < limit;
  }
}

/** PASS or FAIL for a measured value, N/A when nothing was measured. */
export function evaluate(check: Pick<BudgetCheck, 'comparator' | 'limit'>, value: number | null): Status {
  if (value === null || !Number.isFinite(value)) return 'N/A';
  return compare(value, check.comparator, check.limit) ? 'PASS' : 'FAIL';
}

/** Whether `a` is a worse figure than `b` for this comparator (smaller is worse for ≥ budgets). */
export function isWorse(comparator: Comparator, a: number, b: number): boolean {
  return comparator === '>=' ? a < b : a > b;
}

const digits = (value: number, fractionDigits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null || !Number.isFinite(value)) return '—';
  switch (unit) {
    case 'ms':
      return `${digits(value, value < 10 ? 1 : 0)} ms`;
    case 's':
      return `${digits(value, 1)} s`;
    case 'B':
      return `${digits(value, 0)} B`;
    case 'KB':
      return `${digits(value, 1)} KB`;
    case 'MB':
      return `${digits(value, 0)} MB`;
    case '%':
      return `${digits(value, 1)} %`;
    case 'x':
      return digits(value, 3);
    case 'score':
      return digits(value, 0);
    case 'count':
      return digits(value, 0);
    case 'cls':
      return digits(value, 3);
    case 'req/s':
      return `${digits(value, 0)} req/s`;
  }
}

const SYMBOL: Record<Comparator, string> = { '<=': '≤', '>=': '≥', '<': '<' };

export function formatBudget(check: Pick<BudgetCheck, 'comparator' | 'limit' | 'unit'>): string {
  const limit = check.unit === 'x' ? String(check.limit) : formatValue(check.limit, check.unit);
  return `${SYMBOL[check.comparator]} ${limit}`;
}
