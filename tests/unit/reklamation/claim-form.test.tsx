import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { REKLAMATION_DEFECTS, REKLAMATION_DEMANDS, type RekData, type ReklamationInit } from '@/api-client/schemas/reklamation';
import { reklamationKeys } from '@/api-client/reklamation/keys';
import { ClaimForm } from '@/components/reklamation/claim-form';
import { messages } from '@/lib/i18n/messages';
import { useModalStore } from '@/lib/stores/modal-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { setupMswServer } from '@/tests/unit/msw-server';

const server = setupMswServer(() => {
  act(() => useModalStore.setState({ stack: [] }));
});

const init = (saved: RekData | null = null): ReklamationInit => ({
  defects: REKLAMATION_DEFECTS.map((defect) => ({ ...defect })),
  demands: REKLAMATION_DEMANDS.map((demand) => ({ ...demand })),
  data: [{ id: 5, number: 'К-101', date: '2026-10-01T10:00:00.000Z', shipped: '2026-10-20T10:00:00.000Z', rows: 2 }],
  rId: 31,
  saved_rek_data: saved,
  files: [],
  statuses: [{ code: 'draft', name: 'Черновик' }],
  statusesConf: { draft: 'draft', sent: 'sent', final: ['closed'], transitions: { draft: [], sent: ['review'], review: [], accepted: [], rejected: [], closed: [] } },
  claims: [],
  fileKinds: ['jpg', 'png'],
  maxFiles: 20,
});

const related = {
  order: { id: 5, number: 'К-101', date: '2026-10-01T10:00:00.000Z', shipped: '2026-10-20T10:00:00.000Z', rows: 2 },
  rows: [
    { num: 1, name: 'Фасад Верона', height: 716, width: 396, quantity: 2, details: 'МДФ 19 мм, Белый' },
    { num: 2, name: 'Фасад Милан', height: 2100, width: 596, quantity: 1, details: '' },
  ],
};

/** Serves the order's rows and records each saved draft. */
function serveSaves(): RekData[] {
  const saved: RekData[] = [];
  server.use(
    http.get('*/api/v1/order/related-for-claim', () => HttpResponse.json(related)),
    http.post('*/api/v1/order/save_reklamation_state', async ({ request }) => {
      saved.push(JSON.parse(((await request.json()) as { rek_data: string }).rek_data) as RekData);
      return HttpResponse.json({ result: 'ok', rId: 31, savedAt: '2026-11-23T08:15:00.000Z' });
    }),
  );
  return saved;
}

let client = new QueryClient();

function renderForm(value: ReklamationInit, preselect: number | null = null) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Reklamation: messages.Reklamation }}>
        <ClaimForm init={value} preselect={preselect} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

describe('ClaimForm', () => {
  it('opens on the order it was called for and saves what the dealer fills in', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get('*/api/v1/order/related-for-claim', ({ request }) => {
        expect(new URL(request.url).searchParams.get('oid')).toBe('5');
        return HttpResponse.json(related);
      }),
      http.post('*/api/v1/order/save_reklamation_state', async ({ request }) => {
        const body = (await request.json()) as { rId: number; rek_data: string };
        saved.push({ rId: body.rId, data: JSON.parse(body.rek_data) as unknown });
        return HttpResponse.json({ result: 'ok', rId: 31, savedAt: '2026-11-23T08:15:00.000Z' });
      }),
    );
    const user = userEvent.setup();
    renderForm(init(), 5);
    await user.click(await screen.findByRole('checkbox', { name: /^Строка 2: Фасад Милан/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Вид дефекта, строка 2' }), 'warp');
    await user.type(screen.getByRole('textbox', { name: 'Описание дефекта' }), 'Прогиб');
    await waitFor(() =>
      expect(saved.at(-1)).toEqual({ rId: 31, data: { orderId: 5, rows: [{ num: 2, defect: 'warp', quantity: 1, comment: '' }], demand: 'replace', description: 'Прогиб' } }),
    );
    expect(await screen.findByText(/^Черновик сохранён в \d\d:\d\d\sМСК$/)).toBeTruthy();
  });

  it('restores the saved draft and shows the server reasons of a refused sending in the error modal and at the fields', async () => {
    server.use(
      http.get('*/api/v1/order/related-for-claim', () => HttpResponse.json(related)),
      http.post('*/api/v1/order/send_reklamation', () =>
        HttpResponse.json(
          { errorMessage: 'Рекламация заполнена не полностью: укажите вид дефекта; опишите дефект', errors: { 'rows.0.defect': 'Укажите вид дефекта', description: 'Опишите дефект' } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm(init({ orderId: 5, rows: [{ num: 1, defect: '', quantity: 2, comment: 'угол' }], demand: 'discount', description: '' }));
    expect(await screen.findByRole('checkbox', { name: /^Строка 1:/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Комментарий, строка 1' })).toHaveProperty('value', 'угол');
    expect(screen.getByRole('combobox', { name: 'Требование' })).toHaveProperty('value', 'discount');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(useModalStore.getState().stack.at(-1)).toMatchObject({ kind: 'error', props: { message: 'Рекламация заполнена не полностью: укажите вид дефекта; опишите дефект' } }));
    expect(screen.getByRole('combobox', { name: 'Вид дефекта, строка 1' })).toHaveAccessibleDescription('Укажите вид дефекта');
    // The focus goes to the first field to fix, and the error modal, opened from there, gives it back there.
    expect(screen.getByRole('combobox', { name: 'Вид дефекта, строка 1' })).toHaveFocus();
    expect(useModalStore.getState().stack.at(-1)?.opener).toBe(screen.getByRole('combobox', { name: 'Вид дефекта, строка 1' }));
    // The message is the field's own description, so a screen reader says it on the field.
    expect(screen.getByRole('textbox', { name: 'Описание дефекта' })).toHaveAccessibleDescription(/^Опишите дефект/);
  });
  it('sent in another tab: sending again shows the server\'s reason and the page starts anew', async () => {
    serveSaves();
    let reloaded = 0;
    server.use(
      http.post('*/api/v1/order/send_reklamation', () => HttpResponse.json({ errorMessage: 'Рекламация уже отправлена: изменить её нельзя' }, { status: 409 })),
      http.get('*/api/v1/order/reklamation', () => {
        reloaded += 1;
        return HttpResponse.json(init());
      }),
    );
    renderForm(init({ orderId: 5, rows: [{ num: 1, defect: 'damage', quantity: 1, comment: '' }], demand: 'replace', description: 'Скол' }));
    client.setQueryData(reklamationKeys.init(), init());
    await screen.findByRole('checkbox', { name: /^Строка 1:/ });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(useModalStore.getState().stack.at(-1)).toMatchObject({ kind: 'error', props: { message: 'Рекламация уже отправлена: изменить её нельзя' } }));
    expect(client.getQueryState(reklamationKeys.init())?.isInvalidated).toBe(true);
    await waitFor(() => expect(reloaded).toBe(1));
  });
  it('shows a refused save on its line and at the field; a save waits for the one before, whose answer does not cover it', async () => {
    let releaseFirst = () => {};
    const saves: number[] = [];
    server.use(
      http.get('*/api/v1/order/related-for-claim', () => HttpResponse.json(related)),
      http.post('*/api/v1/order/save_reklamation_state', async ({ request }) => {
        const data = JSON.parse(((await request.json()) as { rek_data: string }).rek_data) as RekData;
        const quantity = data.rows[0]?.quantity ?? 0;
        saves.push(quantity);
        if (quantity > 2) {
          return HttpResponse.json(
            { errorMessage: 'Количество больше, чем в заказе', errors: { 'rows.0.quantity': 'Количество больше, чем в заказе' } },
            { status: 400 },
          );
        }
        if (saves.length === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
        return HttpResponse.json({ result: 'ok', rId: 31, savedAt: '2026-11-23T08:15:00.000Z' });
      }),
    );
    const user = userEvent.setup();
    renderForm(init({ orderId: 5, rows: [{ num: 1, defect: 'damage', quantity: 1, comment: '' }], demand: 'replace', description: 'Скол' }));
    const quantity = await screen.findByRole('spinbutton', { name: 'Количество, строка 1' }).catch(() => screen.getByRole('textbox', { name: 'Количество, строка 1' }));
    await user.clear(quantity);
    await user.type(quantity, '2');
    await waitFor(() => expect(saves).toEqual([2]));
    await user.clear(quantity);
    await user.type(quantity, '9');
    // Queued behind the unanswered save (each names the draft version the one before made).
    await waitFor(() => expect(client.getMutationCache().getAll()).toHaveLength(2));
    expect(saves).toEqual([2]);
    act(() => releaseFirst());
    await waitFor(() => expect(saves).toEqual([2, 9]));
    expect(await screen.findByText('Черновик не сохранён: Количество больше, чем в заказе')).toBeTruthy();
    expect(screen.getAllByText('Количество больше, чем в заказе')).toHaveLength(1);
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/^Черновик сохранён в/)).toBeNull();
    expect(screen.getByText('Черновик не сохранён: Количество больше, чем в заказе')).toBeTruthy();
    expect(useModalStore.getState().stack).toEqual([]);
  });
  it('says at once that a row claims more pieces than were shipped, and still saves the draft', async () => {
    const saved = serveSaves();
    const user = userEvent.setup();
    renderForm(init({ orderId: 5, rows: [{ num: 1, defect: 'damage', quantity: 1, comment: '' }], demand: 'replace', description: 'Скол' }));
    const quantity = await screen.findByRole('spinbutton', { name: 'Количество, строка 1' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(quantity).toHaveAccessibleDescription('Количество больше, чем в заказе');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(saved.at(-1)?.rows).toEqual([{ num: 1, defect: 'damage', quantity: 3, comment: '' }]));
    expect(await screen.findByText(/^Черновик сохранён в/)).toBeTruthy();
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(quantity.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Количество больше, чем в заказе')).toBeNull();
    await waitFor(() => expect(saved.at(-1)?.rows).toEqual([{ num: 1, defect: 'damage', quantity: 2, comment: '' }]));
  });
  it('does not let an unticked row hold the claim back, says when the form cannot be saved, and keeps each order\'s rows', async () => {
    const saved = serveSaves();
    const value = init();
    value.data.push({ id: 6, number: 'К-102', date: '2026-10-02T10:00:00.000Z', shipped: '2026-10-21T10:00:00.000Z', rows: 2 });
    const user = userEvent.setup();
    renderForm(value, 5);
    await user.click(await screen.findByRole('checkbox', { name: /^Строка 1:/ }));
    const quantity = screen.getByRole('spinbutton', { name: 'Количество, строка 1' });
    await user.clear(quantity);
    expect(await screen.findByText('Черновик не сохранён: в форме есть неверные значения, они будут показаны при отправке')).toBeTruthy();
    // Unticked, the row's cleared quantity is no longer the claim's.
    await user.click(screen.getByRole('checkbox', { name: /^Строка 1:/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Строка 2:/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Вид дефекта, строка 2' }), 'size');
    await user.type(screen.getByRole('textbox', { name: 'Комментарий, строка 2' }), 'короче на 2 мм');
    await waitFor(() => expect(saved.at(-1)?.rows).toEqual([{ num: 2, defect: 'size', quantity: 1, comment: 'короче на 2 мм' }]));
    expect(screen.queryByText(/в форме есть неверные значения/)).toBeNull();

    const order = screen.getByRole('combobox', { name: 'Отгруженный заказ' });
    await user.selectOptions(order, '6');
    expect(await screen.findByRole('checkbox', { name: /^Строка 2:/ })).toHaveProperty('checked', false);
    await user.selectOptions(order, '5');
    expect(await screen.findByRole('checkbox', { name: /^Строка 2:/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Комментарий, строка 2' })).toHaveProperty('value', 'короче на 2 мм');
  });

  it('saves a change made within the pause when the dealer leaves the page, and asks before the tab closes on an unsaved change', async () => {
    const saved = serveSaves();
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const user = userEvent.setup();
    const view = renderForm(init({ orderId: 5, rows: [{ num: 1, defect: 'damage', quantity: 1, comment: '' }], demand: 'replace', description: 'Скол' }));
    const quantity = await screen.findByRole('spinbutton', { name: 'Количество, строка 1' });
    expect(leaving()).toBe(false);
    await user.clear(quantity);
    expect(leaving()).toBe(true);
    await user.type(quantity, '2');
    expect(leaving()).toBe(true);
    view.unmount();
    await waitFor(() => expect(saved.at(-1)?.rows).toEqual([{ num: 1, defect: 'damage', quantity: 2, comment: '' }]));
    expect(leaving()).toBe(false);
  });

  it('offers an order the factory shipped meanwhile without drawing the draft anew', async () => {
    const shipped = { id: 9, number: 'К-109', date: '2026-11-01T10:00:00.000Z', shipped: '2026-11-26T10:00:00.000Z', rows: 1 };
    const user = userEvent.setup();
    const saved = serveSaves();
    server.use(http.get('*/api/v1/order/reklamation', () => HttpResponse.json({ ...init({ orderId: 5, rows: [], demand: 'discount', description: 'старое' }), data: [...init().data, shipped] })));
    renderForm(init());
    const description = screen.getByRole('textbox', { name: 'Описание дефекта' });
    await user.type(description, 'скол на кромке');
    expect(screen.queryByRole('option', { name: /№ 9/ })).toBeNull();
    // What the stream does on the status change's notification.
    await act(() => client.invalidateQueries({ queryKey: reklamationKeys.orders() }));
    expect(await screen.findByRole('option', { name: /№ 9/ })).toBeTruthy();
    expect(description).toHaveProperty('value', 'скол на кромке');
    expect(screen.getByRole('combobox', { name: 'Требование' })).not.toHaveProperty('value', 'discount');
    await waitFor(() => expect(saved.at(-1)?.description).toBe('скол на кромке'));
  });

  it('names each order by its shipping day, not as an order «от» that day', async () => {
    renderForm(init());
    expect(await screen.findByRole('option', { name: '№ 5 (К-101), отгружен 20.10.2026, строк: 2' })).toBeTruthy();
  });

  it('saves the order preset from the order\'s page by itself, so that sending at once names it', async () => {
    const saved = serveSaves();
    renderForm(init(), 5);
    await waitFor(() => expect(saved.at(-1)?.orderId).toBe(5));
  });

  it('gives back what was typed when the session ended under it, after the sign-in, unless the draft moved on meanwhile', async () => {
    const token = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('{"sub":"5"}').toString('base64url')}.sig`;
    act(() => useSessionStore.setState({ token }));
    let refusals = 0;
    server.use(
      http.get('*/api/v1/order/related-for-claim', () => HttpResponse.json(related)),
      http.post('*/api/v1/order/save_reklamation_state', () => {
        refusals += 1;
        return HttpResponse.json({ errorMessage: 'Invalid token specified' }, { status: 401 });
      }),
    );
    const user = userEvent.setup();
    const first = renderForm({ ...init(), data_version: 3 }, 5);
    await user.type(await screen.findByRole('textbox', { name: 'Описание дефекта' }), 'Скол кромки');
    await waitFor(() => expect(refusals).toBeGreaterThan(0));
    first.unmount();

    const saved = serveSaves();
    const again = renderForm({ ...init(), data_version: 3 }, 5);
    expect(await screen.findByRole('textbox', { name: 'Описание дефекта' })).toHaveValue('Скол кромки');
    await waitFor(() => expect(saved.at(-1)?.description).toBe('Скол кромки'));
    again.unmount();

    // Saved, the copy is gone; and a copy of an older version never speaks over the draft another tab saved.
    const count = saved.length;
    renderForm({ ...init(), data_version: 4 }, 5);
    expect(await screen.findByRole('textbox', { name: 'Описание дефекта' })).toHaveValue('');
    // The preset order is saved by itself, and nothing of the copy with it.
    await waitFor(() => expect(saved.slice(count)).toEqual([{ orderId: 5, rows: [], demand: 'replace', description: '' }]));
    act(() => useSessionStore.setState({ token: null }));
  });
});
