import { getTranslations } from 'next-intl/server';
import { CookieBar } from './cookie-bar';

/** The cookie notice (spec §4): texts from the server, the decision to show it in the browser. */
export async function CookieNotice() {
  const t = await getTranslations('Cookie');
  return <CookieBar texts={{ label: t('label'), text: t('text'), link: t('link'), accept: t('accept') }} />;
}
