import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/api-client/query-client';
import { CityBootstrap } from '@/components/city/city-bootstrap';
import { CityButton } from '@/components/city/city-button';
import { readStoredCity } from '@/lib/city/city-storage';
import { useCityStore } from '@/lib/stores/city-store';
import { openModal, useModalStore } from '@/lib/stores/modal-store';
import { ModalIntl } from '@/components/modals/modal-intl';
import { renderWithIntl } from '../modals/render';
import { setupMswServer } from '@/tests/unit/msw-server';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));
const { ModalStack } = await import('@/components/modals/modal-stack');

const server = setupMswServer(() => {
  act(() => useModalStore.setState({ stack: [] }));
  getQueryClient().clear();
  useCityStore.setState({ city: null, status: 'unknown', shops: null });
  localStorage.clear();
  for (const name of ['city_id', 'city_name']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

const cities = [
  { id: 1, title: 'Москва' },
  { id: 2, title: 'Санкт-Петербург' },
  { id: 3, title: 'Казань' },
];

function serveCities(status = 200) {
  server.use(
    http.get('*/api/v1/info/citilist/', () =>
      status === 200 ? HttpResponse.json({ cities }) : HttpResponse.json({ errorMessage: 'Нет' }, { status }),
    ),
  );
}

function renderShell() {
  return renderWithIntl(
    <>
      <CityButton placeholder="Выберите город" />
      <ModalStack labels={{ close: 'Закрыть', loading: 'Загрузка' }} TextProvider={ModalIntl} />
    </>,
  );
}

describe('city modal', () => {
  it('opens from the city button, filters ignoring case and saves the choice', async () => {
    serveCities();
    renderShell();
    const changes = vi.fn();
    window.addEventListener('city-change', changes);
    fireEvent.click(screen.getByRole('button', { name: 'Выберите город' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выберите город:' });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Поиск города' }), { target: { value: 'ПЕТЕР' } });
    expect(screen.queryByRole('button', { name: 'Москва' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Санкт-Петербург' }));
    window.removeEventListener('city-change', changes);

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Санкт-Петербург' })).toBeInTheDocument();
    expect(readStoredCity()).toEqual({ id: 2, title: 'Санкт-Петербург' });
    expect(changes).toHaveBeenCalledOnce();
  });

  it('in return mode hands the city to the caller, offers "Не указан" first and saves nothing', async () => {
    serveCities();
    renderShell();
    const onSelect = vi.fn();
    act(() => void openModal('city', { mode: 'return', onSelect }));
    await screen.findByRole('button', { name: 'Москва' });
    const choices = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(choices).toEqual(['Не указан', 'Москва', 'Санкт-Петербург', 'Казань']);
    fireEvent.click(screen.getByRole('button', { name: 'Не указан' }));
    expect(onSelect).toHaveBeenCalledWith({ id: 0, title: 'Не указан' });
    expect(readStoredCity()).toBeNull();
    expect(useCityStore.getState().city).toBeNull();
  });

  it('shows the error modal when the list fails to load', async () => {
    serveCities(404);
    renderShell();
    act(() => void openModal('city', {}));
    expect(await screen.findByRole('dialog', { name: 'Ошибка' })).toBeInTheDocument();
    expect(screen.getByText('При загрузке списка городов произошла ошибка')).toBeInTheDocument();
  });
});

describe('CityBootstrap', () => {
  it('restores the stored city without detecting it, and asks only for its shops', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/info/shops/', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ shops: [] });
      }),
    );
    localStorage.setItem('city_id', JSON.stringify({ value: '3', expires: Date.now() + 60_000 }));
    localStorage.setItem('city_name', JSON.stringify({ value: 'Казань', expires: Date.now() + 60_000 }));
    renderWithIntl(
      <>
        <CityBootstrap />
        <CityButton placeholder="Выберите город" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Казань' })).toBeInTheDocument();
    await waitFor(() => expect(useCityStore.getState().shops).toEqual({ cityId: 3, list: [] }));
    expect(asked).toEqual(['?city_id=3']);
  });

  it('detects, saves and shows the city when nothing is stored', async () => {
    Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: () => Promise.resolve({ state: 'denied' }) } });
    server.use(
      http.get('*/api/v1/info/cityuser/', () => HttpResponse.json({ city: { id: 1, title: 'Москва' } })),
      http.get('*/api/v1/info/shops/', () => HttpResponse.json({ shops: [] })),
    );
    renderWithIntl(
      <>
        <CityBootstrap />
        <CityButton placeholder="Выберите город" />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Москва' })).toBeInTheDocument();
    expect(readStoredCity()).toEqual({ id: 1, title: 'Москва' });
    await waitFor(() => expect(useCityStore.getState().shops).toEqual({ cityId: 1, list: [] }));
  });
});
