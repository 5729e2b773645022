import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { propertiesQueryOptions } from '@/api-client/content/get-properties';
import { getQueryClient } from '@/api-client/query-client';
import type { SiteProperties } from '@/api-client/schemas/content';
import { phoneHref } from '@/lib/format';
import { ModalLoading, ModalText, ModalTitle } from '../modal-parts';
import styles from '../modal.module.css';

/** wpv1.. hold the numbers, wpt1.. the texts beside them. */
export function sitePhones(phones: SiteProperties['phones']): { phone: string; text: string }[] {
  return Object.keys(phones)
    .filter((key) => /^wpv\d+$/.test(key) && phones[key]?.trim())
    .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
    .map((key) => ({ phone: phones[key] ?? '', text: phones[`wpt${key.slice(3)}`] ?? '' }));
}

/**
 * Stands in for the login form until it is built: the site's phones and e-mail, so the entry point still
 * reaches the factory.
 */
export function ContactsModal() {
  const t = useTranslations('Modals.contacts');
  const { data } = useQuery(propertiesQueryOptions(), getQueryClient());
  return (
    <>
      <ModalTitle>{t('title')}</ModalTitle>
      <ModalText>{t('intro')}</ModalText>
      {data ? (
        <ul className={styles.list}>
          {sitePhones(data.phones).map(({ phone, text }) => (
            <li key={phone}>
              <a href={phoneHref(phone)}>{phone}</a>
              {text ? <span>{text}</span> : null}
            </li>
          ))}
          {data.email ? (
            <li>
              <a href={`mailto:${data.email}`}>{data.email}</a>
              <span>{t('email')}</span>
            </li>
          ) : null}
        </ul>
      ) : (
        <ModalLoading titled={false} />
      )}
    </>
  );
}
