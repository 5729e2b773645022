'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { safeBack, SIGN_IN_TARGET } from '@/lib/session/safe-back';
import { useSessionStore } from '@/lib/stores/session-store';
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
    // The API's schemas load only for a confirmation link (and with the form), not with every /sign-in.
    const confirm = async () => {
      const { confirmByToken, completeSignIn } = await import('./sign-in-calls');
      completeSignIn(await confirmByToken(confirmCode));
    };
    confirm()
      .then(() => {
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
