import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/lib/stores/modal-store';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));
// The city picker belongs to the city feature; here it only has to be there.
vi.mock('@/components/city/city-button', () => ({
  CityButton: ({ placeholder }: { placeholder: string }) => <button type="button">{placeholder}</button>,
}));

const { MobileMenu } = await import('@/components/layout/mobile-menu');

const labels = {
  burger: 'Меню',
  mobileMenu: 'Мобильное меню',
  nav: 'Основное меню',
  close: 'Закрыть меню',
  order: 'Заказать',
  account: 'Кабинет',
  logout: 'Выход',
  back: 'Назад',
  review: 'Написать отзыв',
  help: 'Помощь',
  feedback: 'Обратная связь',
  cityPlaceholder: 'Выберите город',
  calculator: 'Калькулятор',
  orderList: 'Список заказов',
  notifications: 'Уведомления',
  profile: 'Профиль',
};

const tree = [
  {
    title: 'Продукция',
    href: '/catalog',
    children: [
      { title: 'Фасады', href: '/catalog/fasady', children: [{ title: 'Фасады ПВХ', href: '/catalog/fasady/pvh', children: [] }] },
      { title: 'Декор', href: '/catalog/dekor', children: [] },
    ],
  },
  { title: 'Галерея', href: '/gallery', children: [] },
];

function renderMenu(user: { name: string; lastName: string } | null = null) {
  return render(<MobileMenu tree={tree} user={user} phone="+7 (800) 555-35-35" labels={labels} />);
}

/** The drawer's code loads on the first tap, so it appears a moment after the click. */
async function openMenu(events: ReturnType<typeof userEvent.setup>) {
  await events.click(screen.getByRole('button', { name: 'Меню' }));
  return screen.findByRole('dialog', { name: 'Мобильное меню' });
}

describe('MobileMenu', () => {
  afterEach(() => {
    navigation.pathname = '/';
    useModalStore.setState({ stack: [] });
  });

  it('opens a drawer with every control and hides the page scrollbar', async () => {
    const events = userEvent.setup();
    renderMenu();
    const drawer = await openMenu(events);
    expect(document.body.style.overflow).toBe('hidden');
    for (const name of ['Заказать', 'Кабинет', 'Выберите город', 'Помощь', 'Обратная связь']) {
      expect(within(drawer).getByRole('button', { name })).toBeVisible();
    }
    expect(within(drawer).getByRole('link', { name: 'Написать отзыв' })).toHaveAttribute('href', '/review');
    expect(within(drawer).getByRole('link', { name: '+7 (800) 555-35-35' })).toHaveAttribute('href', 'tel:+78005553535');
  });

  it('walks down the nested navigation and back to the root', async () => {
    const events = userEvent.setup();
    renderMenu();
    await openMenu(events);
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
    await events.click(within(nav).getByRole('button', { name: 'Продукция' }));
    await events.click(within(nav).getByRole('button', { name: 'Фасады' }));
    expect(within(nav).getByRole('link', { name: 'Фасады ПВХ' })).toHaveAttribute('href', '/catalog/fasady/pvh');
    await events.click(within(nav).getByRole('button', { name: 'Назад' }));
    expect(within(nav).getByRole('link', { name: 'Декор' })).toBeVisible();
    await events.click(within(nav).getByRole('button', { name: 'Назад' }));
    expect(within(nav).getByRole('link', { name: 'Галерея' })).toBeVisible();
    expect(within(nav).queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside the drawer and moves focus with the levels', async () => {
    const events = userEvent.setup();
    render(
      <>
        <MobileMenu tree={tree} user={null} phone="+7 (800) 555-35-35" labels={labels} />
        <a href="/under">Под меню</a>
      </>,
    );
    const drawer = await openMenu(events);
    // The drawer itself takes the focus, announced by its name; Tab then goes left to right.
    expect(drawer).toHaveFocus();
    await events.tab();
    expect(within(drawer).getByRole('button', { name: 'Заказать' })).toHaveFocus();
    await events.tab();
    expect(within(drawer).getByRole('button', { name: 'Закрыть меню' })).toHaveFocus();
    within(drawer).getByRole('link', { name: '+7 (800) 555-35-35' }).focus();
    await events.tab();
    expect(within(drawer).getByRole('button', { name: 'Заказать' })).toHaveFocus();
    await events.tab({ shift: true });
    expect(within(drawer).getByRole('link', { name: '+7 (800) 555-35-35' })).toHaveFocus();

    await events.click(within(drawer).getByRole('button', { name: 'Продукция' }));
    expect(within(drawer).getByRole('button', { name: 'Назад' })).toHaveFocus();
    await events.click(within(drawer).getByRole('button', { name: 'Фасады' }));
    await events.keyboard('{Enter}');
    expect(within(drawer).getByRole('button', { name: 'Фасады' })).toHaveFocus();
  });

  it('closes on Escape, on the close button and on navigation, restoring the scrollbar', async () => {
    const events = userEvent.setup();
    const view = renderMenu();
    await openMenu(events);
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');

    await openMenu(events);
    await events.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openMenu(events);
    navigation.pathname = '/gallery';
    view.rerender(<MobileMenu tree={tree} user={null} phone="+7 (800) 555-35-35" labels={labels} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('opens the modals of its buttons, closing itself first', async () => {
    const events = userEvent.setup();
    renderMenu();
    for (const [name, kind] of [
      ['Заказать', 'product-request'],
      ['Кабинет', 'login'],
      ['Помощь', 'message'],
      ['Обратная связь', 'feedback-choice'],
    ] as const) {
      await openMenu(events);
      await events.click(screen.getByRole('button', { name }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(useModalStore.getState().stack.at(-1)?.kind).toBe(kind);
    }
  });

  it('shows a signed-in user’s name and profile links instead of «Кабинет»', async () => {
    const events = userEvent.setup();
    renderMenu({ name: 'Иван', lastName: 'Петров' });
    await openMenu(events);
    expect(screen.getByText(/Иван Петров/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Кабинет' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Список заказов' })).toHaveAttribute('href', '/profile/order-list');
  });
});
