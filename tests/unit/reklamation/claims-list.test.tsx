import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SentClaim } from '@/api-client/schemas/reklamation';
import { ClaimsList } from '@/components/reklamation/claims-list';
import { messages } from '@/lib/i18n/messages';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const claim: SentClaim = {
  id: 4,
  number: 'Р-00001',
  sent: '2026-11-20T10:00:00.000Z',
  updated: '2026-11-20T10:00:00.000Z',
  orderId: 9,
  orderNumber: 'К-101',
  status: 'sent',
  statusName: 'Отправлена',
  dealer: 'ООО «Кухни»',
  rows: 1,
  files: 0,
  history: [{ status: 'sent', name: 'Отправлена', date: '2026-11-20T10:00:00.000Z', comment: '' }],
  next: ['review', 'rejected'],
  content: {
    rows: [
      {
        num: 2,
        quantity: 1,
        defect: 'damage',
        defectName: 'Механическое повреждение (скол, царапина, вмятина)',
        comment: 'угол',
        item: { name: 'Фасад Верона', height: 716, width: 396, quantity: 2, details: 'МДФ 19 мм, Белый' },
      },
      { num: 5, quantity: 2, defect: 'color', defectName: 'Цвет или оттенок не соответствует', comment: '', item: null },
    ],
    demand: 'replace',
    demandName: 'Замена деталей',
    description: 'Скол на углу,\nоттенок светлее образца',
    files: [
      { id: 77, name: 'defect1.png', src: '/api/v1/download/77', size: 2048, image: true },
      { id: 78, name: 'акт.pdf', src: '/api/v1/download/78', size: 3 * 1024 * 1024, image: false },
    ],
  },
};

function renderList(staff: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Reklamation: messages.Reklamation, Modals: messages.Modals }}>
        <ClaimsList staff={staff} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

describe('the claims list', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows what a sent claim carried behind a toggle, and downloads its files through the API', async () => {
    const downloads: string[] = [];
    server.use(
      http.get('*/api/v1/order/reklamation_list', () => HttpResponse.json({ claims: [claim] })),
      http.get('*/api/v1/download/:id', ({ params }) => {
        downloads.push(String(params.id));
        return new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } });
      }),
    );
    // jsdom has no object URLs and does not navigate: the saved file is seen as the link clicked.
    const createObjectURL = vi.fn(() => 'blob:claim-file');
    vi.stubGlobal('URL', class extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = vi.fn();
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderList(false);
    const article = await screen.findByRole('article', { name: 'Рекламация Р-00001' });
    const toggle = within(article).getByRole('button', { name: 'Показать подробности Р-00001' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(article).queryByRole('heading', { name: 'Что заявлено' })).toBeNull();

    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Скрыть подробности Р-00001');
    expect(within(article).getByRole('heading', { name: 'Что заявлено' })).toBeVisible();
    const rows = within(article).getAllByRole('list')[0]!;
    const [first, second] = within(rows).getAllByRole('listitem');
    expect(first).toHaveTextContent('Строка 2: Фасад Верона, 716 × 396 мм');
    expect(first).toHaveTextContent('МДФ 19 мм, Белый');
    expect(first).toHaveTextContent('Механическое повреждение (скол, царапина, вмятина) — 1 шт · угол');
    expect(second).toHaveTextContent('Строка 5 (в заказе её уже нет)');
    expect(second).toHaveTextContent('Цвет или оттенок не соответствует — 2 шт');
    expect(within(article).getByText('Требование: Замена деталей')).toBeVisible();
    expect(within(article).getByRole('heading', { name: 'Описание' })).toBeVisible();
    expect(within(article).getByText(/^Скол на углу,/)).toBeVisible();

    const files = within(article).getByRole('list', { name: 'Файлы рекламации Р-00001' });
    expect(within(files).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['defect1.png 2 КБ', 'акт.pdf 3 МБ']);
    await user.click(within(files).getByRole('button', { name: 'defect1.png' }));
    await waitFor(() => expect(saved).toEqual(['defect1.png']));
    expect(downloads).toEqual(['77']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(article).queryByRole('list', { name: 'Файлы рекламации Р-00001' })).toBeNull();
  });

  it('says when a claim was sent without files', async () => {
    server.use(http.get('*/api/v1/order/reklamation_list', () => HttpResponse.json({ claims: [{ ...claim, files: 0, content: { ...claim.content, files: [] } }] })));
    renderList(true);
    const article = await screen.findByRole('article', { name: 'Рекламация Р-00001' });
    await userEvent.setup().click(within(article).getByRole('button', { name: 'Показать подробности Р-00001' }));
    expect(within(article).getByText('Файлы не прикреплены.')).toBeVisible();
  });
});

describe('the staff claims list', () => {
  it('sends one status change for a double click', async () => {
    const changes: unknown[] = [];
    server.use(
      http.get('*/api/v1/order/reklamation_list', () => HttpResponse.json({ claims: [claim] })),
      http.post('*/api/v1/order/reklamation_status', async ({ request }) => {
        changes.push(await request.json());
        return HttpResponse.json({ claim: { ...claim, status: 'review', statusName: 'На рассмотрении', next: ['accepted'] }, message: 'Статус изменён' });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Reklamation: messages.Reklamation, Modals: messages.Modals }}>
          <ClaimsList staff />
        </NextIntlClientProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Новый статус, Р-00001' }), 'review');
    // Two clicks before the pending state renders, as a browser's double click can be.
    const apply = screen.getByRole('button', { name: 'Сменить статус' });
    fireEvent.click(apply);
    fireEvent.click(apply);
    await waitFor(() => expect(changes).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Новый статус, Р-00001' })).toHaveValue(''));
    expect(changes).toEqual([{ rId: 4, status: 'review', comment: '' }]);
  });
});
