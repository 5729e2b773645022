import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/api-client/query-client';
import { userKeys } from '@/api-client/user/keys';
import type * as signInCalls from '@/components/account/sign-in-calls';
import { SignInView } from '@/components/account/sign-in-view';
import { messages } from '@/lib/i18n/messages';
import { REGISTERED_HREF } from '@/lib/session/safe-back';
import { useSessionStore } from '@/lib/stores/session-store';
import { setupMswServer } from '@/tests/unit/msw-server';

const navigation = vi.hoisted(() => ({ search: '', replace: vi.fn() }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: navigation.replace, push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

// The link's code arriving without its calls (a chunk that did not load) takes the same way as a call that throws.
const calls = vi.hoisted(() => ({ broken: false }));
vi.mock('@/components/account/sign-in-calls', async (importOriginal) => {
  const original = await importOriginal<typeof signInCalls>();
  const unlessBroken =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) =>
      calls.broken ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : call(...args);
  return { ...original, confirmByToken: unlessBroken(original.confirmByToken), confirmEmailChange: unlessBroken(original.confirmEmailChange) };
});

const server = setupMswServer(() => {
  calls.broken = false;
  navigation.replace.mockReset();
  getQueryClient().clear();
  useSessionStore.setState({ token: null, user: null, checked: false });
});

function renderView(href: string) {
  navigation.search = new URL(href, 'http://localhost').search;
  render(
    <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Account: messages.Account }}>
      <SignInView />
    </NextIntlClientProvider>,
  );
}

describe('SignInView', () => {
  it('after a registration waiting for its e-mail, says so above the form, where the dealer comes back to', () => {
    renderView(REGISTERED_HREF);
    expect(screen.getByRole('status')).toHaveTextContent('Регистрация прошла успешно. Подтвердите e-mail по ссылке из письма, затем войдите.');
    expect(screen.getByRole('button', { name: 'войти' })).toBeInTheDocument();
  });

  describe('the registration link', () => {
    it('says the registration is being confirmed, and that the link is spent when the backend refuses it', async () => {
      server.use(http.post('*/api/v1/user/confirm_by_token', () => HttpResponse.json({ errorMessage: 'Неверный код' }, { status: 400 })));
      renderView('/sign-in?confirm=code-6');
      expect(screen.getByRole('status')).toHaveTextContent('Подтверждаем регистрацию…');
      expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка для подтверждения устарела или уже использована. Войдите с логином и паролем.');
    });

    it('does not call the link spent when no answer came or its code did not load: it may still work', async () => {
      server.use(http.post('*/api/v1/user/confirm_by_token', () => HttpResponse.error()));
      renderView('/sign-in?confirm=code-7');
      expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось проверить ссылку. Проверьте соединение и откройте ссылку из письма ещё раз.');
      cleanup();
      calls.broken = true;
      renderView('/sign-in?confirm=code-8');
      expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось проверить ссылку. Проверьте соединение и откройте ссылку из письма ещё раз.');
      expect(navigation.replace).not.toHaveBeenCalled();
    });
  });

  it('says nothing on a plain visit', () => {
    renderView('/sign-in');
    expect(screen.queryByRole('status')).toBeNull();
  });

  describe('the link mailed to a new sign-in e-mail', () => {
    const answer = (response: Response | (() => Response)) =>
      server.use(http.post('*/api/v1/user/email/confirm', () => (typeof response === 'function' ? response() : response)));

    it('moves the e-mail, says which address signs in now, cleans the address and refreshes a cached profile', async () => {
      const bodies: unknown[] = [];
      server.use(
        http.post('*/api/v1/user/email/confirm', async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json({ result: 'ok', email: 'new@example.com' });
        }),
      );
      getQueryClient().setQueryData(userKeys.profile(), { email: 'old@example.com' });
      // Signed in: the page would send the visitor on to the cabinet at once, before he reads the notice.
      useSessionStore.setState({ token: 'session-token', user: { role: 'dealer', name: 'Алексей', lastName: 'Смирнов' }, checked: true });
      window.history.replaceState(null, '', '/sign-in?email=code-1');
      renderView('/sign-in?email=code-1');
      expect(window.location.pathname + window.location.search).toBe('/sign-in');
      expect(await screen.findByText('E-mail для входа изменён: теперь входите с адресом new@example.com')).toHaveAttribute('role', 'status');
      expect(bodies).toEqual([{ token: 'code-1' }]);
      expect(getQueryClient().getQueryState(userKeys.profile())?.isInvalidated).toBe(true);
      // The visitor stays to read it, signed in or not; the form is there for the new address.
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(navigation.replace).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'войти' })).toBeInTheDocument();
    });

    it("shows the backend's reason for refusing the link", async () => {
      answer(HttpResponse.json({ errorMessage: 'Ссылка для смены e-mail неверна, устарела или уже использована' }, { status: 400 }));
      renderView('/sign-in?email=code-2');
      expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка для смены e-mail неверна, устарела или уже использована');
    });

    it('says the link is being checked until the answer comes', async () => {
      let release = () => {};
      const answered = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.post('*/api/v1/user/email/confirm', async () => {
          await answered;
          return HttpResponse.json({ result: 'ok', email: 'new@example.com' });
        }),
      );
      window.history.replaceState(null, '', '/sign-in?email=code-4');
      renderView('/sign-in?email=code-4');
      expect(screen.getByRole('status')).toHaveTextContent('Проверяем ссылку для смены e-mail…');
      release();
      expect(await screen.findByText('E-mail для входа изменён: теперь входите с адресом new@example.com')).toHaveAttribute('role', 'status');
      expect(screen.queryByText('Проверяем ссылку для смены e-mail…')).toBeNull();
    });

    it("says the link could not be checked when its code does not load, not the registration link's text", async () => {
      calls.broken = true;
      renderView('/sign-in?email=code-5');
      expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось проверить ссылку. Проверьте соединение и откройте ссылку из письма ещё раз.');
      expect(screen.queryByText(/Ссылка для подтверждения устарела/)).toBeNull();
    });

    it('says an error happened when no answer came, as the forms do', async () => {
      answer(() => HttpResponse.error());
      renderView('/sign-in?email=code-3');
      expect(await screen.findByRole('alert')).toHaveTextContent('Произошла ошибка');
    });
  });
});
