// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filtersFromSegment, galleryRouteSegments } from '@/lib/gallery/filters';

describe('gallery route segments', () => {
  it('reads back the filters the proxy put into the path', () => {
    const { filters } = galleryRouteSegments(new URLSearchParams('model=fasad-emal-klassika,fasad-emal-provans&material=emal-matovaya'));
    expect(filtersFromSegment(filters)).toEqual({ material: ['emal-matovaya'], model: ['fasad-emal-klassika', 'fasad-emal-provans'] });
  });

  it('reads `all` and unknown parameters as no filter', () => {
    expect(filtersFromSegment('all')).toEqual({});
    expect(filtersFromSegment(encodeURIComponent('utm_source=ya&material=,'))).toEqual({});
  });
});
