import type { ResponseParser } from './http';

/*
 * Building blocks for hand-written twins of zod response schemas, for the few calls a visitor's first page makes:
 * zod (~31 KB gz, ~25 ms to evaluate on a fast machine) stays out of the public pages. Each twin has a test that
 * checks it accepts, rejects and strips exactly as its schema does.
 */

/** What zod's `.int()` accepts: a safe integer. */
export const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);

/** What zod's `.number()` accepts: a finite number. */
export const isNumber = (value: unknown): value is number => Number.isFinite(value);

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A parser from a function that gives the parsed value, or undefined for data the schema would reject. */
export function toParser<T>(parse: (data: unknown) => T | undefined): ResponseParser<T> {
  return {
    safeParse: (data) => {
      const parsed = parse(data);
      return parsed === undefined ? { success: false } : { success: true, data: parsed };
    },
  };
}
