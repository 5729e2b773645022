import { z } from 'zod';

const databaseKindSchema = z.enum(['pglite', 'postgres']);

/** Liveness (`/health`): the process answers; the database driver it was started with, not a query of it. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: databaseKindSchema,
  version: z.string(),
  /** Which release: differs between two builds of one version (see backend/lib/version.ts). */
  build: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Why an instance should get no traffic: it is stopping, its database does not answer, or it lacks migrations. */
export const NOT_READY_REASONS = ['shutting_down', 'database', 'migrations'] as const;
export type NotReadyReason = (typeof NOT_READY_REASONS)[number];

/** Readiness (`/health/ready`): 200 with 'ready', or 503 with 'not_ready' and the reason. */
export const readinessResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ready'), database: databaseKindSchema, version: z.string(), build: z.string() }),
  z.object({ status: z.literal('not_ready'), reason: z.enum(NOT_READY_REASONS), database: databaseKindSchema, version: z.string(), build: z.string() }),
]);
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
