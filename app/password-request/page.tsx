import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { PasswordRequestView } from '@/components/account/password-request-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('passwordRequest.title'), robots: { index: false } };
}

export default async function PasswordRequestPage() {
  const t = await getTranslations('Account');
  return (
    <AccountPage title={t('passwordRequest.title')}>
      <PasswordRequestView />
    </AccountPage>
  );
}
