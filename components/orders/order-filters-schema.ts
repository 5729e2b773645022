import { z } from 'zod';
import { parseDateInput } from '@/lib/date-input';

/** The filters' own messages (Orders.filters in messages). */
export type OrderFilterMessages = { dateInvalid: string; dateRange: string };

/** A field left empty, or only spaces, filters nothing; so does one the form does not show (a staff member's client). */
const trimmed = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** The form's values as the list's address takes them: trimmed, dates as ISO, the checkbox as 'y'; unset ones undefined. */
export function orderFiltersSchema(messages: OrderFilterMessages) {
  const date = trimmed.transform((text, ctx) => {
    if (!text) return undefined;
    const iso = parseDateInput(text);
    if (iso) return iso;
    ctx.addIssue({ code: 'custom', message: messages.dateInvalid });
    return z.NEVER;
  });
  return z
    .object({
      number: trimmed,
      status: trimmed,
      client_id: trimmed,
      company_id: trimmed,
      date_from: date,
      date_to: date,
      unreadMessages: z.boolean().transform((checked) => (checked ? 'y' : undefined)),
    })
    .superRefine(({ date_from: from, date_to: to }, ctx) => {
      // ISO days compare as text; a reversed range would find nothing without saying why. A wrong date is its own
      // message: zod runs this only once every field has passed.
      if (from && to && from > to) ctx.addIssue({ code: 'custom', message: messages.dateRange, path: ['date_to'] });
    });
}

/** The filters as the form holds them: dates typed as dd.mm.yyyy (spec §5), the checkbox as a flag. */
export type OrderFilterValues = z.input<ReturnType<typeof orderFiltersSchema>>;
/** What a valid form sends: the list's filters, each set one as the address holds it. */
export type OrderFilters = z.output<ReturnType<typeof orderFiltersSchema>>;
