'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useTranslations } from 'next-intl';
import { useCreateClient, useUpdateClient } from '@/api-client/clients/queries';
import { clientInputSchema, type Client, type ClientInput } from '@/api-client/schemas/clients';
import { maskedPhone } from '@/api-client/schemas/fields';
import { applyFieldErrors, showUnexpectedError } from '@/components/account/form-errors';
import { FormField, TextAreaField } from '@/components/account/form-field';
import { PhoneField } from '@/components/account/phone-field';
import formStyles from '@/components/account/form.module.css';
import styles from './clients.module.css';
import { useSpecForm } from '@/components/forms/use-spec-form';

const CLIENT_FIELDS = ['name', 'phone', 'email', 'comment'] as const;

type ClientFormProps = {
  /** The client being changed; without it the form adds a new one. */
  client?: Client;
  /** Called with the backend's message once the client is saved. */
  onSaved: (message: string) => void;
  onCancel: () => void;
  /** Told whether the form holds edits not yet saved, so that opening another form can ask first. */
  onDirtyChange?: (dirty: boolean) => void;
};

/** Adds or changes a dealer's client: the contract's schema checks it here, and the server's field errors land on the fields. */
export function ClientForm({ client, onSaved, onCancel, onDirtyChange }: ClientFormProps) {
  const t = useTranslations('Account.clients');
  const titleId = useId();
  const create = useCreateClient();
  const update = useUpdateClient();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting, isDirty },
  } = useSpecForm<ClientInput>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: { name: client?.name ?? '', phone: maskedPhone(client?.phone ?? ''), email: client?.email ?? '', comment: client?.comment ?? '' },
  });

  useEffect(() => setFocus('name'), [setFocus]);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const submit = handleSubmit(async (values, event) => {
    try {
      const { message } = client ? await update.mutateAsync({ id: client.id, input: values }) : await create.mutateAsync(values);
      onSaved(message);
    } catch (error) {
      if (!applyFieldErrors(error, CLIENT_FIELDS, setError, event?.target)) showUnexpectedError(error);
    }
  });

  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.formTitle}>
        {client ? t('editTitle', { name: client.name }) : t('newTitle')}
      </h3>
      <div className={`${formStyles.row} ${styles.fieldsRow}`}>
        <FormField label={t('name')} autoComplete="off" aria-required error={errors.name?.message} {...register('name')} />
        <PhoneField label={t('phone')} error={errors.phone?.message} {...register('phone')} />
      </div>
      <FormField label={t('email')} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      <TextAreaField label={t('comment')} rows={3} error={errors.comment?.message} {...register('comment')} />
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {t('save')}
        </button>
        <button type="button" className={`button ${formStyles.secondary}`} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
