import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { PasswordResetForm } from '@/components/account/password-reset-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('passwordReset.title'), robots: { index: false } };
}

export default async function PasswordResetPage() {
  const t = await getTranslations('Account');
  return (
    <AccountPage title={t('passwordReset.title')}>
      <PasswordResetForm />
    </AccountPage>
  );
}
