import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { reklamationKeys } from '@/api-client/reklamation/keys';
import { useSaveReklamationState, useUploadReklamationFiles } from '@/api-client/reklamation/mutations';
import type { RekData, ReklamationInit } from '@/api-client/schemas/reklamation';
import { setupMswServer } from '@/tests/unit/msw-server';

const server = setupMswServer();

const draft: RekData = { orderId: 10, rows: [{ num: 1, defect: 'damage', quantity: 1, comment: '' }], demand: 'replace', description: 'Скол' };
const photo = { id: 3, name: 'skol.jpg', src: '/api/v1/order/reklamation_file/3', size: 1200, image: true };

function setUp<T>(hook: () => T) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(reklamationKeys.init(), { rId: 31, saved_rek_data: null, files: [] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(hook, { wrapper });
  const init = () => client.getQueryData<ReklamationInit>(reklamationKeys.init());
  const stale = () => client.getQueryState(reklamationKeys.init())?.isInvalidated;
  return { result, init, stale };
}

describe('the claim draft kept in step with the page', () => {
  it('puts what was saved into the page\'s cached start, so coming back to the page shows it', async () => {
    server.use(http.post('*/api/v1/order/save_reklamation_state', () => HttpResponse.json({ result: 'ok', rId: 31, savedAt: '2026-11-26T20:00:00.000Z' })));
    const { result, init, stale } = setUp(() => useSaveReklamationState());
    await act(() => result.current.mutateAsync({ base: { rId: 31, version: undefined }, data: draft }));
    expect(init()?.saved_rek_data).toEqual(draft);
    expect(stale()).toBe(false);
  });

  it('puts the uploaded files there too, and leaves another draft\'s start alone', async () => {
    server.use(http.post('*/api/v1/order/upload_reklamation_file', () => HttpResponse.json({ rId: 31, files: [photo], message: 'Файлы загружены' })));
    const { result, init } = setUp(() => useUploadReklamationFiles());
    await act(() => result.current.mutateAsync({ rId: 31, files: [new File(['x'], 'skol.jpg', { type: 'image/jpeg' })] }));
    expect(init()?.files).toEqual([photo]);
    await act(() => result.current.mutateAsync({ rId: 99, files: [new File(['x'], 'skol.jpg', { type: 'image/jpeg' })] }));
    expect(init()?.rId).toBe(31);
  });

  it('starts the page again when the draft was sent in another tab (409)', async () => {
    server.use(
      http.post('*/api/v1/order/save_reklamation_state', () => HttpResponse.json({ errorMessage: 'Рекламация уже отправлена: изменить её нельзя' }, { status: 409 })),
    );
    const { result, init, stale } = setUp(() => useSaveReklamationState());
    await act(async () => {
      await result.current.mutateAsync({ base: { rId: 31, version: undefined }, data: draft }).catch(() => undefined);
    });
    await waitFor(() => expect(stale()).toBe(true));
    expect(init()?.saved_rek_data).toBeNull();
  });
});
