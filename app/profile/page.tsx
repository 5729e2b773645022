import type { Metadata } from 'next';
import { CabinetHome } from '@/components/cabinet/cabinet-home';

export const metadata: Metadata = { title: 'Личный кабинет' };

export default function ProfilePage() {
  return <CabinetHome />;
}
