'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useReplaceOrderExcel } from '@/api-client/orders/mutations';
import type { Order } from '@/api-client/schemas/orders';
import { openModal } from '@/lib/stores/modal-store';
import { showError, workbookRefusal } from './format';
import styles from './orders.module.css';

/**
 * A draft's rows replaced from a new Excel file (order/{id}/excel): after a confirmation, as the rows cannot be
 * brought back; the file's problems come back by sheet and cell, as for a new order, and nothing changes then.
 */
export function ReplaceOrderFile({ order }: { order: Order }) {
  const t = useTranslations('Orders.replaceFile');
  const tActions = useTranslations('Orders.actions');
  const replace = useReplaceOrderExcel(order.id);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [refusal, setRefusal] = useState<{ message: string; problems: string[] } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (!order.actions.includes('excel')) return null;

  const send = () => {
    setDone(null);
    const file = input.current?.files?.item(0);
    if (!file) {
      setRefusal({ message: t('fileRequired'), problems: [] });
      return;
    }
    setRefusal(null);
    openModal('confirm', {
      title: t('confirm', { id: order.id, name: file.name }),
      message: tActions('cannotUndo'),
      confirmLabel: t('replace'),
      onConfirm: () =>
        replace.mutate(file, {
          onSuccess: ({ message }) => {
            setDone(message);
            if (input.current) input.current.value = '';
          },
          onError: (error) => {
            const refused = workbookRefusal(error);
            if (refused) setRefusal(refused);
            else showError(error);
          },
        }),
    });
  };

  return (
    <section className={styles.replaceFile} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('title')}</h2>
      <p className={styles.muted}>
        {t('hint')}{' '}
        <a href="/api/v1/order/template" download>
          {t('template')}
        </a>
      </p>
      <div className={styles.replaceRow}>
        <label>
          {t('file')}
          <input ref={input} type="file" accept=".xlsx" aria-invalid={refusal !== null} onChange={() => setRefusal(null)} />
        </label>
        <button type="button" className="button" disabled={replace.isPending} onClick={send}>
          {replace.isPending ? t('sending') : t('replace')}
        </button>
      </div>
      {refusal ? (
        <p role="alert" className={styles.error}>
          {refusal.message}
        </p>
      ) : null}
      {refusal && refusal.problems.length > 0 ? (
        <ul className={styles.problems} aria-label={t('problems')}>
          {refusal.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {done ? <p role="status">{done}</p> : null}
    </section>
  );
}
