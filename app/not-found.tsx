import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/errors/error-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors');
  // Next writes robots noindex into every 404 itself.
  return { title: t('notFoundTitle') };
}

export default async function NotFound() {
  const t = await getTranslations('Errors');
  return <ErrorView status={404} title={t('notFoundTitle')} text={t('notFoundText')} homeLabel={t('toHome')} />;
}
