import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NOTICE_SPACE, CookieBar } from '@/components/cookie/cookie-bar';
import { CONSENT_KEY, CONSENT_MAX_AGE_MS, giveConsent, hasConsent, subscribeConsent } from '@/components/cookie/consent';
import messages from '@/lib/i18n/messages/cookie.json';

const texts = messages;
const notice = () => screen.queryByRole('region', { name: texts.label });

function clearConsent() {
  localStorage.clear();
  document.cookie = `${CONSENT_KEY}=; Max-Age=0; Path=/`;
}

describe('cookie notice', () => {
  afterEach(clearConsent);

  it('renders nothing on the server', () => {
    expect(renderToString(<CookieBar texts={texts} />)).toBe('');
  });

  it('shows when neither storage holds the consent, with a privacy link in a new tab', () => {
    render(<CookieBar texts={texts} />);
    expect(notice()).toBeInTheDocument();
    const link = screen.getByRole('link', { name: texts.link });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('stays hidden when only the cookie exists', () => {
    document.cookie = `${CONSENT_KEY}=Y; Path=/`;
    render(<CookieBar texts={texts} />);
    expect(notice()).not.toBeInTheDocument();
  });

  it('stays hidden when only the localStorage entry exists', () => {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ value: 'Y', expires: Date.now() + 1000 }));
    render(<CookieBar texts={texts} />);
    expect(notice()).not.toBeInTheDocument();
  });

  it('"Принять" sets both storages for 60 days and hides the notice', () => {
    render(<CookieBar texts={texts} />);
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(notice()).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${CONSENT_KEY}=Y`);
    const stored = JSON.parse(localStorage.getItem(CONSENT_KEY) ?? '{}') as { value: string; expires: number };
    expect(stored.value).toBe('Y');
    expect(stored.expires).toBeGreaterThanOrEqual(before + CONSENT_MAX_AGE_MS);
    expect(stored.expires).toBeLessThanOrEqual(Date.now() + CONSENT_MAX_AGE_MS);
  });

  it('reserves its height at the bottom of the screen while shown, for the chat button above it', () => {
    const space = () => document.documentElement.style.getPropertyValue(COOKIE_NOTICE_SPACE);
    render(<CookieBar texts={texts} />);
    expect(space()).toMatch(/^\d+px$/);
    fireEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(space()).toBe('');
  });

  it('hides when another tab accepts (storage event)', () => {
    render(<CookieBar texts={texts} />);
    expect(notice()).toBeInTheDocument();
    act(() => {
      localStorage.setItem(CONSENT_KEY, JSON.stringify({ value: 'Y', expires: Date.now() + CONSENT_MAX_AGE_MS }));
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY }));
    });
    expect(notice()).not.toBeInTheDocument();
  });

  it('reads the cookie once while someone listens, and afresh after a change or without listeners', () => {
    const reads = vi.spyOn(document, 'cookie', 'get');
    const unsubscribe = subscribeConsent(() => undefined);
    expect([hasConsent(), hasConsent(), hasConsent()]).toEqual([false, false, false]);
    expect(reads).toHaveBeenCalledTimes(1);
    giveConsent();
    expect([hasConsent(), hasConsent()]).toEqual([true, true]);
    expect(reads).toHaveBeenCalledTimes(2);
    unsubscribe();
    clearConsent();
    expect(hasConsent()).toBe(false);
    expect(hasConsent()).toBe(false);
    expect(reads).toHaveBeenCalledTimes(4);
    reads.mockRestore();
  });
});
