'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type UseFormRegister, type UseFormSetValue, type UseFormWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { checkPasswordsMatch, formatPhone, passwordSchema } from '@/api-client/schemas/fields';
import {
  checkNewPasswordDiffers,
  cityText,
  EDITABLE_FLAGS,
  passwordChangeFieldsSchema,
  registerRequestSchema,
  type EditableFlag,
  type Profile,
} from '@/api-client/schemas/user';
import { changePassword, getTgSubscribeCode, useChangeUserData, useProfile, useUpdateProfile } from '@/api-client/user/profile';
import { applyFieldErrors, showUnexpectedError } from '@/components/account/form-errors';
import { CheckField, FormField, PasswordField } from '@/components/account/form-field';
import { PersonFields, type PersonValues } from '@/components/account/person-fields';
import formStyles from '@/components/account/form.module.css';
import { publicEnv } from '@/lib/public-env';
import { formatMoscowDateTime } from '@/lib/moscow-time';
import { startSession } from '@/lib/session/session';
import { openModal } from '@/lib/stores/modal-store';
import styles from './cabinet.module.css';
import { useSpecForm } from '@/components/forms/use-spec-form';

const settingsSchema = registerRequestSchema
  .pick({ name: true, last_name: true, second_name: true, phone: true, email: true, city: true, company: true })
  .extend({ delivery_city: cityText })
  .extend(Object.fromEntries(EDITABLE_FLAGS.map((key) => [key, z.boolean()])) as Record<EditableFlag, z.ZodBoolean>);
type SettingsForm = z.input<typeof settingsSchema>;

const SERVER_FIELDS = ['name', 'last_name', 'second_name', 'phone', 'email', 'city', 'company', 'delivery_city', ...EDITABLE_FLAGS] as const;

function formValues(profile: Profile): SettingsForm {
  const flags = Object.fromEntries(EDITABLE_FLAGS.map((key) => [key, profile[key] === 1])) as Record<EditableFlag, boolean>;
  return {
    name: profile.name,
    last_name: profile.last_name,
    second_name: profile.second_name,
    phone: formatPhone(profile.phone),
    email: profile.email,
    city: profile.city,
    company: profile.company,
    delivery_city: profile.delivery_city,
    ...flags,
  };
}

/** /profile/user: every field a user may change, the password and the Telegram link (spec section 3, §5). */
export function ProfileSettings() {
  const t = useTranslations('Account.profile');
  const { data: profile, isError, refetch } = useProfile();

  if (isError) {
    return (
      <section>
        <h1>{t('title')}</h1>
        <p role="alert">{t('loadError')}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t('retry')}
        </button>
      </section>
    );
  }
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title">{t('title')}</h1>
      {profile ? (
        <>
          <SettingsForm profile={profile} />
          <AccountFacts profile={profile} />
          <PasswordChange />
          <Telegram profile={profile} />
        </>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}

function SettingsForm({ profile }: { profile: Profile }) {
  const t = useTranslations('Account');
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useSpecForm<SettingsForm>({ resolver: zodResolver(settingsSchema), defaultValues: formValues(profile) });

  useEffect(() => reset(formValues(profile)), [profile, reset]);

  const submit = handleSubmit(async (values, event) => {
    const flags = Object.fromEntries(EDITABLE_FLAGS.map((key) => [key, values[key] ? 'y' : 'n'])) as Record<EditableFlag, 'y' | 'n'>;
    try {
      const { jwt, exp, message } = await update.mutateAsync({ ...values, ...flags });
      startSession(jwt, exp);
      // A long answer (the new e-mail's letter) reads better as a title and a text than as one heading.
      const [first = message, ...rest] = message.split(/(?<=\.) /);
      openModal('success', rest.length === 0 ? { title: message } : { title: first.replace(/\.$/, ''), message: rest.join(' ') });
    } catch (error) {
      if (!applyFieldErrors(error, SERVER_FIELDS, setError, event?.target)) showUnexpectedError(error);
    }
  });

  return (
    <form className={`${formStyles.form} ${styles.section}`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="personal-title">
      <h2 id="personal-title">{t('profile.personal')}</h2>
      <PersonFields
        register={register as unknown as UseFormRegister<PersonValues>}
        setValue={setValue as unknown as UseFormSetValue<PersonValues>}
        watch={watch as unknown as UseFormWatch<PersonValues>}
        errors={errors}
        // The e-mail field keeps the address in use: a new one becomes the login only from its letter's link.
        emailHint={profile.pending_email ? t('profile.pendingEmail', { email: profile.pending_email }) : undefined}
      />
      <FormField label={t('fields.deliveryCity')} autoComplete="address-level2" error={errors.delivery_city?.message} {...register('delivery_city')} />
      <h2>{t('profile.subscriptions')}</h2>
      {EDITABLE_FLAGS.map((key) => (
        <CheckField key={key} label={t(`profile.${key}`)} {...register(key)} />
      ))}
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {t('profile.save')}
        </button>
      </div>
    </form>
  );
}

function AccountFacts({ profile }: { profile: Profile }) {
  const t = useTranslations('Account.profile');
  return (
    <div className={styles.section}>
      <h2>{t('account')}</h2>
      <dl className={styles.facts}>
        <dt>{t('role')}</dt>
        {/* The access code stays beside its name: the factory's support asks for it. */}
        <dd>{t.has(`roles.${profile.role}`) ? t('roleWithCode', { name: t(`roles.${profile.role}`), code: profile.role }) : profile.role}</dd>
        <dt>{t('ordersCount')}</dt>
        <dd>{profile.orders_count}</dd>
        <dt>{t('lastOrder')}</dt>
        <dd>{profile.last_order ? formatMoscowDateTime(profile.last_order) : t('none')}</dd>
      </dl>
    </div>
  );
}

const passwordFormSchema = passwordChangeFieldsSchema
  .extend({ new_password_confirm: passwordSchema })
  .superRefine(checkPasswordsMatch('new_password', 'new_password_confirm'))
  .superRefine(checkNewPasswordDiffers);
type PasswordForm = z.input<typeof passwordFormSchema>;

function PasswordChange() {
  const t = useTranslations('Account');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useSpecForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { old_password: '', new_password: '', new_password_confirm: '' },
  });

  const submit = handleSubmit(async ({ old_password, new_password }, event) => {
    try {
      const { message, jwt, exp } = await changePassword({ old_password, new_password });
      if (jwt && exp) startSession(jwt, exp);
      reset();
      openModal('success', { title: message });
    } catch (error) {
      if (!applyFieldErrors(error, ['old_password', 'new_password'], setError, event?.target)) showUnexpectedError(error);
    }
  });

  return (
    <form className={`${formStyles.form} ${styles.section}`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="password-title">
      <h2 id="password-title">{t('profile.password')}</h2>
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <PasswordField label={t('fields.oldPassword')} autoComplete="current-password" error={errors.old_password?.message} {...register('old_password')} />
      <div className={formStyles.row}>
        <PasswordField label={t('fields.newPassword')} autoComplete="new-password" error={errors.new_password?.message} {...register('new_password')} />
        <PasswordField label={t('fields.passwordConfirm')} autoComplete="new-password" error={errors.new_password_confirm?.message} {...register('new_password_confirm')} />
      </div>
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {t('profile.changePassword')}
        </button>
      </div>
    </form>
  );
}

/** Telegram usernames: 5–32 letters, digits and underscores. */
const BOT_NAME = /^\w{5,32}$/;

function Telegram({ profile }: { profile: Profile }) {
  const t = useTranslations('Account.profile');
  const [issued, setIssued] = useState<{ code: string; tgid: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const change = useChangeUserData();
  const bot = BOT_NAME.test(publicEnv.telegramBot) ? publicEnv.telegramBot : '';
  // A code links a chat once: when the bot has linked one while the page is open (tgNotifyAdd reloads the profile), it is spent.
  const code = issued?.tgid === profile.tgid ? issued.code : null;
  // A change shows at once and stays until the profile has reloaded with it (or goes back if the server refuses it).
  // The click itself is kept too: React puts a controlled box back before the mutation's pending state arrives.
  const [clicked, setClicked] = useState<boolean | null>(null);
  const pendingNotify = change.isPending ? change.variables?.tgnotify : undefined;
  const tgnotify = clicked ?? (pendingNotify === undefined ? profile.tgnotify === 1 : pendingNotify === 'y');
  const setNotify = (wanted: boolean) => {
    setClicked(wanted);
    change.mutate({ tgnotify: wanted ? 'y' : 'n' }, { onError: showUnexpectedError, onSettled: () => setClicked(null) });
  };

  const getCode = async () => {
    setLoading(true);
    try {
      setIssued({ code: (await getTgSubscribeCode()).code, tgid: profile.tgid });
    } catch (error) {
      showUnexpectedError(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className={`${formStyles.form} ${styles.section}`}>
      <h2>{t('telegram')}</h2>
      <p className={formStyles.note}>{t('telegramText')}</p>
      {profile.tgid ? (
        <p>
          {t('telegramLinked', { tgid: profile.tgid })}{' '}
          <button
            type="button"
            className={formStyles.linkButton}
            disabled={change.isPending}
            onClick={() => change.mutate({ tgid: '', tgnotify: 'n' }, { onError: showUnexpectedError })}
          >
            {t('telegramUnlink')}
          </button>
        </p>
      ) : null}
      <CheckField
        label={t('tgnotify')}
        checked={tgnotify}
        disabled={change.isPending}
        onChange={(event) => setNotify(event.target.checked)}
      />
      <div className={formStyles.actions}>
        <button type="button" className="button" disabled={loading} onClick={() => void getCode()}>
          {t('telegramGetCode')}
        </button>
        {code ? (
          <p className={formStyles.status} role="status">
            {t('telegramCode', { code })}
            {bot ? (
              <>
                {' '}
                <a href={`https://t.me/${bot}?start=${code}`} target="_blank" rel="noopener noreferrer">
                  {t('telegramOpenBot')}
                </a>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
