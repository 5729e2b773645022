import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '@/api-client/notifications/keys';
import { getQueryClient } from '@/api-client/query-client';
import { userKeys } from '@/api-client/user/keys';
import { ModalIntl } from '@/components/modals/modal-intl';
import { modalRegistry } from '@/components/modals/registry';
import { unreadWithLocalReads, withLocalReads } from '@/components/notifications/local-reads';
import { NotificationModal } from '@/components/notifications/notification-modal';
import { NotificationPanel } from '@/components/notifications/notification-panel';
import { NewNotificationNotifier } from '@/components/notifications/new-notification-notifier';
import { PriorityNotifier } from '@/components/notifications/priority-notifier';
import { dispatchStreamEvent } from '@/lib/stream/dispatch';
import { UnreadBadge } from '@/components/notifications/unread-badge';
import { writeSession } from '@/lib/session/token-storage';
import { emitStreamEvent } from '@/lib/stream/event-bus';
import { useLocalReadsStore } from '@/lib/stores/local-reads-store';
import { useModalStore } from '@/lib/stores/modal-store';
import { renderWithIntl } from '../modals/render';
import { notification, page, profile } from './fixtures';

let search = new URLSearchParams();
const replace = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ usePathname: () => '/profile/notifications', useSearchParams: () => search, useRouter: () => ({ replace }) }));
const { ModalStack } = await import('@/components/modals/modal-stack');
const { NotificationsPage } = await import('@/components/notifications/notifications-page');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => writeSession('session-token', Math.floor(Date.now() / 1000) + 3600));
afterEach(() => {
  server.resetHandlers();
  act(() => useModalStore.setState({ stack: [] }));
  act(() => useLocalReadsStore.setState({ ids: new Set() }));
  getQueryClient().clear();
  localStorage.clear();
  search = new URLSearchParams();
  replace.mockClear();
});
afterAll(() => server.close());

const withClient = (ui: ReactNode) => <QueryClientProvider client={getQueryClient()}>{ui}</QueryClientProvider>;
const registry = { ...modalRegistry, notification: NotificationModal };
const renderStack = () => renderWithIntl(<ModalStack labels={{ close: 'Закрыть', loading: 'Загрузка' }} registry={registry} TextProvider={ModalIntl} />);

/** Serves the list (per filter) and records the actions' bodies and tokens. */
function serve(lists: Record<string, ReturnType<typeof page>>) {
  const calls: { path: string; body: unknown; token: string | null }[] = [];
  server.use(
    http.get('*/api/v1/notifications', ({ request }) => {
      const url = new URL(request.url);
      // Spec §7: the call names its page size.
      if (url.searchParams.get('limit') !== '10') return HttpResponse.json({ errorMessage: 'limit' }, { status: 400 });
      const key = `${url.searchParams.get('filter') ?? 'all'}:${url.searchParams.get('page') ?? '1'}`;
      return HttpResponse.json(lists[key] ?? page([], 0));
    }),
    http.post('*/api/v1/notifications/:action', async ({ request, params }) => {
      calls.push({ path: String(params.action), body: await request.json(), token: request.headers.get('X-API-Key') });
      return HttpResponse.json({ result: 'ok' });
    }),
  );
  return calls;
}


/** Deleting asks first: the confirmation's question, then its answer. */
function confirmTopModal(title: string) {
  const top = useModalStore.getState().stack.at(-1);
  expect(top?.kind).toBe('confirm');
  const props = top?.props as { title: string; onConfirm: () => void };
  expect(props.title).toBe(title);
  act(() => props.onConfirm());
}

describe('notification panel', () => {
  it('shows the count with its plural form, the list and the link to all', async () => {
    serve({ 'unread:1': page([notification(), notification({ id: 2, title: 'Второе', priority: true })], 2) });
    render(withClient(<NotificationPanel />));
    expect(await screen.findByText('2 новых уведомления')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Изменение графика/ })).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: /Второе/ })).getByText('Важное')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все уведомления' })).toHaveAttribute('href', '/profile/notifications');
  });

  it('says there are none when nothing is unread, and not before the list has said so', async () => {
    serve({});
    render(withClient(<NotificationPanel />));
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка уведомлений…');
    expect(screen.queryByText('Нет новых уведомлений')).not.toBeInTheDocument();
    expect(await screen.findByText('Нет новых уведомлений')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, instead of claiming there is nothing new', async () => {
    // A 4xx is not retried, so the failure shows at once.
    server.use(http.get('*/api/v1/notifications', () => HttpResponse.json({ errorMessage: 'Сбой' }, { status: 400 })));
    render(withClient(<NotificationPanel />));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить уведомления');
    expect(screen.queryByText('Нет новых уведомлений')).not.toBeInTheDocument();
  });
});

describe('unread badge', () => {
  it('shows nothing at 0 and 99+ beyond 99', () => {
    const { rerender, container } = render(<UnreadBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<UnreadBadge count={100} />);
    expect(screen.getByLabelText('Непрочитанных уведомлений: 100')).toHaveTextContent('99+');
  });
});

describe('notifications page', () => {
  it('marks selected ones as read with notyfyIds and the session token, then all', async () => {
    const calls = serve({ 'all:1': page([notification(), notification({ id: 2, title: 'Второе' }), notification({ id: 3, title: 'Прочитанное', read: true })], 2) });
    render(withClient(<NotificationsPage />));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Выбрать уведомление «Второе»' }));
    expect(screen.getByRole('checkbox', { name: 'Выбрать уведомление «Прочитанное»' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Отметить выбранные прочитанными' }));
    await waitFor(() => expect(calls).toEqual([{ path: 'notifications_as_read_by_id', body: { notyfyIds: [2] }, token: 'session-token' }]));
    fireEvent.click(screen.getByRole('button', { name: 'Отметить все прочитанными' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ body: { ids: 'all' } }));
  });

  it('marks only what is ticked on the page shown: a tick left on another page does not count', async () => {
    const calls = serve({
      'all:1': page([notification({ id: 1, title: 'Первое' }), notification({ id: 2, title: 'Второе' })], 12, 1, 12),
      'all:2': page([notification({ id: 11, title: 'Одиннадцатое' })], 12, 2, 12),
    });
    const view = render(withClient(<NotificationsPage />));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Выбрать уведомление «Первое»' }));
    search = new URLSearchParams('page=2');
    view.rerender(withClient(<NotificationsPage />));
    await screen.findByText('Одиннадцатое');
    const markChosen = screen.getByRole('button', { name: 'Отметить выбранные прочитанными' });
    expect(markChosen).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать уведомление «Одиннадцатое»' }));
    fireEvent.click(markChosen);
    await waitFor(() => expect(calls).toEqual([{ path: 'notifications_as_read_by_id', body: { notyfyIds: [11] }, token: 'session-token' }]));
  });

  it('says why a refused mark-read failed, in the error modal', async () => {
    serve({ 'all:1': page([notification()], 1) });
    server.use(http.post('*/api/v1/notifications/:action', () => HttpResponse.json({ errorMessage: 'Не удалось отметить уведомления' }, { status: 500 })));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(withClient(<NotificationsPage />));
    fireEvent.click(await screen.findByRole('button', { name: 'Отметить прочитанным уведомление «Изменение графика»' }));
    await waitFor(() => expect(useModalStore.getState().stack.at(-1)).toMatchObject({ kind: 'error', props: { message: 'Не удалось отметить уведомления' } }));
  });

  it('deletes one and marks one read, and shows the sanitized body', async () => {
    const calls = serve({ 'all:1': page([notification({ formatted: '<p>Текст<script>alert(1)</script></p>' })], 1) });
    const { container } = render(withClient(<NotificationsPage />));
    await screen.findByText('Текст');
    expect(container.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Отметить прочитанным уведомление «Изменение графика»' }));
    fireEvent.click(screen.getByRole('button', { name: 'Удалить уведомление «Изменение графика»' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    confirmTopModal('Удалить уведомление?');
    await waitFor(() => expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['notifications_as_read_by_id', { notyfyIds: [1] }],
      ['notifications_delete_by_id', { id: 1 }],
    ]));
  });

  it('reads the unread filter and page from the address and links the pages', async () => {
    search = new URLSearchParams('filter=unread&page=2');
    serve({ 'unread:2': page([notification({ id: 11, title: 'Одиннадцатое' })], 11, 2, 11) });
    render(withClient(<NotificationsPage />));
    expect(await screen.findByText('Одиннадцатое')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Непрочитанные' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('href', '/profile/notifications?filter=unread&page=1');
    expect(screen.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    expect(replace).not.toHaveBeenCalled();
  });

  it('gives a page past the last (an old link, or its last notification deleted) way to the last page', async () => {
    search = new URLSearchParams('filter=unread&page=9');
    serve({ 'unread:9': page([], 11, 9, 11) });
    render(withClient(<NotificationsPage />));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/profile/notifications?filter=unread&page=2'));
  });
});

describe('priority notification modal', () => {
  const blocking = notification({ id: 5, title: 'Срочно', priority: true, prioritytimeleft: 3600 });

  /** Answers the profile with this access code once `ready` settles; counts the requests. */
  function serveProfile(role: string, ready: Promise<void> = Promise.resolve()) {
    const requests = vi.fn();
    server.use(
      http.get('*/api/v1/user/profile', async () => {
        requests();
        await ready;
        return HttpResponse.json(profile(role));
      }),
    );
    return requests;
  }

  /** Serves one list to every notifications request and counts them. */
  function serveList(list: ReturnType<typeof page>) {
    const requests = vi.fn();
    server.use(
      http.get('*/api/v1/notifications', () => {
        requests();
        return HttpResponse.json(list);
      }),
    );
    return requests;
  }

  it('opens for bm_dealer and cannot be dismissed until Прочитано', async () => {
    serveProfile('bm_dealer');
    const calls = serve({ 'priority-unread:1': page([blocking], 1) });
    renderStack();
    render(withClient(<PriorityNotifier />));
    const dialog = await screen.findByRole('dialog', { name: 'Срочно' });
    expect(within(dialog).getByText('по вторникам')).toBeInTheDocument();
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.getByRole('dialog', { name: 'Срочно' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Закрыть' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Прочитано' }));
    await waitFor(() => expect(useModalStore.getState().stack).toHaveLength(0));
    expect(calls).toEqual([{ path: 'notifications_as_read_by_id', body: { notyfyIds: [5] }, token: 'session-token' }]);
  });

  it('closes on «Прочитано» when the server fails to mark it read: that is only logged (spec §8)', async () => {
    serveProfile('bm_dealer');
    serve({ 'priority-unread:1': page([blocking], 1) });
    const failed = vi.fn();
    server.use(
      http.post('*/api/v1/notifications/:action', () => {
        failed();
        return HttpResponse.json({ errorMessage: 'Сбой' }, { status: 500 });
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderStack();
    render(withClient(<PriorityNotifier />));
    fireEvent.click(await screen.findByRole('button', { name: 'Прочитано' }));
    await waitFor(() => expect(useModalStore.getState().stack).toHaveLength(0));
    expect(failed).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Marking the notification read failed:', expect.anything());
    warn.mockRestore();
  });

  it('closes its modal when the notification was read in another tab (the stream tells this one)', async () => {
    serveProfile('bm_dealer');
    const lists = { 'priority-unread:1': page([blocking], 1) };
    serve(lists);
    renderStack();
    render(withClient(<PriorityNotifier />));
    expect(await screen.findByRole('dialog', { name: 'Срочно' })).toBeInTheDocument();
    lists['priority-unread:1'] = page([], 0);
    act(() => dispatchStreamEvent({ e: 'newNotification' }, getQueryClient()));
    await waitFor(() => expect(useModalStore.getState().stack).toHaveLength(0));
  });

  it('takes its modal along when the cabinet goes, and opens it again on the next visit while unread', async () => {
    serveProfile('bm_dealer');
    serve({ 'priority-unread:1': page([blocking], 1) });
    renderStack();
    const notifier = render(withClient(<PriorityNotifier />));
    expect(await screen.findByRole('dialog', { name: 'Срочно' })).toBeInTheDocument();
    notifier.unmount();
    await waitFor(() => expect(useModalStore.getState().stack).toHaveLength(0));
    render(withClient(<PriorityNotifier />));
    expect(await screen.findByRole('dialog', { name: 'Срочно' })).toBeInTheDocument();
  });

  it('reads a test notification on this page only: not on the server, and it does not open again', async () => {
    serveProfile('bm_dealer');
    const test = { ...blocking, test: true };
    const calls = serve({ 'priority-unread:1': page([test], 1), 'unread:1': page([test], 1), 'all:1': page([test], 1) });
    renderStack();
    const notifier = render(withClient(<PriorityNotifier />));
    fireEvent.click(await screen.findByRole('button', { name: 'Прочитано' }));
    await waitFor(() => expect(useModalStore.getState().stack).toHaveLength(0));
    expect(calls).toEqual([]);
    notifier.unmount();

    // The next visit to the cabinet: the server still has it unread, the page does not.
    getQueryClient().clear();
    render(withClient(<PriorityNotifier />));
    render(withClient(<NotificationPanel />));
    expect(await screen.findByText('Нет новых уведомлений')).toBeInTheDocument();
    await waitFor(() => expect(getQueryClient().getQueryData(notificationKeys.list({ filter: 'priority-unread', page: 1 }))).toBeDefined());
    expect(useModalStore.getState().stack).toHaveLength(0);
    render(withClient(<NotificationsPage />));
    const item = (await screen.findByRole('button', { name: 'Удалить уведомление «Срочно»' })).closest('li');
    expect(item).not.toBeNull();
    expect(within(item as HTMLElement).queryByRole('button', { name: /^Отметить прочитанным/ })).toBeNull();
  });

  it('forgets the local read once the notification is deleted on the server', async () => {
    serve({ 'all:1': page([{ ...blocking, test: true }], 1) });
    act(() => useLocalReadsStore.getState().add(5));
    render(withClient(<NotificationsPage />));
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить уведомление «Срочно»' }));
    confirmTopModal('Удалить уведомление?');
    await waitFor(() => expect(useLocalReadsStore.getState().ids.size).toBe(0));
  });

  it('never opens for the profile\'s access code bm_user, even with shownotify', async () => {
    serveProfile('bm_user');
    const requests = serveList(page([blocking], 1));
    renderStack();
    render(withClient(<PriorityNotifier />));
    await waitFor(() => expect(getQueryClient().getQueryData(userKeys.profile())).toMatchObject({ role: 'bm_user' }));
    expect(requests).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useModalStore.getState().stack).toHaveLength(0);
  });

  it('opens nothing, even from a cached list, until the profile is known', async () => {
    let answer = () => {};
    const profileRequests = serveProfile('bm_dealer', new Promise<void>((resolve) => (answer = resolve)));
    const requests = serveList(page([blocking], 1));
    getQueryClient().setQueryData(notificationKeys.list({ filter: 'priority-unread', page: 1 }), page([blocking], 1));
    renderStack();
    render(withClient(<PriorityNotifier />));
    await waitFor(() => expect(profileRequests).toHaveBeenCalled());
    expect(requests).not.toHaveBeenCalled();
    expect(useModalStore.getState().stack).toHaveLength(0);
    act(() => answer());
    expect(await screen.findByRole('dialog', { name: 'Срочно' })).toBeInTheDocument();
  });

  it('does not open without shownotify', async () => {
    serveProfile('bm_dealer');
    const requests = serveList(page([{ ...blocking, shownotify: false }], 1));
    renderStack();
    render(withClient(<PriorityNotifier />));
    await waitFor(() => expect(requests).toHaveBeenCalled());
    expect(useModalStore.getState().stack).toHaveLength(0);
  });
});

describe('local reads of test notifications', () => {
  const list = page([notification({ id: 1 }), notification({ id: 2, test: true })], 2);

  it('drop out of the unread lists, read in the others, and leave the count', () => {
    const ids = new Set([2]);
    expect(withLocalReads(list, ids, 'unread')).toMatchObject({ items: [{ id: 1 }], unreadCount: 1 });
    expect(withLocalReads(list, ids, undefined).items.map((item) => item.read)).toEqual([false, true]);
    expect(withLocalReads(list, new Set(), 'unread')).toBe(list);
    expect(unreadWithLocalReads(0, ids)).toBe(0);
  });
});

describe('new notification popup', () => {
  function serveProfile(role: string) {
    server.use(http.get('*/api/v1/user/profile', () => HttpResponse.json(profile(role))));
  }
  const arrives = (shownotify = true) => act(() => emitStreamEvent({ e: 'newNotification', shownotify }));

  it('opens a notification sent with shownotify when it arrives, reads it, and a newer one replaces it', async () => {
    serveProfile('bm_dealer');
    const calls = serve({ 'unread:1': page([notification({ id: 8, title: 'Склад закрыт 1 мая' })], 1) });
    renderStack();
    render(withClient(<NewNotificationNotifier />));
    await waitFor(() => expect(getQueryClient().getQueryData(userKeys.profile())).toBeDefined());
    arrives();
    expect(await screen.findByRole('dialog', { name: 'Склад закрыт 1 мая' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([{ path: 'notifications_as_read_by_id', body: { notyfyIds: [8] }, token: 'session-token' }]));

    serve({ 'unread:1': page([notification({ id: 9, title: 'Новый прайс' }), notification({ id: 8, title: 'Склад закрыт 1 мая' })], 2) });
    arrives();
    expect(await screen.findByRole('dialog', { name: 'Новый прайс' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Склад закрыт 1 мая' })).toBeNull());
    expect(useModalStore.getState().stack).toHaveLength(1);
  });

  it('stays quiet for a notification without shownotify, for an old one and for the access code bm_user', async () => {
    serveProfile('bm_dealer');
    // The newest is a blocking one (PriorityNotifier's); the ordinary one under it is old news.
    const urgent = notification({ id: 12, title: 'Срочно', priority: true, prioritytimeleft: 3600 });
    serve({ 'unread:1': page([urgent, notification({ id: 8 })], 2) });
    const early = render(withClient(<NewNotificationNotifier />));
    await waitFor(() => expect(getQueryClient().getQueryData(userKeys.profile())).toBeDefined());
    arrives();
    await waitFor(() => expect(getQueryClient().getQueryData(notificationKeys.list({ filter: 'unread', page: 1 }))).toBeDefined());
    expect(useModalStore.getState().stack).toHaveLength(0);
    early.unmount();
    getQueryClient().clear();

    serve({ 'unread:1': page([notification({ id: 8, shownotify: false })], 1) });
    renderStack();
    const view = render(withClient(<NewNotificationNotifier />));
    await waitFor(() => expect(getQueryClient().getQueryData(userKeys.profile())).toBeDefined());
    arrives(false);
    arrives();
    await waitFor(() => expect(getQueryClient().getQueryData(notificationKeys.list({ filter: 'unread', page: 1 }))).toBeDefined());
    expect(useModalStore.getState().stack).toHaveLength(0);
    view.unmount();
    getQueryClient().clear();

    serveProfile('bm_user');
    const requests = vi.fn();
    server.use(
      http.get('*/api/v1/notifications', () => {
        requests();
        return HttpResponse.json(page([notification({ id: 10 })], 1));
      }),
    );
    render(withClient(<NewNotificationNotifier />));
    await waitFor(() => expect(getQueryClient().getQueryData(userKeys.profile())).toMatchObject({ role: 'bm_user' }));
    arrives();
    expect(requests).not.toHaveBeenCalled();
    expect(useModalStore.getState().stack).toHaveLength(0);
  });
});
