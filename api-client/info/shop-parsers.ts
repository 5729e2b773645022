import type { Shedule, Shop, ShopsResponse } from '../schemas/info';
import { isInteger, isNumber, isRecord, toParser } from '../plain-parsers';
import { parseCity } from './city-parsers';

/*
 * Hand-written twin of shopsResponseSchema: the header and footer ask for the visitor's city's shops in the
 * browser, where zod stays out of the public pages. tests/unit/city/shop-parsers.test.ts checks that both agree.
 */

const DAYS = ['wh_0', 'wh_1', 'wh_2', 'wh_3', 'wh_4', 'wh_5', 'wh_6'] as const;

function parseShedule(value: unknown): Shedule | undefined {
  if (!isRecord(value)) return undefined;
  const hours: Partial<Shedule> = {};
  for (const day of DAYS) {
    const text = value[day];
    if (typeof text !== 'string') return undefined;
    hours[day] = text;
  }
  return hours as Shedule;
}

function parseShop(value: unknown): Shop | undefined {
  if (!isRecord(value) || !isInteger(value.id)) return undefined;
  const { title, adress, phone, email, coords } = value;
  if (typeof title !== 'string' || typeof adress !== 'string' || typeof phone !== 'string' || typeof email !== 'string') return undefined;
  if (!isRecord(coords) || !isNumber(coords.lat) || !isNumber(coords.lon)) return undefined;
  const shedule = parseShedule(value.shedule);
  const city = parseCity(value.city);
  if (!shedule || !city) return undefined;
  return { id: value.id, title, adress, phone, email, shedule, coords: { lat: coords.lat, lon: coords.lon }, city };
}

function parseGroup(value: unknown): ShopsResponse['shops'][number] | undefined {
  if (!isRecord(value) || typeof value.title !== 'string' || !isInteger(value.cityId) || !Array.isArray(value.branches)) return undefined;
  const branches = value.branches.map(parseShop);
  return branches.every((shop) => shop !== undefined) ? { title: value.title, cityId: value.cityId, branches } : undefined;
}

export const shopsParser = toParser<ShopsResponse>((data) => {
  if (!isRecord(data) || !Array.isArray(data.shops)) return undefined;
  const shops = data.shops.map(parseGroup);
  return shops.every((group) => group !== undefined) ? { shops } : undefined;
});
