import { isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';

/** Price per m² of a facade whose model is not in the catalogue. */
export const DEFAULT_RATE_PER_M2 = 5200;
/** Small parts are priced as at least this area, as the factory's price list does. */
const MIN_AREA_M2 = 0.1;

type Priced = { model: string; name: string; height: number; width: number };

/** Today's price of each row in whole roubles: the catalogue's price per m² of its model times its area. */
export async function priceRows(db: Pick<Database, 'select'>, rows: readonly Priced[]): Promise<number[]> {
  const catalogue = await db.select({ title: products.title, price: products.price }).from(products).where(isNotNull(products.price));
  const rates = catalogue.map((product) => ({ title: product.title.toLowerCase().replace(/[«»"]/g, ''), price: product.price ?? DEFAULT_RATE_PER_M2 }));
  const rateFor = (row: Priced) => {
    const model = (row.model || row.name).toLowerCase();
    if (!model) return DEFAULT_RATE_PER_M2;
    return rates.find((rate) => rate.title === model || rate.title.endsWith(` ${model}`))?.price ?? DEFAULT_RATE_PER_M2;
  };
  return rows.map((row) => Math.round(rateFor(row) * Math.max((row.height * row.width) / 1_000_000, MIN_AREA_M2)));
}
