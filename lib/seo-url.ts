import { getServerEnv } from '@/lib/env';

/** An absolute URL on the public origin, for structured data and the sitemap. */
export function absoluteUrl(path: string): string {
  return new URL(path, getServerEnv().SITE_URL).toString();
}
