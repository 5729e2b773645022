import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '@/api-client/schemas/clients';
import { ClientsSection } from '@/components/cabinet/clients-section';
import { CompaniesManagers } from '@/components/cabinet/companies-managers';
import { ConfirmModal, ErrorModal } from '@/components/modals/kinds/message-modals';
import { ModalIntl } from '@/components/modals/modal-intl';
import type { ModalRegistry } from '@/components/modals/registry';
import { messages } from '@/lib/i18n/messages';
import { useModalStore } from '@/lib/stores/modal-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { profile } from '../notifications/fixtures';
import { setupMswServer } from '@/tests/unit/msw-server';

vi.mock('next/navigation', () => ({ usePathname: () => '/profile/user' }));
const { ModalStack } = await import('@/components/modals/modal-stack');
const { default: ProfileUserPage } = await import('@/app/profile/user/page');

const server = setupMswServer(() => {
  act(() => useModalStore.setState({ stack: [] }));
  vi.restoreAllMocks();
});

const registry = { confirm: ConfirmModal, error: ErrorModal } as unknown as ModalRegistry;

function renderCabinet(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Account: messages.Account }}>
        {ui}
      </NextIntlClientProvider>
      <NextIntlClientProvider locale="ru" messages={{ Modals: messages.Modals }}>
        <ModalStack labels={{ close: 'Закрыть', loading: 'Загрузка' }} registry={registry} TextProvider={ModalIntl} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const client = (id: number, overrides: Partial<Client> = {}): Client => ({ id, name: `Клиент ${id}`, phone: '', email: '', comment: '', deleted: false, ...overrides });

/** A backend of one dealer's clients: answers as backend/routes/clients.ts does and records every write. */
function serveClients(initial: Client[]) {
  const clients = initial.map((item) => ({ ...item }));
  const writes: { method: string; path: string; body: unknown }[] = [];
  const answer = (found: Client | undefined, message: string) =>
    found ? HttpResponse.json({ client: found, message }) : HttpResponse.json({ errorMessage: 'Страница не найдена' }, { status: 404 });
  const find = (id: unknown) => clients.find((item) => item.id === Number(id));
  server.use(
    http.get('*/api/v1/client', ({ request }) => {
      const withDeleted = new URL(request.url).searchParams.get('deleted') === 'y';
      return HttpResponse.json({ clients: clients.filter((item) => withDeleted || !item.deleted) });
    }),
    http.post('*/api/v1/client', async ({ request }) => {
      const body = (await request.json()) as Omit<Client, 'id' | 'deleted'>;
      writes.push({ method: 'POST', path: 'client', body });
      const created = { ...body, id: 100 + clients.length, deleted: false };
      clients.push(created);
      return answer(created, 'Клиент добавлен');
    }),
    http.post('*/api/v1/client/:id', async ({ request, params }) => {
      const body = (await request.json()) as Omit<Client, 'id' | 'deleted'>;
      writes.push({ method: 'POST', path: `client/${String(params.id)}`, body });
      const found = find(params.id);
      if (found) Object.assign(found, body);
      return answer(found, 'Клиент изменён');
    }),
    http.delete('*/api/v1/client/:id', ({ params }) => {
      writes.push({ method: 'DELETE', path: `client/${String(params.id)}`, body: null });
      const found = find(params.id);
      if (found) found.deleted = true;
      return answer(found, 'Клиент удалён');
    }),
    http.post('*/api/v1/client/:id/restore', ({ params }) => {
      writes.push({ method: 'POST', path: `client/${String(params.id)}/restore`, body: null });
      const found = find(params.id);
      if (found) found.deleted = false;
      return answer(found, 'Клиент восстановлен');
    }),
  );
  return writes;
}

const clientList = () => screen.getByRole('list', { name: 'Список клиентов' });
const row = (name: string) => within(clientList()).getByRole('listitem', { name });

// Typing with user-event takes seconds in jsdom when the whole suite runs at once.
describe('ClientsSection', { timeout: 20_000 }, () => {
  it('lists the clients with their phone, e-mail and comment', async () => {
    serveClients([client(1, { name: 'Кухни «Уют»', phone: '+7 (343) 210-45-67', email: 'uyut@example.com', comment: 'Оптовик' })]);
    renderCabinet(<ClientsSection />);
    expect(screen.getByRole('heading', { name: 'Мои клиенты', level: 2 })).toBeInTheDocument();
    const uyut = await screen.findByRole('listitem', { name: 'Кухни «Уют»' });
    expect(within(uyut).getByRole('link', { name: '+7 (343)-210-45-67' })).toHaveAttribute('href', 'tel:+73432104567');
    expect(within(uyut).getByRole('link', { name: 'uyut@example.com' })).toHaveAttribute('href', 'mailto:uyut@example.com');
    expect(within(uyut).getByText('Оптовик')).toBeInTheDocument();
  });

  it('says so when there are no clients yet', async () => {
    serveClients([]);
    renderCabinet(<ClientsSection />);
    expect(await screen.findByText('Клиентов пока нет. Добавьте первого, чтобы указывать его в заказах.')).toBeInTheDocument();
  });

  it('adds a client after the schema has refused an empty name and a bad e-mail, and shows the answer', async () => {
    const user = userEvent.setup();
    const writes = serveClients([client(1)]);
    renderCabinet(<ClientsSection />);
    await screen.findByRole('listitem', { name: 'Клиент 1' });
    const add = screen.getByRole('button', { name: 'Добавить клиента' });
    await user.click(add);
    expect(add).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Новый клиент' });
    const name = within(form).getByLabelText('Название или ФИО');
    expect(name).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(name).toHaveAccessibleDescription('Пожалуйста, заполните обязательные поля');
    await user.type(name, 'Петрова Анна');
    await user.type(within(form).getByLabelText('E-mail'), 'не почта');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(within(form).getByLabelText('E-mail')).toHaveAccessibleDescription('Email заполнен неверно');
    expect(writes).toEqual([]);

    await user.clear(within(form).getByLabelText('E-mail'));
    await user.type(within(form).getByLabelText('E-mail'), 'anna@example.com');
    await user.type(within(form).getByLabelText('Телефон'), '+7 (922) 144-55-66');
    expect(within(form).getByLabelText('Телефон')).toHaveValue('+7 (922)-144-55-66');
    await user.type(within(form).getByLabelText('Комментарий'), 'Звонить после 18:00');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Клиент добавлен');
    expect(writes).toEqual([{ method: 'POST', path: 'client', body: { name: 'Петрова Анна', phone: '+7 (922)-144-55-66', email: 'anna@example.com', comment: 'Звонить после 18:00' } }]);
    expect(row('Петрова Анна')).toHaveTextContent('Звонить после 18:00');
    expect(screen.queryByRole('form', { name: 'Новый клиент' })).not.toBeInTheDocument();
    expect(add).toHaveFocus();
  });

  it('edits a client in place', async () => {
    const user = userEvent.setup();
    const writes = serveClients([client(1, { name: 'Иванов', phone: '+7 912 000-00-00' }), client(2)]);
    renderCabinet(<ClientsSection />);
    await screen.findByRole('listitem', { name: 'Иванов' });
    await user.click(within(row('Иванов')).getByRole('button', { name: 'Изменить клиента «Иванов»' }));
    const form = screen.getByRole('form', { name: 'Изменить клиента «Иванов»' });
    expect(within(form).getByLabelText('Телефон')).toHaveValue('+7 (912)-000-00-00');
    await user.clear(within(form).getByLabelText('Название или ФИО'));
    await user.type(within(form).getByLabelText('Название или ФИО'), 'Иванов И. П.');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Клиент изменён');
    expect(writes).toEqual([{ method: 'POST', path: 'client/1', body: { name: 'Иванов И. П.', phone: '+7 (912)-000-00-00', email: '', comment: '' } }]);
    expect(within(row('Иванов И. П.')).getByRole('button', { name: 'Изменить клиента «Иванов И. П.»' })).toHaveFocus();
  });

  it("masks the phone, refuses a short one with the phone rule's message and sends nothing", async () => {
    const user = userEvent.setup();
    const writes = serveClients([]);
    renderCabinet(<ClientsSection />);
    await screen.findByText(/Клиентов пока нет/);
    await user.click(screen.getByRole('button', { name: 'Добавить клиента' }));
    const form = screen.getByRole('form', { name: 'Новый клиент' });
    const phone = within(form).getByLabelText('Телефон');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await user.type(within(form).getByLabelText('Название или ФИО'), 'ИП Соколов');
    await user.type(phone, '8343277');
    expect(phone).toHaveValue('+7 (343)-277');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(phone).toHaveAccessibleDescription('В номере должно быть 11 чисел');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);

    await user.type(phone, 'abc8899');
    expect(phone).toHaveValue('+7 (343)-277-88-99');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Клиент добавлен');
    expect(writes).toEqual([{ method: 'POST', path: 'client', body: { name: 'ИП Соколов', phone: '+7 (343)-277-88-99', email: '', comment: '' } }]);
  });

  it('shows a stored phone the mask cannot keep as stored, so that the rule flags it instead of rewriting it', async () => {
    const user = userEvent.setup();
    const writes = serveClients([client(1, { name: 'Старый номер', phone: '343 277' })]);
    renderCabinet(<ClientsSection />);
    await user.click(within(await screen.findByRole('listitem', { name: 'Старый номер' })).getByRole('button', { name: 'Изменить клиента «Старый номер»' }));
    const form = screen.getByRole('form', { name: 'Изменить клиента «Старый номер»' });
    expect(within(form).getByLabelText('Телефон')).toHaveValue('343 277');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(within(form).getByLabelText('Телефон')).toHaveAccessibleDescription('В номере должно быть 11 чисел');
    expect(writes).toEqual([]);
  });

  it('leaves a client alone when the edit is cancelled', async () => {
    const user = userEvent.setup();
    const writes = serveClients([client(1)]);
    renderCabinet(<ClientsSection />);
    await user.click(within(await screen.findByRole('listitem', { name: 'Клиент 1' })).getByRole('button', { name: 'Изменить клиента «Клиент 1»' }));
    await user.type(screen.getByLabelText('Название или ФИО'), ' и сын');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(row('Клиент 1')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('asks before another form takes the place of one with unsaved input, and opens it only when told to', async () => {
    const user = userEvent.setup();
    serveClients([client(1), client(2)]);
    renderCabinet(<ClientsSection />);
    await user.click(within(await screen.findByRole('listitem', { name: 'Клиент 1' })).getByRole('button', { name: 'Изменить клиента «Клиент 1»' }));
    // An untouched form gives way at once.
    await user.click(screen.getByRole('button', { name: 'Добавить клиента' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Название или ФИО')).toHaveValue('');
    await user.type(screen.getByLabelText('Название или ФИО'), 'ООО Новый');
    await user.click(within(row('Клиент 2')).getByRole('button', { name: 'Изменить клиента «Клиент 2»' }));
    let dialog = await screen.findByRole('dialog', { name: 'Закрыть форму клиента?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.getByLabelText('Название или ФИО')).toHaveValue('ООО Новый');

    await user.click(within(row('Клиент 2')).getByRole('button', { name: 'Изменить клиента «Клиент 2»' }));
    dialog = await screen.findByRole('dialog', { name: 'Закрыть форму клиента?' });
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть форму' }));
    expect(await screen.findByRole('form', { name: 'Изменить клиента «Клиент 2»' })).toBeInTheDocument();
    expect(screen.getByLabelText('Название или ФИО')).toHaveValue('Клиент 2');
  });

  it('deletes a client only after the confirmation', async () => {
    const user = userEvent.setup();
    const writes = serveClients([client(1, { name: 'ИП Соколов' }), client(2)]);
    renderCabinet(<ClientsSection />);
    await user.click(within(await screen.findByRole('listitem', { name: 'ИП Соколов' })).getByRole('button', { name: 'Удалить клиента «ИП Соколов»' }));
    let dialog = await screen.findByRole('dialog', { name: 'Удалить клиента «ИП Соколов»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(writes).toEqual([]);
    expect(row('ИП Соколов')).toBeInTheDocument();

    await user.click(within(row('ИП Соколов')).getByRole('button', { name: 'Удалить клиента «ИП Соколов»' }));
    dialog = await screen.findByRole('dialog', { name: 'Удалить клиента «ИП Соколов»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Клиент удалён');
    expect(writes).toEqual([{ method: 'DELETE', path: 'client/1', body: null }]);
    expect(within(clientList()).queryByRole('listitem', { name: 'ИП Соколов' })).not.toBeInTheDocument();
  });

  it('shows deleted clients on request and restores one', async () => {
    const user = userEvent.setup();
    const writes = serveClients([client(1), client(2, { name: 'Старый клиент', deleted: true })]);
    renderCabinet(<ClientsSection />);
    await screen.findByRole('listitem', { name: 'Клиент 1' });
    expect(within(clientList()).queryByRole('listitem', { name: 'Старый клиент' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Показать удалённых' }));
    const old = await screen.findByRole('listitem', { name: 'Старый клиент' });
    expect(old).toHaveTextContent('Удалён');
    expect(within(old).queryByRole('button', { name: /^Изменить/ })).not.toBeInTheDocument();
    expect(within(row('Клиент 1')).queryByRole('button', { name: 'Восстановить клиента «Клиент 1»' })).not.toBeInTheDocument();
    await user.click(within(old).getByRole('button', { name: 'Восстановить клиента «Старый клиент»' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Клиент восстановлен');
    expect(writes).toEqual([{ method: 'POST', path: 'client/2/restore', body: null }]);
    expect(within(row('Старый клиент')).getByRole('button', { name: 'Изменить клиента «Старый клиент»' })).toBeInTheDocument();
    expect(row('Старый клиент')).not.toHaveTextContent('Удалён');
  });

  it("puts the server's field errors on the fields, and other failures in the error modal", async () => {
    const user = userEvent.setup();
    serveClients([]);
    let answer = HttpResponse.json({ errorMessage: 'Неверные параметры запроса', errors: { name: 'Клиент с таким названием уже есть' } }, { status: 400 });
    server.use(http.post('*/api/v1/client', () => answer));
    renderCabinet(<ClientsSection />);
    await screen.findByText(/Клиентов пока нет/);
    await user.click(screen.getByRole('button', { name: 'Добавить клиента' }));
    await user.type(screen.getByLabelText('Название или ФИО'), 'Кухни «Уют»');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Клиент с таким названием уже есть')).toBeInTheDocument();
    expect(screen.getByLabelText('Название или ФИО')).toHaveAccessibleDescription('Клиент с таким названием уже есть');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Spec §8's generic form error: the server's errorMessage, or 'Произошла ошибка' when there is none.
    answer = HttpResponse.json({ errorMessage: 'Сервис клиентов недоступен' }, { status: 503 });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('dialog', { name: 'Ошибка' })).toHaveTextContent('Сервис клиентов недоступен');
    expect(screen.getByRole('form', { name: 'Новый клиент' })).toBeInTheDocument();
    act(() => useModalStore.setState({ stack: [] }));

    answer = new HttpResponse('<html>Bad gateway</html>', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(dialog).toHaveTextContent('Произошла ошибка');
    expect(dialog).not.toHaveTextContent('Bad gateway');
  });

  it('only logs a list that fails to load, and says so in the section', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/v1/client', () => HttpResponse.json({ errorMessage: 'Произошла ошибка' }, { status: 500 })));
    renderCabinet(<ClientsSection />);
    expect(await screen.findByText('Не удалось загрузить список клиентов. Обновите страницу позже.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Client list failed to load', expect.anything());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить клиента' })).toBeEnabled();
  });
});

describe('CompaniesManagers', () => {
  it('lists the companies with their ИНН and the managers with call and mail links', async () => {
    server.use(
      http.get('*/api/v1/company', () =>
        HttpResponse.json({ companies: [{ id: 1, name: 'ООО «Мебель-Урал»', inn: '6671234567' }, { id: 2, name: 'ИП Смирнов А. В.', inn: '667100112233' }], multiple: true }),
      ),
      http.get('*/api/v1/manager', () => HttpResponse.json({ managers: [{ id: 1, name: 'Ирина Ковалёва', phone: '+7 (495) 123-45-60', email: 'manager@example.com' }] })),
    );
    renderCabinet(<CompaniesManagers />);
    const companies = await screen.findByRole('list', { name: 'Список компаний' });
    expect(within(companies).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ООО «Мебель-Урал»ИНН 6671234567', 'ИП Смирнов А. В.ИНН 667100112233']);
    expect(screen.getByRole('heading', { name: 'Компании', level: 2 })).toBeInTheDocument();
    const managers = await screen.findByRole('list', { name: 'Список менеджеров' });
    expect(within(managers).getByText('Ирина Ковалёва')).toBeInTheDocument();
    expect(within(managers).getByRole('link', { name: '+7 (495)-123-45-60' })).toHaveAttribute('href', 'tel:+74951234560');
    expect(within(managers).getByRole('link', { name: 'manager@example.com' })).toHaveAttribute('href', 'mailto:manager@example.com');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    server.use(
      http.get('*/api/v1/company', () => HttpResponse.json({ companies: [], multiple: true })),
      http.get('*/api/v1/manager', () => HttpResponse.json({ managers: [] })),
    );
    renderCabinet(<CompaniesManagers />);
    expect(await screen.findByText('Компаний пока нет.')).toBeInTheDocument();
    expect(await screen.findByText('Менеджер пока не назначен.')).toBeInTheDocument();
  });

  it('only logs failed lists and says they could not be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/v1/company', () => HttpResponse.error()),
      http.get('*/api/v1/manager', () => HttpResponse.json({ errorMessage: 'Произошла ошибка' }, { status: 500 })),
    );
    renderCabinet(<CompaniesManagers />);
    expect(await screen.findByText('Не удалось загрузить список компаний.')).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить список менеджеров.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Company list failed to load', expect.anything());
    expect(logged).toHaveBeenCalledWith('Manager list failed to load', expect.anything());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/profile/user on a factory staff account', () => {
  // Unmounted first: signed out while still on screen, the page would draw (and load) the dealer's sections.
  afterEach(() => {
    cleanup();
    act(() => useSessionStore.setState({ user: null }));
  });

  it('shows the profile without the dealer-only clients, companies and managers, and asks for none of them', async () => {
    act(() => useSessionStore.setState({ user: { name: 'Анна', lastName: 'Смирнова', role: 'manager' } }));
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    server.use(http.get('*/api/v1/user/profile', () => HttpResponse.json(profile('bm_manager'))));
    renderCabinet(<ProfileUserPage />);
    expect(await screen.findByRole('heading', { name: 'Личные данные', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Смена пароля', level: 2 })).toBeInTheDocument();
    for (const title of ['Мои клиенты', 'Компании', 'Менеджеры']) expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить клиента' })).not.toBeInTheDocument();
    expect(screen.queryByText(/от которых вы оформляете заказы/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Ваши менеджеры на фабрике/)).not.toBeInTheDocument();
    expect(asked.filter((path) => /\/api\/v1\/(client|company|manager)/.test(path))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('still shows a dealer the three sections on the same page', async () => {
    act(() => useSessionStore.setState({ user: { name: 'Иван', lastName: 'Петров', role: 'dealer' } }));
    serveClients([client(1)]);
    server.use(
      http.get('*/api/v1/user/profile', () => HttpResponse.json(profile('bm_dealer'))),
      http.get('*/api/v1/company', () => HttpResponse.json({ companies: [], multiple: true })),
      http.get('*/api/v1/manager', () => HttpResponse.json({ managers: [] })),
    );
    renderCabinet(<ProfileUserPage />);
    expect(await screen.findByRole('heading', { name: 'Мои клиенты', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Компании', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Менеджеры', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Клиент 1' })).toBeInTheDocument();
  });
});
