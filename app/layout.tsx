import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getSections } from '@/api-client/catalog/get-sections';
import { getMenu } from '@/api-client/content/get-menu';
import { getProperties } from '@/api-client/content/get-properties';
import { getBlogAlert } from '@/api-client/info/get-blog-alert';
import { YandexMetrika } from '@/components/analytics/yandex-metrika';
import { ChatMount } from '@/components/chat/chat-mount';
import { CityBootstrap } from '@/components/city/city-bootstrap';
import { CookieNotice } from '@/components/cookie/cookie-notice';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { StockPanel } from '@/components/layout/stock-panel';
import { ModalRoot } from '@/components/modals/modal-root';
import { StreamMount } from '@/components/notifications/stream-mount';
import { SessionWatcher } from '@/components/session/session-watcher';
import { getServerEnv } from '@/lib/env';
import { DEFAULT_OG_IMAGE } from '@/lib/seo';
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
    openGraph: { type: 'website', locale: 'ru_RU', siteName: t('brand'), images: [DEFAULT_OG_IMAGE] },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1f3b73',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The shell's optional parts degrade instead of failing the page: no menu, no stock panel.
  const [{ sections }, properties, t, menu, offer] = await Promise.all([
    getSections(),
    getProperties(),
    getTranslations('Site'),
    getMenu('headmenu').catch(() => null),
    getBlogAlert().catch(() => null),
  ]);
  return (
    <html lang="ru" data-theme={properties.theme === 'Y' ? 'dark' : 'light'}>
      <body>
        <a className="skip-link" href="#content">
          {t('skipToContent')}
        </a>
        {/* The catalogue reads without scripts; what needs them says so instead of doing nothing. */}
        <noscript>
          <p className="noscript-notice">{t('noScript')}</p>
        </noscript>
        {/* Fixed at the bottom, but first after the skip link for the keyboard: a question to answer before the page. */}
        <CookieNotice />
        <Suspense>
          <NavigationProgress label={t('loading')} />
        </Suspense>
        <StockPanel offer={offer} defaultButtonText={properties.stockButtonText} />
        <SiteHeader properties={properties} menu={menu} sections={sections} />
        {children}
        <SiteFooter properties={properties} />
        <ModalRoot />
        <CityBootstrap />
        <SessionWatcher />
        <StreamMount />
        <ChatMount enabled={properties.tgwebchat} texts={properties.loc} />
        <Suspense>
          <YandexMetrika />
        </Suspense>
      </body>
    </html>
  );
}
