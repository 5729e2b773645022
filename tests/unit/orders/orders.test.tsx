import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@/lib/stores/session-store';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { orderUpdateForm } from '@/api-client/orders/mutations';
import type { Comment } from '@/api-client/schemas/comments';
import type { OrderProduct } from '@/api-client/schemas/orders';
import { CommentsPanel } from '@/components/orders/comments-panel';
import { OrderItems } from '@/components/orders/order-items';
import { renderOrders } from './render-orders';
import { setupMswServer } from '@/tests/unit/msw-server';

const server = setupMswServer();

const comment = (id: number, overrides: Partial<Comment> = {}): Comment => ({
  id,
  order_id: 7,
  author_id: 2,
  author_name: 'Ирина Ковалёва',
  is_own: false,
  reply_to: null,
  is_viewed: true,
  state: 'new',
  comment: `Сообщение ${id}`,
  date: '2026-05-01T10:00:00.000Z',
  files: [],
  ...overrides,
});

describe('orderUpdateForm', () => {
  it('sends an emptied notation as a single space and null to clear the client', () => {
    const form = orderUpdateForm({ comment: '', client_id: null, company_id: 3, subscribe: false, removeFiles: [4] });
    expect(form.get('comment')).toBe(' ');
    expect(form.get('client_id')).toBe('null');
    expect(form.get('company_id')).toBe('3');
    expect(form.get('subscribe')).toBe('n');
    expect(form.getAll('remove_files[]')).toEqual(['4']);
  });
});

describe('OrderItems', () => {
  it('shows info attributes in the desktop order and in the mobile order, and the rounded total', () => {
    const attributes = [
      { code: 'model', label: 'Модель фасада', value: 'Верона' },
      { code: 'glass', label: 'Стекло', value: 'Сатинат' },
      { code: 'material', label: 'Материал', value: 'МДФ' },
      { code: 'color', label: 'Цвет', value: 'Белый RAL 9003' },
    ];
    const products: OrderProduct[] = [{ num: 1, height: 716, width: 396, unit: 'шт', info: '', name: 'Фасад', price: 1670, quantity: 3, sum: 5010, attributes }];
    const { container } = renderOrders(<OrderItems products={products} />);
    const [desktop, mobile] = Array.from(container.querySelectorAll('td ul'));
    expect(Array.from(desktop?.querySelectorAll('li') ?? [], (li) => li.textContent)).toEqual(['Модель фасада: Верона', 'Стекло: Сатинат', 'Материал: МДФ', 'Цвет: Белый RAL 9003']);
    expect(Array.from(mobile?.querySelectorAll('li') ?? [], (li) => li.textContent)).toEqual(['Модель фасада: Верона', 'Материал: МДФ', 'Цвет: Белый RAL 9003', 'Стекло: Сатинат']);
    expect(screen.getByText('Итого').closest('tr')?.textContent).toMatch(/5\s010\s₽/);
  });

  // Hundreds of rows in jsdom take seconds on a busy machine.
  it('draws a big order 500 rows at a time, with the total of all of them', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const products: OrderProduct[] = Array.from({ length: 1_100 }, (_, i) => ({ num: i + 1, height: 716, width: 396, unit: 'шт', info: '', name: 'Фасад', price: 100, quantity: 1, sum: 100, attributes: [] }));
    const { container } = renderOrders(<OrderItems products={products} />);
    // Role queries over a thousand rows are too slow in jsdom.
    const rows = () => container.querySelectorAll('tbody tr');
    expect(rows()).toHaveLength(500);
    expect(screen.getByText('Итого').closest('tr')?.textContent).toMatch(/110\s000\s₽/);
    expect(screen.getByText(/Показаны строки 1–500 из 1\s100/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать ещё 500 строк' }));
    expect(rows()).toHaveLength(1_000);
    await user.click(screen.getByRole('button', { name: 'Показать ещё 100 строк' }));
    expect(rows()).toHaveLength(1_100);
    expect(rows()[1_099]?.firstElementChild?.textContent).toBe('1100');
    expect(screen.queryByRole('button', { name: /Показать ещё/ })).not.toBeInTheDocument();
  });
});

describe('CommentsPanel', () => {
  it('shows the last 10 of 25, prepends the rest on request, and marks unread ones viewed', async () => {
    const items = Array.from({ length: 25 }, (_, i) => comment(i + 1, { is_viewed: i !== 24 }));
    let marked: unknown = null;
    server.use(
      http.get('*/api/v1/comment', () => HttpResponse.json({ items, total: 25, unread: 1 })),
      http.post('*/api/v1/comment/state', async ({ request }) => {
        marked = await request.json();
        return HttpResponse.json({ viewed: 1, message: 'ok' });
      }),
      http.get('*/api/v1/order/*', () => HttpResponse.json({ errorMessage: 'нет' }, { status: 404 })),
    );
    renderOrders(<CommentsPanel orderId={7} />);
    expect(await screen.findAllByRole('listitem', { name: /^Комментарий:/ })).toHaveLength(10);
    expect(screen.getByText('Сообщение 16')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Показать предыдущие комментарии (15)' }));
    expect(screen.getAllByRole('listitem', { name: /^Комментарий:/ })).toHaveLength(25);
    await expect.poll(() => marked).toEqual({ viewed_state: 'y', 'comment_ids[]': [25] });
  }, 20_000);

  it('edits an own comment with its files: removes one, adds one, and refuses to leave it empty', async () => {
    const user = userEvent.setup();
    const own = comment(3, { is_own: true, comment: 'Эскиз во вложении', files: [{ id: 41, name: 'эскиз.pdf', src: '/api/v1/download/41', size: 10 }] });
    const sent: FormData[] = [];
    server.use(
      http.get('*/api/v1/comment', () => HttpResponse.json({ items: [own], total: 1, unread: 0 })),
      http.post('*/api/v1/comment/3', async ({ request }) => {
        sent.push(await request.formData());
        return HttpResponse.json({ comment: own, message: 'Комментарий изменён' });
      }),
    );
    renderOrders(<CommentsPanel orderId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Изменить комментарий от 01.05.2026 13:00\u00a0МСК' }));
    const form = screen.getByRole('form', { name: 'Изменить комментарий' });
    await user.clear(within(form).getByRole('textbox', { name: 'Комментарий' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Удалить файл эскиз.pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Напишите комментарий или прикрепите файл');
    // The message is the text's: it is marked, described by it, and has the keyboard back.
    const text = within(form).getByRole('textbox', { name: 'Комментарий' });
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription('Напишите комментарий или прикрепите файл');
    expect(text).toHaveFocus();
    expect(sent).toEqual([]);

    await user.upload(within(form).getByLabelText('Прикрепить файл'), new File(['%PDF-1.4'], 'эскиз-2.pdf', { type: 'application/pdf' }));
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('comment')).toBe('');
    expect(sent[0]?.getAll('remove_files[]')).toEqual(['41']);
    // jsdom's File reaches msw as a nameless blob: the count is what this side decides.
    expect(sent[0]?.getAll('add_files[]')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Изменить комментарий' })).toBeNull());
  });

  it('a comment removed in another tab: saving it says so and the list drops it', async () => {
    const user = userEvent.setup();
    const own = comment(3, { is_own: true, comment: 'Эскиз во вложении' });
    let items = [own];
    server.use(
      http.get('*/api/v1/comment', () => HttpResponse.json({ items, total: items.length, unread: 0 })),
      http.post('*/api/v1/comment/3', () => {
        items = [];
        return HttpResponse.json({ errorMessage: 'Комментарий не найден: возможно, его уже удалили' }, { status: 404 });
      }),
      http.get('*/api/v1/order/*', () => HttpResponse.json({ errorMessage: 'нет' }, { status: 404 })),
    );
    renderOrders(<CommentsPanel orderId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Изменить комментарий от 01.05.2026 13:00\u00a0МСК' }));
    const form = screen.getByRole('form', { name: 'Изменить комментарий' });
    await user.type(within(form).getByRole('textbox', { name: 'Комментарий' }), ' и ещё');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByText('Эскиз во вложении')).toBeNull());
    expect(screen.queryByRole('form', { name: 'Изменить комментарий' })).toBeNull();
  });

  it('a comment whose answer was lost shows as saved, so the dealer does not send it twice', async () => {
    const user = userEvent.setup();
    let items: ReturnType<typeof comment>[] = [];
    server.use(
      http.get('*/api/v1/comment', () => HttpResponse.json({ items, total: items.length, unread: 0 })),
      http.post('*/api/v1/comment', () => {
        items = [comment(9, { is_own: true, comment: 'Проверьте кромку' })];
        return new HttpResponse('<h1>504 Gateway Time-out</h1>', { status: 504, headers: { 'Content-Type': 'text/html' } });
      }),
    );
    renderOrders(<CommentsPanel orderId={7} />);
    await user.type(await screen.findByRole('textbox', { name: 'Комментарий' }), 'Проверьте кромку');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Проверьте кромку', { selector: 'p' })).toBeInTheDocument();
  });

  it('keeps an unsent comment through a sign-in and back, for the same user only, and forgets it once sent', async () => {
    const user = userEvent.setup();
    const tokenOf = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;
    useSessionStore.setState({ token: tokenOf('5') });
    server.use(
      http.get('*/api/v1/comment', () => HttpResponse.json({ items: [], total: 0, unread: 0 })),
      http.post('*/api/v1/comment', () => HttpResponse.json({ comment: comment(9, { is_own: true }), message: 'Комментарий добавлен' })),
    );
    const first = renderOrders(<CommentsPanel orderId={7} />);
    await user.type(await screen.findByRole('textbox', { name: 'Комментарий' }), 'Размеры второй строки');
    first.unmount();
    useSessionStore.setState({ token: tokenOf('6') });
    const stranger = renderOrders(<CommentsPanel orderId={7} />);
    expect(await screen.findByRole('textbox', { name: 'Комментарий' })).toHaveValue('');
    stranger.unmount();
    useSessionStore.setState({ token: tokenOf('5') });
    renderOrders(<CommentsPanel orderId={7} />);
    const field = await screen.findByRole('textbox', { name: 'Комментарий' });
    expect(field).toHaveValue('Размеры второй строки');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(Object.keys(window.sessionStorage)).toEqual([]);
    useSessionStore.setState({ token: null });
  });

  it('saves an edited comment once for a double click', async () => {
    const user = userEvent.setup();
    const own = comment(3, { is_own: true, comment: 'Эскиз во вложении' });
    let posts = 0;
    server.use(
      http.get('*/api/v1/comment', () => HttpResponse.json({ items: [own], total: 1, unread: 0 })),
      http.post('*/api/v1/comment/3', () => {
        posts += 1;
        return HttpResponse.json({ comment: own, message: 'Комментарий изменён' });
      }),
    );
    renderOrders(<CommentsPanel orderId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Изменить комментарий от 01.05.2026 13:00\u00a0МСК' }));
    const form = screen.getByRole('form', { name: 'Изменить комментарий' });
    const save = within(form).getByRole('button', { name: 'Сохранить' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Изменить комментарий' })).toBeNull());
    expect(posts).toBe(1);
  });

  /** An order without comments, its new-comment form and picker, and how many comments were posted. */
  async function openNewCommentForm() {
    let posts = 0;
    server.use(
      http.get('*/api/v1/comment', () => HttpResponse.json({ items: [], total: 0, unread: 0 })),
      http.post('*/api/v1/comment', () => {
        posts += 1;
        return HttpResponse.json({ comment: comment(1), message: 'ok' });
      }),
    );
    renderOrders(<CommentsPanel orderId={7} />);
    await screen.findByText('Комментариев пока нет');
    const form = screen.getByRole('form', { name: 'Новый комментарий' });
    return { posts: () => posts, form, picker: within(form).getByLabelText<HTMLInputElement>('Прикрепить файл') };
  }

  it('sends a comment with a file once for a double click, then clears the picker for the next one', async () => {
    const user = userEvent.setup();
    const { posts, form, picker } = await openNewCommentForm();
    await user.upload(picker, new File(['%PDF-1.4'], 'чертёж.pdf', { type: 'application/pdf' }));
    await user.type(within(form).getByRole('textbox', { name: 'Комментарий' }), 'Чертёж во вложении');
    const send = within(form).getByRole('button', { name: 'Отправить' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Комментарий' })).toHaveValue(''));
    expect(posts()).toBe(1);
    expect(picker.files).toHaveLength(0);
    expect(within(form).queryByText('чертёж.pdf')).toBeNull();
  });

  it('says a comment of another that arrives while the order is open, and not the dealer\'s own', async () => {
    const user = userEvent.setup();
    let items = [comment(1)];
    server.use(
      http.get('*/api/v1/comment', () => HttpResponse.json({ items, total: items.length, unread: 0 })),
      http.post('*/api/v1/comment', () => {
        items = [comment(1), comment(2, { is_own: true, author_name: 'Я' }), comment(3, { author_name: 'Завод Фасадия' })];
        return HttpResponse.json({ comment: items[1], message: 'Комментарий добавлен' });
      }),
      http.get('*/api/v1/order/*', () => HttpResponse.json({ errorMessage: 'нет' }, { status: 404 })),
    );
    renderOrders(<CommentsPanel orderId={7} />);
    await screen.findByText('Сообщение 1');
    const live = screen.getAllByRole('status').find((node) => node.className.includes('visually-hidden'))!;
    expect(live).toHaveTextContent('');
    const form = screen.getByRole('form', { name: 'Новый комментарий' });
    await user.type(within(form).getByRole('textbox', { name: 'Комментарий' }), 'Мой');
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    await screen.findByText('Сообщение 3');
    expect(live).toHaveTextContent('Новый комментарий (Завод Фасадия)');
  });

  it('refuses an empty comment before sending', async () => {
    server.use(http.get('*/api/v1/comment', () => HttpResponse.json({ items: [], total: 0, unread: 0 })));
    renderOrders(<CommentsPanel orderId={7} />);
    await screen.findByText('Комментариев пока нет');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Напишите комментарий или прикрепите файл');
    // The keyboard is taken to the empty text, which is marked and described by the message.
    const text = screen.getByRole('textbox', { name: 'Комментарий' });
    expect(text).toHaveFocus();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription('Напишите комментарий или прикрепите файл');
    await userEvent.type(text, 'Д');
    expect(text).not.toHaveAttribute('aria-invalid');
    expect(text).not.toHaveAttribute('aria-describedby');
  });

  it('offers the attachment types the backend takes in the picker', async () => {
    const user = userEvent.setup();
    const { picker } = await openNewCommentForm();
    const offered = picker.accept.split(',');
    expect(offered).toEqual(expect.arrayContaining(['.pdf', '.xlsx', '.docx', '.jpg', '.png']));
    expect(offered).not.toContain('.exe');
    await user.upload(picker, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(picker.files).toHaveLength(0);
  });

  it('refuses a file over 10 MB before uploading it, until another file is chosen', async () => {
    const user = userEvent.setup();
    const { posts, form, picker } = await openNewCommentForm();
    const big = new File(['%PDF-1.4'], 'скан.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(picker, big);
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Файл больше 10 МБ');
    // That message is the picker's, not the text's.
    expect(picker).toHaveFocus();
    expect(picker).toHaveAccessibleDescription('Файл больше 10 МБ');
    expect(within(form).getByRole('textbox', { name: 'Комментарий' })).not.toHaveAttribute('aria-invalid');
    expect(posts()).toBe(0);
    await user.upload(picker, new File(['%PDF-1.4'], 'скан-малый.pdf', { type: 'application/pdf' }));
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(posts()).toBe(1));
  });
});
