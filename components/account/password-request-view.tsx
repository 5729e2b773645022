'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { openModal } from '@/lib/stores/modal-store';
import { PasswordRequestForm } from './password-request-form';
import styles from './form.module.css';

export function PasswordRequestView() {
  const t = useTranslations('Account.passwordRequest');
  return (
    <div className={styles.form}>
      <PasswordRequestForm onSent={(message) => openModal('success', { title: t('sentTitle'), message })} />
      <Link href="/password-reset">{t('haveCheckword')}</Link>
    </div>
  );
}
