'use client';

import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/errors/error-view';

/** Any failure below the root layout: the server answers 500 and this page shows, with no details. */
export default function ErrorPage() {
  const t = useTranslations('Errors');
  return <ErrorView status={500} title={t('serverTitle')} text={t('serverText')} homeLabel={t('toHome')} />;
}
