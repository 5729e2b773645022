import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Shedule } from '@/api-client/schemas/info';
import { groupedSchedule, localWeekdayIndex, todayHours, weekSchedule } from '@/components/layout/shop-hours';
import { toHeaderShops } from '@/lib/city/city-shops';

const shedule: Shedule = { wh_0: '09:00–19:00', wh_1: '09:00–19:00', wh_2: '09:00–19:00', wh_3: '09:00–19:00', wh_4: '09:00–19:00', wh_5: '10:00–17:00', wh_6: '' };
const weekdays = { mon: 'Пн', tue: 'Вт', wed: 'Ср', thu: 'Чт', fri: 'Пт', sat: 'Сб', sun: 'Вс' };

describe("today's hours", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    vi.useRealTimers();
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('reads Sunday as wh_6 and an empty day as a day off', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 15, 12)); // a Sunday on the visitor's clock
    expect(localWeekdayIndex(new Date())).toBe(6);
    expect(todayHours(shedule, 'выходной')).toBe('выходной');
  });

  it('reads Monday as wh_0', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 16, 10));
    expect(localWeekdayIndex(new Date())).toBe(0);
    expect(todayHours(shedule, 'выходной')).toBe('09:00–19:00');
  });

  it('uses the visitor’s day, the day of the city he chose: half past midnight on Monday in Yekaterinburg is still Sunday in Moscow', () => {
    process.env.TZ = 'Asia/Yekaterinburg';
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-15T19:30:00Z'));
    expect(localWeekdayIndex(new Date())).toBe(0);
    expect(todayHours(shedule, 'выходной')).toBe('09:00–19:00');
  });

  it('lists the week Пн..Вс and merges equal neighbours', () => {
    expect(weekSchedule(shedule, weekdays, 'выходной').map((day) => `${day.day} ${day.hours}`)).toEqual([
      'Пн 09:00–19:00',
      'Вт 09:00–19:00',
      'Ср 09:00–19:00',
      'Чт 09:00–19:00',
      'Пт 09:00–19:00',
      'Сб 10:00–17:00',
      'Вс выходной',
    ]);
    expect(groupedSchedule(shedule, weekdays, 'выходной')).toEqual([
      { days: 'Пн–Пт', hours: '09:00–19:00' },
      { days: 'Сб', hours: '10:00–17:00' },
      { days: 'Вс', hours: 'выходной' },
    ]);
  });

  it('flattens the grouped shop list with the city of each group', () => {
    const branch = { id: 5, title: 'Салон', adress: 'ул. Ленина, 1', phone: '', email: '', shedule, coords: { lat: 0, lon: 0 }, city: { id: 2, title: 'Казань' } };
    expect(toHeaderShops([{ title: 'Казань', cityId: 2, branches: [branch] }])).toEqual([
      { id: 5, title: 'Салон', adress: 'ул. Ленина, 1', cityId: 2, shedule },
    ]);
  });
});
