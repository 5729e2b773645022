import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Claim } from '@/api-client/schemas/reklamation';
import { ClaimsList } from '@/components/reklamation/claims-list';
import { messages } from '@/lib/i18n/messages';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const claim: Claim = {
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
};

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
