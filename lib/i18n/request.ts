import { getRequestConfig } from 'next-intl/server';
import { messages } from './messages';
import { MOSCOW_TIME_ZONE } from '@/lib/moscow-time';

/** One locale, no prefix: the site is Russian only. */
export default getRequestConfig(() =>
  Promise.resolve({
    locale: 'ru',
    timeZone: MOSCOW_TIME_ZONE,
    messages,
  }),
);
