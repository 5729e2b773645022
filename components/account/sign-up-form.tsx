'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type UseFormRegister, type UseFormSetValue, type UseFormWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { checkPasswordsMatch, passwordSchema } from '@/api-client/schemas/fields';
import { registerRequestSchema } from '@/api-client/schemas/user';
import { register as registerUser } from '@/api-client/user/auth';
import { getCaptchaToken } from '@/lib/captcha/get-captcha-token';
import { REGISTERED_HREF, SIGN_IN_TARGET } from '@/lib/session/safe-back';
import { completeSignIn } from './complete-sign-in';
import { applyFieldErrors, focusFirstField, showUnexpectedError } from './form-errors';
import { CheckField, PasswordField } from './form-field';
import { PersonFields, type PersonValues } from './person-fields';
import styles from './form.module.css';
import { useSpecForm } from '@/components/forms/use-spec-form';

const signUpSchema = registerRequestSchema
  .omit({ subscribe: true })
  .extend({ password_confirm: passwordSchema, subscribe: z.boolean() })
  .superRefine(checkPasswordsMatch('password', 'password_confirm'));
type SignUpForm = z.input<typeof signUpSchema>;

const SERVER_FIELDS = ['name', 'last_name', 'second_name', 'phone', 'email', 'city', 'company', 'password'] as const;

/** /sign-up: values trimmed, the captcha token in its header, subscribe=y only when ticked (spec §5, §7). */
export function SignUpForm() {
  const t = useTranslations('Account');
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useSpecForm<SignUpForm>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', last_name: '', second_name: '', phone: '', email: '', city: '', company: '', password: '', password_confirm: '', subscribe: false },
    // The password fields register before the person fields they follow: the first error is found in the page instead.
    shouldFocusError: false,
  });

  const submit = handleSubmit(async ({ password_confirm: _confirmation, subscribe, ...values }, event) => {
    let captcha: string;
    try {
      captcha = await getCaptchaToken();
    } catch (error) {
      // Spec §4: a captcha failure is only logged and nothing is sent.
      console.error('Captcha failed:', error);
      return;
    }
    try {
      const result = await registerUser({ ...values, ...(subscribe ? { subscribe: 'y' as const } : {}) }, captcha);
      if (result.jwt && result.exp) {
        completeSignIn({ jwt: result.jwt, exp: result.exp });
        router.push(SIGN_IN_TARGET);
      } else {
        // Said on /sign-in itself, where the dealer comes back from the mailbox: a modal would close as the page changes.
        router.push(REGISTERED_HREF);
      }
    } catch (error) {
      if (!applyFieldErrors(error, SERVER_FIELDS, setError, event?.target)) showUnexpectedError(error);
    }
  }, (invalid, event) => focusFirstField(event?.target, Object.keys(invalid)));

  // POST: a submit before the scripts run must not put what was typed into the address.
  return (
    <form method="post" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.note}>{t('signUp.text')}</p>
      <PersonFields
        register={register as unknown as UseFormRegister<PersonValues>}
        setValue={setValue as unknown as UseFormSetValue<PersonValues>}
        watch={watch as unknown as UseFormWatch<PersonValues>}
        errors={errors}
      />
      <div className={styles.row}>
        <PasswordField label={t('fields.password')} autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <PasswordField label={t('fields.passwordConfirm')} autoComplete="new-password" error={errors.password_confirm?.message} {...register('password_confirm')} />
      </div>
      <CheckField label={t('signUp.subscribe')} {...register('subscribe')} />
      <p className={styles.note}>
        {t('signUp.agreement')}{' '}
        <Link href="/privacy" target="_blank">
          {t('signUp.privacy')}
        </Link>
      </p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {t('signUp.submit')}
        </button>
        <span className={styles.note}>
          {t('signUp.haveAccount')} <Link href="/sign-in">{t('signUp.signIn')}</Link>
        </span>
      </div>
    </form>
  );
}
