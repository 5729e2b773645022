import { ApiError } from '@/api-client/http';
import { openModal } from '@/lib/stores/modal-store';

/** A failure that is not about the form's fields (network, 5xx): the error modal with the server's message if any. */
export function showUnexpectedError(error: unknown): void {
  const message = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
  openModal('error', message ? { message } : {});
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
