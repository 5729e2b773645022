import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuItem } from '@/api-client/schemas/content';
import type { Section } from '@/api-client/schemas/catalog';
import { MegaMenu } from '@/components/layout/mega-menu';
import { audienceOf, megaMenuLayout, menuHref, toNavTree, visibleTree, withCatalogSections } from '@/components/layout/menu-items';
import { useSessionStore } from '@/lib/stores/session-store';

const item = (name: string, over: Partial<MenuItem> = {}): MenuItem => ({
  name,
  title: name,
  slug: name.toLowerCase(),
  icon: '',
  image: '',
  descr: '',
  morelink: '',
  forauth: false,
  forunauth: false,
  products: [],
  child: [],
  ...over,
});

const section = (id: number, code: string, title: string): Section =>
  ({ id, code, title, description: '', img: '', productCount: 1 });

const labels = { nav: 'Основное меню', more: 'Смотреть все', products: 'Товары' };

describe('menu items by login state', () => {
  const menu = [
    item('Галерея'),
    item('Дилерам', { forunauth: true }),
    item('Мои заказы', { forauth: true }),
    item('Блог', { child: [item('Статьи'), item('Только для своих', { forauth: true })] }),
  ];
  const titles = (nodes: { title: string }[]) => nodes.map((node) => node.title);

  afterEach(() => {
    act(() => useSessionStore.setState({ token: null, user: null, checked: false }));
  });

  it('shows visitors the public items and the visitor-only ones', () => {
    expect(titles(visibleTree(toNavTree(menu), false))).toEqual(['Галерея', 'Дилерам', 'Блог']);
  });

  it('shows signed-in users the public items and the user-only ones', () => {
    expect(titles(visibleTree(toNavTree(menu), true))).toEqual(['Галерея', 'Мои заказы', 'Блог']);
  });

  it('filters nested children too', () => {
    expect(titles(visibleTree(toNavTree(menu), false).at(-1)?.children ?? [])).toEqual(['Статьи']);
    expect(titles(visibleTree(toNavTree(menu), true).at(-1)?.children ?? [])).toEqual(['Статьи', 'Только для своих']);
  });

  it('treats an item with both flags, or neither, as everyone’s', () => {
    expect(audienceOf({ forauth: true, forunauth: true })).toBeUndefined();
    expect(audienceOf({ forauth: false, forunauth: false })).toBeUndefined();
    expect(audienceOf({ forauth: true, forunauth: false })).toBe('users');
    expect(audienceOf({ forauth: false, forunauth: true })).toBe('visitors');
  });

  it('draws the visitors’ menu until a signed-in session is read, then the user’s', () => {
    render(<MegaMenu tree={toNavTree(menu)} labels={labels} />);
    expect(screen.getByRole('link', { name: 'Дилерам' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Мои заказы' })).toBeNull();
    act(() => useSessionStore.setState({ token: 'token', user: { name: 'Алексей', lastName: 'Смирнов', role: 'dealer' }, checked: true }));
    expect(screen.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/мои заказы');
    expect(screen.queryByRole('link', { name: 'Дилерам' })).toBeNull();
  });
});

describe('mega-menu layout', () => {
  it.each([
    [12, { threeColumns: false, narrow: false }],
    [13, { threeColumns: true, narrow: false }],
    [16, { threeColumns: true, narrow: false }],
    [17, { threeColumns: true, narrow: true }],
  ])('%i items → %o', (count, expected) => {
    expect(megaMenuLayout(count)).toEqual(expected);
  });

  it('renders the column attributes on the panel list', () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => item(`Раздел ${index + 1}`, { slug: `s-${index}` }));
    render(<MegaMenu tree={toNavTree([item('Двенадцать', { child: many(12) }), item('Тринадцать', { slug: 'b', child: many(13) }), item('Семнадцать', { slug: 'c', child: many(17) })])} labels={labels} />);
    const lists = document.querySelectorAll('[data-columns]');
    expect([...lists].map((list) => [list.getAttribute('data-columns'), list.getAttribute('data-narrow')])).toEqual([
      ['1', null],
      ['3', null],
      ['3', 'true'],
    ]);
  });

  it('renders a plain link for an item without a panel and a button for one with a panel', () => {
    render(<MegaMenu tree={toNavTree([item('Галерея'), item('Продукция', { slug: 'catalog', child: [item('Фасады', { slug: 'catalog/fasady' })] })])} labels={labels} />);
    expect(screen.getByRole('link', { name: 'Галерея' })).toHaveAttribute('href', '/галерея');
    expect(screen.getByRole('button', { name: 'Продукция' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('catalogue sections in «Продукция»', () => {
  it('replaces the children with the sections, keeping products the menu knows', () => {
    const products = [{ title: 'Фасад Лион', slug: 'catalog/fasady-pvh/lion', img: '/lion.svg' }];
    const menu = [item('Продукция', { slug: 'catalog', child: [item('Старый', { slug: 'catalog/fasady-pvh', products })] }), item('Блог')];
    const result = withCatalogSections(menu, [section(1, 'fasady-pvh', 'Фасады в плёнке ПВХ'), section(2, 'dekor', 'Декор')]);
    expect(result[0]?.child.map((child) => [child.name, child.slug, child.products.length])).toEqual([
      ['Фасады в плёнке ПВХ', 'catalog/fasady-pvh', 1],
      ['Декор', 'catalog/dekor', 0],
    ]);
    expect(result[1]).toBe(menu[1]);
  });

  it('builds site paths and the drawer tree', () => {
    expect(menuHref('catalog/dekor')).toBe('/catalog/dekor');
    expect(menuHref('/gallery')).toBe('/gallery');
    expect(menuHref('https://example.org/x')).toBe('https://example.org/x');
    expect(toNavTree([item('Продукция', { slug: 'catalog', child: [item('Декор', { slug: 'catalog/dekor' })] })])).toEqual([
      { title: 'Продукция', href: '/catalog', children: [{ title: 'Декор', href: '/catalog/dekor', children: [] }] },
    ]);
  });

  // An item with everything a panel draws; the category's product has no picture.
  const withPanel = () =>
    item('Продукция', {
      slug: 'catalog',
      descr: 'Фасады от производителя',
      morelink: 'catalog/fasady-pvh',
      products: [{ title: 'Фасад Лион', slug: 'catalog/fasady-pvh/lion', img: '/lion.svg' }],
      child: [item('Декор', { slug: 'catalog/dekor', products: [{ title: 'Карниз', slug: 'catalog/dekor/karniz', img: '' }] })],
    });

  it('keeps in the tree the products, description and «more» link a panel draws, and only those it has', () => {
    const tree = toNavTree([withPanel()]);
    expect(tree).toEqual([
      {
        title: 'Продукция',
        href: '/catalog',
        descr: 'Фасады от производителя',
        more: '/catalog/fasady-pvh',
        products: [{ title: 'Фасад Лион', href: '/catalog/fasady-pvh/lion', img: '/lion.svg' }],
        children: [{ title: 'Декор', href: '/catalog/dekor', children: [], products: [{ title: 'Карниз', href: '/catalog/dekor/karniz' }] }],
      },
    ]);
  });

  it('draws a panel from the tree: categories with their products, then the item’s products, description and «more»', () => {
    render(<MegaMenu tree={toNavTree([withPanel()])} labels={labels} />);
    expect(screen.getByRole('link', { name: 'Декор', hidden: true })).toHaveAttribute('href', '/catalog/dekor');
    const lists = screen.getAllByRole('list', { name: 'Товары', hidden: true });
    expect(lists.map((list) => [list.getAttribute('data-compact'), list.textContent])).toEqual([
      ['true', 'Карниз'],
      [null, 'Фасад Лион'],
    ]);
    expect(lists[0]?.querySelector('img')).toBeNull();
    expect(lists[1]?.querySelector('img')).toHaveAttribute('src', '/lion.svg');
    expect(screen.getByText('Фасады от производителя')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Смотреть все', hidden: true })).toHaveAttribute('href', '/catalog/fasady-pvh');
  });

  it('closes an open panel on Back or Forward (spec §2: navigation hides every overlay), and on Escape with focus back', async () => {
    const user = userEvent.setup();
    render(<MegaMenu tree={toNavTree([withPanel()])} labels={labels} />);
    const button = screen.getByRole('button', { name: 'Продукция' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
