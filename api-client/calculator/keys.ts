import type { CalculationInput } from '../schemas/calculator';

export const calculatorKeys = {
  all: ['calculator'] as const,
  reference: (calculator: string | null = null) => [...calculatorKeys.all, 'reference', calculator] as const,
  colorLibs: () => [...calculatorKeys.all, 'color-libs'] as const,
  offers: () => [...calculatorKeys.all, 'offers'] as const,
  price: (calculation: CalculationInput) => [...calculatorKeys.all, 'price', calculation] as const,
};
