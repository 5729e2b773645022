import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { DealerOnly } from '@/components/orders/dealer-only';
import { OrdersProviders } from '@/components/orders/orders-providers';
import { CalculatorPage } from './calculator-page';

export async function generateCalculatorMetadata(): Promise<Metadata> {
  const t = await getTranslations('Orders.calculator');
  return { title: t('title') };
}

/** Both calculator routes, `/profile/order/calculator` and the spec's `calc/{calculator?}`, render this. */
export async function CalculatorRoute() {
  const t = await getTranslations('Orders.calculator');
  return (
    <OrdersProviders>
      <DealerOnly title={t('title')}>
        <Suspense>
          <CalculatorPage />
        </Suspense>
      </DealerOnly>
    </OrdersProviders>
  );
}
