// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canonicalFilters, filtersFromSegment, galleryRouteSegments } from '@/lib/gallery/filters';

describe('gallery route segments', () => {
  it('reads back the filters the proxy put into the path, as Next passes the segment (decodeURI keeps the escapes of = & ,)', () => {
    const { filters } = galleryRouteSegments(new URLSearchParams('model=fasad-emal-provans,fasad-emal-klassika&material=emal-matovaya'));
    expect(decodeURI(filters)).toBe(filters);
    expect(filtersFromSegment(decodeURI(filters))).toEqual({ material: ['emal-matovaya'], model: ['fasad-emal-klassika', 'fasad-emal-provans'] });
  });

  it('reads `all` and unknown parameters as no filter', () => {
    expect(filtersFromSegment('all')).toEqual({});
    expect(filtersFromSegment(encodeURIComponent('utm_source=ya&material=,'))).toEqual({});
  });

  it('reads a segment that does not decode, which the proxy never makes, as no filter', () => {
    expect(filtersFromSegment('material=%&color=belyj')).toEqual({});
  });
});

describe('canonicalFilters', () => {
  const known = { material: new Set(['pvh', 'emal']), color: new Set(['belyj']) };

  it('keeps only the codes the backend knows, sorted and once each', () => {
    expect(canonicalFilters(new URLSearchParams('material=pvh,junk,emal,pvh&color=x&interior=kuhnya'), known)).toEqual({ material: ['emal', 'pvh'] });
  });

  it('without the known codes keeps every well-formed one, at most 30 a filter', () => {
    const many = Array.from({ length: 40 }, (_, index) => `c${String(index).padStart(2, '0')}`);
    expect(canonicalFilters(new URLSearchParams(`color=${many.join(',')}`)).color).toEqual(many.slice(0, 30));
  });
});
