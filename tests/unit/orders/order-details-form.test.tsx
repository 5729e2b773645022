import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { orderDetailsSchema, type Order } from '@/api-client/schemas/orders';
import { OrderView } from '@/components/orders/order-view';
import { rememberFocus } from '@/lib/focus-memory';
import { messages } from '@/lib/i18n/messages';
import { useModalStore } from '@/lib/stores/modal-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { orderFixture } from './order-fixture';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }), usePathname: () => '/profile/order/42' }));

// A dealer's draft with a number, a client, a company and a note, as the server holds it.
const draft = orderFixture({
  number: { id: 42, order_number: 'А-1' },
  client: { id: 5, name: 'Кухни «Уют»' },
  company: { id: 3, name: 'ИП Смирнов А. В.' },
  notation: 'Старая заметка',
  actions: ['validate', 'delete', 'edit', 'files', 'unsubscribe'],
});

/** The server's copy of the order, which a test changes as another tab or the factory would. */
let stored: Order = draft;
/** The fields of every update sent. */
let sent: Record<string, string>[] = [];

const server = setupServer(
  http.get('*/api/v1/order/42', () => HttpResponse.json({ order: stored })),
  http.post('*/api/v1/order/42', async ({ request }) => {
    const fields = Object.fromEntries([...(await request.formData()).entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]));
    sent.push(fields);
    // Answered as a server would, a while later: the button is disabled meanwhile.
    await delay(50);
    stored = {
      ...stored,
      number: fields.order_number === undefined ? stored.number : { id: 42, order_number: fields.order_number.trim() },
      notation: fields.comment === undefined ? stored.notation : fields.comment.trim(),
    };
    return HttpResponse.json({ order: stored, message: 'Заказ сохранён' });
  }),
  http.get('*/api/v1/client', () =>
    HttpResponse.json({ clients: [5, 6].map((id) => ({ id, name: id === 5 ? 'Кухни «Уют»' : 'Шкафы «Дом»', phone: '', email: '', comment: '', deleted: false })) }),
  ),
  http.get('*/api/v1/company', () => HttpResponse.json({ companies: [{ id: 3, name: 'ИП Смирнов А. В.', inn: '' }], multiple: false })),
  http.get('*/api/v1/comment', () => HttpResponse.json({ items: [], total: 0, unread: 0 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  stored = draft;
  sent = [];
  useSessionStore.setState({ token: null, user: null, checked: false });
  useModalStore.setState({ stack: [] });
});
afterAll(() => server.close());

async function renderDraft() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useSessionStore.setState({ token: 't', user: { name: 'Андрей', lastName: 'Смирнов', role: 'dealer' }, checked: true });
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Orders: messages.Orders }}>
        <OrderView id={42} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  await screen.findByLabelText('Примечание');
  return { client, refetch: () => act(() => client.refetchQueries({ queryKey: ['orders', 'detail', 42] })) };
}

const number = () => screen.getByLabelText('Номер заказа клиента');
const note = () => screen.getByLabelText('Примечание');
const save = () => screen.getByRole('button', { name: 'Сохранить' });

describe('The order details form', () => {
  it('sends only the fields changed, then shows the saved order, says so until the next edit, and keeps the focus', async () => {
    // Chromium drops the focus of a button disabled while its request runs at its next frame, unseen by focus memory
    // when nothing else changes meanwhile (jsdom keeps it): here it is gone as the button comes back, and a save must
    // not lose it all the same.
    const dropping = new MutationObserver((records) => {
      for (const { target, oldValue } of records) if (target instanceof HTMLButtonElement && oldValue !== null && !target.disabled) target.blur();
    });
    dropping.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'], attributeOldValue: true });
    const stopRemembering = rememberFocus();
    onTestFinished(() => {
      dropping.disconnect();
      stopRemembering();
    });
    const user = userEvent.setup();
    await renderDraft();
    expect(number()).toHaveValue('А-1');
    expect(screen.getByRole('combobox', { name: 'Клиент' })).toHaveValue('5');
    expect(screen.getByRole('combobox', { name: 'Компания' })).toHaveValue('3');
    await user.clear(number());
    await user.type(number(), 'Б-2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Клиент' }), '6');
    // Another tab's note, saved meanwhile: this form's save must not overwrite it.
    stored = { ...stored, notation: 'Из другой вкладки' };
    await user.click(save());
    await screen.findByText('Сохранено');
    expect(sent).toEqual([{ order_number: 'Б-2', client_id: '6' }]);
    // The form takes the saved order, the other tab's note included, and the keyboard goes on from «Сохранить».
    expect(note()).toHaveValue('Из другой вкладки');
    await vi.waitFor(() => expect(save()).toHaveFocus());
    await user.type(note(), '!');
    expect(screen.queryByText('Сохранено')).toBeNull();
  });

  it('sends nothing it was not changed in, once: the button is disabled while the save runs', async () => {
    const user = userEvent.setup();
    await renderDraft();
    await user.click(save());
    expect(save()).toBeDisabled();
    await user.click(save());
    await screen.findByText('Сохранено');
    expect(sent).toEqual([{}]);
  });

  it('is drawn anew with the server values on a refetch while the dealer has not begun editing', async () => {
    const { refetch } = await renderDraft();
    stored = { ...stored, number: { id: 42, order_number: 'В-3' }, notation: 'Заметка фабрики', client: null };
    await refetch();
    await vi.waitFor(() => expect(note()).toHaveValue('Заметка фабрики'));
    expect(number()).toHaveValue('В-3');
    expect(screen.getByRole('combobox', { name: 'Клиент' })).toHaveValue('');
    // What is changed is counted from the values drawn last.
    const user = userEvent.setup();
    await user.type(number(), '!');
    await user.click(save());
    await screen.findByText('Сохранено');
    expect(sent).toEqual([{ order_number: 'В-3!' }]);
  });

  it("keeps the dealer's typing through a refetch, and its save leaves the other tab's note", async () => {
    const user = userEvent.setup();
    const { refetch } = await renderDraft();
    await user.clear(number());
    await user.type(number(), 'Г-4');
    stored = { ...stored, notation: 'Из другой вкладки' };
    await refetch();
    expect(number()).toHaveValue('Г-4');
    expect(note()).toHaveValue('Старая заметка');
    await user.click(save());
    await screen.findByText('Сохранено');
    expect(sent).toEqual([{ order_number: 'Г-4' }]);
    expect(note()).toHaveValue('Из другой вкладки');
  });

  it("puts the server's field message on its field (the note is sent as comment) and drops it once the field is edited", async () => {
    server.use(
      http.post('*/api/v1/order/42', () =>
        HttpResponse.json({ errorMessage: 'Ошибка в данных', errors: { comment: 'Примечание не длиннее 2000 знаков', client_id: 'Клиент не найден: обновите страницу' } }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    await renderDraft();
    await user.type(note(), ' и ещё');
    await user.click(save());
    await vi.waitFor(() => expect(note()).toHaveAccessibleDescription('Примечание не длиннее 2000 знаков'));
    expect(note()).toHaveAttribute('aria-invalid', 'true');
    const client = screen.getByRole('combobox', { name: 'Клиент' });
    expect(client).toHaveAccessibleDescription('Клиент не найден: обновите страницу');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(useModalStore.getState().stack).toEqual([]);
    await user.type(note(), '.');
    expect(note()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Примечание не длиннее 2000 знаков')).toBeNull();
    expect(client).toHaveAccessibleDescription('Клиент не найден: обновите страницу');
    expect(save()).toBeEnabled();
  });

  it('shows any other refusal in the error modal', async () => {
    server.use(http.post('*/api/v1/order/42', () => HttpResponse.json({ errorMessage: 'Действие «Изменить» недоступно' }, { status: 403 })));
    const user = userEvent.setup();
    await renderDraft();
    await user.type(note(), '!');
    await user.click(save());
    await vi.waitFor(() => expect(useModalStore.getState().stack.at(-1)).toMatchObject({ kind: 'error', props: { message: 'Действие «Изменить» недоступно' } }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the saved values, disabled, and says why when the factory moved the order past editing while the dealer typed', async () => {
    const user = userEvent.setup();
    const { refetch } = await renderDraft();
    await user.type(note(), ' — не успели сохранить');
    stored = { ...stored, statusCode: 'cn', statusName: 'Отменен', actions: [] };
    await refetch();
    expect(await screen.findByRole('alert')).toHaveTextContent('Заказ перешёл в статус «Отменен» и больше не редактируется; несохранённые правки отменены.');
    expect(note()).toHaveValue('Старая заметка');
    expect(note()).toBeDisabled();
    expect(number()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });

  it('says nothing lost when the order moves past editing untouched', async () => {
    const { refetch } = await renderDraft();
    stored = { ...stored, statusCode: 'cn', statusName: 'Отменен', actions: [] };
    await refetch();
    await vi.waitFor(() => expect(note()).toBeDisabled());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('orderDetailsSchema', () => {
  const details = { order_number: 'А-1', client_id: '', company_id: '3', notation: '' };

  it("parses the selects' '' as none and ids as numbers, and trims the number as the update does", () => {
    expect(orderDetailsSchema.parse({ ...details, order_number: ' А-1 ' })).toEqual({ order_number: 'А-1', client_id: null, company_id: 3, notation: '' });
  });

  it("refuses a number over 50 and a note over 2000 characters with the update's messages", () => {
    const result = orderDetailsSchema.safeParse({ ...details, order_number: 'x'.repeat(51), notation: 'x'.repeat(2001) });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['order_number', 'Номер заказа не длиннее 50 знаков'],
      ['notation', 'Примечание не длиннее 2000 знаков'],
    ]);
  });
});
