import { createTranslator } from 'next-intl';
import { messages } from '@/lib/i18n/messages';

/** next-intl/server's getTranslations over the site's messages, for server components and metadata under vitest. */
export function getTranslations(namespace?: string) {
  return Promise.resolve(createTranslator({ locale: 'ru', messages, namespace: namespace as never }));
}
