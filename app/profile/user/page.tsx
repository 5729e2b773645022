import type { Metadata } from 'next';
import { ProfileSettings } from '@/components/cabinet/profile-settings';

export const metadata: Metadata = { title: 'Настройки профиля' };

export default function ProfileUserPage() {
  return <ProfileSettings />;
}
