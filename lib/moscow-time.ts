/**
 * The cabinet's times are the factory's (Moscow), like its notifications and the backend's Excel files: an order
 * reads the same on every dealer's screen, wherever the browser is. No dependencies: the public header's
 * notification panel formats with it too.
 */
export const MOSCOW_TIME_ZONE = 'Europe/Moscow';

let dateTime: Intl.DateTimeFormat | undefined;

/** 'dd.mm.yyyy hh:mm' of an instant, in Moscow time. */
export function formatMoscowDateTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat('ru-RU', {
    timeZone: MOSCOW_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(dateTime.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
}

/** Today in Moscow, as a local midnight Date for calendar arithmetic. */
export function moscowToday(now = new Date()): Date {
  const text = formatMoscowDateTime(now.toISOString());
  return new Date(Number(text.slice(6, 10)), Number(text.slice(3, 5)) - 1, Number(text.slice(0, 2)));
}
