import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { OrderView } from '@/components/orders/order-view';
import { OrdersProviders } from '@/components/orders/orders-providers';

type Props = { params: Promise<{ orderNumber: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ orderNumber }, t] = await Promise.all([params, getTranslations('Orders.order')]);
  // The order's number, not the address's spelling of it: /profile/order/03 is order 3.
  return { title: t('title', { id: Number(orderNumber) }) };
}

export default async function OrderPage({ params }: Props) {
  const { orderNumber } = await params;
  if (!/^\d{1,9}$/.test(orderNumber)) notFound();
  return (
    <OrdersProviders>
      <OrderView key={orderNumber} id={Number(orderNumber)} />
    </OrdersProviders>
  );
}
