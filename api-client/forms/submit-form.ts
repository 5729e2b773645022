import { CAPTCHA_HEADER } from '../schemas/fields';
import { FILE_FIELD, formResponseSchema, type FormResponse } from '../schemas/forms';
import { apiRequest } from '../http';

/** The public forms' endpoints (spec §7 'Forms'; the product request's path is ours, see docs/api.md). */
export const FORM_PATHS = {
  callback: 'form/callback/',
  feedback: 'form/feedback/',
  order: 'form/order/',
  resume: 'form/resume/',
  productRequest: 'form/product_request/',
  review: 'content/review',
  subscribe: 'content/subscribe',
} as const;
export type FormPath = keyof typeof FORM_PATHS;

/** A field sent several times (the product request's city) is given as a list. */
export type FormFields = Record<string, string | string[]>;

/** What goes with a form's fields: the captcha token, the chosen file, and the key kept across retries of one send. */
export type FormSend = { captchaToken: string; file?: File | null; requestKey?: string };

/** Sends a public form as multipart data with its captcha token, its key and, if chosen, its file. */
export function submitForm(path: FormPath, fields: FormFields, { captchaToken, file, requestKey }: FormSend): Promise<FormResponse> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(key, item);
  if (file) body.set(FILE_FIELD, file);
  if (requestKey) body.set('request_key', requestKey);
  return apiRequest(FORM_PATHS[path], {
    schema: formResponseSchema,
    method: 'POST',
    body,
    headers: { [CAPTCHA_HEADER]: captchaToken },
    location: null,
  });
}
