'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { confirmByToken } from '@/api-client/user/auth';
import { safeBack, SIGN_IN_TARGET } from '@/lib/session/safe-back';
import { useSessionStore } from '@/lib/stores/session-store';
import { completeSignIn } from './complete-sign-in';
import { LoginForm } from './login-form';
import styles from './form.module.css';

/**
 * /sign-in: a signed-in visitor goes on to the profile (or back where the guard sent him from); `?confirm=`
 * is the registration link of the e-mail, spent once and removed from the address at once.
 */
export function SignInView() {
  const t = useTranslations('Account.login');
  const router = useRouter();
  const params = useSearchParams();
  const back = safeBack(params.get('back'));
  const confirmCode = params.get('confirm');
  const { user, checked } = useSessionStore();
  const submitted = useRef(false);
  const [confirmState, setConfirmState] = useState<'idle' | 'working' | 'failed'>(confirmCode ? 'working' : 'idle');

  useEffect(() => {
    if (checked && user && !submitted.current) router.replace(back ?? '/profile');
  }, [checked, user, back, router]);

  useEffect(() => {
    if (!confirmCode) return;
    window.history.replaceState(null, '', '/sign-in');
    confirmByToken(confirmCode)
      .then((token) => {
        completeSignIn(token);
        submitted.current = true;
        router.replace(SIGN_IN_TARGET);
      })
      .catch(() => setConfirmState('failed'));
  }, [confirmCode, router]);

  if (confirmState === 'working') return <p className={styles.status} role="status">{t('confirming')}</p>;
  return (
    <>
      {confirmState === 'failed' ? (
        <p className={styles.status} role="alert">
          {t('confirmFailed')}
        </p>
      ) : null}
      <LoginForm
        forgotHref="/password-request"
        onSuccess={() => {
          submitted.current = true;
          router.push(back ?? SIGN_IN_TARGET);
        }}
      />
    </>
  );
}
