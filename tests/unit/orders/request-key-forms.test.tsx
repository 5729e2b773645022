import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Comment } from '@/api-client/schemas/comments';
import { CommentsPanel } from '@/components/orders/comments-panel';
import { NewOrderForm } from '@/components/orders/new-order-form';
import { RepeatOrder } from '@/components/orders/repeat-order';
import { useModalStore } from '@/lib/stores/modal-store';
import { orderFixture } from './order-fixture';
import { renderOrders } from './render-orders';
import { setupMswServer } from '@/tests/unit/msw-server';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/profile/order/7' }));

const server = setupMswServer(() => {
  push.mockReset();
  sessionStorage.clear();
  act(() => useModalStore.setState({ stack: [] }));
});

const lost = () => HttpResponse.json({ errorMessage: 'Bad Gateway' }, { status: 502 });
const errorShown = () => waitFor(() => expect(useModalStore.getState().stack.at(-1)).toMatchObject({ kind: 'error' }));

describe('the key of a create, kept across retries', () => {
  it('sends a comment retried after a lost answer with the same key, and the next comment with a new one', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    let answer: 'lost' | 'ok' = 'lost';
    const made: Comment = { id: 5, order_id: 7, author_id: 1, author_name: 'Дилер', is_own: true, reply_to: null, is_viewed: true, state: 'new', comment: 'Первый', date: '2026-05-01T10:00:00.000Z', files: [] };
    server.use(
      http.get('*/api/v1/comment', () => HttpResponse.json({ items: [], total: 0, unread: 0 })),
      http.get('*/api/v1/order/*', () => HttpResponse.json({ errorMessage: 'нет' }, { status: 404 })),
      http.get('*/api/v1/order/new_comment_count', () => HttpResponse.json({ count: 0 })),
      http.get('*/api/v1/order', () => HttpResponse.json({ errorMessage: 'нет' }, { status: 404 })),
      http.post('*/api/v1/comment', async ({ request }) => {
        keys.push((await request.formData()).get('request_key') as string | null);
        return answer === 'lost' ? lost() : HttpResponse.json({ comment: made, message: 'Комментарий добавлен' });
      }),
    );
    renderOrders(<CommentsPanel orderId={7} />);
    const form = await screen.findByRole('form', { name: 'Новый комментарий' });
    const text = within(form).getByRole('textbox', { name: 'Комментарий' });
    const send = within(form).getByRole('button', { name: 'Отправить' });
    await user.type(text, 'Первый');
    await user.click(send);
    await errorShown();
    act(() => useModalStore.setState({ stack: [] }));
    answer = 'ok';
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    await user.click(send);
    await waitFor(() => expect(text).toHaveValue(''));
    await user.type(text, 'Первый');
    await user.click(send);
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // The retry is the same comment; the one written after the success is another, though its text is the same.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends «Создать черновик» retried after a lost answer with the same key, and other rows with a new one', async () => {
    const product = { num: 1, height: 716, width: 396, unit: 'шт', info: '', name: 'Фасад Верона', price: 2300, quantity: 2, sum: 4600, attributes: [] };
    const order = orderFixture({ id: 25, statusCode: 'sp', statusName: 'Отгрузка', products: [product, { ...product, num: 2 }] });
    const sent: { key: unknown; nums: unknown }[] = [];
    let answer: 'lost' | 'ok' = 'lost';
    server.use(
      http.get('*/api/v1/order/25/repeat', () =>
        HttpResponse.json({
          items: [1, 2].map((num) => ({ num, name: 'Фасад Верона', height: 716, width: 396, quantity: 2, oldPrice: 2300, newPrice: 2400 })),
          oldTotal: 9200,
          newTotal: 9600,
        }),
      ),
      http.post('*/api/v1/order/25/repeat', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ key: body.request_key, nums: body['nums[]'] });
        return answer === 'lost' ? lost() : HttpResponse.json({ order: { id: 26 }, message: 'Черновик создан' });
      }),
    );
    const user = userEvent.setup();
    renderOrders(<RepeatOrder order={order} />);
    await user.click(screen.getByRole('button', { name: 'Повторить заказ' }));
    const create = await screen.findByRole('button', { name: 'Создать черновик' });
    await screen.findByRole('checkbox', { name: 'Строка 2' });
    await user.click(create);
    await errorShown();
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await user.click(create);
    await errorShown();
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('checkbox', { name: 'Строка 2' }));
    answer = 'ok';
    await user.click(create);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/profile/order/26'));
    expect(sent[0]?.key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[2]?.nums).toEqual(['1']);
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
  });
  it('sends «Создать заказ» retried after a lost answer with the same key, and another workbook with a new one', async () => {
    const keys: (string | null)[] = [];
    let answer: 'lost' | 'ok' = 'lost';
    server.use(
      http.get('*/api/v1/client', () => HttpResponse.json({ clients: [] })),
      http.get('*/api/v1/company', () => HttpResponse.json({ companies: [], multiple: false })),
      http.post('*/api/v1/order/excel', async ({ request }) => {
        keys.push((await request.formData()).get('request_key') as string | null);
        return answer === 'lost' ? lost() : HttpResponse.json({ order: { id: 30 }, message: 'Заказ создан' });
      }),
    );
    const user = userEvent.setup();
    renderOrders(<NewOrderForm />);
    const file = screen.getByLabelText('Файл заказа');
    const submit = screen.getByRole('button', { name: 'Создать заказ' });
    await user.upload(file, new File(['xlsx'], 'заказ.xlsx'));
    await user.click(submit);
    await errorShown();
    act(() => useModalStore.setState({ stack: [] }));
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    await errorShown();
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.upload(file, new File(['другой файл заказа'], 'другой.xlsx'));
    answer = 'ok';
    await user.click(submit);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/profile/order/30'));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
