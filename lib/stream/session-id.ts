import { randomId } from '@/lib/random-id';
import { readCookie, writeCookie } from '@/lib/storage';

/** Spec §9: the browser's session id lives in the sbs cookie until midnight two days ahead. */
export const SESSION_COOKIE = 'sbs';
const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

function untilMidnightTwoDaysAhead(now: Date): number {
  const end = new Date(now);
  end.setHours(24 * 2, 0, 0, 0);
  return end.getTime() - now.getTime();
}

/** The stream's uid and the chat's session id: the sbs cookie, created when missing or malformed. */
export function sessionId(now = new Date()): string {
  const existing = readCookie(SESSION_COOKIE);
  if (existing && SESSION_ID.test(existing)) return existing;
  const id = randomId();
  writeCookie(SESSION_COOKIE, id, untilMidnightTwoDaysAhead(now));
  return id;
}
