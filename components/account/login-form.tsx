'use client';

import { useEffect, type FormEvent } from 'react';
import { type Resolver } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { ApiError } from '@/api-client/http';
import { readRemembered, saveRemembered } from '@/lib/session/remember-me';
import { showUnexpectedError } from './form-errors';
import { CheckField, FormField, PasswordField } from './form-field';
import type { LoginFormValues } from './login-validation';
import styles from './form.module.css';
import { useSpecForm } from '@/components/forms/use-spec-form';
import { useSingleFlight } from '@/components/forms/use-single-flight';

/*
 * Validation (zod) and the sign-in call load when the visitor starts on the form, not with /sign-in: they are ~45 KB gz
 * of the page's first load and most of its main-thread time. The resolver and submit wait for them if needed.
 */
const loadValidation = () => import('./login-validation');
const loadCalls = () => import('./sign-in-calls');
const preload = () => void Promise.all([loadValidation(), loadCalls()]).catch(() => undefined);

const lazyResolver: Resolver<LoginFormValues> = async (values, context, options) => (await loadValidation()).loginResolver(values, context, options);

type LoginFormProps = {
  /** Called after the session is stored. */
  onSuccess: () => void;
  onForgot?: () => void;
  /** The modal links 'Забыли пароль?' by a button; the page by a link to /password-request. */
  forgotHref?: string;
};

/**
 * 'Вход' (spec §2, §4): login by e-mail or phone; Enter submits; a second submit while loading is ignored; a
 * refusal puts the server's message on both fields and clears what was typed.
 */
export function LoginForm({ onSuccess, onForgot, forgotHref }: LoginFormProps) {
  const t = useTranslations('Account');
  const flight = useSingleFlight();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useSpecForm<LoginFormValues>({ resolver: lazyResolver, defaultValues: { login: '', password: '', remember: false } });

  useEffect(() => {
    const remembered = readRemembered();
    if (remembered.remember) reset({ login: remembered.login, password: '', remember: true });
  }, [reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const { login, completeSignIn } = await loadCalls();
      const token = await login({ login: values.login, password: values.password });
      saveRemembered(values.remember, values.login.trim());
      completeSignIn(token);
      onSuccess();
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.fromServer) {
        const remembered = readRemembered();
        // keepFieldsRef: a plain reset forgets the inputs until the next render, and setFocus would find none.
        reset({ login: remembered.login, password: '', remember: remembered.remember }, { keepFieldsRef: true });
        setError('login', { message: error.message });
        setError('password', { message: error.message });
        setFocus('login');
      } else {
        showUnexpectedError(error);
      }
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!flight.start()) return;
    void submit(event).finally(flight.done);
  };

  // POST: a submit before the scripts run must not put what was typed into the address.
  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} onFocus={preload} onPointerDown={preload} noValidate>
      <FormField label={t('fields.login')} type="text" inputMode="email" autoComplete="username" error={errors.login?.message} {...register('login')} />
      <PasswordField label={t('fields.password')} autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <div className={styles.line}>
        <CheckField label={t('login.remember')} {...register('remember')} />
        {forgotHref ? (
          <Link href={forgotHref}>{t('login.forgot')}</Link>
        ) : (
          <button type="button" className={styles.linkButton} onClick={onForgot}>
            {t('login.forgot')}
          </button>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {t('login.submit')}
        </button>
        <Link href="/sign-up" className={`button ${styles.secondary}`}>
          {t('login.register')}
        </Link>
      </div>
    </form>
  );
}
