import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useCustomContent } from '@/api-client/content/get-custom-content';
import { CmsContent } from '@/components/content/cms-content';
import type { ModalPropsMap } from '@/lib/stores/modal-store';
import { ModalLoading, ModalText, ModalTitle } from '../modal-parts';
import styles from '../modal.module.css';

/** A CMS popup (content/get_custom_content/{id}), e.g. from a footer link. */
export function CustomModal({ contentId }: ModalPropsMap['custom']) {
  const t = useTranslations('Modals.error');
  const { data, error } = useCustomContent(contentId);
  useEffect(() => {
    // Spec §8: content failures are logged only.
    if (error) console.error(`Custom content ${contentId} failed to load`, error);
  }, [error, contentId]);
  if (error) {
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
      <ModalTitle>{data.title}</ModalTitle>
      <CmsContent html={data.content} className={styles.content} />
    </>
  );
}
