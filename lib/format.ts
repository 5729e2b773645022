import { MOSCOW_TIME_ZONE } from '@/lib/moscow-time';
// Formatters are built on first use: the shell imports phoneHref on every page, and building one costs main-thread time
// (a Moscow-time date formatter ~38 ms at page load, even unused).
let rubles: Intl.NumberFormat | undefined;

/** Prices show whole roubles (spec §9). */
export function formatPrice(value: number): string {
  rubles ??= new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0, minimumFractionDigits: 0 });
  return rubles.format(Math.round(value));
}

/** Digits only, for tel: links (spec §5); a Russian number written with 8 or 7 is dialled as +7 from anywhere. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 11 && /^[78]/.test(digits) ? `+7${digits.slice(1)}` : digits}`;
}

let longDate: Intl.DateTimeFormat | undefined;

/** '20 ноября 2026 г.' for an ISO date-time, in the factory's time zone. */
export function formatDate(iso: string): string {
  longDate ??= new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: MOSCOW_TIME_ZONE });
  return longDate.format(new Date(iso));
}
