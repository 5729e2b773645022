'use client';

import { createContext, use, useId, type ReactNode } from 'react';
import { Controller, FormProvider, useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { acceptAttribute } from '@/api-client/schemas/files';
import { FORM_FILE_KINDS } from './attachment';
import { inputTypeOf, maskPhoneInput } from './phone-mask';
import type { FormValues, PublicFormKit } from './use-public-form';
import styles from './forms.module.css';

type KitContextValue = Omit<PublicFormKit<FormValues>, 'form' | 'submit'>;

const KitContext = createContext<KitContextValue | null>(null);

function useKit(): KitContextValue {
  const value = use(KitContext);
  if (!value) throw new Error('A form field outside <PublicForm>');
  return value;
}

/** The form element with its kit: fields inside find their state, errors and the consent gate through context. */
export function PublicForm<T extends FormValues>({ kit, label, children }: { kit: PublicFormKit<T>; label: string; children: ReactNode }) {
  const { form, submit, ...rest } = kit;
  return (
    <FormProvider {...(form as unknown as ReturnType<typeof useFormContext<FieldValues>>)}>
      <KitContext value={rest}>
        {/* POST: a submit before the scripts run must not put what was typed into the address. */}
        <form method="post" className={styles.form} aria-label={label} noValidate onSubmit={(event) => void submit(event)}>
          {children}
        </form>
      </KitContext>
    </FormProvider>
  );
}

type FieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  /** A text area of this height in px (spec §9: 250 normal, 120 simple). */
  areaHeight?: number;
};

function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error = formState.errors[name];
  return typeof error?.message === 'string' ? error.message : undefined;
}

function FieldShell({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <span className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      </span>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A required text input or text area bound to the form. */
export function TextField({ name, label, type = 'text', autoComplete, maxLength, areaHeight }: FieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const common = {
    id,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': true,
    maxLength,
    ...register(name),
  };
  return (
    <FieldShell id={id} label={label} error={error}>
      {areaHeight ? (
        <textarea {...common} style={{ height: areaHeight }} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} />
      )}
    </FieldShell>
  );
}

/** A phone input masked as +7 (###)-###-##-## as it is typed (components/forms/phone-mask.ts). */
export function PhoneField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} error={error}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <input
            id={id}
            className={styles.input}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+7 (___)-___-__-__"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-required
            name={field.name}
            ref={field.ref}
            value={String(field.value ?? '')}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(maskPhoneInput(event.target, String(field.value ?? ''), inputTypeOf(event.nativeEvent)))}
          />
        )}
      />
    </FieldShell>
  );
}

/** 'Прикрепить файл': documents up to the size limit, refused in the browser with a message otherwise. */
export function FileField() {
  const t = useTranslations('Forms');
  const id = useId();
  const { attachment, sending } = useKit();
  return (
    <div className={styles.fileField}>
      <label className={styles.attach}>
        <input
          type="file"
          className="visually-hidden"
          accept={acceptAttribute(FORM_FILE_KINDS)}
          disabled={sending}
          aria-describedby={attachment.error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            attachment.choose(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M21 11.5 12.5 20a5 5 0 0 1-7-7L14 4.5a3.5 3.5 0 0 1 5 5L10.5 18a2 2 0 0 1-3-3L15 7.5" />
        </svg>
        {t('attach')}
      </label>
      {attachment.file ? (
        <span className={styles.fileName}>
          {attachment.file.name}
          <button type="button" className={styles.removeFile} aria-label={t('removeFile', { name: attachment.file.name })} onClick={() => attachment.choose(null)}>
            ×
          </button>
        </span>
      ) : (
        <span id={`${id}-hint`} className={styles.hint}>
          {t('attachHint')}
        </span>
      )}
      {attachment.error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {attachment.error}
        </p>
      ) : null}
    </div>
  );
}

/** The privacy checkbox; the terms open in a new tab (spec §2). */
export function ConsentField() {
  const t = useTranslations('Forms');
  const { consent, setConsent } = useKit();
  return (
    <label className={styles.consent}>
      <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
      <span>
        {t.rich('consent', {
          link: (chunks) => (
            <a href="/privacy" target="_blank" rel="noopener">
              {chunks}
            </a>
          ),
        })}
      </span>
    </label>
  );
}

/** Disabled until consent is given and while sending, so that a second click sends nothing. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { consent, sending } = useKit();
  return (
    <button type="submit" className={`button ${styles.submit}`} disabled={!consent || sending} aria-busy={sending}>
      {sending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
