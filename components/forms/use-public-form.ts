'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import type { DefaultValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { FormSend } from '@/api-client/forms/submit-form';
import { ApiError } from '@/api-client/http';
import { FILE_FIELD } from '@/api-client/schemas/forms';
import { getCaptchaToken } from '@/lib/captcha/get-captcha-token';
import { openModal, type ModalPropsMap } from '@/lib/stores/modal-store';
import { attachmentProblem } from './attachment';
import { clearForm, FORM_COOKIE_REFRESH_MS, restoreForm, saveForm } from './form-cookie';
import { useRequestKey } from './use-request-key';
import { useSpecForm } from './use-spec-form';
import { useSingleFlight } from './use-single-flight';

export type FormValues = Record<string, string>;

export type Attachment = {
  file: File | null;
  error: string | null;
  /** Checks the file in the browser and keeps it only if it may be sent. */
  choose: (file: File | null) => void;
};

export type PublicFormKit<T extends FormValues> = {
  form: UseFormReturn<T>;
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  sending: boolean;
  consent: boolean;
  setConsent: (value: boolean) => void;
  attachment: Attachment;
};

type PublicFormOptions<T extends FormValues> = {
  /** Names the cookie that keeps the half-written values. */
  formId: string;
  schema: z.ZodType<T, T>;
  defaults: T;
  /** The simple feedback variant has its conditions accepted in advance (spec §5). */
  consentGiven?: boolean;
  send: (values: T, sent: Required<FormSend>) => Promise<unknown>;
  /** Called after a successful send, before 'request-sent' opens: a modal closes itself here. */
  onSent?: () => void;
  /** 'При отправке сообщения произошла ошибка' (spec §8). */
  sendErrorMessage: string;
  /** The confirmation's wording, for a form that is no request. */
  sentKind?: ModalPropsMap['request-sent']['kind'];
};

/**
 * Everything a public form does besides its fields (spec §4 and §5): zod validation with errors cleared on
 * edit, the consent gate, the checked attachment, values kept in a cookie until midnight, and the send flow
 * (captcha, one request at a time, request-sent or the error modal, server field errors onto the fields).
 */
export function usePublicForm<T extends FormValues>({
  formId,
  schema,
  defaults,
  consentGiven = false,
  send,
  onSent,
  sendErrorMessage,
  sentKind,
}: PublicFormOptions<T>): PublicFormKit<T> {
  const [initial] = useState(() => (typeof document === 'undefined' ? defaults : restoreForm(formId, defaults)));
  const form = useSpecForm<T>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<T>,
  });
  const [consent, setConsent] = useState(consentGiven);
  const [sending, setSending] = useState(false);
  const flight = useSingleFlight();
  const requestKey = useRequestKey<{ values: T; file: File | null }>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => {
    const save = () => saveForm(formId, form.getValues(), defaults);
    const timer = window.setInterval(save, FORM_COOKIE_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      save();
    };
  }, [form, formId, defaults]);

  const choose = useCallback((chosen: File | null) => {
    const problem = chosen ? attachmentProblem(chosen) : null;
    setFileError(problem);
    setFile(problem ? null : chosen);
  }, []);

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError) {
      const fieldErrors = Object.entries(error.fields).filter(([field]) => field === FILE_FIELD || field in defaults);
      if (fieldErrors.length > 0) {
        for (const [field, message] of fieldErrors) {
          if (field === FILE_FIELD) setFileError(message);
          else form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
        }
        return;
      }
      // A refusal the visitor can act on (too many requests, captcha) is shown as the server words it.
      if (error.status >= 400 && error.status < 500 && error.fromServer && error.message) {
        openModal('error', { message: error.message });
        return;
      }
    }
    openModal('error', { message: sendErrorMessage });
  };

  const sendValues = async (values: T) => {
    if (!consent || !flight.start()) return;
    setSending(true);
    try {
      let token: string;
      try {
        token = await getCaptchaToken();
      } catch (error) {
        // Spec §4: a captcha failure is only logged and nothing is sent.
        console.error('Captcha failed:', error);
        return;
      }
      await send(values, { captchaToken: token, file, requestKey: requestKey.for({ values, file }) });
      requestKey.done();
      form.reset(defaults);
      // The next message is another consent: a form on a page (not re-mounted as a modal is) asks for it again.
      setConsent(consentGiven);
      setFile(null);
      clearForm(formId);
      onSent?.();
      openModal('request-sent', sentKind ? { kind: sentKind } : {});
    } catch (error) {
      showFailure(error);
    } finally {
      flight.done();
      setSending(false);
    }
  };
  const submit = (event?: React.BaseSyntheticEvent) => form.handleSubmit(sendValues)(event);

  return { form, submit, sending, consent, setConsent, attachment: { file, error: fileError, choose } };
}
