'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { passwordRequestSchema, type PasswordRequest } from '@/api-client/schemas/user';
import { requestPassword } from '@/api-client/user/auth';
import { applyFieldErrors, showUnexpectedError } from './form-errors';
import { FormField } from './form-field';
import styles from './form.module.css';
import { useSpecForm } from '@/components/forms/use-spec-form';

/** 'Восстановление пароля': the e-mail is checked before the request; the letter carries the checkword. */
export function PasswordRequestForm({ onSent }: { onSent: (message: string) => void }) {
  const t = useTranslations('Account');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSpecForm<PasswordRequest>({ resolver: zodResolver(passwordRequestSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async (values, event) => {
    try {
      const { message } = await requestPassword(values);
      onSent(message);
    } catch (error) {
      if (!applyFieldErrors(error, ['email'], setError, event?.target)) showUnexpectedError(error);
    }
  });

  // POST: a submit before the scripts run must not put what was typed into the address.
  return (
    <form method="post" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.note}>{t('passwordRequest.text')}</p>
      <FormField label={t('fields.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {t('passwordRequest.submit')}
        </button>
      </div>
    </form>
  );
}
