import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ModalPropsMap } from '@/lib/stores/modal-store';
import { ModalActions, ModalText, ModalTitle, useModal } from '../modal-parts';
import styles from '../modal.module.css';

/** Spec §9: the request-sent modal closes itself after 1500 ms. */
export const REQUEST_SENT_CLOSE_MS = 1500;
/** Spec §9: the session-expired popup hides after 10 s. */
export const SESSION_EXPIRED_CLOSE_MS = 10_000;

function useAutoClose(delayMs: number) {
  const { close } = useModal();
  useEffect(() => {
    const timer = window.setTimeout(close, delayMs);
    return () => window.clearTimeout(timer);
  }, [close, delayMs]);
}

function CloseButton({ children }: { children: string }) {
  const { close } = useModal();
  return (
    <button type="button" className="button" onClick={close}>
      {children}
    </button>
  );
}

export function ErrorModal({ title, message }: ModalPropsMap['error']) {
  const t = useTranslations('Modals.error');
  return (
    <>
      <ModalTitle>{title || t('title')}</ModalTitle>
      <ModalText>{message || t('message')}</ModalText>
      <ModalActions>
        <CloseButton>{t('button')}</CloseButton>
      </ModalActions>
    </>
  );
}

export function GenericErrorModal() {
  const t = useTranslations('Modals.genericError');
  return (
    <>
      <ModalTitle>{t('message')}</ModalTitle>
      <ModalActions>
        <CloseButton>{t('button')}</CloseButton>
      </ModalActions>
    </>
  );
}

export function RequestSentModal({ kind }: ModalPropsMap['request-sent']) {
  const t = useTranslations('Modals.requestSent');
  useAutoClose(REQUEST_SENT_CLOSE_MS);
  // The window closes itself in moments and may get focus while its code is still loading: the confirmation is
  // announced as an alert, not left to the dialog's name.
  return (
    <div role="alert">
      <ModalTitle>{kind ? t(`${kind}.title`) : t('title')}</ModalTitle>
      <ModalText>{kind ? t(`${kind}.message`) : t('message')}</ModalText>
    </div>
  );
}

export function SuccessModal({ title, message }: ModalPropsMap['success']) {
  const t = useTranslations('Modals.success');
  return (
    <>
      <ModalTitle>{title || t('title')}</ModalTitle>
      {message ? <ModalText>{message}</ModalText> : null}
    </>
  );
}

export function SessionExpiredModal() {
  const t = useTranslations('Modals.sessionExpired');
  useAutoClose(SESSION_EXPIRED_CLOSE_MS);
  return (
    <>
      <ModalTitle>{t('title')}</ModalTitle>
      <ModalActions>
        <Link className="button" href="/sign-in">
          {t('signIn')}
        </Link>
      </ModalActions>
    </>
  );
}

export function ConfirmModal({ title, message, confirmLabel, cancelLabel, onConfirm }: ModalPropsMap['confirm']) {
  const t = useTranslations('Modals.confirm');
  const { close } = useModal();
  return (
    <>
      <ModalTitle>{title}</ModalTitle>
      {message ? <ModalText>{message}</ModalText> : null}
      <ModalActions>
        <button
          type="button"
          className="button"
          onClick={() => {
            close();
            onConfirm();
          }}
        >
          {confirmLabel || t('confirm')}
        </button>
        <button type="button" className={`button ${styles.secondary}`} onClick={close}>
          {cancelLabel || t('cancel')}
        </button>
      </ModalActions>
    </>
  );
}
