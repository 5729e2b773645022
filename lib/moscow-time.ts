/**
 * The cabinet's times are the factory's (Moscow), like its notifications and the backend's Excel files: an order
 * reads the same on every dealer's screen, wherever the browser is. No dependencies: the public header's
 * notification panel formats with it too.
 */
export const MOSCOW_TIME_ZONE = 'Europe/Moscow';

/** A day in milliseconds: Moscow keeps no daylight saving, so its days are all this long. */
export const DAY_MS = 86_400_000;

let dateTime: Intl.DateTimeFormat | undefined;

/** Day, month, year, hour and minute of an instant on a Moscow clock, two digits each (four for the year). */
function moscowParts(date: Date): Record<string, string> {
  dateTime ??= new Intl.DateTimeFormat('ru-RU', {
    timeZone: MOSCOW_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(dateTime.formatToParts(date).map(({ type, value }) => [type, value]));
}

/** 'dd.mm.yyyy' of an instant, its Moscow day. */
export function formatMoscowDate(instant: string | Date): string {
  const part = moscowParts(new Date(instant));
  return `${part.day}.${part.month}.${part.year}`;
}

/**
 * 'dd.mm.yyyy hh:mm МСК' of an instant, in Moscow time: marked, since a dealer far east of Moscow reads an unmarked
 * time as their own. On a narrow screen it breaks between the date and the time only: «МСК» keeps to its time.
 */
export function formatMoscowDateTime(iso: string): string {
  const part = moscowParts(new Date(iso));
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}\u00a0МСК`;
}

/** 'hh:mm МСК' of an instant, for a save made today ('Черновик сохранён в 06:45 МСК'). */
export function formatMoscowTime(iso: string): string {
  const part = moscowParts(new Date(iso));
  return `${part.hour}:${part.minute}\u00a0МСК`;
}

/** A Moscow day as the API writes days ('yyyy-mm-dd'). */
export function moscowIsoDay(now = new Date()): string {
  const part = moscowParts(now);
  return `${part.year}-${part.month}-${part.day}`;
}

/** The instant a Moscow day ('yyyy-mm-dd') begins: UTC+3 all year since 2014. */
export function moscowDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

/** The API day ('yyyy-mm-dd') that many days after `day`. */
export function addIsoDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today in Moscow, as a local midnight Date for calendar arithmetic. */
export function moscowToday(now = new Date()): Date {
  const part = moscowParts(now);
  return new Date(Number(part.year), Number(part.month) - 1, Number(part.day));
}
