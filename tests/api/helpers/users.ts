import { eq } from 'drizzle-orm';
import { signToken } from '../../../backend/auth/tokens';
import { users } from '../../../backend/db/schema';
import type { UserRole } from '../../../backend/lib/context';
import type { TestApp } from './request';

/** The id and a fresh session token of a seeded fixture user. */
export async function signIn(test: TestApp, email: string): Promise<{ id: number; token: string; headers: Record<string, string> }> {
  const [user] = await test.database().db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No fixture user ${email}`);
  const { jwt } = await signToken(test.config(), { id: user.id, role: user.role as UserRole });
  return { id: user.id, token: jwt, headers: { 'X-API-Key': jwt } };
}
