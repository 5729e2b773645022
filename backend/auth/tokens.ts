import { jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../lib/config';
import type { UserRole } from '../lib/context';

const ALGORITHM = 'HS256';
const ISSUER = 'fasadia-api';

export type TokenClaims = { userId: number; role: UserRole; exp: number; sessionVersion: number };

export type TokenUser = { id: number; role: UserRole; name?: string; lastName?: string; sessionVersion?: number };

/**
 * A session token; `exp` (seconds) is what the site stores and checks, as the spec's exp × 1000. The name rides
 * along so the public header can greet the user without a call; that is why a profile change returns a new token.
 */
export async function signToken(config: AppConfig, user: TokenUser): Promise<{ jwt: string; exp: number }> {
  const exp = Math.floor(Date.now() / 1000) + config.tokenTtlSeconds;
  const jwt = await new SignJWT({ role: user.role, name: user.name ?? '', lastName: user.lastName ?? '', sv: user.sessionVersion ?? 0 })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(config.jwtSecret);
  return { jwt, exp };
}

/** Checked tokens per signing key: a token's signature is verified once, its expiry on every use. */
const VERIFIED_MAX = 1000;
const verified = new WeakMap<Uint8Array, Map<string, TokenClaims>>();

/** The claims of a valid, unexpired token signed with our key, or null for anything else. */
export async function verifyToken(config: AppConfig, token: string): Promise<TokenClaims | null> {
  let known = verified.get(config.jwtSecret);
  if (!known) verified.set(config.jwtSecret, (known = new Map<string, TokenClaims>()));
  const hit = known.get(token);
  if (hit) {
    if (hit.exp * 1000 > Date.now()) return hit;
    known.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, { algorithms: [ALGORITHM], issuer: ISSUER });
    const userId = Number(payload.sub);
    const role = payload.role;
    if (!Number.isInteger(userId) || userId <= 0 || (role !== 'dealer' && role !== 'manager') || !payload.exp) return null;
    const claims: TokenClaims = { userId, role, exp: payload.exp, sessionVersion: typeof payload.sv === 'number' ? payload.sv : 0 };
    if (known.size >= VERIFIED_MAX) known.clear();
    known.set(token, claims);
    return claims;
  } catch {
    return null;
  }
}
