import { expect } from 'vitest';
import type { ResponseParser } from '@/api-client/http';

/** A hand-written parser must accept, reject and strip exactly as the contract's zod schema it stands in for. */
export function expectSameAs(parser: ResponseParser<unknown>, schema: ResponseParser<unknown>, samples: readonly unknown[]): void {
  for (const sample of samples) {
    const expected = schema.safeParse(sample);
    expect(parser.safeParse(sample), JSON.stringify(sample)).toEqual(expected.success ? { success: true, data: expected.data } : { success: false });
  }
}

/** Values every object schema rejects. */
export const NOT_OBJECTS: readonly unknown[] = [null, undefined, 'x', 1, [], {}];
