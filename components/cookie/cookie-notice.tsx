'use client';

/** Cookie notice. Stub until it lands. */
export function CookieNotice() {
  return null;
}
