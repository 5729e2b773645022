/** Who is signed in, as the session token's claims say (the backend puts the name there for the header). */
export type SessionUser = { name: string; lastName: string; role: string };

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims without verifying them: the backend checks the signature on every call; this is for display. */
export function userFromToken(token: string): SessionUser | null {
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(token.split('.')[1] ?? ''));
    if (typeof payload !== 'object' || payload === null) return null;
    const { name, lastName, role } = payload as Record<string, unknown>;
    return {
      name: typeof name === 'string' ? name : '',
      lastName: typeof lastName === 'string' ? lastName : '',
      role: typeof role === 'string' ? role : '',
    };
  } catch {
    return null;
  }
}

/** The token's subject (the user's id), '' where the backend does not put one: keys what the device keeps per user. */
export function tokenSubject(token: string): string {
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(token.split('.')[1] ?? ''));
    const sub = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>).sub : undefined;
    return typeof sub === 'string' ? sub : '';
  } catch {
    return '';
  }
}
