import { describe, expect, it } from 'vitest';
import { contentPathOf, isValidCode, pageSegment, parsePageParam, pathSegments } from '@/lib/route-params';

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

describe('pageSegment', () => {
  it.each([
    ['', '1'],
    ['page=2', '2'],
    ['page=%25', '%25'],
    ['page=%ZZ', '%25ZZ'],
    ['page=%', '%25'],
    ['page=', '-'],
    ['page=1&page=2', '-'],
  ])('makes ?%s the segment %s, which Next decodes back to the value given', (query, segment) => {
    expect(pageSegment(new URLSearchParams(query))).toBe(segment);
  });
});

describe('pathSegments', () => {
  it('decodes each segment, dropping the slashes around the path', () => {
    expect(pathSegments('/catalog/fasady-pvh/')).toEqual(['catalog', 'fasady-pvh']);
    expect(pathSegments('/%25/100%25-garantiya')).toEqual(['%', '100%-garantiya']);
    expect(pathSegments('/')).toEqual(['']);
  });

  it.each(['/%ZZ', '/catalog/%E2%82', '/%', '/uslugi/a%00b', `/${'a'.repeat(101)}`, `/x/${'%61'.repeat(101)}`])('rejects %s', (pathname) => {
    expect(pathSegments(pathname)).toBeNull();
  });
});

describe('contentPathOf', () => {
  it.each([
    ['/uslugi', 'uslugi'],
    ['/uslugi/zamer/', 'uslugi/zamer'],
    ['/a/b/c/d/e', 'a/b/c/d/e'],
    ['/%75slugi', 'uslugi'],
  ])('reads %s as the CMS path %s', (pathname, path) => {
    expect(contentPathOf(pathname)).toBe(path);
  });

  it.each(['/', '/%25', '/100%25-garantiya', '/Uslugi', '/a/b/c/d/e/f', '/x.php', '/uslugi//zamer', '/%ZZ', '/uslugi%2Fzamer'])('rejects %s', (pathname) => {
    expect(contentPathOf(pathname)).toBeNull();
  });
});
