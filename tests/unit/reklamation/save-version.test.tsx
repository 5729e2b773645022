import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reklamationKeys } from '@/api-client/reklamation/keys';
import { useSaveReklamationState } from '@/api-client/reklamation/mutations';
import type { RekData, ReklamationInit } from '@/api-client/schemas/reklamation';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const data: RekData = { orderId: 5, rows: [], demand: 'replace', description: 'Скол' };

describe('useSaveReklamationState', () => {
  it('names the version the tab loaded, then each one it saved, so a stale tab is refused instead of wiping a newer save', async () => {
    const sent: (number | undefined)[] = [];
    let version = 3;
    server.use(
      http.post('*/api/v1/order/save_reklamation_state', async ({ request }) => {
        const body = (await request.json()) as { data_version?: number };
        sent.push(body.data_version);
        version += 1;
        return HttpResponse.json({ result: 'ok', rId: 31, savedAt: '2026-11-27T08:00:00.000Z', data_version: version });
      }),
    );
    const client = new QueryClient();
    client.setQueryData(reklamationKeys.init(), { rId: 31, saved_rek_data: null, data_version: 3 });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSaveReklamationState(), { wrapper });
    await result.current.mutateAsync({ rId: 31, data });
    await result.current.mutateAsync({ rId: 31, data: { ...data, description: 'Скол и трещина' } });
    expect(sent).toEqual([3, 4]);
    // The init keeps the version the form was drawn with (it keys the form); only the saved data follows.
    expect(client.getQueryData<ReklamationInit>(reklamationKeys.init())).toMatchObject({ data_version: 3, saved_rek_data: { description: 'Скол и трещина' } });
  });

  it('queues a save sent while the previous one is unanswered, so it names the version that one made (a slow line is no other tab)', async () => {
    const sent: (number | undefined)[] = [];
    let version = 0;
    server.use(
      http.post('*/api/v1/order/save_reklamation_state', async ({ request }) => {
        const body = (await request.json()) as { data_version?: number };
        sent.push(body.data_version);
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (body.data_version !== version) return HttpResponse.json({ errorMessage: 'Черновик рекламации изменён в другой вкладке' }, { status: 409 });
        version += 1;
        return HttpResponse.json({ result: 'ok', rId: 31, savedAt: '2026-11-27T08:00:00.000Z', data_version: version });
      }),
    );
    const client = new QueryClient();
    client.setQueryData(reklamationKeys.init(), { rId: 31, saved_rek_data: null, data_version: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSaveReklamationState(), { wrapper });
    await Promise.all([1, 2, 3].map((n) => result.current.mutateAsync({ rId: 31, data: { ...data, description: `Скол ${n}` } })));
    expect(sent).toEqual([0, 1, 2]);
  });

  it('sends no version where the backend gave none', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/v1/order/save_reklamation_state', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ result: 'ok', rId: 31, savedAt: '2026-11-27T08:00:00.000Z' });
      }),
    );
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSaveReklamationState(), { wrapper });
    await result.current.mutateAsync({ rId: 31, data });
    expect(bodies[0]).not.toHaveProperty('data_version');
  });
});
