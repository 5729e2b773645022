import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientsSection } from '@/components/cabinet/clients-section';
import { CompaniesManagers } from '@/components/cabinet/companies-managers';
import { ProfileSettings } from '@/components/cabinet/profile-settings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account.profile');
  return { title: t('title') };
}

export default function ProfileUserPage() {
  return (
    <>
      <ProfileSettings />
      <ClientsSection />
      <CompaniesManagers />
    </>
  );
}
