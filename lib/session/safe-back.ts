/** Where to return after sign-in: only a cabinet path of this site, never another origin. */
export function safeBack(back: string | null | undefined): string | null {
  if (!back || !back.startsWith('/profile') || back.startsWith('//') || back.includes('\\')) return null;
  return back;
}

export function signInHref(back: string): string {
  return `/sign-in?back=${encodeURIComponent(back)}`;
}

export const SIGN_IN_TARGET = '/profile/order-list';
/** /sign-in after a registration that waits for its e-mail: the page says so (`REGISTERED_PARAM`). */
export const REGISTERED_PARAM = 'registered';
export const REGISTERED_HREF = `/sign-in?${REGISTERED_PARAM}=1`;
