import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrderListView } from '@/components/orders/order-list-view';
import { OrdersProviders } from '@/components/orders/orders-providers';

export const metadata: Metadata = { title: 'Список заказов', robots: { index: false, follow: false } };

export default function OrderListPage() {
  return (
    <OrdersProviders>
      <Suspense>
        <OrderListView />
      </Suspense>
    </OrdersProviders>
  );
}
