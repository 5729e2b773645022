import { CalculatorRoute, calculatorMetadata } from '@/components/calculator/calculator-route';

export const metadata = calculatorMetadata;

/** The spec's `calc/{calculator?}` form of the calculator; the parameter names the calculation the real-time issue compares. */
export default function CalculatorParamRoute() {
  return <CalculatorRoute />;
}
