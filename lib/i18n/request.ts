import { getRequestConfig } from 'next-intl/server';
import { messages } from './messages';

/** One locale, no prefix: the site is Russian only. */
export default getRequestConfig(() =>
  Promise.resolve({
    locale: 'ru',
    timeZone: 'Europe/Moscow',
    messages,
  }),
);
