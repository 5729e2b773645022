import { z } from 'zod';
import { LOG_LEVELS } from './logging/log-levels';

/** Server-only variables: read lazily so that importing this module in the browser never touches them. */
const serverSchema = z.object({
  API_ORIGIN: z.url().default('http://127.0.0.1:3001'),
  /** Timeout of one server-side call to the backend, so a slow backend gives the error page quickly. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Bearer secret of POST /api/revalidate; unset disables on-demand purging. */
  REVALIDATE_SECRET: z.string().min(16).optional(),
  /** The site server's access and event lines (scripts/site-server.ts). */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** After SIGTERM: how long /readyz answers 503 before the server stops taking connections. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** After that: how long in-flight requests may take before their connections are closed. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
});
export type ServerEnv = z.infer<typeof serverSchema>;

let serverEnv: ServerEnv | undefined;

export function getServerEnv(): ServerEnv {
  if (typeof window !== 'undefined') throw new Error('Server environment requested in the browser');
  serverEnv ??= serverSchema.parse(process.env);
  return serverEnv;
}
