import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ReklamationPage } from '@/components/reklamation/reklamation-page';
import { ReklamationProviders } from '@/components/reklamation/reklamation-providers';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Reklamation');
  return { title: t('title') };
}

export default function ReklamationRoutePage() {
  return (
    <ReklamationProviders>
      <Suspense>
        <ReklamationPage />
      </Suspense>
    </ReklamationProviders>
  );
}
