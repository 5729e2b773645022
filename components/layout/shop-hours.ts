import type { Shedule } from '@/api-client/schemas/info';

export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
export type WeekdayLabels = Record<WeekdayKey, string>;

/**
 * The visitor's weekday, Monday 0 … Sunday 6. The header shows the shops of the city the visitor chose (detected from
 * his address), so his clock's day is the shop's; shops carry no time zone to do better.
 */
export function localWeekdayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}

export function hoursOf(shedule: Shedule, dayIndex: number, dayOff: string): string {
  const hours = shedule[`wh_${dayIndex}` as keyof Shedule];
  return hours.trim() || dayOff;
}

export function todayHours(shedule: Shedule, dayOff: string, now: Date = new Date()): string {
  return hoursOf(shedule, localWeekdayIndex(now), dayOff);
}

/** Пн..Вс with the hours of each day. */
export function weekSchedule(shedule: Shedule, weekdays: WeekdayLabels, dayOff: string) {
  return WEEKDAY_KEYS.map((key, index) => ({ key, day: weekdays[key], hours: hoursOf(shedule, index, dayOff) }));
}

/** Consecutive days with the same hours merge: 'Пн–Пт 09:00–19:00'. */
export function groupedSchedule(shedule: Shedule, weekdays: WeekdayLabels, dayOff: string) {
  const groups: { days: string; hours: string }[] = [];
  let start = 0;
  const week = weekSchedule(shedule, weekdays, dayOff);
  week.forEach((entry, index) => {
    const next = week[index + 1];
    if (next?.hours === entry.hours) return;
    const first = week[start]!;
    groups.push({ days: start === index ? first.day : `${first.day}–${entry.day}`, hours: entry.hours });
    start = index + 1;
  });
  return groups;
}
