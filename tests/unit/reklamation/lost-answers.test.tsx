import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useReklamation } from '@/api-client/reklamation/queries';
import { REKLAMATION_DEFECTS, REKLAMATION_DEMANDS, type RekData, type ReklamationInit, type SentClaim } from '@/api-client/schemas/reklamation';
import { ClaimFiles } from '@/components/reklamation/claim-files';
import { ClaimForm } from '@/components/reklamation/claim-form';
import { messages } from '@/lib/i18n/messages';
import { useModalStore } from '@/lib/stores/modal-store';
import { setupMswServer } from '@/tests/unit/msw-server';

const server = setupMswServer(() => {
  act(() => useModalStore.setState({ stack: [] }));
});

const order = { id: 5, number: 'К-101', date: '2026-10-01T10:00:00.000Z', shipped: '2026-10-20T10:00:00.000Z', rows: 1 };
const related = { order, rows: [{ num: 1, name: 'Фасад Верона', height: 716, width: 396, quantity: 2, details: '' }] };
const draft: RekData = { orderId: 5, rows: [{ num: 1, defect: 'damage', quantity: 1, comment: '' }], demand: 'replace', description: 'Скол' };
const photo = { id: 3, name: 'skol.pdf', src: '/api/v1/order/reklamation_file/3', size: 1200, image: false };

const init = (saved: RekData | null, version: number, rId = 31): ReklamationInit => ({
  defects: REKLAMATION_DEFECTS.map((defect) => ({ ...defect })),
  demands: REKLAMATION_DEMANDS.map((demand) => ({ ...demand })),
  data: [order],
  rId,
  saved_rek_data: saved,
  data_version: version,
  files: [],
  statuses: [{ code: 'draft', name: 'Черновик' }],
  statusesConf: { draft: 'draft', sent: 'sent', final: ['closed'], transitions: { draft: [], sent: ['review'], review: [], accepted: [], rejected: [], closed: [] } },
  claims: [],
  fileKinds: ['jpg', 'png', 'pdf'],
  maxFiles: 20,
});

function providers(client: QueryClient) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Reklamation: messages.Reklamation }}>
          {children}
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  };
}

/** The dealer's part of the claim page, as reklamation-page.tsx draws it. */
function DraftPage() {
  const init = useReklamation();
  return init.data ? <ClaimForm key={init.data.rId} init={init.data} preselect={null} /> : null;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
const description = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Описание дефекта' });

describe('the claim draft on a bad line', () => {
  it('coming back while the last save is on its way shows that save, and an older state never overwrites it', async () => {
    // The backend: the draft and its version, refusing a save that names another version.
    const stored = { data: draft, version: 1 };
    const named: (number | undefined)[] = [];
    let hold: Promise<void> | null = null;
    let release = () => {};
    let held = false;
    server.use(
      http.get('*/api/v1/order/related-for-claim', () => HttpResponse.json(related)),
      http.get('*/api/v1/order/reklamation', () => HttpResponse.json(init(stored.data, stored.version))),
      http.post('*/api/v1/order/save_reklamation_state', async ({ request }) => {
        const body = (await request.json()) as { rek_data: string; data_version?: number };
        named.push(body.data_version);
        if (hold) {
          held = true;
          await hold;
        }
        if (body.data_version !== stored.version) return HttpResponse.json({ errorMessage: 'Черновик рекламации изменён в другой вкладке' }, { status: 409 });
        stored.data = JSON.parse(body.rek_data) as RekData;
        stored.version += 1;
        return HttpResponse.json({ result: 'ok', rId: 31, savedAt: '2026-11-27T08:00:00.000Z', data_version: stored.version });
      }),
    );
    const user = userEvent.setup();
    const client = newClient();
    const first = render(<DraftPage />, { wrapper: providers(client) });
    await screen.findByRole('checkbox', { name: /^Строка 1:/ });
    await user.type(description(), ' на фасаде');
    await waitFor(() => expect(stored.version).toBe(2), { timeout: 3000 });
    // The next save is held on the line; the dealer leaves the page meanwhile, then comes back.
    hold = new Promise((resolve) => (release = resolve));
    await user.type(description(), ' и трещина');
    await waitFor(() => expect(held).toBe(true), { timeout: 3000 });
    first.unmount();
    render(<DraftPage />, { wrapper: providers(client) });
    await screen.findByRole('checkbox', { name: /^Строка 1:/ });
    hold = null;
    release();
    await waitFor(() => expect(stored.data.description).toBe('Скол на фасаде и трещина'));
    await waitFor(() => expect(description().value).toBe('Скол на фасаде и трещина'));
    // The next change saves over that save, not over the older text.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Требование' }), 'refund');
    await waitFor(() => expect(stored.data.demand).toBe('refund'), { timeout: 3000 });
    expect(stored.data.description).toBe('Скол на фасаде и трещина');
    expect(named.at(-1)).toBe(3);
  });

  it('a save of an older state is refused, and the form then shows the state the server holds', async () => {
    const stored = { data: { ...draft, description: 'Скол и трещина' }, version: 3 };
    let reads = 0;
    server.use(
      http.get('*/api/v1/order/related-for-claim', () => HttpResponse.json(related)),
      // The first read is from before the newer save landed.
      http.get('*/api/v1/order/reklamation', () => {
        reads += 1;
        return HttpResponse.json(reads === 1 ? init(draft, 2) : init(stored.data, stored.version));
      }),
      http.post('*/api/v1/order/save_reklamation_state', async ({ request }) => {
        const body = (await request.json()) as { rek_data: string; data_version?: number };
        if (body.data_version !== stored.version) {
          return HttpResponse.json({ errorMessage: 'Черновик рекламации изменён в другой вкладке: показан последний сохранённый' }, { status: 409 });
        }
        stored.data = JSON.parse(body.rek_data) as RekData;
        stored.version += 1;
        return HttpResponse.json({ result: 'ok', rId: 31, savedAt: '2026-11-27T08:00:00.000Z', data_version: stored.version });
      }),
    );
    const user = userEvent.setup();
    render(<DraftPage />, { wrapper: providers(newClient()) });
    await screen.findByRole('checkbox', { name: /^Строка 1:/ });
    expect(description().value).toBe('Скол');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Требование' }), 'refund');
    await waitFor(() => expect(description().value).toBe('Скол и трещина'), { timeout: 3000 });
    expect(stored).toMatchObject({ version: 3, data: { description: 'Скол и трещина', demand: 'replace' } });
    expect(useModalStore.getState().stack.at(-1)).toMatchObject({ kind: 'error' });
  });

  it('reads the files again when an upload\'s answer is lost, so a file that arrived shows once and is not chosen twice', async () => {
    let listed = 0;
    server.use(
      http.post('*/api/v1/order/upload_reklamation_file', () => HttpResponse.error()),
      http.get('*/api/v1/order/reklamation', () => {
        listed += 1;
        return HttpResponse.json({ ...init(draft, 2), files: [photo] });
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    render(<ClaimFiles rId={31} initial={[]} kinds={['jpg', 'png', 'pdf']} max={20} />, { wrapper: providers(newClient()) });
    await user.upload(screen.getByLabelText('Добавить фото или документ'), new File(['%PDF'], 'skol.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(useModalStore.getState().stack.at(-1)).toMatchObject({ kind: 'error' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(listed).toBe(1);
    expect(screen.getByRole('list').textContent).toContain('skol.pdf');
  });

  it('a send retried after its answer was lost, and refused as already sent, shows the claim sent', async () => {
    const claim: SentClaim = {
      id: 31,
      number: 'Р-00007',
      sent: '2026-11-27T10:00:00.000Z',
      updated: '2026-11-27T10:00:00.000Z',
      orderId: 5,
      orderNumber: 'К-101',
      status: 'sent',
      statusName: 'Отправлена',
      dealer: 'ООО «Кухни»',
      rows: 1,
      files: 0,
      history: [{ status: 'sent', name: 'Отправлена', date: '2026-11-27T10:00:00.000Z', comment: '' }],
      next: [],
      content: { rows: [], demand: 'replace', demandName: 'Замена деталей', description: 'Скол', files: [] },
    };
    let sends = 0;
    server.use(
      http.get('*/api/v1/order/related-for-claim', () => HttpResponse.json(related)),
      http.post('*/api/v1/order/send_reklamation', () => {
        sends += 1;
        // The first one is sent, but its answer does not arrive.
        return sends === 1 ? HttpResponse.error() : HttpResponse.json({ errorMessage: 'Рекламация уже отправлена: изменить её нельзя' }, { status: 409 });
      }),
      http.get('*/api/v1/order/reklamation_list', () => HttpResponse.json({ claims: [claim], total: 1, nextAfter: null })),
      http.get('*/api/v1/order/reklamation', () => HttpResponse.json(init(null, 1, 32))),
    );
    const user = userEvent.setup();
    render(<ClaimForm init={init(draft, 2)} preselect={null} />, { wrapper: providers(newClient()) });
    await screen.findByRole('checkbox', { name: /^Строка 1:/ });
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(useModalStore.getState().stack.at(-1)).toMatchObject({ kind: 'error' }));
    act(() => useModalStore.setState({ stack: [] }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(useModalStore.getState().stack.at(-1)).toMatchObject({ kind: 'success', props: { title: 'Рекламация отправлена' } }));
    expect(JSON.stringify(useModalStore.getState().stack.at(-1)?.props)).toContain('Р-00007');
    expect(useModalStore.getState().stack.some((modal) => modal.kind === 'error')).toBe(false);
  });
});
