import type { Metadata } from 'next';
import { NewOrderForm } from '@/components/orders/new-order-form';
import { OrdersProviders } from '@/components/orders/orders-providers';

export const metadata: Metadata = { title: 'Новый заказ', robots: { index: false, follow: false } };

export default function NewOrderPage() {
  return (
    <OrdersProviders>
      <NewOrderForm />
    </OrdersProviders>
  );
}
