import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DealerOnly } from '@/components/orders/dealer-only';
import { NewOrderForm } from '@/components/orders/new-order-form';
import { OrdersProviders } from '@/components/orders/orders-providers';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Orders.new');
  return { title: t('metaTitle') };
}

export default async function NewOrderPage() {
  const t = await getTranslations('Orders.new');
  return (
    <OrdersProviders>
      <DealerOnly title={t('title')}>
        <NewOrderForm />
      </DealerOnly>
    </OrdersProviders>
  );
}
