import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { OrderListView } from '@/components/orders/order-list-view';
import { OrdersProviders } from '@/components/orders/orders-providers';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account.orderList');
  return { title: t('title') };
}

export default function OrderListPage() {
  return (
    <OrdersProviders>
      <Suspense>
        <OrderListView />
      </Suspense>
    </OrdersProviders>
  );
}
