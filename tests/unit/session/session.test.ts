import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { badgeText, nextHeaderOffset } from '@/components/cabinet/profile-header';
import { readRemembered, saveRemembered } from '@/lib/session/remember-me';
import { safeBack, signInHref } from '@/lib/session/safe-back';
import { checkSession, logout, startSession } from '@/lib/session/session';
import { tokenSubject, userFromToken } from '@/lib/session/session-user';
import { useSessionStore } from '@/lib/stores/session-store';

const base64Url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
const tokenFor = (claims: object) => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(claims))}.signature`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('session', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useSessionStore.setState({ token: null, user: null, checked: false, loggedOutByButton: false });
  });
  afterEach(() => window.localStorage.clear());

  it('reads the Cyrillic name from the token and ignores garbage', () => {
    expect(userFromToken(tokenFor({ name: 'Пётр', lastName: 'Ёлкин', role: 'dealer' }))).toEqual({ name: 'Пётр', lastName: 'Ёлкин', role: 'dealer' });
    expect(userFromToken('not-a-token')).toBeNull();
    expect(userFromToken(`a.${base64Url('"text"')}.c`)).toBeNull();
  });

  it('reads the user\'s id from the token\'s subject, and none where it has none', () => {
    expect(tokenSubject(tokenFor({ sub: '12', name: 'Иван' }))).toBe('12');
    expect(tokenSubject(tokenFor({ name: 'Иван' }))).toBe('');
    expect(tokenSubject('not-a-token')).toBe('');
  });

  it('a button logout forgets the calculator drafts this device kept, and nothing else of the site', async () => {
    window.localStorage.setItem('calculatorDraft:12', '{}');
    window.localStorage.setItem('calculatorDraft:12:order:7', '{}');
    window.localStorage.setItem('calculatorDraft', '{}');
    window.localStorage.setItem('confirmCookie', 'Y');
    startSession(tokenFor({ sub: '12', name: 'Иван' }), inAnHour());
    logout();
    await vi.waitFor(() => expect(Object.keys(window.localStorage).sort()).toEqual(['confirmCookie', 'logoutByButton']));
  });

  it('a start stores the token and its expiry (exp × 1000) and sets the user', () => {
    const exp = inAnHour();
    startSession(tokenFor({ name: 'Иван' }), exp);
    expect(window.localStorage.getItem('tokenExpires')).toBe(String(exp * 1000));
    expect(useSessionStore.getState()).toMatchObject({ checked: true, user: { name: 'Иван' } });
    expect(checkSession()).toBe('none');
  });

  it('an expiry passing clears everything and reports it as expired, not a button logout', () => {
    startSession(tokenFor({ name: 'Иван' }), inAnHour());
    window.localStorage.setItem('tokenExpires', String(Date.now() - 1));
    expect(checkSession()).toBe('expired');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ user: null, token: null, loggedOutByButton: false });
    expect(checkSession()).toBe('none');
  });

  it("a 'null' token counts as none", () => {
    window.localStorage.setItem('token', 'null');
    window.localStorage.setItem('tokenExpires', String(Date.now() + 60_000));
    expect(checkSession()).toBe('none');
    expect(useSessionStore.getState()).toMatchObject({ checked: true, user: null });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('a button logout is told apart from an expiry, also by another tab', () => {
    startSession(tokenFor({ name: 'Иван' }), inAnHour());
    logout();
    expect(useSessionStore.getState()).toMatchObject({ user: null, loggedOutByButton: true });
    // Another tab: it still holds the old token in memory and sees the storage cleared with the marker.
    useSessionStore.setState({ token: 'old', user: { name: 'Иван', lastName: '', role: 'dealer' }, loggedOutByButton: false });
    expect(checkSession()).toBe('logged-out');
    startSession(tokenFor({ name: 'Иван' }), inAnHour());
    expect(window.localStorage.getItem('logoutByButton')).toBeNull();
  });

  it('a login in another tab is a sign-in here', () => {
    window.localStorage.setItem('token', tokenFor({ name: 'Анна' }));
    window.localStorage.setItem('tokenExpires', String(Date.now() + 60_000));
    expect(checkSession()).toBe('signed-in');
    expect(useSessionStore.getState().user?.name).toBe('Анна');
  });

  it('another tab seeing the new token already sees its expiry, so it never drops a fresh login', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem');
    startSession(tokenFor({ name: 'Иван' }), inAnHour());
    const keys = spy.mock.calls.map(([key]) => key);
    spy.mockRestore();
    expect(keys.filter((key) => key === 'token' || key === 'tokenExpires')).toEqual(['tokenExpires', 'token']);
  });

  it('remember-me keeps the flag and the login only', () => {
    saveRemembered(true, 'dealer@example.com');
    expect(readRemembered()).toEqual({ remember: true, login: 'dealer@example.com' });
    expect(Object.keys(window.localStorage).sort()).toEqual(['rememberLogin', 'rememberMe']);
    saveRemembered(false, 'dealer@example.com');
    expect(readRemembered()).toEqual({ remember: false, login: '' });
  });

  it('returns after sign-in only to a cabinet path of this site', () => {
    expect(safeBack('/profile/order-list?unreadMessages=y')).toBe('/profile/order-list?unreadMessages=y');
    for (const bad of [null, '', '/', '//evil.example/profile', 'https://evil.example/profile', '/profile\\..\\x']) expect(safeBack(bad)).toBeNull();
    expect(signInHref('/profile/user')).toBe('/sign-in?back=%2Fprofile%2Fuser');
  });
});

describe('profile header', () => {
  it('caps the badge at 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('slides by the scroll delta up to its height, and is shown at the top', () => {
    expect(nextHeaderOffset(0, 30, 0, 60)).toBe(30);
    expect(nextHeaderOffset(30, 500, 30, 60)).toBe(60);
    expect(nextHeaderOffset(60, 480, 500, 60)).toBe(40);
    expect(nextHeaderOffset(40, 100, 480, 60)).toBe(0);
    expect(nextHeaderOffset(60, 0, 10, 60)).toBe(0);
  });
});
