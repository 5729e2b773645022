import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@/api-client/schemas/orders';
import { ReplaceOrderFile } from '@/components/orders/replace-order-file';
import { messages } from '@/lib/i18n/messages';
import { useModalStore, type ModalEntry } from '@/lib/stores/modal-store';
import { orderFixture } from './order-fixture';
import { setupMswServer } from '@/tests/unit/msw-server';

const server = setupMswServer(() => {
  act(() => useModalStore.setState({ stack: [] }));
});

const order = orderFixture({ actions: ['validate', 'excel'] });

function renderReplace(value: Order = order) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Orders: messages.Orders }}>
        <ReplaceOrderFile order={value} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const workbook = () => new File(['PK'], 'заказ.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const confirmation = () => useModalStore.getState().stack.at(-1) as ModalEntry<'confirm'> | undefined;

describe('ReplaceOrderFile', () => {
  it('is there only while the order allows it', () => {
    const { container } = renderReplace({ ...order, statusCode: 'ch', actions: ['upload'] });
    expect(container).toBeEmptyDOMElement();
  });

  it('asks for a file first, confirms, then replaces the rows and says so', async () => {
    const sent: string[] = [];
    server.use(
      http.post('*/api/v1/order/42/excel', async ({ request }) => {
        const file = (await request.formData()).get('file_order');
        // jsdom's File loses its name on the way into undici's form data: its bytes show it is the chosen one.
        sent.push(typeof file === 'string' || file === null ? '' : await file.text());
        return HttpResponse.json({ order, message: 'Файл заказа заменён' });
      }),
    );
    const user = userEvent.setup();
    renderReplace();
    await user.click(screen.getByRole('button', { name: 'Заменить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Пожалуйста, заполните обязательные поля');
    expect(confirmation()).toBeUndefined();

    await user.upload(screen.getByLabelText('Новый файл заказа'), workbook());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Заменить' }));
    expect(confirmation()?.props.title).toBe('Заменить строки заказа № 42 строками из файла «заказ.xlsx»?');
    expect(sent).toEqual([]);
    act(() => confirmation()?.props.onConfirm());
    expect(await screen.findByRole('status')).toHaveTextContent('Файл заказа заменён');
    expect(sent).toEqual(['PK']);
  });

  it('lists the problems of a refused workbook by cell', async () => {
    server.use(
      http.post('*/api/v1/order/42/excel', () =>
        HttpResponse.json(
          {
            errorMessage: 'В файле заказа есть ошибки',
            errors: { 'row_errors.0': 'Лист1!C14: высота 2900 больше допустимой 2750', 'row_errors.1': 'Лист1!D15: ширина не указана' },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderReplace();
    await user.upload(screen.getByLabelText('Новый файл заказа'), workbook());
    await user.click(screen.getByRole('button', { name: 'Заменить' }));
    act(() => confirmation()?.props.onConfirm());
    const problems = await screen.findByRole('list', { name: 'Ошибки в файле' });
    expect(problems).toHaveTextContent('Лист1!C14: высота 2900 больше допустимой 2750');
    expect(problems).toHaveTextContent('Лист1!D15: ширина не указана');
    expect(screen.getByRole('alert')).toHaveTextContent('В файле заказа есть ошибки');
  });

  it('shows any other failure in the error modal', async () => {
    server.use(http.post('*/api/v1/order/42/excel', () => HttpResponse.json({ errorMessage: 'Действие «Заменить файл заказа» недоступно' }, { status: 409 })));
    const user = userEvent.setup();
    renderReplace();
    await user.upload(screen.getByLabelText('Новый файл заказа'), workbook());
    await user.click(screen.getByRole('button', { name: 'Заменить' }));
    act(() => confirmation()?.props.onConfirm());
    await vi.waitFor(() => expect(useModalStore.getState().stack.at(-1)).toMatchObject({ kind: 'error', props: { message: 'Действие «Заменить файл заказа» недоступно' } }));
  });
});
