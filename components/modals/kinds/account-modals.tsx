import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LoginForm } from '@/components/account/login-form';
import { PasswordRequestForm } from '@/components/account/password-request-form';
import { SIGN_IN_TARGET } from '@/lib/session/safe-back';
import { openModal } from '@/lib/stores/modal-store';
import { ModalTitle, useModal } from '../modal-parts';

/** 'Вход': on success the modal closes and the order list opens (spec §4 'Sign-in'). */
export function LoginModal() {
  const t = useTranslations('Account.login');
  const { close } = useModal();
  const router = useRouter();
  return (
    <>
      <ModalTitle>{t('title')}</ModalTitle>
      <LoginForm
        onSuccess={() => {
          close();
          router.push(SIGN_IN_TARGET);
        }}
        onForgot={() => {
          close();
          openModal('password-request', {}, { size: 'xs' });
        }}
      />
    </>
  );
}

/** 'Восстановление пароля', then the 'Письмо отправлено' info modal. */
export function PasswordRequestModal() {
  const t = useTranslations('Account.passwordRequest');
  const { close } = useModal();
  return (
    <>
      <ModalTitle>{t('title')}</ModalTitle>
      <PasswordRequestForm
        onSent={(message) => {
          close();
          openModal('success', { title: t('sentTitle'), message });
        }}
      />
    </>
  );
}
