import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { shopsQuerySchema, type CitiesResponse, type ShopsResponse } from '../../api-client/schemas/info';
import type { Database } from '../db/client';
import { cities, shops } from '../db/schema';
import { validate } from '../lib/errors';

export function infoRoutes(db: Database): Hono {
  const app = new Hono({ strict: false });

  app.get('/citilist', async (c) => {
    const rows = await db
      .select({ id: cities.id, title: cities.title })
      .from(cities)
      .orderBy(asc(cities.sort), asc(cities.id));
    const body: CitiesResponse = { cities: rows };
    return c.json(body);
  });

  app.get('/shops', async (c) => {
    const { city_id } = validate(shopsQuerySchema, c.req.query());
    const rows = await db
      .select({ shop: shops, city: { id: cities.id, title: cities.title } })
      .from(shops)
      .innerJoin(cities, eq(cities.id, shops.cityId))
      .where(city_id === undefined ? undefined : eq(shops.cityId, city_id))
      .orderBy(asc(cities.sort), asc(cities.id), asc(shops.id));

    const groups = new Map<number, ShopsResponse['shops'][number]>();
    for (const { shop, city } of rows) {
      const group = groups.get(city.id) ?? { title: city.title, cityId: city.id, branches: [] };
      group.branches.push({
        id: shop.id,
        title: shop.title,
        adress: shop.adress,
        phone: shop.phone,
        email: shop.email,
        shedule: shop.shedule,
        coords: { lat: shop.lat, lon: shop.lon },
        city,
      });
      groups.set(city.id, group);
    }
    const body: ShopsResponse = { shops: [...groups.values()] };
    return c.json(body);
  });

  return app;
}
