import { CalculatorRoute, calculatorMetadata } from '@/components/calculator/calculator-route';

export const metadata = calculatorMetadata;

export default function CalculatorRoutePage() {
  return <CalculatorRoute />;
}
