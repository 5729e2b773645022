import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { customContentQueryOptions } from '@/api-client/content/get-custom-content';
import { useProperties } from '@/api-client/content/get-properties';
import { contentKeys } from '@/api-client/content/keys';
import { useCities } from '@/api-client/info/get-cities';
import { getQueryClient } from '@/api-client/query-client';
import { properties } from '@/backend/seed/data/site';
import { setupMswServer } from '@/tests/unit/msw-server';

const server = setupMswServer(() => getQueryClient().clear());

// The city and privacy modals render outside any QueryClientProvider: their hooks bring the browser's one client.
describe('the modals’ query hooks', () => {
  it('useCities loads the cities without a QueryClientProvider, into the shared client', async () => {
    const cities = [{ id: 1, title: 'Москва' }];
    server.use(http.get('*/api/v1/info/citilist/', () => HttpResponse.json({ cities })));
    const { result } = renderHook(() => useCities());
    await waitFor(() => expect(result.current.data).toEqual(cities));
    expect(getQueryClient().getQueryData(['info', 'cities'])).toEqual(cities);
  });

  it('useProperties loads the site properties without a QueryClientProvider, into the shared client', async () => {
    server.use(http.get('*/api/v1/content/get_properties', () => HttpResponse.json({ data: properties })));
    const { result } = renderHook(() => useProperties());
    await waitFor(() => expect(result.current.data?.privacyName).toBe(properties.privacyName));
    expect(getQueryClient().getQueryData(contentKeys.properties())).toBe(result.current.data);
  });
});

describe('the content query keys', () => {
  it('a custom content block is keyed by the factory', () => {
    expect(contentKeys.custom(7)).toEqual(['content', 'custom', 7]);
    expect(customContentQueryOptions(7).queryKey).toEqual(contentKeys.custom(7));
  });
});
