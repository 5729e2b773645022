import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentClaim } from '@/api-client/schemas/reklamation';
import { messages } from '@/lib/i18n/messages';
import { setupMswServer } from '@/tests/unit/msw-server';

const navigation = vi.hoisted(() => ({ search: new URLSearchParams() }));
vi.mock('next/navigation', () => ({ usePathname: () => '/profile/order/reklamation', useSearchParams: () => navigation.search }));
const { ClaimsList } = await import('@/components/reklamation/claims-list');

const server = setupMswServer();

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

/** Serves the one claim and records each status change, answered as moved to review. */
function serveStatusChanges(): unknown[] {
  const changes: unknown[] = [];
  server.use(
    http.get('*/api/v1/order/reklamation_list', () => HttpResponse.json({ claims: [claim], total: 1, nextAfter: null })),
    http.post('*/api/v1/order/reklamation_status', async ({ request }) => {
      changes.push(await request.json());
      return HttpResponse.json({ claim: { ...claim, status: 'review', statusName: 'На рассмотрении', next: ['accepted'] }, message: 'Статус изменён' });
    }),
  );
  return changes;
}

afterEach(() => {
  navigation.search = new URLSearchParams();
  window.history.replaceState(null, '', '/');
});

/** The n-th claim sent, a minute after the one before. */
const nth = (n: number, status: SentClaim['status'] = 'sent'): SentClaim => ({
  ...claim,
  id: 1000 + n,
  number: `Р-${String(n).padStart(5, '0')}`,
  sent: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
  status,
});

/** A backend of claims as backend/orders/reklamation.ts pages them: 20 newest first, each next page after the last shown. */
function serveClaims(initial: SentClaim[]) {
  const state = { claims: [...initial], asked: [] as URLSearchParams[], failNext: false };
  server.use(
    http.get('*/api/v1/order/reklamation_list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      state.asked.push(query);
      if (state.failNext && query.has('after')) {
        state.failNext = false;
        return HttpResponse.json({ errorMessage: 'Сервер недоступен' }, { status: 503 });
      }
      const status = query.get('status') ?? 'all';
      const matching = [...state.claims]
        .filter((item) => status === 'all' || (status === 'open' ? item.status !== 'closed' : item.status === status))
        .sort((a, b) => b.sent.localeCompare(a.sent));
      const after = query.get('after');
      const from = after === null ? 0 : matching.findIndex((item) => item.id === Number(after)) + 1;
      const page = matching.slice(from, from + 20);
      return HttpResponse.json({ claims: page, total: matching.length, nextAfter: from + 20 < matching.length ? (page.at(-1)?.id ?? null) : null });
    }),
  );
  return state;
}

// Twenty claims drawn at once take seconds in jsdom when the whole suite runs in parallel.
describe('the claims list', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows 20 claims, then the older ones with «Показать ещё», keeping those shown and repeating none when one is sent meanwhile', async () => {
    const backend = serveClaims(Array.from({ length: 25 }, (_, i) => nth(i + 1)));
    renderList(false);
    await screen.findByRole('article', { name: 'Рекламация Р-00025' });
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('Показано 20 из 25')).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Рекламация Р-00005' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Показать' })).toBeNull();

    // A claim sent from another tab: the next page still starts after the last one shown.
    backend.claims.push(nth(26));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Показать ещё' }));
    await screen.findByRole('article', { name: 'Рекламация Р-00001' });
    const names = screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'));
    expect(names).toHaveLength(25);
    expect(new Set(names).size).toBe(25);
    expect(screen.getByRole('article', { name: 'Рекламация Р-00025' })).toBeInTheDocument();
    expect(screen.getByText('Показано 25 из 26')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(backend.asked.map((query) => query.toString())).toEqual(['status=all', 'status=all&after=1006']);
  });

  it('takes the keyboard to the first claim «Показать ещё» brought', async () => {
    serveClaims(Array.from({ length: 22 }, (_, i) => nth(i + 1)));
    renderList(false);
    const more = await screen.findByRole('button', { name: 'Показать ещё' });
    more.focus();
    await userEvent.setup().keyboard('{Enter}');
    const first = await screen.findByRole('heading', { name: 'Рекламация Р-00002' });
    await waitFor(() => expect(first).toHaveFocus());
  });

  it('keeps the claims shown when the next page fails, and asks for it again on request', async () => {
    const backend = serveClaims(Array.from({ length: 22 }, (_, i) => nth(i + 1)));
    backend.failNext = true;
    renderList(false);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Показать ещё' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Сервер недоступен');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await user.click(within(failure).getByRole('button'));
    await screen.findByRole('article', { name: 'Рекламация Р-00001' });
    expect(screen.getAllByRole('article')).toHaveLength(22);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows what a sent claim carried behind a toggle, and downloads its files through the API', async () => {
    const downloads: string[] = [];
    server.use(
      http.get('*/api/v1/order/reklamation_list', () => HttpResponse.json({ claims: [claim], total: 1, nextAfter: null })),
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
    server.use(http.get('*/api/v1/order/reklamation_list', () => HttpResponse.json({ claims: [{ ...claim, files: 0, content: { ...claim.content, files: [] } }], total: 1, nextAfter: null })));
    renderList(true);
    const article = await screen.findByRole('article', { name: 'Рекламация Р-00001' });
    await userEvent.setup().click(within(article).getByRole('button', { name: 'Показать подробности Р-00001' }));
    expect(within(article).getByText('Файлы не прикреплены.')).toBeVisible();
  });
});

describe('the staff claims list', () => {
  it('sends one status change for a double click', async () => {
    const changes = serveStatusChanges();
    renderList(true);
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

describe('the status change', () => {
  it('waits for a status, sends the note as typed, then starts again from the status select', async () => {
    const changes = serveStatusChanges();
    renderList(true);
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Новый статус, Р-00001' });
    const note = screen.getByRole('textbox', { name: 'Комментарий для дилера, Р-00001' });
    const apply = screen.getByRole('button', { name: 'Сменить статус' });
    expect(apply).toBeDisabled();
    await user.type(note, 'Ждём фото');
    expect(apply).toBeDisabled();
    await user.selectOptions(select, 'review');
    expect(apply).toBeEnabled();
    await user.click(apply);
    await waitFor(() => expect(changes).toEqual([{ rId: 4, status: 'review', comment: 'Ждём фото' }]));
    await waitFor(() => expect(select).toHaveValue(''));
    expect(note).toHaveValue('');
    expect(apply).toBeDisabled();
    expect(select).toHaveFocus();
  });
});

describe('the staff filter', { timeout: 20_000 }, () => {
  it('lists the open claims at once when chosen, and keeps the choice in the address', async () => {
    const backend = serveClaims([nth(1, 'closed'), nth(2, 'review')]);
    renderList(true);
    const filter = await screen.findByRole('combobox', { name: 'Показать' });
    expect(filter).toHaveValue('all');
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Все рекламации',
      'Открытые: ждут действий фабрики',
      'Отправлена',
      'На рассмотрении',
      'Принята',
      'Отклонена',
      'Закрыта',
    ]);
    await screen.findByRole('article', { name: 'Рекламация Р-00001' });
    await userEvent.setup().selectOptions(filter, 'open');
    expect(filter).toHaveValue('open');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Рекламация Р-00001' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Рекламация Р-00002' })).toBeInTheDocument();
    expect(screen.getByText('Показано 1 из 1')).toBeVisible();
    expect(window.location.pathname + window.location.search).toBe('/profile/order/reklamation?status=open');
    expect(backend.asked.map((query) => query.get('status'))).toEqual(['all', 'open']);
  });

  it('asks for the open claims only, the oldest among them, and says when none is left', async () => {
    navigation.search = new URLSearchParams('status=open');
    const backend = serveClaims([nth(1, 'sent'), nth(2, 'closed')]);
    renderList(true);
    expect(await screen.findByRole('article', { name: 'Рекламация Р-00001' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Рекламация Р-00002' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Показать' })).toHaveValue('open');
    expect(backend.asked.map((query) => query.get('status'))).toEqual(['open']);

    navigation.search = new URLSearchParams('status=rejected');
    cleanup();
    renderList(true);
    expect(await screen.findByText('Рекламаций с таким статусом нет.')).toBeVisible();
  });

  it('tells a status change that takes the claim out of the filter at the list, as the claim leaves it', async () => {
    navigation.search = new URLSearchParams('status=open');
    const backend = serveClaims([{ ...nth(1, 'accepted'), next: ['closed'] }, nth(2, 'sent')]);
    server.use(
      http.post('*/api/v1/order/reklamation_status', async ({ request }) => {
        const { rId, status } = (await request.json()) as { rId: number; status: SentClaim['status'] };
        const changed = backend.claims.find((item) => item.id === rId)!;
        Object.assign(changed, { status, next: [] });
        return HttpResponse.json({ claim: changed, message: `Статус рекламации ${changed.number}: Закрыта` });
      }),
    );
    renderList(true);
    const user = userEvent.setup();
    const article = await screen.findByRole('article', { name: 'Рекламация Р-00001' });
    await user.selectOptions(within(article).getByRole('combobox', { name: 'Новый статус, Р-00001' }), 'closed');
    await user.click(within(article).getByRole('button', { name: 'Сменить статус' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Рекламация Р-00001' })).toBeNull());
    expect(await screen.findByText('Статус рекламации Р-00001: Закрыта')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('article', { name: 'Рекламация Р-00002' })).toBeInTheDocument();
  });

  it('is not offered to a dealer, whose list ignores a status in the address', async () => {
    navigation.search = new URLSearchParams('status=closed');
    const backend = serveClaims([nth(1, 'sent')]);
    renderList(false);
    await screen.findByRole('article', { name: 'Рекламация Р-00001' });
    expect(screen.queryByRole('combobox', { name: 'Показать' })).toBeNull();
    expect(backend.asked.map((query) => query.get('status'))).toEqual(['all']);
  });
});

describe('a claim’s workbooks', () => {
  it('are saved as «Рекламация {number}.xlsx» and «Ярлык рекламации {number}.xlsx»', async () => {
    const workbook = () => new HttpResponse(new Uint8Array([0x50, 0x4b]), { headers: { 'Content-Type': 'application/octet-stream' } });
    server.use(
      http.get('*/api/v1/order/reklamation_list', () => HttpResponse.json({ claims: [claim], total: 1, nextAfter: null })),
      http.post('*/api/v1/order/create_xls_reclamation', workbook),
      http.post('*/api/v1/order/create_xls_reklamation_label', workbook),
    );
    // jsdom has no object URLs and does not navigate: the saved file is seen as the link clicked.
    vi.stubGlobal('URL', class extends URL {
      static override createObjectURL = vi.fn(() => 'blob:claim');
      static override revokeObjectURL = vi.fn();
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderList(false);
      const article = await screen.findByRole('article', { name: 'Рекламация Р-00001' });
      const user = userEvent.setup();
      await user.click(within(article).getByRole('button', { name: 'Рекламация (Excel) Р-00001' }));
      await waitFor(() => expect(saved).toEqual(['Рекламация Р-00001.xlsx']));
      await waitFor(() => expect(within(article).getByRole('button', { name: 'Ярлык на посылку (Excel) Р-00001' })).toBeEnabled());
      await user.click(within(article).getByRole('button', { name: 'Ярлык на посылку (Excel) Р-00001' }));
      await waitFor(() => expect(saved).toEqual(['Рекламация Р-00001.xlsx', 'Ярлык рекламации Р-00001.xlsx']));
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    }
  });
});
