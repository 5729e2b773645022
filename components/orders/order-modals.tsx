'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useOrderTypes } from '@/api-client/calculator/queries';
import { CmsContent } from '@/components/content/cms-content';
import { openModal, type ModalPropsMap } from '@/lib/stores/modal-store';
import { ModalActions, ModalLoading, ModalText, ModalTitle, useModal } from '../modals/modal-parts';
import { ModalLoadError } from '../modals/kinds/load-error';
import modalStyles from '../modals/modal.module.css';
import styles from './order-modals.module.css';

/** 'Калькулятор' leads on to the order-type chooser, 'Импорт' to the new-order (import) page. */
export function OrderCreateChoiceModal() {
  const t = useTranslations('Modals.orderCreateChoice');
  const { close } = useModal();
  return (
    <>
      <ModalTitle>{t('title')}</ModalTitle>
      <div className={styles.choice}>
        <button
          type="button"
          className={styles.choiceButton}
          onClick={() => {
            close();
            openModal('order-type', {}, { size: 'xl' });
          }}
        >
          <strong>{t('calculator')}</strong>
          <span>{t('calculatorHint')}</span>
        </button>
        <Link href="/profile/order/new" className={styles.choiceButton} onClick={close}>
          <strong>{t('import')}</strong>
          <span>{t('importHint')}</span>
        </Link>
      </div>
    </>
  );
}

/** Each kind shows picture, subtitle, name, HTML text and production time; choosing hands it back or opens the calculator. */
export function OrderTypeModal({ onSelect }: ModalPropsMap['order-type']) {
  const t = useTranslations('Modals.orderType');
  const { close } = useModal();
  // The kinds are the calculator's reference data (`new_order_types`): the calculator then opens from the same answer.
  const { data: types, error } = useOrderTypes();
  if (error) return <ModalLoadError />;
  return (
    <>
      <ModalTitle>{t('title')}</ModalTitle>
      {types ? (
        <ul className={styles.types}>
          {types.map((type) => (
            <li key={type.id} className={type.dark ? `${styles.type} ${styles.dark}` : styles.type}>
              <Link
                href={`/profile/order/calculator?nti=${type.id}`}
                className={styles.typeLink}
                onClick={(event) => {
                  if (onSelect) {
                    event.preventDefault();
                    onSelect(type);
                  }
                  close();
                }}
              >
                <Image src={type.picture} alt="" width={120} height={90} />
                <span className={styles.subtitle}>{type.subtitle}</span>
                <strong>{type.name}</strong>
              </Link>
              <CmsContent html={type.text} />
              <ModalText>{t('prodtime', { prodtime: type.prodtime })}</ModalText>
            </li>
          ))}
        </ul>
      ) : (
        <ModalLoading titled={false} />
      )}
    </>
  );
}

/** Someone else wrote on an order the user does not have open: where it is, and the way there. */
export function NewCommentModal({ orderId }: ModalPropsMap['new-comment']) {
  const t = useTranslations('Modals');
  const { close } = useModal();
  return (
    <>
      <ModalTitle>{t('newComment.title')}</ModalTitle>
      <ModalText>{t('newComment.message', { id: orderId })}</ModalText>
      <ModalActions>
        <Link href={`/profile/order/${orderId}#order-comments`} className="button" onClick={close}>
          {t('newComment.open')}
        </Link>
        <button type="button" className={`button ${modalStyles.secondary}`} onClick={close}>
          {t('close')}
        </button>
      </ModalActions>
    </>
  );
}
