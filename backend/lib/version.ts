import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../db/client';

/** The site's version from the root package.json (two levels up, here and in dist/backend/), read once at start. */
export const APP_VERSION: string = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))).version;

/**
 * Which release runs: a hash of the code this module is part of (the whole backend, once compiled into
 * dist/backend/) and of the migrations it brings, so that the probes of two releases on one database differ.
 */
export const APP_BUILD: string = createHash('sha256')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .update(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`))
  .digest('hex')
  .slice(0, 12);
