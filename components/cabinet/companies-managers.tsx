'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useCompanies, useManagers } from '@/api-client/clients/queries';
import formStyles from '@/components/account/form.module.css';
import { maskedPhone } from '@/api-client/schemas/fields';
import { phoneHref } from '@/lib/format';
import { useLoggedFailure } from './use-logged-failure';
import { useIsStaff } from './use-staff';
import cabinetStyles from './cabinet.module.css';
import styles from './clients.module.css';

/** The dealer's companies and factory managers on /profile/user: read-only, kept by the factory (spec §7). */
export function CompaniesManagers() {
  // Companies a dealer orders from and the dealer's managers at the factory: nothing of the staff's own.
  return useIsStaff() ? null : <DealerCompaniesManagers />;
}

function DealerCompaniesManagers() {
  const tCompanies = useTranslations('Account.companies');
  const companies = useCompanies();
  const managers = useManagers();
  return (
    <div className={styles.pair}>
      <ReadOnlyList namespace="Account.companies" what="Company list" items={companies.data?.companies} error={companies.error} isPending={companies.isPending}>
        {(company) => (
          <>
            <span className={styles.name}>{company.name}</span>
            {company.inn ? <span className={styles.muted}>{tCompanies('inn', { inn: company.inn })}</span> : null}
          </>
        )}
      </ReadOnlyList>
      <ReadOnlyList namespace="Account.managers" what="Manager list" items={managers.data?.managers} error={managers.error} isPending={managers.isPending}>
        {(manager) => (
          <>
            <span className={styles.name}>{manager.name}</span>
            {manager.phone ? <a href={phoneHref(manager.phone)}>{maskedPhone(manager.phone)}</a> : null}
            {manager.email ? <a href={`mailto:${manager.email}`}>{manager.email}</a> : null}
          </>
        )}
      </ReadOnlyList>
    </div>
  );
}

type ReadOnlyListProps<T> = {
  /** Its texts: title, intro, list, empty, loading, loadError. */
  namespace: 'Account.companies' | 'Account.managers';
  /** How a failure is logged (spec §8: logged only). */
  what: string;
  items: T[] | undefined;
  error: unknown;
  isPending: boolean;
  children: (item: T) => ReactNode;
};

/** A titled section listing what the factory keeps, with its loading, failure and empty states. */
function ReadOnlyList<T extends { id: number }>({ namespace, what, items, error, isPending, children }: ReadOnlyListProps<T>) {
  const t = useTranslations(namespace);
  const titleId = `${namespace.split('.')[1]}-title`;
  useLoggedFailure(error, what);
  return (
    <section className={cabinetStyles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('title')}</h2>
      <p className={formStyles.note}>{t('intro')}</p>
      {isPending ? <p role="status">{t('loading')}</p> : null}
      {error ? <p className={styles.muted}>{t('loadError')}</p> : null}
      {items?.length === 0 ? <p className={styles.muted}>{t('empty')}</p> : null}
      {items?.length ? (
        <ul className={styles.plainList} aria-label={t('list')}>
          {items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
