'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useIsStaff } from '@/components/cabinet/use-staff';
import styles from './orders.module.css';

/** New orders and the calculator are a dealer's: the staff who open their address learn why instead of a form the backend would refuse (403). */
export function DealerOnly({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslations('Orders.dealerOnly');
  if (!useIsStaff()) return children;
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.lead}>{t('text')}</p>
      <p>
        <Link href="/profile/order-list">{t('back')}</Link>
      </p>
    </div>
  );
}
