import { ApiError, serverMessageOf } from '@/api-client/http';
import modalTexts from '@/lib/i18n/messages/modals.json';
import { openModal } from '@/lib/stores/modal-store';

/** Spec §8's generic form error, when no field takes it: the error modal with the server's errorMessage, or 'Произошла ошибка'. */
export function showUnexpectedError(error: unknown): void {
  openModal('error', { message: serverMessageOf(error) ?? modalTexts.error.formMessage });
}

/** Puts a server field map on the form's fields; returns whether any field matched. */
export function applyFieldErrors<T extends string>(
  error: unknown,
  fields: readonly T[],
  setError: (field: T, error: { message: string }) => void,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as T, { message });
      matched = true;
    }
  }
  return matched;
}
