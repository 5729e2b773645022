import { sqlState, UNIQUE_VIOLATION } from './errors';

/**
 * Makes a record once per browser key: a retry after a lost answer, or a second request racing the first with the
 * same key, gets what the first made. `create` must fail on the key's unique index when the key is taken.
 */
export async function createOnce<T>(madeBefore: () => Promise<T | undefined>, create: () => Promise<T>): Promise<T> {
  const earlier = await madeBefore();
  if (earlier !== undefined) return earlier;
  return create().catch(async (error: unknown) => {
    const winner = sqlState(error) === UNIQUE_VIOLATION ? await madeBefore() : undefined;
    if (winner === undefined) throw error;
    return winner;
  });
}
