import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Shedule } from '@/api-client/schemas/info';
import { FooterShops } from '@/components/layout/footer-shops';
import { FooterShopsMount, ShopPickerMount } from '@/components/layout/city-shops-mount';
import { ShopPicker } from '@/components/layout/shop-picker';
import type { HeaderShop } from '@/lib/city/city-shops';
import { useCityStore } from '@/lib/stores/city-store';

const shedule: Shedule = { wh_0: '09:00–19:00', wh_1: '09:00–19:00', wh_2: '09:00–19:00', wh_3: '09:00–19:00', wh_4: '09:00–19:00', wh_5: '10:00–17:00', wh_6: '' };
const shop = (id: number, cityId: number, adress: string): HeaderShop => ({ id, title: `Салон ${id}`, adress, cityId, shedule });
const shopsOf: Record<number, HeaderShop[]> = {
  1: [shop(1, 1, 'ул. Складочная, 1'), shop(2, 1, 'Варшавское ш., 87'), shop(3, 1, 'ул. Полярная, 31')],
  2: [],
  3: [shop(4, 3, 'г. Екатеринбург, ул. Шефская, 3')],
};

const labels = {
  shopAddress: 'Адрес магазина',
  today: 'Сегодня',
  otherDays: 'Другие дни',
  dayOff: 'выходной',
  shopForms: ['Магазин', 'Магазина', 'Магазинов'] as const,
  weekdays: { mon: 'Пн', tue: 'Вт', wed: 'Ср', thu: 'Чт', fri: 'Пт', sat: 'Сб', sun: 'Вс' },
};

/** The city, and its shops as lib/city/city-shops.ts stores them once they arrive. */
const setCity = (id: number | null, { withShops = true } = {}) =>
  act(() => {
    const store = useCityStore.getState();
    store.setCity(id === null ? null : { id, title: `Город ${id}` });
    if (id !== null && withShops) store.setShops({ cityId: id, list: shopsOf[id] ?? [] });
  });

describe('ShopPicker and FooterShops', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T12:00:00+03:00')); // Sunday
  });
  afterEach(() => {
    vi.useRealTimers();
    act(() => useCityStore.setState({ city: null, shops: null }));
  });

  it('offers several shops as a counted drop-down and shows the chosen one; the footer lists their hours', async () => {
    const user = userEvent.setup();
    setCity(1);
    render(
      <>
        <ShopPicker labels={labels} />
        <FooterShops labels={{ shops: 'Магазины', schedule: 'Режим работы', dayOff: 'выходной', weekdays: labels.weekdays }} />
      </>,
    );
    expect(screen.getByRole('list', { name: 'Магазины' })).toHaveTextContent('Пн–Пт: 09:00–19:00');
    expect(screen.queryByRole('group', { name: 'Адрес магазина' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3 Магазина' }));
    await user.click(screen.getByRole('button', { name: /Варшавское ш., 87/ }));
    const address = screen.getByRole('group', { name: 'Адрес магазина' });
    expect(address).toHaveTextContent('Варшавское ш., 87');
    expect(address).toHaveTextContent('Сегодня: выходной');
    expect(screen.getByRole('button', { name: '3 Магазина' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('selects the only shop of the city by itself, with the week under «Другие дни»', async () => {
    const user = userEvent.setup();
    setCity(3);
    render(<ShopPicker labels={labels} />);
    expect(screen.queryByRole('button', { name: /Магазин/ })).not.toBeInTheDocument();
    // The street, the city being the button beside it; the whole address is the title.
    const address = screen.getByRole('group', { name: 'Адрес магазина' });
    expect(address).toHaveTextContent(/^ул\. Шефская, 3/);
    expect(within(address).getByTitle('г. Екатеринбург, ул. Шефская, 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Другие дни' }));
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    expect(screen.getAllByRole('definition').at(-1)).toHaveTextContent('выходной');
  });

  it('shows nothing without a city, without shops in it, or before its shops arrive, and clears the choice on a city change', async () => {
    const user = userEvent.setup();
    const { container } = render(<ShopPicker labels={labels} />);
    expect(container).toBeEmptyDOMElement();
    setCity(2);
    expect(container).toBeEmptyDOMElement();
    setCity(1);
    await user.click(screen.getByRole('button', { name: '3 Магазина' }));
    await user.click(screen.getByRole('button', { name: /ул. Полярная, 31/ }));
    expect(screen.getByRole('group', { name: 'Адрес магазина' })).toBeInTheDocument();
    // The previous city's shops are not shown for the next one while its own are on their way.
    setCity(3, { withShops: false });
    expect(container).toBeEmptyDOMElement();
    setCity(null);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads the islands only once the city has shops', async () => {
    const { container } = render(
      <>
        <ShopPickerMount labels={labels} />
        <FooterShopsMount labels={{ shops: 'Магазины', schedule: 'Режим работы', dayOff: 'выходной', weekdays: labels.weekdays }} />
      </>,
    );
    setCity(2);
    expect(container).toBeEmptyDOMElement();
    setCity(1);
    expect(await screen.findByRole('button', { name: '3 Магазина' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Магазины' })).toHaveTextContent('ул. Складочная, 1');
  });
});
