import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CalculatorPage } from '@/components/calculator/calculator-page';
import { OrdersProviders } from '@/components/orders/orders-providers';

export const metadata: Metadata = { title: 'Калькулятор', robots: { index: false, follow: false } };

export default function CalculatorRoute() {
  return (
    <OrdersProviders>
      <Suspense>
        <CalculatorPage />
      </Suspense>
    </OrdersProviders>
  );
}
