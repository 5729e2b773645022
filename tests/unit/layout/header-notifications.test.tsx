import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

const navigation = vi.hoisted(() => ({ pathname: '/catalog/fasady-pvh' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const { HeaderNotifications } = await import('@/components/layout/header-notifications');
const { HeaderNotificationsSlot } = await import('@/components/layout/header-notifications-slot');
import { logout, startSession } from '@/lib/session/session';
import { useSessionStore } from '@/lib/stores/session-store';
import { setupMswServer } from '@/tests/unit/msw-server';

const server = setupMswServer(() => {
  localStorage.clear();
  useSessionStore.setState({ token: null, user: null, checked: false, loggedOutByButton: false });
});

const TOKEN = 'header.eyJuYW1lIjoi0JDQu9C10LrRgdC10LkifQ.sig';

function serveStats(unreadNotifications: number) {
  const keys: (string | null)[] = [];
  server.use(
    http.get('*/api/v1/sse/userStats', ({ request }) => {
      keys.push(request.headers.get('X-API-Key'));
      return HttpResponse.json({ unreadNotifications, unreadComments: 0 });
    }),
  );
  return keys;
}

describe('public header notifications', () => {
  it('links to the notifications with the unread count, asked with the session token', async () => {
    startSession(TOKEN, Math.floor(Date.now() / 1000) + 600);
    const keys = serveStats(3);
    render(<HeaderNotifications label="Уведомления" />);
    const link = await screen.findByRole('link', { name: 'Уведомления. Непрочитанных уведомлений: 3' });
    expect(link).toHaveAttribute('href', '/profile/notifications');
    expect(link).toHaveTextContent('3');
    expect(keys).toEqual([TOKEN]);
  });

  it('caps the badge at 99+ and shows none at zero', async () => {
    startSession(TOKEN, Math.floor(Date.now() / 1000) + 600);
    serveStats(120);
    const { unmount } = render(<HeaderNotifications label="Уведомления" />);
    expect(await screen.findByText('99+')).toBeInTheDocument();
    unmount();
    serveStats(0);
    render(<HeaderNotifications label="Уведомления" />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Уведомления' })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Уведомления' })).toHaveTextContent('');
  });

  it('keeps the link and logs when the count cannot be read', async () => {
    startSession(TOKEN, Math.floor(Date.now() / 1000) + 600);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('*/api/v1/sse/userStats', () => HttpResponse.json({ errorMessage: 'Ошибка' }, { status: 500 })));
    render(<HeaderNotifications label="Уведомления" />);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Unread notifications count failed:', expect.anything()));
    expect(screen.getByRole('link', { name: 'Уведомления' })).toHaveAttribute('href', '/profile/notifications');
    warn.mockRestore();
  });

  it('is there for a signed-in user only, and follows signing in and out', async () => {
    serveStats(2);
    useSessionStore.setState({ checked: true });
    render(<HeaderNotificationsSlot label="Уведомления" />);
    expect(screen.queryByRole('link')).toBeNull();
    act(() => startSession(TOKEN, Math.floor(Date.now() / 1000) + 600));
    expect(await screen.findByRole('link', { name: 'Уведомления. Непрочитанных уведомлений: 2' }, { timeout: 5000 })).toBeInTheDocument();
    act(() => logout());
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks nothing in the cabinet, whose own header counts', async () => {
    const keys = serveStats(2);
    navigation.pathname = '/profile/order-list';
    useSessionStore.setState({ checked: true });
    startSession(TOKEN, Math.floor(Date.now() / 1000) + 600);
    render(<HeaderNotificationsSlot label="Уведомления" />);
    // Long enough for the on-demand part to load and ask, as it does on a public page in the test above.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('link')).toBeNull();
    expect(keys).toEqual([]);
    navigation.pathname = '/catalog/fasady-pvh';
  });
});
