import { ApiError, isSessionEnd, serverMessageOf } from '@/api-client/http';
import type { Order, OrderProduct } from '@/api-client/schemas/orders';
import { formatDateInput } from '@/lib/date-input';
import { formatMoscowDate } from '@/lib/moscow-time';
import { openModal } from '@/lib/stores/modal-store';

/** A calendar date (yyyy-mm-dd, no time zone to apply) or an instant's Moscow day; '—' for none. */
export function formatDate(value: string | null): string {
  if (!value) return '—';
  return formatDateInput(value) || formatMoscowDate(value);
}

/**
 * Whether the calculator can open this order: a draft whose rows share one set of parameters (the backend refuses
 * an order of several models or colours, so the link would lead to an error).
 */
export function opensInCalculator(order: Pick<Order, 'statusCode' | 'products'>): boolean {
  if (order.statusCode !== 'n') return false;
  const group = (product: OrderProduct) => JSON.stringify(product.attributes.map(({ code, value }) => [code, value]));
  const [first] = order.products;
  return first === undefined || order.products.every((product) => group(product) === group(first));
}

/** A workbook the backend refused: its message and the problems by sheet and cell; null for any other failure. */
export function workbookRefusal(error: unknown): { message: string; problems: string[] } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fromServer) return null;
  const problems = Object.entries(error.fields)
    .filter(([key]) => key.startsWith('row_errors.'))
    .map(([, message]) => message);
  return { message: problems.length > 0 ? error.message : (error.fields.file_order ?? error.message), problems };
}

/** Order actions rethrow the server's errorMessage (spec, section 8): it is shown in the error modal, else its default text. */
export function showError(error: unknown): void {
  if (isSessionEnd(error)) return;
  openModal('error', { message: serverMessageOf(error) });
}

/** Saves a downloaded Blob under its name through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
