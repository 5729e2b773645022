'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useExportReklamation, useSetReklamationStatus, type ReklamationExport } from '@/api-client/reklamation/mutations';
import { useClaims } from '@/api-client/reklamation/queries';
import {
  CLAIM_FILTERS,
  REKLAMATION_STATUS_NAMES,
  reklamationStatusRequestSchema,
  type ClaimFilter,
  type SentClaim,
} from '@/api-client/schemas/reklamation';
import { saveBlob, showError } from '@/components/orders/format';
import { LoadFailure } from '@/components/orders/load-failure';
import { ClaimContent } from './claim-content';
import styles from './reklamation.module.css';
import { formatMoscowDateTime } from '@/lib/moscow-time';
import { useSingleFlight } from '@/components/forms/use-single-flight';
import { useSpecForm } from '@/components/forms/use-spec-form';
import { useFocusAdded } from '@/components/ui/use-focus-added';

/**
 * The staff's filter, kept in the address too: back from a claim's order, the list shows the same claims again. The
 * address changes in place (no navigation), so the list switches at once and the page is not asked for again.
 */
function useClaimFilter(staff: boolean): [ClaimFilter, (next: ClaimFilter) => void] {
  const params = useSearchParams();
  const pathname = usePathname();
  const [status, setStatus] = useState<ClaimFilter>(() => {
    const asked = params.get('status');
    return staff ? (CLAIM_FILTERS.find((filter) => filter === asked) ?? 'all') : 'all';
  });
  const choose = (next: ClaimFilter) => {
    setStatus(next);
    const search = new URLSearchParams(params.toString());
    if (next === 'all') search.delete('status');
    else search.set('status', next);
    const query = search.toString();
    window.history.replaceState(null, '', query ? `${pathname}?${query}` : pathname);
  };
  return [status, choose];
}

/**
 * Sent claims with their status, course and what was sent, a page at a time with «Показать ещё»; the staff's copy
 * also filters them by status and moves a claim to its next status.
 */
export function ClaimsList({ staff }: { staff: boolean }) {
  const t = useTranslations('Reklamation.claims');
  const [status, setStatus] = useClaimFilter(staff);
  const claims = useClaims(status);
  // Told at the list, not the claim: a claim the change takes out of the filter leaves the page with its form.
  const [notice, setNotice] = useState('');
  const items = claims.data?.pages.flatMap((page) => page.claims) ?? [];
  const total = claims.data?.pages.at(-1)?.total ?? 0;
  const { listRef, focusFrom } = useFocusAdded(items.length, 'h3');
  return (
    <section className={styles.claims} aria-labelledby="claims-title">
      <div className={styles.claimsHead}>
        <h2 id="claims-title">{staff ? t('staffTitle') : t('title')}</h2>
        {staff ? (
          <label className={styles.filter}>
            {t('filter')}
            <select value={status} onChange={(event) => setStatus(event.target.value as ClaimFilter)}>
              {CLAIM_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {filter === 'all' || filter === 'open' ? t(`filters.${filter}`) : REKLAMATION_STATUS_NAMES[filter]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <p role="status" className={notice ? styles.notice : 'visually-hidden'}>
        {notice}
      </p>
      {claims.isPending ? <p role="status">{t('title')}…</p> : null}
      {claims.isError && !claims.isFetchNextPageError ? <LoadFailure error={claims.error} onRetry={claims.refetch} /> : null}
      {claims.data && items.length === 0 ? <p className={styles.muted}>{status === 'all' ? t('empty') : t('emptyFiltered')}</p> : null}
      {items.length > 0 ? (
        <>
          <p className={styles.muted}>{t('shown', { shown: items.length, total })}</p>
          <ul ref={listRef} className={styles.claimList}>
            {items.map((claim) => (
              <ClaimItem key={claim.id} claim={claim} staff={staff} onStatusChanged={setNotice} />
            ))}
          </ul>
        </>
      ) : null}
      {claims.isFetchNextPageError ? <LoadFailure error={claims.error} onRetry={() => claims.fetchNextPage()} /> : null}
      {claims.hasNextPage && !claims.isFetchNextPageError ? (
        <button
          type="button"
          className={`${styles.secondary} ${styles.more}`}
          disabled={claims.isFetchingNextPage}
          onClick={(event) => {
            focusFrom(event.detail === 0 ? items.length : null);
            void claims.fetchNextPage();
          }}
        >
          {claims.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
        </button>
      ) : null}
    </section>
  );
}

type ClaimItemProps = { claim: SentClaim; staff: boolean; onStatusChanged: (message: string) => void };

function ClaimItem({ claim, staff, onStatusChanged }: ClaimItemProps) {
  const t = useTranslations('Reklamation.claims');
  const exporter = useExportReklamation();
  const titleId = `claim-${claim.id}`;
  const download = (kind: ReklamationExport) =>
    exporter.mutate(
      { rId: claim.id, kind },
      { onSuccess: (blob) => saveBlob(blob, t(kind === 'claim' ? 'claimFile' : 'labelFile', { number: claim.number })), onError: showError },
    );
  const last = claim.history.at(-1);
  return (
    <li className={styles.claim}>
      <article aria-labelledby={titleId}>
        <div className={styles.claimHead}>
          <h3 id={titleId} tabIndex={-1}>
            {t('number', { number: claim.number })}
          </h3>
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
        {staff ? <StatusChange claim={claim} onChanged={onStatusChanged} /> : null}
      </article>
    </li>
  );
}

/** The staff's move of a claim: the next status, which «Применить» waits for, and a note for the dealer as typed. */
const statusChangeSchema = z.object({ status: z.string().pipe(reklamationStatusRequestSchema.shape.status), comment: z.string() });

function StatusChange({ claim, onChanged }: { claim: SentClaim; onChanged: (message: string) => void }) {
  const t = useTranslations('Reklamation.claims');
  const change = useSetReklamationStatus();
  const { register, control, handleSubmit, reset, setFocus } = useSpecForm<z.input<typeof statusChangeSchema>, z.output<typeof statusChangeSchema>>({
    resolver: zodResolver(statusChangeSchema),
    defaultValues: { status: '', comment: '' },
  });
  const status = useWatch({ control, name: 'status' });
  const flight = useSingleFlight();
  if (claim.next.length === 0) return <p className={styles.muted}>{t('final')}</p>;
  const onSubmit = handleSubmit((values) => {
    if (!flight.start()) return;
    // The promise, not mutate's callbacks: a claim the change takes out of the filter unmounts this form first.
    void change
      .mutateAsync({ rId: claim.id, ...values })
      .then(({ message }) => {
        onChanged(message);
        // The fields keep their elements through the reset (react-hook-form drops them otherwise until the next
        // render), so that the focus can go back at once: «Применить» is disabled until the next choice, and the
        // keyboard goes on from the status it chose.
        reset(undefined, { keepFieldsRef: true });
        setFocus('status');
      }, showError)
      .finally(flight.done);
  });
  return (
    <form className={styles.statusForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <select aria-label={t('nextStatus', { number: claim.number })} {...register('status')}>
        <option value="">{t('chooseStatus')}</option>
        {claim.next.map((code) => (
          <option key={code} value={code}>
            {REKLAMATION_STATUS_NAMES[code]}
          </option>
        ))}
      </select>
      <input type="text" maxLength={1000} aria-label={t('comment', { number: claim.number })} placeholder={t('commentPlaceholder')} {...register('comment')} />
      <button type="submit" className={styles.secondary} disabled={!status || change.isPending}>
        {t('apply')}
      </button>
    </form>
  );
}
