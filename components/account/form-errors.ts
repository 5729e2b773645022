import { ApiError, isSessionEnd, serverMessageOf } from '@/api-client/http';
import modalTexts from '@/lib/i18n/messages/modals.json';
import { openModal } from '@/lib/stores/modal-store';

/** Spec §8's generic form error, when no field takes it: the error modal with the server's errorMessage, or 'Произошла ошибка'. */
export function showUnexpectedError(error: unknown): void {
  if (isSessionEnd(error)) return;
  openModal('error', { message: serverMessageOf(error) ?? modalTexts.error.formMessage });
}

/**
 * Focuses the first of the named fields in the form's own order (react-hook-form's is the order its fields were
 * registered in, which a form built of parts does not keep); focusing scrolls it into view, clear of the header.
 */
export function focusFirstField(form: unknown, names: readonly string[]): void {
  if (!(form instanceof HTMLFormElement)) return;
  const first = Array.from(form.elements).find((element) => names.includes((element as HTMLInputElement).name));
  if (first instanceof HTMLElement) first.focus();
}

/**
 * Puts a server field map on the form's fields and focuses the first of them, so that a message under a field
 * out of view is not missed; returns whether any field matched.
 */
export function applyFieldErrors<T extends string>(
  error: unknown,
  fields: readonly T[],
  setError: (field: T, error: { message: string }) => void,
  form?: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const matched = Object.entries(error.fields).filter(([field]) => (fields as readonly string[]).includes(field));
  for (const [field, message] of matched) setError(field as T, { message });
  focusFirstField(form, matched.map(([field]) => field));
  return matched.length > 0;
}
