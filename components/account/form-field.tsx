'use client';

import { useId, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import styles from './form.module.css';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  /** Something beside the input (a button), inside the field's row. */
  addon?: ReactNode;
  /** A note under the input, read with it by screen readers. */
  hint?: ReactNode;
};

function useFieldIds(error: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  return { id, errorId, describedBy: error ? errorId : undefined };
}

/** What every field shares: its label, its control, and its error under it, tied to the control for screen readers. */
function FieldFrame({ id, errorId, label, error, hint, children }: { id: string; errorId: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.note}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its error under it; the error is tied to the input for screen readers. */
export function FormField({ label, error, addon, hint, ref, ...input }: FieldProps & { ref?: React.Ref<HTMLInputElement> }) {
  const { id, errorId, describedBy } = useFieldIds(error);
  const described = [hint ? `${id}-hint` : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  const control = <input ref={ref} id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />;
  return (
    <FieldFrame id={id} errorId={errorId} label={label} error={error} hint={hint}>
      {addon ? (
        <div className={styles.cityPicker}>
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}

/** A labelled text area with its error under it, tied as in FormField. */
export function TextAreaField({ label, error, ref, ...textarea }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; ref?: React.Ref<HTMLTextAreaElement> }) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <FieldFrame id={id} errorId={errorId} label={label} error={error}>
      <textarea ref={ref} id={id} className={`${styles.input} ${styles.textarea}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
    </FieldFrame>
  );
}

/** A password input with the show/hide toggle of the login modal. */
export function PasswordField({ label, error, ref, ...input }: FieldProps & { ref?: React.Ref<HTMLInputElement> }) {
  const t = useTranslations('Account.fields');
  const [shown, setShown] = useState(false);
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <FieldFrame id={id} errorId={errorId} label={label} error={error}>
      <div className={styles.password}>
        <input
          ref={ref}
          id={id}
          className={styles.input}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={shown ? t('hidePassword') : t('showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
            <circle cx="12" cy="12" r="3" />
            {shown ? null : <path d="M3 3l18 18" />}
          </svg>
        </button>
      </div>
    </FieldFrame>
  );
}

/** A checkbox with its label on the right. */
export function CheckField({ label, ref, ...input }: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }) {
  return (
    <label className={styles.check}>
      <input ref={ref} type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}
