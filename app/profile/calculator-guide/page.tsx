import type { Metadata } from 'next';
import { CalculatorGuide } from '@/components/cabinet/calculator-guide';

export const metadata: Metadata = { title: 'Инструкция по калькулятору' };

export default function CalculatorGuidePage() {
  return <CalculatorGuide />;
}
