import { z } from 'zod';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** An empty variable (`FOO=`) counts as unset, as shells and .env files commonly produce them. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  API_PORT: optional(z.coerce.number().int().min(1).max(65_535)).transform((port) => port ?? 3001),
  API_HOST: optional(z.string()).transform((host) => host ?? '127.0.0.1'),
  DATA_DIR: optional(z.string()).transform((dir) => dir ?? '.data'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
});
export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return result.data;
}
