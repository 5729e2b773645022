import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Env } from '../env';
import type { StorageConfig } from '../storage/file-storage';

/** Everything the routes need to know about their deployment, resolved once at start. */
export type AppConfig = {
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  recaptchaSecret: string | undefined;
  recaptchaMinScore: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailTo: string;
  /** Uploaded files (form attachments, order, comment and claim files): a folder or a bucket. */
  storage: StorageConfig;
  /** Mail written as .eml files when no SMTP relay is configured. */
  outboxDir: string;
  trustedProxies: string[];
  /** Browser origins answered with CORS headers; none by default. */
  corsOrigins: string[];
  /** Submissions each public form accepts from one client address per window. */
  formRateLimit: { limit: number; windowMs: number };
  /**
   * The factory's Telegram bot: it links dealers' chats by the profile's code and sends them their notifications;
   * with a staff chat id it also carries the web chat (without one staff answer through the API).
   */
  telegram: { botToken: string; chatId: string | undefined; apiOrigin: string } | undefined;
  /** New accounts must confirm their e-mail (confirm_by_token) before signing in. */
  requireEmailConfirmation: boolean;
  /** The site's public address, for links in e-mails. */
  siteUrl: string;
};

const SECRET_FILE = 'jwt-secret';
/** 32 base64 characters, as JWT_SECRET's own minimum: a shorter (or empty, a write cut short) file is no key and is replaced. */
const MIN_SECRET_BYTES = 24;

/** The demo keeps a generated signing key beside its data, so tokens survive a restart without configuration. */
export function loadOrCreateSecret(dataDir: string): Uint8Array {
  const file = path.join(dataDir, SECRET_FILE);
  let stored = '';
  try {
    stored = readFileSync(file, 'utf8').trim();
  } catch {
    // Missing: made below.
  }
  const key = Buffer.from(stored, 'base64');
  if (key.length >= MIN_SECRET_BYTES) return new Uint8Array(key);
  const secret = randomBytes(48);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Written aside and renamed into place, so a crash never leaves a half-written key behind.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, secret.toString('base64'), { mode: 0o600 });
  renameSync(temporary, file);
  return new Uint8Array(secret);
}

function storageFromEnv(env: Env, dataDir: string): StorageConfig {
  if (env.FILE_STORAGE === 'disk' || !env.S3_BUCKET) return { kind: 'disk', dir: path.join(dataDir, 'files') };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

export function configFromEnv(env: Env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    jwtSecret: env.JWT_SECRET ? new TextEncoder().encode(env.JWT_SECRET) : loadOrCreateSecret(dataDir),
    tokenTtlSeconds: Math.round(env.TOKEN_TTL_HOURS * 3600),
    recaptchaSecret: env.RECAPTCHA_SECRET_KEY,
    recaptchaMinScore: env.RECAPTCHA_MIN_SCORE,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailTo: env.MAIL_TO,
    storage: storageFromEnv(env, dataDir),
    outboxDir: path.join(dataDir, 'outbox'),
    trustedProxies: env.TRUSTED_PROXIES,
    corsOrigins: env.CORS_ORIGINS,
    formRateLimit: { limit: env.FORM_RATE_LIMIT, windowMs: env.FORM_RATE_WINDOW_MINUTES * 60_000 },
    telegram:
      env.TELEGRAM_BOT_TOKEN
        ? { botToken: env.TELEGRAM_BOT_TOKEN, chatId: env.TELEGRAM_CHAT_ID, apiOrigin: env.TELEGRAM_API_ORIGIN }
        : undefined,
    requireEmailConfirmation: env.REQUIRE_EMAIL_CONFIRMATION,
    siteUrl: env.SITE_URL,
  };
}

/** A throwaway configuration for tests: random key, its own temporary folders, no captcha, no SMTP. */
export function ephemeralConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dir = mkdtempSync(path.join(tmpdir(), 'fasady-api-'));
  return {
    jwtSecret: new Uint8Array(randomBytes(48)),
    tokenTtlSeconds: 24 * 3600,
    recaptchaSecret: undefined,
    recaptchaMinScore: 0.5,
    smtpUrl: undefined,
    mailFrom: 'Фасадия <noreply@fasadia.example>',
    mailTo: 'info@fasadia.example',
    storage: { kind: 'disk', dir: path.join(dir, 'files') },
    outboxDir: path.join(dir, 'outbox'),
    trustedProxies: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    corsOrigins: [],
    formRateLimit: { limit: 5, windowMs: 10 * 60_000 },
    telegram: undefined,
    requireEmailConfirmation: false,
    siteUrl: 'http://localhost:3000',
    ...overrides,
  };
}
