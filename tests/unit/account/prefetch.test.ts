import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { prefetchCabinetLists } from '@/api-client/cabinet/prefetch';
import { clientKeys } from '@/api-client/clients/keys';
import { setupMswServer } from '@/tests/unit/msw-server';

const server = setupMswServer();

describe('prefetchCabinetLists', () => {
  it('asks for the client, company and manager lists, the profile and the stats at once (spec §4 sign-in)', async () => {
    const asked: string[] = [];
    let release: () => void = () => undefined;
    const allAsked = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/v1/*', async ({ request }) => {
        asked.push(new URL(request.url).pathname.replace('/api/v1/', ''));
        // No answer until every call has been made: they run side by side, not one after another.
        if (asked.length === 5) release();
        await allAsked;
        return HttpResponse.json({ errorMessage: 'Сбой' }, { status: 500 });
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchCabinetLists(queryClient);
    expect(asked.sort()).toEqual(['client', 'company', 'manager', 'sse/userStats', 'user/profile'].sort());
    // A failure is no sign-in failure: the lists are simply not there yet.
    expect(queryClient.getQueryState(clientKeys.clients(false))?.status).toBe('error');
  });
});
