'use client';

import { useTranslations } from 'next-intl';
import { serverMessageOf } from '@/api-client/http';
import styles from './orders.module.css';

/** A cabinet load that failed: the backend's words or spec §8's default, and a way to ask again from the page. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const t = useTranslations('Modals.error');
  return (
    <p role="alert" className={styles.error}>
      {serverMessageOf(error) ?? t('message')}{' '}
      <button type="button" className="button" onClick={() => void onRetry()}>
        {t('retry')}
      </button>
    </p>
  );
}
