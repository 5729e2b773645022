import { z } from 'zod';

/** Server-only variables: read lazily so that importing this module in the browser never touches them. */
const serverSchema = z.object({
  API_ORIGIN: z.url().default('http://127.0.0.1:3001'),
  /** Timeout of one server-side call to the backend, so a slow backend gives the error page quickly. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Bearer secret of POST /api/revalidate; unset disables on-demand purging. */
  REVALIDATE_SECRET: z.string().min(16).optional(),
});
export type ServerEnv = z.infer<typeof serverSchema>;

let serverEnv: ServerEnv | undefined;

export function getServerEnv(): ServerEnv {
  if (typeof window !== 'undefined') throw new Error('Server environment requested in the browser');
  serverEnv ??= serverSchema.parse(process.env);
  return serverEnv;
}
