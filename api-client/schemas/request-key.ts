import { z } from 'zod';

/** The browser's key for one create: sent again after a lost answer, it returns the record made then (docs/api.md). */
export const requestKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
