import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Список заказов' };

/** The orders issue replaces this page with the real list. */
export default function OrderListPage() {
  return <h1>Список заказов</h1>;
}
