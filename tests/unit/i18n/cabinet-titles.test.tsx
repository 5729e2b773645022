import { render, screen } from '@testing-library/react';
import type { Metadata } from 'next';
import { describe, expect, it, vi } from 'vitest';

vi.mock('next-intl/server', () => import('./server-translations'));
vi.mock('next/navigation', () => ({ notFound: vi.fn(), usePathname: () => '/', useSearchParams: () => new URLSearchParams(), useRouter: () => ({}), useParams: () => ({}) }));

const titleOf = async (load: Promise<{ generateMetadata: (props: never) => Promise<Metadata> }>, props?: unknown) =>
  (await (await load).generateMetadata(props as never)).title;

// The titles were written out in the pages; from the messages they must stay the same (e2e checks them).
describe('the cabinet pages’ titles', () => {
  it.each([
    ['/profile', 'Личный кабинет', () => import('@/app/profile/page')],
    ['/profile/user', 'Настройки профиля', () => import('@/app/profile/user/page')],
    ['/profile/order-list', 'Список заказов', () => import('@/app/profile/order-list/page')],
    ['/profile/order/new', 'Новый заказ', () => import('@/app/profile/order/new/page')],
    ['/profile/order/reklamation', 'Рекламация', () => import('@/app/profile/order/reklamation/page')],
    ['/profile/calculator-guide', 'Инструкция по калькулятору', () => import('@/app/profile/calculator-guide/page')],
    ['/profile/order/calculator', 'Калькулятор', () => import('@/app/profile/order/calculator/page')],
    ['/profile/order/calc/…', 'Калькулятор', () => import('@/app/profile/order/calc/[[...calculator]]/page')],
  ])('%s is «%s»', async (_path, title, page) => {
    expect(await titleOf(page())).toBe(title);
  });

  it('an order’s page names the order’s number, not the address’s spelling of it', async () => {
    const page = import('@/app/profile/order/[orderNumber]/page');
    expect(await titleOf(page, { params: Promise.resolve({ orderNumber: '03' }) })).toBe('Заказ № 3');
    expect(await titleOf(page, { params: Promise.resolve({ orderNumber: '12345' }) })).toBe('Заказ № 12345');
  });

  // The cabinet's layout keeps every page of it out of the index; a page's own robots would override it.
  it.each([
    () => import('@/app/profile/page'),
    () => import('@/app/profile/user/page'),
    () => import('@/app/profile/order-list/page'),
    () => import('@/app/profile/order/new/page'),
    () => import('@/app/profile/order/reklamation/page'),
    () => import('@/app/profile/calculator-guide/page'),
    () => import('@/app/profile/order/calculator/page'),
    () => import('@/app/profile/order/calc/[[...calculator]]/page'),
    () => import('@/app/profile/order/[orderNumber]/page'),
  ])('every page stays non-indexed (%#)', async (page) => {
    const { metadata: layout } = await import('@/app/profile/layout');
    const metadata = await (await page()).generateMetadata({ params: Promise.resolve({ orderNumber: '1' }) });
    expect(metadata.robots ?? layout.robots).toEqual({ index: false, follow: false });
  });
  it('the notifications page stays non-indexed', async () => {
    const { metadata: layout } = await import('@/app/profile/layout');
    const { metadata } = await import('@/app/profile/notifications/page');
    expect(metadata.robots ?? layout.robots).toEqual({ index: false, follow: false });
  });
});

describe('the calculator guide', () => {
  it('is a server component that renders its steps from the messages', async () => {
    const { CalculatorGuide } = await import('@/components/cabinet/calculator-guide');
    render(await CalculatorGuide());
    expect(screen.getByRole('heading', { level: 1, name: 'Инструкция по калькулятору' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Нажмите «Новый заказ» и выберите «Калькулятор».');
  });
});
