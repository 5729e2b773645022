'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useExportReklamation, useSetReklamationStatus, type ReklamationExport } from '@/api-client/reklamation/mutations';
import { useClaims } from '@/api-client/reklamation/queries';
import { REKLAMATION_STATUS_NAMES, type ReklamationStatusCode, type SentClaim } from '@/api-client/schemas/reklamation';
import { formText, saveBlob, showError } from '@/components/orders/format';
import { LoadFailure } from '@/components/orders/load-failure';
import { ClaimContent } from './claim-content';
import styles from './reklamation.module.css';
import { formatMoscowDateTime } from '@/lib/moscow-time';
import { useSingleFlight } from '@/components/forms/use-single-flight';

/** Sent claims with their status, course and what was sent; the staff's copy also moves a claim to its next status. */
export function ClaimsList({ staff }: { staff: boolean }) {
  const t = useTranslations('Reklamation.claims');
  const claims = useClaims();
  return (
    <section className={styles.claims} aria-labelledby="claims-title">
      <h2 id="claims-title">{staff ? t('staffTitle') : t('title')}</h2>
      {claims.isPending ? <p role="status">{t('title')}…</p> : null}
      {claims.isError ? <LoadFailure error={claims.error} onRetry={claims.refetch} /> : null}
      {claims.data?.length === 0 ? <p className={styles.muted}>{t('empty')}</p> : null}
      {claims.data && claims.data.length > 0 ? (
        <ul className={styles.claimList}>
          {claims.data.map((claim) => (
            <ClaimItem key={claim.id} claim={claim} staff={staff} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ClaimItem({ claim, staff }: { claim: SentClaim; staff: boolean }) {
  const t = useTranslations('Reklamation.claims');
  const exporter = useExportReklamation();
  const titleId = `claim-${claim.id}`;
  const download = (kind: ReklamationExport) =>
    exporter.mutate(
      { rId: claim.id, kind },
      { onSuccess: (blob) => saveBlob(blob, `${kind === 'claim' ? 'Рекламация' : 'Ярлык рекламации'} ${claim.number}.xlsx`), onError: showError },
    );
  const last = claim.history.at(-1);
  return (
    <li className={styles.claim}>
      <article aria-labelledby={titleId}>
        <div className={styles.claimHead}>
          <h3 id={titleId}>{t('number', { number: claim.number })}</h3>
          <span role="status" className={`${styles.status} ${styles[`status_${claim.status}`] ?? ''}`}>
            <span className="visually-hidden">{t('status')}: </span>
            {claim.statusName}
          </span>
        </div>
        <p className={styles.muted}>
          {t('sent', { date: formatMoscowDateTime(claim.sent) })} ·{' '}
          <Link href={`/profile/order/${claim.orderId}`}>{t('order', { id: claim.orderId, number: claim.orderNumber ? ` (${claim.orderNumber})` : '' })}</Link>
          {staff ? ` · ${t('dealer', { name: claim.dealer })}` : ''} · {t('facts', { rows: claim.rows, files: claim.files })}
        </p>
        {last?.comment ? <p className={styles.note}>{last.comment}</p> : null}
        <ClaimContent claim={claim} />
        {claim.history.length > 1 ? (
          <details className={styles.history}>
            <summary>{t('history')}</summary>
            <ol>
              {claim.history.map((entry, i) => (
                <li key={i}>
                  {formatMoscowDateTime(entry.date)} — {entry.name}
                  {entry.comment ? `: ${entry.comment}` : ''}
                </li>
              ))}
            </ol>
          </details>
        ) : null}
        <div className={styles.claimActions}>
          <button type="button" className={styles.secondary} aria-label={t('exportClaimLabel', { number: claim.number })} disabled={exporter.isPending} onClick={() => download('claim')}>
            {t('exportClaim')}
          </button>
          <button type="button" className={styles.secondary} aria-label={t('exportLabelLabel', { number: claim.number })} disabled={exporter.isPending} onClick={() => download('label')}>
            {t('exportLabel')}
          </button>
        </div>
        {staff ? <StatusChange claim={claim} /> : null}
      </article>
    </li>
  );
}

function StatusChange({ claim }: { claim: SentClaim }) {
  const t = useTranslations('Reklamation.claims');
  const change = useSetReklamationStatus();
  const [status, setStatus] = useState('');
  const flight = useSingleFlight();
  if (claim.next.length === 0) return <p className={styles.muted}>{t('final')}</p>;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const next = formText(data, 'status') as ReklamationStatusCode;
    if (!next || !flight.start()) return;
    change.mutate(
      { rId: claim.id, status: next, comment: formText(data, 'comment') },
      {
        onSuccess: () => {
          setStatus('');
          form.reset();
          // «Применить» is disabled until the next choice: the keyboard goes on from the status it chose.
          form.querySelector('select')?.focus();
        },
        onError: showError,
        onSettled: flight.done,
      },
    );
  };
  return (
    <form className={styles.statusForm} onSubmit={onSubmit}>
      <select name="status" aria-label={t('nextStatus', { number: claim.number })} value={status} onChange={(event) => setStatus(event.target.value)}>
        <option value="">{t('chooseStatus')}</option>
        {claim.next.map((code) => (
          <option key={code} value={code}>
            {REKLAMATION_STATUS_NAMES[code]}
          </option>
        ))}
      </select>
      <input name="comment" type="text" maxLength={1000} aria-label={t('comment', { number: claim.number })} placeholder={t('commentPlaceholder')} />
      <button type="submit" className={styles.secondary} disabled={!status || change.isPending}>
        {t('apply')}
      </button>
    </form>
  );
}
