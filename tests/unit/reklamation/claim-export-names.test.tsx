import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentClaim } from '@/api-client/schemas/reklamation';
import { messages } from '@/lib/i18n/messages';
import { setupMswServer } from '@/tests/unit/msw-server';

vi.mock('next/navigation', () => ({ usePathname: () => '/profile/order/reklamation', useSearchParams: () => new URLSearchParams() }));
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
  rows: 0,
  files: 0,
  history: [{ status: 'sent', name: 'Отправлена', date: '2026-11-20T10:00:00.000Z', comment: '' }],
  next: [],
  content: { rows: [], demand: 'replace', demandName: 'Замена деталей', description: 'Скол', files: [] },
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
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
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Reklamation: messages.Reklamation, Modals: messages.Modals }}>
          <ClaimsList staff={false} />
        </NextIntlClientProvider>
      </QueryClientProvider>,
    );
    const article = await screen.findByRole('article', { name: 'Рекламация Р-00001' });
    const user = userEvent.setup();
    await user.click(within(article).getByRole('button', { name: 'Рекламация (Excel) Р-00001' }));
    await waitFor(() => expect(saved).toEqual(['Рекламация Р-00001.xlsx']));
    await waitFor(() => expect(within(article).getByRole('button', { name: 'Ярлык на посылку (Excel) Р-00001' })).toBeEnabled());
    await user.click(within(article).getByRole('button', { name: 'Ярлык на посылку (Excel) Р-00001' }));
    await waitFor(() => expect(saved).toEqual(['Рекламация Р-00001.xlsx', 'Ярлык рекламации Р-00001.xlsx']));
  });
});
