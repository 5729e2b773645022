import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ReklamationPage } from '@/components/reklamation/reklamation-page';
import { ReklamationProviders } from '@/components/reklamation/reklamation-providers';

export const metadata: Metadata = { title: 'Рекламация', robots: { index: false, follow: false } };

export default function ReklamationRoutePage() {
  return (
    <ReklamationProviders>
      <Suspense>
        <ReklamationPage />
      </Suspense>
    </ReklamationProviders>
  );
}
