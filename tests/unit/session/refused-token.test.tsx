import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, isSessionEnd } from '@/api-client/http';
import { showUnexpectedError } from '@/components/account/form-errors';
import { showError } from '@/components/orders/format';
import { SessionWatcher } from '@/components/session/session-watcher';
import { startSession } from '@/lib/session/session';
import { readSession } from '@/lib/session/token-storage';
import { useModalStore } from '@/lib/stores/modal-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { setupMswServer } from '@/tests/unit/msw-server';

const pathname = vi.hoisted(() => ({ value: '/catalog' }));
vi.mock('next/navigation', () => ({ usePathname: () => pathname.value }));

const server = setupMswServer();

const base64Url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
const tokenOf = (name: string) => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify({ sub: '5', name, role: 'dealer' }))}.sig`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const schema = z.object({ ok: z.boolean() });
const refuse = () => HttpResponse.json({ errorMessage: 'Invalid token specified' }, { status: 401 });

describe('a token the backend refuses', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useSessionStore.setState({ token: null, user: null, checked: false, loggedOutByButton: false });
    useModalStore.setState({ stack: [] });
  });

  it('ends the session like an expired one: the token is forgotten and, outside the cabinet, the expired popup shows', async () => {
    server.use(http.get('*/api/v1/user/profile', refuse));
    startSession(tokenOf('Иван'), inAnHour());
    render(<SessionWatcher />);
    const error = await apiRequest('user/profile', { schema, auth: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isSessionEnd(error)).toBe(true);
    expect(readSession()).toBeNull();
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(useModalStore.getState().stack.map((entry) => entry.kind)).toEqual(['session-expired']);
    showError(error);
    showUnexpectedError(error);
    expect(useModalStore.getState().stack.map((entry) => entry.kind)).toEqual(['session-expired']);
  });

  it('keeps a newer sign-in that replaced the refused token while the call was out', async () => {
    server.use(
      http.get('*/api/v1/order', () => {
        startSession(tokenOf('Пётр'), inAnHour());
        return refuse();
      }),
    );
    startSession(tokenOf('Иван'), inAnHour());
    const error = await apiRequest('order', { schema, auth: true }).catch((e: unknown) => e);
    expect(isSessionEnd(error)).toBe(true);
    expect(readSession()?.token).toBe(tokenOf('Пётр'));
  });

  it('ends the session at once when a cabinet call goes without the token that expired a moment ago', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.post('*/api/v1/order/save_reklamation_state', ({ request }) => {
        sent.push(request.headers.get('X-API-Key'));
        return refuse();
      }),
    );
    startSession(tokenOf('Иван'), inAnHour());
    render(<SessionWatcher />);
    await waitFor(() => expect(useSessionStore.getState().user).not.toBeNull());
    // The stored expiry passes; the watcher's next 20 s check has not come yet.
    window.localStorage.setItem('tokenExpires', String(Date.now() - 1000));
    const error = await apiRequest('order/save_reklamation_state', { schema, auth: true, body: { rId: 1 } }).catch((e: unknown) => e);
    expect(sent).toEqual([null]);
    expect(isSessionEnd(error)).toBe(true);
    expect(window.localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(useModalStore.getState().stack.map((entry) => entry.kind)).toEqual(['session-expired']);
  });

  it('is no sign-in refusal: a 401 to a call without a token leaves the session and shows its message', async () => {
    server.use(http.post('*/api/v1/user/login', () => HttpResponse.json({ errorMessage: 'Неверный логин или пароль' }, { status: 401 })));
    startSession(tokenOf('Иван'), inAnHour());
    const error = await apiRequest('user/login', { schema, body: { login: 'a@b.ru', password: 'x' } }).catch((e: unknown) => e);
    expect(isSessionEnd(error)).toBe(false);
    expect(readSession()?.token).toBe(tokenOf('Иван'));
    showError(error);
    expect(useModalStore.getState().stack).toEqual([expect.objectContaining({ kind: 'error', props: { message: 'Неверный логин или пароль' } })]);
  });
});
