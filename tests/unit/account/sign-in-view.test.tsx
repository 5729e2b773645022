import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { SignInView } from '@/components/account/sign-in-view';
import { messages } from '@/lib/i18n/messages';
import { REGISTERED_HREF } from '@/lib/session/safe-back';

const navigation = vi.hoisted(() => ({ search: '' }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

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

  it('says nothing on a plain visit', () => {
    renderView('/sign-in');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
