import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CabinetHome } from '@/components/cabinet/cabinet-home';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account.header');
  return { title: t('title') };
}

export default function ProfilePage() {
  return <CabinetHome />;
}
