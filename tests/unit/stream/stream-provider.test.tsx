import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderKeys } from '@/api-client/orders/keys';
import { getQueryClient } from '@/api-client/query-client';
import { StreamProvider } from '@/components/notifications/stream-provider';
import { logout, startSession } from '@/lib/session/session';
import { clearSession } from '@/lib/session/token-storage';
import { useChatStore } from '@/lib/stores/chat-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { useStreamStore } from '@/lib/stores/stream-store';

class FakeEventSource {
  static all: FakeEventSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  closed = false;
  close() {
    this.onerror = null;
    this.closed = true;
  }
}

const UID = 'c'.repeat(32);
const server = setupServer();
beforeAll(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  FakeEventSource.all = [];
  localStorage.clear();
  getQueryClient().clear();
  useStreamStore.setState({ online: null });
  useSessionStore.setState({ token: null, user: null, checked: false });
  useChatStore.setState({ open: false, messages: [] });
});
afterAll(() => {
  vi.unstubAllGlobals();
  server.close();
});

describe('StreamProvider', () => {
  it('opens one connection per tab with the sbs uid, binds the signed-in user, and shows when it is offline', async () => {
    document.cookie = `sbs=${UID}; Path=/`;
    startSession('session-token', Math.floor(Date.now() / 1000) + 3600);
    const bindings: string[] = [];
    server.use(
      http.get('*/api/v1/sse/:call', ({ request, params }) => {
        bindings.push(`${String(params.call)}:${new URL(request.url).searchParams.get('uid')}:${request.headers.get('X-API-Key')}`);
        return HttpResponse.json({ result: 'ok' });
      }),
    );
    render(
      <>
        <StreamProvider />
        <StreamProvider />
      </>,
    );
    expect(FakeEventSource.all.map((source) => source.url)).toEqual([expect.stringMatching(new RegExp(`^/api/v1/sse/stream\\?uid=${UID}&age=\\d+$`))]);
    await waitFor(() => expect(bindings).toContain(`setUser:${UID}:session-token`));

    act(() => FakeEventSource.all[0]?.onerror?.(new Event('error')));
    expect(screen.getByRole('status')).toHaveTextContent('Нет связи с сервером');

    clearSession();
    act(() => void window.dispatchEvent(new StorageEvent('storage')));
    await waitFor(() => expect(bindings).toContain(`unsetUser:${UID}:null`));
  }, 20_000);

  it("rebinds the stream at once when this tab signs in as another user or out, not at the next 20 s check", async () => {
    document.cookie = `sbs=${UID}; Path=/`;
    startSession('first-token', Math.floor(Date.now() / 1000) + 3600);
    const bindings: string[] = [];
    server.use(
      http.get('*/api/v1/sse/:call', ({ request, params }) => {
        bindings.push(`${String(params.call)}:${request.headers.get('X-API-Key')}`);
        return HttpResponse.json({ result: 'ok' });
      }),
    );
    const view = render(<StreamProvider />);
    await waitFor(() => expect(bindings).toEqual(['setUser:first-token']));
    act(() => logout());
    await waitFor(() => expect(bindings).toEqual(['setUser:first-token', 'unsetUser:null']));
    act(() => startSession('second-token', Math.floor(Date.now() / 1000) + 3600));
    await waitFor(() => expect(bindings).toEqual(['setUser:first-token', 'unsetUser:null', 'setUser:second-token']));
    // Gone before the next test's reset signs this tab out.
    view.unmount();
  });

  it('opens no connection for a visitor until the chat is used', () => {
    document.cookie = `sbs=${UID}; Path=/`;
    render(<StreamProvider />);
    expect(FakeEventSource.all).toHaveLength(0);
    act(() => useChatStore.getState().setOpen(true));
    expect(FakeEventSource.all.map((source) => source.url)).toEqual([expect.stringMatching(new RegExp(`^/api/v1/sse/stream\\?uid=${UID}&age=\\d+$`))]);
  });

  it('reloads on its first connection only the data loaded before the backend\'s replay reaches back to', () => {
    document.cookie = `sbs=${UID}; Path=/`;
    const client = getQueryClient();
    client.setQueryData(orderKeys.detail(5), {}, { updatedAt: Date.now() - 1_000 });
    const view = render(<StreamProvider />);
    act(() => useChatStore.getState().setOpen(true));
    expect(client.getQueryState(orderKeys.detail(5))?.isInvalidated).toBe(false);
    view.unmount();
    FakeEventSource.all = [];
    // A tab opened hidden connects only when shown, maybe minutes later.
    client.setQueryData(orderKeys.detail(5), {}, { updatedAt: Date.now() - 120_000 });
    render(<StreamProvider />);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(client.getQueryState(orderKeys.detail(5))?.isInvalidated).toBe(true);
  });

  it('gives the connection up after the tab has been hidden 10 s, and reconnects when it is shown', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let visibility: DocumentVisibilityState = 'visible';
    const spy = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const turn = (next: DocumentVisibilityState) => {
      visibility = next;
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    };
    try {
      document.cookie = `sbs=${UID}; Path=/`;
      render(<StreamProvider />);
      act(() => useChatStore.getState().setOpen(true));
      const [first] = FakeEventSource.all;
      turn('hidden');
      act(() => void vi.advanceTimersByTime(9_000));
      turn('visible');
      turn('hidden');
      act(() => void vi.advanceTimersByTime(9_000));
      expect(first?.closed).toBe(false);
      act(() => void vi.advanceTimersByTime(1_000));
      expect(first?.closed).toBe(true);
      turn('visible');
      expect(FakeEventSource.all).toHaveLength(2);
      expect(FakeEventSource.all[1]?.closed).toBe(false);
    } finally {
      spy.mockRestore();
      vi.useRealTimers();
    }
  });
});
