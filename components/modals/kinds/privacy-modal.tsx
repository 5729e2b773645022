import { useProperties } from '@/api-client/content/get-properties';
import { CmsContent } from '@/components/content/cms-content';
import { ModalLoading, ModalTitle } from '../modal-parts';
import { ModalLoadError } from './load-error';
import styles from '../modal.module.css';

/** The privacy text from the site properties (privacyName, privacyText). */
export function PrivacyModal() {
  const { data, isError } = useProperties();
  if (isError) return <ModalLoadError />;
  if (!data) return <ModalLoading />;
  return (
    <>
      <ModalTitle>{data.privacyName}</ModalTitle>
      <CmsContent html={data.privacyText} className={styles.content} />
    </>
  );
}
