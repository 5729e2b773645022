'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSessionUser } from '@/lib/stores/session-store';
import { useIsStaff } from './use-staff';
import styles from './cabinet.module.css';

const LINKS = [
  { key: 'newOrder', href: '/profile/order/new' },
  { key: 'orderList', href: '/profile/order-list' },
  { key: 'notifications', href: '/profile/notifications' },
  { key: 'profile', href: '/profile/user' },
  { key: 'guide', href: '/profile/calculator-guide' },
  { key: 'reklamation', href: '/profile/order/reklamation' },
] as const;

/** The factory's staff place no orders: they follow the dealers' orders and claims. */
const STAFF_LINKS = [
  { key: 'orderList', href: '/profile/order-list' },
  { key: 'staffReklamation', href: '/profile/order/reklamation' },
  { key: 'notifications', href: '/profile/notifications' },
  { key: 'profile', href: '/profile/user' },
] as const;

/** /profile: a greeting and the cabinet's sections. */
export function CabinetHome() {
  const t = useTranslations('Account');
  const user = useSessionUser();
  const staff = useIsStaff();
  const links = staff ? STAFF_LINKS : LINKS;
  return (
    <section aria-labelledby="cabinet-title">
      <h1 id="cabinet-title">{t('header.title')}</h1>
      {user?.name ? <p className="lead">{t('cabinet.greeting', { name: user.name })}</p> : null}
      <p>{t(staff ? 'cabinet.staffIntro' : 'cabinet.intro')}</p>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.href}>{t(`cabinet.links.${link.key}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
