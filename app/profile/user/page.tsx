import type { Metadata } from 'next';
import { ClientsSection } from '@/components/cabinet/clients-section';
import { CompaniesManagers } from '@/components/cabinet/companies-managers';
import { ProfileSettings } from '@/components/cabinet/profile-settings';

export const metadata: Metadata = { title: 'Настройки профиля' };

export default function ProfileUserPage() {
  return (
    <>
      <ProfileSettings />
      <ClientsSection />
      <CompaniesManagers />
    </>
  );
}
