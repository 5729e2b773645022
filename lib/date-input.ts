/** Typed dates of the cabinet's forms (spec §5): dd.mm.yyyy, day 1–31, month 1–12, year 19xx or 20xx. */
const DATE_INPUT = /^(\d{1,2})\.(\d{1,2})\.((?:19|20)\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** The ISO date (yyyy-mm-dd) of a typed dd.mm.yyyy, or null when it is not one or names no real day (31.02). */
export function parseDateInput(text: string): string | null {
  const match = DATE_INPUT.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (day < 1 || day > 31 || month < 1 || month > 12) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** dd.mm.yyyy of an ISO date, '' for none. */
export function formatDateInput(iso: string | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}
