import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { reklamationKeys } from '@/api-client/reklamation/keys';
import { useSaveReklamationState } from '@/api-client/reklamation/mutations';
import type { RekData, ReklamationInit } from '@/api-client/schemas/reklamation';
import { setupMswServer } from '@/tests/unit/msw-server';

const server = setupMswServer();

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
    const base = { rId: 31, version: 3 };
    await result.current.mutateAsync({ base, data });
    await result.current.mutateAsync({ base, data: { ...data, description: 'Скол и трещина' } });
    expect(sent).toEqual([3, 4]);
    // The init follows both the saved data and its version: coming back to the page starts from them together.
    expect(base.version).toBe(5);
    expect(client.getQueryData<ReklamationInit>(reklamationKeys.init())).toMatchObject({ data_version: 5, saved_rek_data: { description: 'Скол и трещина' } });
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
    const base = { rId: 31, version: 0 };
    await Promise.all([1, 2, 3].map((n) => result.current.mutateAsync({ base, data: { ...data, description: `Скол ${n}` } })));
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
    await result.current.mutateAsync({ base: { rId: 31, version: undefined }, data });
    expect(bodies[0]).not.toHaveProperty('data_version');
  });
  it('refuses the state of a form drawn before a newer save of the same tab landed (left the page mid-save, came back)', async () => {
    const sent: (number | undefined)[] = [];
    let version = 2;
    let stored = 'Скол';
    server.use(
      http.post('*/api/v1/order/save_reklamation_state', async ({ request }) => {
        const body = (await request.json()) as { data_version?: number; rek_data: string };
        sent.push(body.data_version);
        if (body.data_version !== version) return HttpResponse.json({ errorMessage: 'Черновик рекламации изменён в другой вкладке' }, { status: 409 });
        version += 1;
        stored = (JSON.parse(body.rek_data) as RekData).description;
        return HttpResponse.json({ result: 'ok', rId: 31, savedAt: '2026-11-27T08:00:00.000Z', data_version: version });
      }),
      http.get('*/api/v1/order/reklamation', () => HttpResponse.json({ errorMessage: 'not in this test' }, { status: 418 })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    client.setQueryData(reklamationKeys.init(), { rId: 31, saved_rek_data: { ...data, description: 'Скол' }, data_version: 2 });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSaveReklamationState(), { wrapper });
    // The form that was left saves the newer text; the one drawn on coming back still shows the older one (version 2).
    const left = { rId: 31, version: 2 };
    const back = { rId: 31, version: 2 };
    await result.current.mutateAsync({ base: left, data: { ...data, description: 'Скол и трещина' } });
    await expect(result.current.mutateAsync({ base: back, data: { ...data, description: 'Скол', demand: 'refund' } })).rejects.toMatchObject({ status: 409 });
    expect(sent).toEqual([2, 2]);
    expect(stored).toBe('Скол и трещина');
  });
});
