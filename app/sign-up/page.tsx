import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { SignUpForm } from '@/components/account/sign-up-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('signUp.title'), robots: { index: false } };
}

export default async function SignUpPage() {
  const t = await getTranslations('Account');
  return (
    <AccountPage title={t('signUp.title')} wide>
      <SignUpForm />
    </AccountPage>
  );
}
