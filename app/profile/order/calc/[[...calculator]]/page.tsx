import { CalculatorRoute, generateCalculatorMetadata } from '@/components/calculator/calculator-route';

export const generateMetadata = generateCalculatorMetadata;

/** The spec's `calc/{calculator?}` form of the calculator; the parameter names the calculation the real-time issue compares. */
export default function CalculatorParamRoute() {
  return <CalculatorRoute />;
}
