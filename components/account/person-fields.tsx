'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import { openModal } from '@/lib/stores/modal-store';
import { FormField } from './form-field';
import { PhoneField } from './phone-field';
import styles from './form.module.css';

/** The fields registration and the profile share (spec section 3). */
export type PersonValues = {
  name: string;
  last_name: string;
  second_name: string;
  phone: string;
  email: string;
  city: string;
  company: string;
};

type PersonFieldsProps<T extends PersonValues> = {
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  watch: UseFormWatch<T>;
  errors: FieldErrors<T>;
  /** A note under the e-mail (the profile's address waiting for its link). */
  emailHint?: ReactNode;
};

/** Name, surname, patronymic, phone with the +7 mask, e-mail, city from the city modal (return mode), company. */
export function PersonFields({ register, setValue, watch, errors, emailHint }: PersonFieldsProps<PersonValues>) {
  const t = useTranslations('Account.fields');
  const city = watch('city');
  const chooseCity = () =>
    openModal('city', {
      mode: 'return',
      onSelect: (chosen) => setValue('city', chosen.id === 0 ? '' : chosen.title, { shouldDirty: true, shouldValidate: true }),
    });
  return (
    <>
      <div className={styles.row}>
        <FormField label={t('lastName')} autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
        <FormField label={t('name')} autoComplete="given-name" error={errors.name?.message} {...register('name')} />
      </div>
      <div className={styles.row}>
        <FormField label={t('secondName')} autoComplete="additional-name" error={errors.second_name?.message} {...register('second_name')} />
        <FormField label={t('company')} autoComplete="organization" error={errors.company?.message} {...register('company')} />
      </div>
      <div className={styles.row}>
        <PhoneField label={t('phone')} error={errors.phone?.message} {...register('phone')} />
        <FormField label={t('email')} type="email" autoComplete="email" error={errors.email?.message} hint={emailHint} {...register('email')} />
      </div>
      <FormField
        label={t('city')}
        readOnly
        value={city || t('noCity')}
        onClick={chooseCity}
        error={errors.city?.message}
        addon={
          <button type="button" className={`button ${styles.secondary}`} onClick={chooseCity}>
            {t('chooseCity')}
          </button>
        }
      />
    </>
  );
}
