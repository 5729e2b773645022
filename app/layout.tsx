import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { getSections } from '@/api-client/catalog/get-sections';
import { getProperties } from '@/api-client/content/get-properties';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { getServerEnv } from '@/lib/env';
import { messages } from '@/lib/i18n/messages';
import '@/styles/globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Site');
  return {
    metadataBase: new URL(getServerEnv().SITE_URL),
    title: { default: t('defaultTitle'), template: `%s — ${t('brand')}` },
    description: t('defaultDescription'),
    keywords: '',
    applicationName: t('brand'),
    icons: { icon: '/favicon.svg' },
    openGraph: { type: 'website', locale: 'ru_RU', siteName: t('brand') },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1f3b73',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [{ sections }, properties, t] = await Promise.all([getSections(), getProperties(), getTranslations('Site')]);
  return (
    <html lang="ru" data-theme={properties.theme === 'Y' ? 'dark' : 'light'}>
      <body>
        <a className="skip-link" href="#content">
          {t('skipToContent')}
        </a>
        <Suspense>
          <NavigationProgress label={t('loading')} />
        </Suspense>
        <NextIntlClientProvider messages={{ Errors: messages.Errors }}>
          <SiteHeader sections={sections} phone={properties.defaultPhone} />
          {children}
          <SiteFooter properties={properties} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
