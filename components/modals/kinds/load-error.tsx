import { useTranslations } from 'next-intl';
import { ModalText, ModalTitle } from '../modal-parts';

/** What a modal whose content failed to load shows in its place: the default error texts. */
export function ModalLoadError() {
  const t = useTranslations('Modals.error');
  return (
    <>
      <ModalTitle>{t('title')}</ModalTitle>
      <ModalText>{t('message')}</ModalText>
    </>
  );
}
