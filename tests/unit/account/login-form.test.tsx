import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@/api-client/schemas/fields';
import { LOGIN_FAILED_MESSAGE } from '@/api-client/schemas/user';
import { LoginForm } from '@/components/account/login-form';
import { messages } from '@/lib/i18n/messages';
import { setupMswServer } from '@/tests/unit/msw-server';

// The session and the cabinet's prefetch are tested on their own; here only that the form hands the token on.
const completeSignIn = vi.hoisted(() => vi.fn());
vi.mock('@/components/account/complete-sign-in', () => ({ completeSignIn }));

const server = setupMswServer(() => {
  completeSignIn.mockReset();
  window.localStorage.clear();
});

function renderForm(onSuccess = vi.fn()) {
  render(
    <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Account: messages.Account }}>
      <LoginForm onSuccess={onSuccess} forgotHref="/password-request" />
    </NextIntlClientProvider>,
  );
  return onSuccess;
}

const loginField = () => screen.getByRole('textbox', { name: 'E-mail или телефон' });
const passwordField = () => screen.getByLabelText('Пароль');

describe('LoginForm', () => {
  it('validates with its lazily loaded rules before anything is sent', async () => {
    const sent = vi.fn();
    server.use(http.post('*/api/v1/user/login', () => (sent(), HttpResponse.json({ jwt: 'x', exp: 1 }))));
    const user = userEvent.setup();
    const onSuccess = renderForm();
    await user.click(screen.getByRole('button', { name: 'войти' }));
    expect(await screen.findAllByText(REQUIRED_MESSAGE)).toHaveLength(2);
    await user.type(loginField(), 'dealer@example');
    await user.type(passwordField(), 'secret');
    await user.click(screen.getByRole('button', { name: 'войти' }));
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('signs in: sends the login, hands the token on and calls onSuccess', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/user/login', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ jwt: 'token-1', exp: 1_900_000_000 });
      }),
    );
    const user = userEvent.setup();
    const onSuccess = renderForm();
    await user.type(loginField(), 'dealer@example.com');
    await user.type(passwordField(), 'dealer2026');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ login: 'dealer@example.com', password: 'dealer2026' }]);
    expect(completeSignIn).toHaveBeenCalledWith({ jwt: 'token-1', exp: 1_900_000_000 });
  });

  it('puts a refusal on both fields and clears the password', async () => {
    server.use(http.post('*/api/v1/user/login', () => HttpResponse.json({ errorMessage: LOGIN_FAILED_MESSAGE }, { status: 401 })));
    const user = userEvent.setup();
    const onSuccess = renderForm();
    await user.type(loginField(), 'dealer@example.com');
    await user.type(passwordField(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'войти' }));
    expect(await screen.findAllByText(LOGIN_FAILED_MESSAGE)).toHaveLength(2);
    expect(passwordField()).toHaveValue('');
    expect(completeSignIn).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('after a refusal sent with Enter from the password, puts the focus on the login to type it again', async () => {
    server.use(http.post('*/api/v1/user/login', () => HttpResponse.json({ errorMessage: LOGIN_FAILED_MESSAGE }, { status: 401 })));
    const user = userEvent.setup();
    renderForm();
    await user.type(loginField(), 'dealer@example.com');
    await user.type(passwordField(), 'wrong-password{Enter}');
    expect(await screen.findAllByText(LOGIN_FAILED_MESSAGE)).toHaveLength(2);
    await waitFor(() => expect(loginField()).toHaveFocus());
    await user.keyboard('dealer@example.com');
    expect(loginField()).toHaveValue('dealer@example.com');
    expect(passwordField()).toHaveValue('');
  });
});
