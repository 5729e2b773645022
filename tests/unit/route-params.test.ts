import { describe, expect, it } from 'vitest';
import { isValidCode, parsePageParam } from '@/lib/route-params';

describe('parsePageParam', () => {
  it('treats a missing page as page 1', () => {
    expect(parsePageParam(undefined)).toBe(1);
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['10000', 10000],
  ])('accepts %s', (value, expected) => {
    expect(parsePageParam(value)).toBe(expected);
  });

  it.each(['-1', '0', 'abc', '1.5', '', '01', '10001', '99999999999', ' 2', '2abc'])('rejects %j', (value) => {
    expect(parsePageParam(value)).toBeNull();
  });

  it('rejects a repeated page parameter', () => {
    expect(parsePageParam(['1', '2'])).toBeNull();
  });
});

describe('isValidCode', () => {
  it.each(['fasady-pvh', 'fasad_verona', 'a', 'A1'])('accepts %s', (code) => {
    expect(isValidCode(code)).toBe(true);
  });

  it.each(['', '-start', 'with space', 'фасады', '..', 'a/b', '%00', 'x'.repeat(101)])('rejects %j', (code) => {
    expect(isValidCode(code)).toBe(false);
  });
});
