'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { REGISTERED_PARAM, safeBack, SIGN_IN_TARGET } from '@/lib/session/safe-back';
import { useSessionStore } from '@/lib/stores/session-store';
import type { EmailChangeOutcome } from './email-confirm';
import { LoginForm } from './login-form';
import styles from './form.module.css';

/** `?back=` is read where it is used, in the browser: reading it while rendering would keep the form out of the prerendered page. */
function readBack(): string | null {
  return safeBack(new URLSearchParams(window.location.search).get('back'));
}

/**
 * /sign-in: a signed-in visitor goes on to the profile (or back where the guard sent him from). The form is in the
 * prerendered page; only the registration link's confirmation below depends on the address.
 */
export function SignInView() {
  const router = useRouter();
  const { user, checked } = useSessionStore();
  const submitted = useRef(false);
  // A link from a letter decides where the visitor goes (or that he stays to read its outcome).
  const stay = useCallback(() => {
    submitted.current = true;
  }, []);

  useEffect(() => {
    if (!checked || !user) return;
    // A turn later: the form's own sign-in stores the session just before it goes on, and two navigations at once
    // leave an extra history entry (and double an address's #fragment).
    const timer = window.setTimeout(() => {
      if (!submitted.current) router.replace(readBack() ?? '/profile');
    });
    return () => window.clearTimeout(timer);
  }, [checked, user, router]);

  return (
    <>
      <Suspense fallback={null}>
        <LetterLink stay={stay} />
      </Suspense>
      <LoginForm
        forgotHref="/password-request"
        onSuccess={() => {
          submitted.current = true;
          // In place of /sign-in: Back then leaves the cabinet for the page before, not for the sign-in that sends back.
          const back = readBack() ?? SIGN_IN_TARGET;
          // The router doubles a #fragment when it replaces /sign-in with it: a link to the comments is loaded anew.
          if (back.includes('#')) window.location.replace(back);
          else router.replace(back);
        }}
      />
    </>
  );
}

/**
 * `?confirm=` is the registration link of the e-mail and `?email=` the link sent to a new sign-in e-mail, each spent
 * once and removed from the address at once; `?registered=1` comes from a registration that waits for its e-mail.
 */
function LetterLink({ stay }: { stay: () => void }) {
  const t = useTranslations('Account.login');
  const router = useRouter();
  const params = useSearchParams();
  const confirmCode = params.get('confirm');
  const emailCode = params.get('email');
  // Named by its message; kept in state, since the address loses its code as soon as the link is taken.
  const [state, setState] = useState<'idle' | 'confirming' | 'confirmFailed' | 'emailChecking' | 'linkCheckFailed'>(
    confirmCode ? 'confirming' : emailCode ? 'emailChecking' : 'idle',
  );
  const [mail, setMail] = useState<EmailChangeOutcome>();
  // Development's strict mode runs the effect twice, and a link works once.
  const spent = useRef<string>(undefined);

  useEffect(() => {
    const code = confirmCode ?? emailCode;
    if (!code || spent.current === code) return;
    spent.current = code;
    window.history.replaceState(null, '', '/sign-in');
    // A signed-in visitor stays to read what the e-mail link changed, so before the page can send him on.
    if (!confirmCode) stay();
    // The API's schemas load only for a link from a letter (and with the form), not with every /sign-in.
    import('./sign-in-calls')
      .then(async ({ ApiError, confirmByToken, completeSignIn, confirmEmailChange }) => {
        if (!confirmCode) return setMail(await confirmEmailChange(code));
        try {
          completeSignIn(await confirmByToken(code));
        } catch (error) {
          // Refused (400): the link is spent. No answer or too many tries: it may still work, so it is not called spent.
          return setState(error instanceof ApiError && error.status === 400 ? 'confirmFailed' : 'linkCheckFailed');
        }
        stay();
        router.replace(SIGN_IN_TARGET);
      })
      .catch(() => setState('linkCheckFailed'));
  }, [confirmCode, emailCode, router, stay]);

  if (mail) {
    return 'email' in mail ? (
      <p className={styles.status} role="status">{t('emailChanged', mail)}</p>
    ) : (
      <p className={styles.status} role="alert">{mail.error}</p>
    );
  }
  if (state === 'confirming' || state === 'emailChecking') return <p className={styles.status} role="status">{t(state)}</p>;
  if (state !== 'idle') return <p className={styles.status} role="alert">{t(state)}</p>;
  if (params.has(REGISTERED_PARAM)) return <p className={styles.status} role="status">{t('registered')}</p>;
  return null;
}
