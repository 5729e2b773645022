import { z } from 'zod';
import { LOG_LEVELS } from '../lib/logging/log-levels';

/** An empty variable (`FOO=`) counts as unset, as shells and .env files commonly produce them. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  API_PORT: optional(z.coerce.number().int().min(1).max(65_535)).transform((port) => port ?? 3001),
  API_HOST: optional(z.string()).transform((host) => host ?? '127.0.0.1'),
  DATA_DIR: optional(z.string()).transform((dir) => dir ?? '.data'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
  /** HS256 key of session tokens (at least 32 characters); without it one is generated and kept in DATA_DIR. */
  JWT_SECRET: optional(z.string().min(32, 'at least 32 characters')),
  TOKEN_TTL_HOURS: optional(z.coerce.number().positive().max(24 * 365)).transform((hours) => hours ?? 24),
  /** 'true': a new account signs in only after following the link e-mailed at registration. */
  REQUIRE_EMAIL_CONFIRMATION: optional(z.enum(['true', 'false'])).transform((value) => value === 'true'),
  /** The site's public address, for links in e-mails. */
  SITE_URL: optional(z.url()).transform((url) => (url ?? 'http://localhost:3000').replace(/\/+$/, '')),
  /** reCAPTCHA v3 secret; without it captcha tokens are not verified (development mode, logged at start). */
  RECAPTCHA_SECRET_KEY: optional(z.string()),
  RECAPTCHA_MIN_SCORE: optional(z.coerce.number().min(0).max(1)).transform((score) => score ?? 0.5),
  /** smtp:// or smtps:// URL of the mail relay; without it mail goes to DATA_DIR/outbox as .eml files. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: optional(z.string()).transform((from) => from ?? 'Фасадия <noreply@fasadia.example>'),
  /** Where form submissions are sent: the manufacturer's inbox. */
  MAIL_TO: optional(z.string()).transform((to) => to ?? 'info@fasadia.example'),
  /** 'production' turns the demo accounts off by default and requires JWT_SECRET and SITE_URL. */
  NODE_ENV: optional(z.string()),
  /**
   * 'true': the demo dealer, assistant and factory accounts of the README (with their orders and notifications) are
   * seeded into a new database; by default only outside production. The catalogue and content are seeded always.
   */
  DEMO_ACCOUNTS: optional(z.enum(['true', 'false'])),
  /** The bench's load: this many generated orders for the demo dealer, seeded with a new database. */
  BENCH_SEED_ORDERS: optional(z.coerce.number().int().min(0).max(100_000)).transform((count) => count ?? 0),
  /**
   * Comma-separated peer addresses whose X-Forwarded-For is believed (the site's servers, a balancer), always with
   * loopback: the site's server beside the backend is its caller, and a list naming only the balancer made every
   * visitor that server's one address (one visitor's failed sign-ins locked everyone out).
   */
  TRUSTED_PROXIES: optional(z.string()).transform((list) => [
    ...new Set(['127.0.0.1', '::1', ...(list ?? '').split(',').map((item) => item.trim()).filter(Boolean)]),
  ]),
  /**
   * Comma-separated origins allowed to call the API from a browser directly (e.g. a stream on its own host).
   * Empty by default: the site reaches the API through its own origin and needs no CORS.
   */
  CORS_ORIGINS: optional(z.string()).transform((list) =>
    (list ?? '').split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean),
  ),
  /** Submissions each public form accepts from one client address per FORM_RATE_WINDOW_MINUTES. */
  FORM_RATE_LIMIT: optional(z.coerce.number().int().min(1)).transform((limit) => limit ?? 5),
  FORM_RATE_WINDOW_MINUTES: optional(z.coerce.number().positive()).transform((minutes) => minutes ?? 10),
  /** The factory's Telegram bot (account links, notifications); with TELEGRAM_CHAT_ID it also carries the web chat. */
  TELEGRAM_BOT_TOKEN: optional(z.string()),
  TELEGRAM_CHAT_ID: optional(z.string()),
  /** The Bot API's origin; tests point it at a fake server. */
  TELEGRAM_API_ORIGIN: optional(z.url()).transform((origin) => (origin ?? 'https://api.telegram.org').replace(/\/$/, '')),
  /** Where uploads are kept: 'disk' (DATA_DIR/files) or 's3' (a bucket of an S3-compatible store, S3_* below). */
  FILE_STORAGE: optional(z.enum(['disk', 's3'])).transform((kind) => kind ?? 'disk'),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name')),
  S3_REGION: optional(z.string()).transform((region) => region ?? 'us-east-1'),
  /** The store's endpoint (MinIO, Yandex Object Storage, …); AWS S3 when unset. */
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'])).transform((value) => value === 'true'),
  /** Prepended to every object key (e.g. 'production/'), so one bucket can serve several environments. */
  S3_PREFIX: optional(z.string().regex(/^([A-Za-z0-9._-]+\/)*$/, "folders ending with '/'")).transform((prefix) => prefix ?? ''),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  /** After SIGTERM: how long readiness answers 503 before the server stops taking connections (the balancer's probe interval × failures). */
  SHUTDOWN_DELAY_MS: optional(z.coerce.number().int().min(0).max(120_000)).transform((ms) => ms ?? 0),
  /**
   * Days a form submission (with its files) and a quiet web-chat conversation are kept before the backend deletes
   * them (the privacy policy's «не дольше, чем этого требуют цели»); 0 keeps everything.
   */
  DATA_RETENTION_DAYS: optional(z.coerce.number().int().refine((days) => days === 0 || days >= 30, 'DATA_RETENTION_DAYS: 0 or at least 30')).transform(
    (days) => days ?? 730,
  ),
  /** After that: how long in-flight requests may take before their connections are closed. */
  SHUTDOWN_TIMEOUT_MS: optional(z.coerce.number().int().min(0).max(300_000)).transform((ms) => ms ?? 10_000),
})
  .superRefine((env, ctx) => {
    if (env.FILE_STORAGE === 's3' && !env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required with FILE_STORAGE=s3' });
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
    }
  })
  .transform(({ DEMO_ACCOUNTS, ...env }) => ({ ...env, DEMO_ACCOUNTS: DEMO_ACCOUNTS === undefined ? env.NODE_ENV !== 'production' : DEMO_ACCOUNTS === 'true' }));
export type Env = z.infer<typeof envSchema>;

/**
 * In production a generated secret would differ per instance (each rejecting the others' sessions) and links would
 * name localhost: both must be given.
 */
const PRODUCTION_REQUIRED = ['JWT_SECRET', 'SITE_URL'] as const;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  const problems = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (source.NODE_ENV === 'production') {
    for (const name of PRODUCTION_REQUIRED) if (!source[name]) problems.push(`${name}: required with NODE_ENV=production`);
  }
  if (!result.success || problems.length > 0) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return result.data;
}
