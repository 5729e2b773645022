import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The site's version from the root package.json (two levels up, here and in dist/backend/), read once at start. */
export const APP_VERSION: string = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))).version;
