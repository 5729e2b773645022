'use client';

import { useTranslations } from 'next-intl';
import { useCompanies, useManagers } from '@/api-client/clients/queries';
import formStyles from '@/components/account/form.module.css';
import { phoneHref } from '@/lib/format';
import { useLoggedFailure } from './use-logged-failure';
import cabinetStyles from './cabinet.module.css';
import styles from './clients.module.css';

/** The dealer's companies and factory managers on /profile/user: read-only, kept by the factory (spec §7). */
export function CompaniesManagers() {
  return (
    <div className={styles.pair}>
      <Companies />
      <Managers />
    </div>
  );
}

function Companies() {
  const t = useTranslations('Account.companies');
  const { data, error, isPending } = useCompanies();
  useLoggedFailure(error, 'Company list');
  return (
    <section className={cabinetStyles.section} aria-labelledby="companies-title">
      <h2 id="companies-title">{t('title')}</h2>
      <p className={formStyles.note}>{t('intro')}</p>
      {isPending ? <p role="status">{t('loading')}</p> : null}
      {error ? <p className={styles.muted}>{t('loadError')}</p> : null}
      {data?.companies.length === 0 ? <p className={styles.muted}>{t('empty')}</p> : null}
      {data?.companies.length ? (
        <ul className={styles.plainList} aria-label={t('list')}>
          {data.companies.map((company) => (
            <li key={company.id}>
              <span className={styles.name}>{company.name}</span>
              {company.inn ? <span className={styles.muted}>{t('inn', { inn: company.inn })}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Managers() {
  const t = useTranslations('Account.managers');
  const { data, error, isPending } = useManagers();
  useLoggedFailure(error, 'Manager list');
  return (
    <section className={cabinetStyles.section} aria-labelledby="managers-title">
      <h2 id="managers-title">{t('title')}</h2>
      <p className={formStyles.note}>{t('intro')}</p>
      {isPending ? <p role="status">{t('loading')}</p> : null}
      {error ? <p className={styles.muted}>{t('loadError')}</p> : null}
      {data?.managers.length === 0 ? <p className={styles.muted}>{t('empty')}</p> : null}
      {data?.managers.length ? (
        <ul className={styles.plainList} aria-label={t('list')}>
          {data.managers.map((manager) => (
            <li key={manager.id}>
              <span className={styles.name}>{manager.name}</span>
              {manager.phone ? <a href={phoneHref(manager.phone)}>{manager.phone}</a> : null}
              {manager.email ? <a href={`mailto:${manager.email}`}>{manager.email}</a> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
