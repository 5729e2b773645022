import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CalculatorPage } from '@/components/calculator/calculator-page';
import { OrdersProviders } from '@/components/orders/orders-providers';

export const metadata: Metadata = { title: 'Калькулятор', robots: { index: false, follow: false } };

/** The spec's `calc/{calculator?}` form of the calculator; the parameter names the calculation the real-time issue compares. */
export default function CalculatorParamRoute() {
  return (
    <OrdersProviders>
      <Suspense>
        <CalculatorPage />
      </Suspense>
    </OrdersProviders>
  );
}
