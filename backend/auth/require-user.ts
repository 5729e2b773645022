import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { API_KEY_HEADER } from '../../api-client/schemas/location';
import type { ErrorResponse } from '../../api-client/schemas/common';
import { orderListVersions, users } from '../db/schema';
import type { AppDeps, AppEnv, AuthUser, UserRole } from '../lib/context';
import { FORBIDDEN_MESSAGE, INVALID_TOKEN_MESSAGE } from '../lib/errors';
import { setMissingHeader } from '../lib/response-headers';
import { verifyToken } from './tokens';

export const isUserRole = (role: string): role is UserRole => role === 'dealer' || role === 'manager';

/** The user's order list version in the same query as the user: a cached list then costs one query, not two (docs/performance.md). */
const LIST_VERSION = sql<number | null>`(select ${orderListVersions.version} from ${orderListVersions} where ${orderListVersions.scope} = ${users.id})`.mapWith(Number);

/**
 * Cabinet calls carry the session token in X-API-Key. A missing, forged or expired token, or one of a user who
 * no longer exists or was issued before the user's password changed, gets 401 and no data; the user is then on `c.var.user`. Routers mounted on one prefix and
 * route-level role checks all run this: the user is looked up once per request and only the role is checked again.
 * `withOrderListVersion` (the order list's route) also puts the user's list version on `c.var.orderListVersion`.
 */
export function requireUser({ db, config }: Pick<AppDeps, 'db' | 'config'>, roles?: readonly UserRole[], { withOrderListVersion = false } = {}) {
  const listVersion = withOrderListVersion ? LIST_VERSION : sql<number | null>`null`;
  // Built once, not on every cabinet call (drizzle's query building was a sixth of the order list's allocations).
  const userById = db
    .select({ id: users.id, email: users.email, role: users.role, sessionVersion: users.sessionVersion, listVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(withOrderListVersion ? 'require_user_list_version' : 'require_user');
  return createMiddleware<AppEnv>(async (c, next) => {
    const known = c.get('user') as AuthUser | undefined;
    if (known) {
      if (roles && !roles.includes(known.role)) return c.json<ErrorResponse>({ errorMessage: FORBIDDEN_MESSAGE }, 403);
      return next();
    }
    const token = c.req.header(API_KEY_HEADER);
    const claims = token ? await verifyToken(config, token) : null;
    const [user] = claims ? await userById.execute({ id: claims.userId }) : [];
    if (!user || !isUserRole(user.role) || user.sessionVersion !== claims?.sessionVersion) {
      return c.json<ErrorResponse>({ errorMessage: INVALID_TOKEN_MESSAGE }, 401);
    }
    if (roles && !roles.includes(user.role)) return c.json<ErrorResponse>({ errorMessage: FORBIDDEN_MESSAGE }, 403);
    c.set('user', { id: user.id, email: user.email, role: user.role });
    if (withOrderListVersion) c.set('orderListVersion', user.listVersion ?? 0);
    await next();
    // A user's own data must never sit in a shared cache (the public-cache middleware would allow 60 s).
    setMissingHeader(c, 'Cache-Control', 'private, no-store');
  });
}
