import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { propertiesQueryOptions } from '@/api-client/content/get-properties';
import { getQueryClient } from '@/api-client/query-client';
import { CmsContent } from '@/components/content/cms-content';
import { ModalLoading, ModalText, ModalTitle } from '../modal-parts';
import styles from '../modal.module.css';

/** The privacy text from the site properties (privacyName, privacyText). */
export function PrivacyModal() {
  const t = useTranslations('Modals.error');
  const { data, isError } = useQuery(propertiesQueryOptions(), getQueryClient());
  if (isError) {
    return (
      <>
        <ModalTitle>{t('title')}</ModalTitle>
        <ModalText>{t('message')}</ModalText>
      </>
    );
  }
  if (!data) return <ModalLoading />;
  return (
    <>
      <ModalTitle>{data.privacyName}</ModalTitle>
      <CmsContent html={data.privacyText} className={styles.content} />
    </>
  );
}
