import { isInteger, isNumber, isRecord, toParser } from '../plain-parsers';
import type { PricesResponse, ProductPrice } from '../schemas/catalog';

/*
 * The hand-written twin of pricesResponseSchema: catalogue pages re-price their products for the visitor's city
 * right after they load, and zod need not come with it. tests/unit/catalog/price-parsers.test.ts checks both agree.
 */

const isPrice = (value: unknown): value is number | null => value === null || isNumber(value);

function parseOffer(value: unknown): ProductPrice['offers'][number] | undefined {
  if (!isRecord(value) || !isInteger(value.id) || !isPrice(value.price)) return undefined;
  return { id: value.id, price: value.price };
}

function parsePrice(value: unknown): ProductPrice | undefined {
  if (!isRecord(value) || !isInteger(value.id) || !isPrice(value.front_price) || !Array.isArray(value.offers)) return undefined;
  const offers = value.offers.map(parseOffer);
  if (!offers.every((offer) => offer !== undefined)) return undefined;
  return { id: value.id, front_price: value.front_price, offers };
}

export const pricesParser = toParser<PricesResponse>((data) => {
  if (!isRecord(data) || !Array.isArray(data.prices)) return undefined;
  const prices = data.prices.map(parsePrice);
  return prices.every((price) => price !== undefined) ? { prices } : undefined;
});
