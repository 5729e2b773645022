import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { contactType, normalizePhone } from '../../api-client/schemas/fields';
import { LOGIN_FAILED_MESSAGE, loginRequestSchema, type TokenResponse } from '../../api-client/schemas/user';
import { isUserRole } from '../auth/require-user';
import { signToken } from '../auth/tokens';
import { verifyPassword } from '../auth/password';
import { users } from '../db/schema';
import type { AppDeps, AppEnv } from '../lib/context';
import { ApiError, validate } from '../lib/errors';
import { readForm } from '../lib/form-body';

async function findByLogin(db: AppDeps['db'], login: string) {
  const where =
    contactType(login) === 'phone'
      ? eq(sql`regexp_replace(${users.phone}, '\\D', '', 'g')`, normalizePhone(login))
      : eq(sql`lower(${users.email})`, login.toLowerCase());
  const [user] = await db.select().from(users).where(where).limit(1);
  return user;
}

export function userRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const { login, password } = validate(loginRequestSchema, await readForm(c));
    const user = await findByLogin(db, login);
    if (!user || !isUserRole(user.role) || !(await verifyPassword(password, user.passwordHash))) {
      throw new ApiError(401, { errorMessage: LOGIN_FAILED_MESSAGE });
    }
    return c.json<TokenResponse>(await signToken(config, { id: user.id, role: user.role }));
  });

  return app;
}
