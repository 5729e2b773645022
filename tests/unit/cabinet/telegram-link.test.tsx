import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@/api-client/schemas/user';
import { startSession } from '@/lib/session/session';
import { clearSession } from '@/lib/session/token-storage';
import { dispatchStreamEvent } from '@/lib/stream/dispatch';
import { profile as dealerProfile } from '../notifications/fixtures';
import { setupMswServer } from '@/tests/unit/msw-server';
import { renderProfileSettings } from './render-profile-settings';

const server = setupMswServer(() => {
  clearSession();
});

/** The backend's profile, which the bot changes when the dealer sends it the code. */
function serveProfile() {
  const state: { profile: Profile; codes: number } = { profile: dealerProfile('bm_dealer'), codes: 0 };
  server.use(
    http.get('*/api/v1/user/profile', () => HttpResponse.json(state.profile)),
    http.get('*/api/v1/user/get_tg_subscribe_code', () => {
      state.codes += 1;
      return HttpResponse.json({ code: String(482900 + state.codes) });
    }),
    http.post('*/api/v1/user/data', async ({ request }) => {
      const data = (await request.json()) as { tgid?: string; tgnotify?: 'y' | 'n' };
      state.profile = {
        ...state.profile,
        ...(data.tgid === undefined ? {} : { tgid: data.tgid }),
        ...(data.tgnotify === undefined ? {} : { tgnotify: data.tgnotify === 'y' ? 1 : 0 }),
      };
      return HttpResponse.json({ result: 'ok' });
    }),
  );
  return state;
}


describe('Telegram in the profile', () => {
  it('shows a code, then the linked chat as soon as the bot links it (tgNotifyAdd), without a reload', async () => {
    const backend = serveProfile();
    startSession('session-token', Math.floor(Date.now() / 1000) + 3600);
    const client = renderProfileSettings();
    const checkbox = await screen.findByRole('checkbox', { name: 'Присылать уведомления в Telegram' });
    expect(checkbox).not.toBeChecked();
    expect(screen.queryByText(/Telegram подключён/)).not.toBeInTheDocument();
    // The account's access is named in Russian, its code beside it.
    expect(screen.getByText('Дилер (bm_dealer)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Ваш код: 482901. Он действует 15 минут.')).toBeInTheDocument();

    backend.profile = { ...backend.profile, tgid: '7001', tgnotify: 1 };
    act(() => dispatchStreamEvent({ e: 'tgNotifyAdd', tgId: '7001' }, client));
    expect(await screen.findByText('Telegram подключён (id 7001)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Присылать уведомления в Telegram' })).toBeChecked();
    // The code was used: it is not offered again.
    expect(screen.queryByText(/Ваш код/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Отвязать' }));
    await waitFor(() => expect(screen.queryByText(/Telegram подключён/)).not.toBeInTheDocument());
    expect(backend.profile).toMatchObject({ tgid: '', tgnotify: 0 });
    expect(screen.getByRole('checkbox', { name: 'Присылать уведомления в Telegram' })).not.toBeChecked();
  });

  it('shows a ticked box at once, keeps it once saved, and puts it back when the server refuses', async () => {
    const backend = serveProfile();
    startSession('session-token', Math.floor(Date.now() / 1000) + 3600);
    let answer: (() => void) | undefined;
    let refuse = false;
    server.use(
      http.post('*/api/v1/user/data', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        if (refuse) return HttpResponse.json({ errorMessage: 'Сбой' }, { status: 400 });
        backend.profile = { ...backend.profile, tgnotify: 1 };
        return HttpResponse.json({ result: 'ok' });
      }),
    );
    renderProfileSettings();
    const checkbox = await screen.findByRole('checkbox', { name: 'Присылать уведомления в Telegram' });

    // Ticked in the same task as the click: nothing waits for the mutation's state to arrive.
    fireEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    await waitFor(() => expect(answer).toBeDefined());
    act(() => answer?.());
    await waitFor(() => expect(checkbox).not.toBeDisabled());
    expect(checkbox).toBeChecked();

    refuse = true;
    answer = undefined;
    await userEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
    await waitFor(() => expect(answer).toBeDefined());
    act(() => answer?.());
    await waitFor(() => expect(checkbox).not.toBeDisabled());
    expect(checkbox).toBeChecked();
  });
});
