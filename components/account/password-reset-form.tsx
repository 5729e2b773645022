'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type z } from 'zod';
import { checkPasswordsMatch, passwordSchema } from '@/api-client/schemas/fields';
import { passwordConfirmSchema } from '@/api-client/schemas/user';
import { confirmPassword } from '@/api-client/user/auth';
import { openModal } from '@/lib/stores/modal-store';
import { applyFieldErrors, showUnexpectedError } from './form-errors';
import { FormField, PasswordField } from './form-field';
import styles from './form.module.css';
import { useSpecForm } from '@/components/forms/use-spec-form';

const resetFormSchema = passwordConfirmSchema
  .extend({ password_confirm: passwordSchema })
  .superRefine(checkPasswordsMatch('password', 'password_confirm'));
type ResetForm = z.input<typeof resetFormSchema>;

/** /password-reset: e-mail, the checkword from the letter and the new password twice. */
export function PasswordResetForm() {
  const t = useTranslations('Account');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useSpecForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { email: '', checkword: '', password: '', password_confirm: '' },
  });

  const submit = handleSubmit(async ({ email, checkword, password }, event) => {
    try {
      await confirmPassword({ email, checkword, password });
      // The modal stays on this page: a navigation would close it at once.
      reset();
      openModal('success', { title: t('profile.passwordChanged'), message: t('passwordReset.done') });
    } catch (error) {
      if (!applyFieldErrors(error, ['email', 'checkword', 'password'], setError, event?.target)) showUnexpectedError(error);
    }
  });

  // POST: a submit before the scripts run must not put what was typed into the address.
  return (
    <form method="post" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.note}>{t('passwordReset.text')}</p>
      <FormField label={t('fields.email')} type="email" autoComplete="username" error={errors.email?.message} {...register('email')} />
      <FormField label={t('fields.checkword')} type="text" autoComplete="one-time-code" spellCheck={false} error={errors.checkword?.message} {...register('checkword')} />
      <PasswordField label={t('fields.newPassword')} autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <PasswordField label={t('fields.passwordConfirm')} autoComplete="new-password" error={errors.password_confirm?.message} {...register('password_confirm')} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {t('passwordReset.submit')}
        </button>
        <Link href="/password-request">{t('passwordReset.request')}</Link>
      </div>
    </form>
  );
}
