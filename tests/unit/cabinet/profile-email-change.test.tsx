import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { emailChangeSentMessage, type Profile } from '@/api-client/schemas/user';
import { startSession } from '@/lib/session/session';
import { clearSession } from '@/lib/session/token-storage';
import { useModalStore } from '@/lib/stores/modal-store';
import { profile as dealerProfile } from '../notifications/fixtures';
import { setupMswServer } from '@/tests/unit/msw-server';
import { renderProfileSettings } from './render-profile-settings';

const server = setupMswServer(() => {
  clearSession();
  useModalStore.setState({ stack: [] });
});

/** A backend with e-mail confirmation on: a new e-mail is kept pending until its link is followed. */
function serveProfile(initial: Partial<Profile> = {}) {
  const state: { profile: Profile } = { profile: { ...dealerProfile('bm_dealer'), ...initial } };
  server.use(
    http.get('*/api/v1/user/profile', () => HttpResponse.json(state.profile)),
    http.post('*/api/v1/user/profile', async ({ request }) => {
      const email = (await request.formData()).get('email') as string;
      const changed = email !== state.profile.email;
      state.profile = { ...state.profile, pending_email: changed ? email : null };
      return HttpResponse.json({ jwt: 'next-token', exp: Math.floor(Date.now() / 1000) + 3600, message: changed ? emailChangeSentMessage(email) : 'Данные сохранены' });
    }),
  );
  return state;
}


const PENDING_LINE = /ждёт подтверждения/;

describe('a new sign-in e-mail in the profile', () => {
  it('says nothing without a pending e-mail, nor with a backend that does not send the field', async () => {
    // The fixture is an external backend's profile: it has no pending_email at all.
    expect(dealerProfile('bm_dealer')).not.toHaveProperty('pending_email');
    startSession('session-token', Math.floor(Date.now() / 1000) + 3600);
    serveProfile();
    renderProfileSettings();
    await screen.findByRole('textbox', { name: 'E-mail' }, { timeout: 5000 });
    expect(screen.queryByText(PENDING_LINE)).not.toBeInTheDocument();
  });

  it('shows the pending address under the fields, and the server message after saving a new one', async () => {
    startSession('session-token', Math.floor(Date.now() / 1000) + 3600);
    serveProfile({ pending_email: null });
    renderProfileSettings();
    const email = await screen.findByRole('textbox', { name: 'E-mail' }, { timeout: 5000 });
    expect(screen.queryByText(PENDING_LINE)).not.toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(useModalStore.getState().stack).toHaveLength(1));
    expect(useModalStore.getState().stack[0]).toMatchObject({
      kind: 'success',
      props: { title: 'Данные сохранены', message: 'Чтобы сменить e-mail для входа, перейдите по ссылке из письма, отправленного на new@example.com' },
    });
    expect(await screen.findByText('Новый e-mail new@example.com ждёт подтверждения: перейдите по ссылке из письма.')).toBeInTheDocument();
    // The field keeps the address in use, and the pending address is read with it.
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('dealer@example.com');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(/Новый e-mail new@example.com ждёт подтверждения/);
  });
});
