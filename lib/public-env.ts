/**
 * Public variables are inlined at build, so each is named in full here. They live apart from lib/env.ts (the
 * server's, validated with zod) so that browser code reading them does not carry zod.
 */
export const publicEnv = {
  metrikaId: process.env.NEXT_PUBLIC_YANDEX_METRIKA_ID ?? '',
  recaptchaSiteKey: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY ?? '',
  /** Yandex Maps JavaScript API key; without it the contacts pages show addresses and map links only. */
  yandexMapsKey: process.env.NEXT_PUBLIC_YANDEX_MAPS_KEY ?? '',
  /** The factory bot's username (without @): the profile then links the code straight to the bot (t.me/…?start=code). */
  telegramBot: (process.env.NEXT_PUBLIC_TELEGRAM_BOT ?? '').replace(/^@/, ''),
  /** The event stream's URL; the site's own origin (proxied to the backend) by default. */
  streamUrl: process.env.NEXT_PUBLIC_STREAM_URL || '/api/v1/sse/stream',
} as const;
