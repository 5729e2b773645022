'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useReklamation } from '@/api-client/reklamation/queries';
import { useSessionUser } from '@/lib/stores/session-store';
import { LoadFailure } from '@/components/orders/load-failure';
import { ClaimForm } from './claim-form';
import { ClaimsList } from './claims-list';
import styles from './reklamation.module.css';

/** `/profile/order/reklamation`: a dealer's claim form and sent claims; the factory staff see every dealer's claims. */
export function ReklamationPage() {
  const t = useTranslations('Reklamation');
  const user = useSessionUser();
  const staff = user?.role === 'manager';
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      {staff ? <ClaimsList staff /> : <DealerClaims />}
    </div>
  );
}

function DealerClaims() {
  const t = useTranslations('Reklamation');
  const search = useSearchParams();
  const oid = Number(search.get('oid')) || null;
  const init = useReklamation();
  return (
    <>
      <p className={styles.lead}>{t('lead')}</p>
      {init.isPending ? <p role="status">{t('loading')}</p> : null}
      {init.isError ? <LoadFailure error={init.error} onRetry={init.refetch} /> : null}
      {/* A new draft (after sending or removing) starts a fresh form; a newer save of the same one, the form redraws itself. */}
      {init.data ? <ClaimForm key={init.data.rId} init={init.data} preselect={oid} /> : null}
      <ClaimsList staff={false} />
    </>
  );
}
