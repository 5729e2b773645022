import { useEffect } from 'react';
import { useCustomContent } from '@/api-client/content/get-custom-content';
import { CmsContent } from '@/components/content/cms-content';
import type { ModalPropsMap } from '@/lib/stores/modal-store';
import { ModalLoading, ModalTitle } from '../modal-parts';
import { ModalLoadError } from './load-error';
import styles from '../modal.module.css';

/** A CMS popup (content/get_custom_content/{id}), e.g. from a footer link. */
export function CustomModal({ contentId }: ModalPropsMap['custom']) {
  const { data, error } = useCustomContent(contentId);
  useEffect(() => {
    // Spec §8: content failures are logged only.
    if (error) console.error(`Custom content ${contentId} failed to load`, error);
  }, [error, contentId]);
  if (error) return <ModalLoadError />;
  if (!data) return <ModalLoading />;
  return (
    <>
      <ModalTitle>{data.title}</ModalTitle>
      <CmsContent html={data.content} className={styles.content} />
    </>
  );
}
