import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MENU_DELAY_MS, ProfileMenu } from '@/components/layout/profile-menu';
import { useModalStore } from '@/lib/stores/modal-store';
import { useSessionStore } from '@/lib/stores/session-store';

const labels = {
  account: 'Кабинет',
  profileMenu: 'Меню профиля',
  calculator: 'Калькулятор',
  orderList: 'Список заказов',
  notifications: 'Уведомления',
  profile: 'Профиль',
  logout: 'Выход',
};

const user = { name: 'Иван', lastName: 'Петров' };

describe('ProfileMenu', () => {
  afterEach(() => {
    vi.useRealTimers();
    useModalStore.setState({ stack: [] });
  });

  it('opens the login modal from «Кабинет» for a visitor', async () => {
    render(<ProfileMenu user={null} labels={labels} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Кабинет' }));
    expect(useModalStore.getState().stack.map((entry) => entry.kind)).toEqual(['login']);
  });

  it('shows a signed-in user’s name and opens the menu 250 ms after the pointer arrives', () => {
    vi.useFakeTimers();
    render(<ProfileMenu user={user} labels={labels} />);
    const button = screen.getByRole('button', { name: 'Иван Петров' });
    expect(screen.queryByRole('button', { name: 'Кабинет' })).not.toBeInTheDocument();
    fireEvent.pointerEnter(button.parentElement!, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(PROFILE_MENU_DELAY_MS - 10);
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('list', { name: 'Меню профиля' });
    expect(menu).toBeVisible();
    expect(screen.getByRole('link', { name: 'Калькулятор' })).toHaveAttribute('href', '/profile/order/calculator');
    expect(screen.getByRole('link', { name: 'Список заказов' })).toHaveAttribute('href', '/profile/order-list');
    expect(screen.getByRole('link', { name: 'Уведомления' })).toHaveAttribute('href', '/profile/notifications');
    expect(screen.getByRole('link', { name: 'Профиль' })).toHaveAttribute('href', '/profile/user');
    expect(screen.getByRole('button', { name: 'Выход' })).toBeVisible();
  });

  it('debounces a quick pass of the pointer: no menu', () => {
    vi.useFakeTimers();
    render(<ProfileMenu user={user} labels={labels} />);
    const button = screen.getByRole('button', { name: 'Иван Петров' });
    fireEvent.pointerEnter(button.parentElement!, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    fireEvent.pointerLeave(button.parentElement!, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(PROFILE_MENU_DELAY_MS * 2);
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on scroll and on a link click; «Выход» calls back', async () => {
    const onLogout = vi.fn();
    const events = userEvent.setup();
    render(<ProfileMenu user={user} labels={labels} onLogout={onLogout} />);
    const button = screen.getByRole('button', { name: 'Иван Петров' });
    await events.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.scroll(window);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await events.click(button);
    const link = screen.getByRole('link', { name: 'Профиль' });
    link.addEventListener('click', (event) => event.preventDefault());
    await events.click(link);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await events.click(button);
    await events.click(screen.getByRole('button', { name: 'Выход' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Back or Forward and on a click outside', async () => {
    const events = userEvent.setup();
    render(
      <>
        <ProfileMenu user={user} labels={labels} />
        <p>Снаружи</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Иван Петров' });
    await events.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await events.click(button);
    await events.click(screen.getByText('Снаружи'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the factory staff no calculator: they place no orders', async () => {
    useSessionStore.setState({ token: 't', user: { name: 'Ирина', lastName: 'Ковалёва', role: 'manager' }, checked: true });
    try {
      render(<ProfileMenu labels={labels} />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Ирина Ковалёва' }));
      expect(screen.queryByRole('link', { name: 'Калькулятор' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Список заказов' })).toBeVisible();
    } finally {
      useSessionStore.setState({ token: null, user: null, checked: false });
    }
  });
});
