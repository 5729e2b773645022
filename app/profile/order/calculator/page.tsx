import { CalculatorRoute, generateCalculatorMetadata } from '@/components/calculator/calculator-route';

export const generateMetadata = generateCalculatorMetadata;

export default function CalculatorRoutePage() {
  return <CalculatorRoute />;
}
