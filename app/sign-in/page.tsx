import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { SignInView } from '@/components/account/sign-in-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('login.pageTitle'), robots: { index: false } };
}

export default async function SignInPage() {
  const t = await getTranslations('Account');
  return (
    <AccountPage title={t('login.pageTitle')}>
      <SignInView />
    </AccountPage>
  );
}
