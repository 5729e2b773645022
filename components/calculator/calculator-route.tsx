import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrdersProviders } from '@/components/orders/orders-providers';
import { CalculatorPage } from './calculator-page';

export const calculatorMetadata: Metadata = { title: 'Калькулятор', robots: { index: false, follow: false } };

/** Both calculator routes, `/profile/order/calculator` and the spec's `calc/{calculator?}`, render this. */
export function CalculatorRoute() {
  return (
    <OrdersProviders>
      <Suspense>
        <CalculatorPage />
      </Suspense>
    </OrdersProviders>
  );
}
