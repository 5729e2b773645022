import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CalculatorGuide } from '@/components/cabinet/calculator-guide';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account.guide');
  return { title: t('title') };
}

export default function CalculatorGuidePage() {
  return <CalculatorGuide />;
}
