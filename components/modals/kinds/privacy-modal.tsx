import { useQuery } from '@tanstack/react-query';
import { propertiesQueryOptions } from '@/api-client/content/get-properties';
import { getQueryClient } from '@/api-client/query-client';
import { CmsContent } from '@/components/content/cms-content';
import { ModalLoading, ModalTitle } from '../modal-parts';
import { ModalLoadError } from './load-error';
import styles from '../modal.module.css';

/** The privacy text from the site properties (privacyName, privacyText). */
export function PrivacyModal() {
  const { data, isError } = useQuery(propertiesQueryOptions(), getQueryClient());
  if (isError) return <ModalLoadError />;
  if (!data) return <ModalLoading />;
  return (
    <>
      <ModalTitle>{data.privacyName}</ModalTitle>
      <CmsContent html={data.privacyText} className={styles.content} />
    </>
  );
}
