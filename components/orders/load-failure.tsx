'use client';

import { useTranslations } from 'next-intl';
import { serverMessageOf } from '@/api-client/http';
import styles from './orders.module.css';

/** A cabinet load that failed: the backend's words or spec §8's default, and a way to ask again from the page. */
export function LoadFailure({ error, onRetry, className }: { error: unknown; onRetry: () => unknown; className?: string }) {
  const t = useTranslations('Modals.error');
  return (
    <p role="alert" className={`${styles.error} ${className ?? ''}`}>
      {serverMessageOf(error) ?? t('message')}{' '}
      <button type="button" className="button" onClick={() => void onRetry()}>
        {t('retry')}
      </button>
    </p>
  );
}
