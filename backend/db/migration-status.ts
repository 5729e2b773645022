import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER, type Database } from './client';

let expected: number | undefined;

/** The newest migration this build ships (drizzle's folderMillis), read from the journal once. */
function latestShipped(): number {
  expected ??= Math.max(0, ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => migration.folderMillis));
  return expected;
}

/** True when the database has every migration of this build (drizzle records each one's folderMillis as created_at). */
export async function migrationsApplied(db: Database): Promise<boolean> {
  try {
    // Both drivers answer raw queries with { rows }; bigint arrives as a string from node-postgres.
    const result = (await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`)) as { rows: { latest: string | number | null }[] };
    const latest = result.rows[0]?.latest;
    return latest !== null && latest !== undefined && Number(latest) >= latestShipped();
  } catch {
    // No migrations table yet: nothing was applied.
    return false;
  }
}
