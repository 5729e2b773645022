import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  DEFAULT_GEOLOCATION_ID,
  geolocationQuerySchema,
  locationListQuerySchema,
  shopsQuerySchema,
  type BlogAlertResponse,
  type CitiesResponse,
  type CityUserResponse,
  type Geolocation,
  type LocationListResponse,
  type Shop,
  type ShopsResponse,
  type StockOffer,
} from '../../api-client/schemas/info';
import type { Database } from '../db/client';
import { cities, locations, shops, stockOffers } from '../db/schema';
import { validate } from '../lib/errors';
import { headerCoordinates, loadCities, nearestCity, NEAREST_CITY_MAX_KM, normalizeTitle, resolveCity, varyByLocation } from '../lib/location';

const LOCATION_LIST_LIMIT = 20;

/** A shop row and its city as the API gives them, in the shop list and on a filial's page alike. */
export function toShop(shop: typeof shops.$inferSelect, city: Shop['city']): Shop {
  const { id, title, adress, phone, email, shedule } = shop;
  return { id, title, adress, phone, email, shedule, coords: { lat: shop.lat, lon: shop.lon }, city };
}

const stockOfferColumns = {
  id: stockOffers.id,
  title: stockOffers.title,
  message: stockOffers.message,
  sectionSlug: stockOffers.sectionSlug,
  slug: stockOffers.slug,
  buttonText: stockOffers.buttonText,
  buttonLink: stockOffers.buttonLink,
  showButton: stockOffers.showButton,
  bgImage: stockOffers.bgImage,
  bgColor: stockOffers.bgColor,
  bgOpacity: stockOffers.bgOpacity,
  bgAnimation: stockOffers.bgAnimation,
  shine: stockOffers.shine,
  bannerLink: stockOffers.bannerLink,
  noHide: stockOffers.noHide,
} satisfies Record<keyof StockOffer, unknown>;

/** The stock offer shown above the header and on the blog: the newest active one with a blog section. */
export async function latestStockOffer(db: Database): Promise<StockOffer | null> {
  const [alert = null] = await db
    .select(stockOfferColumns)
    .from(stockOffers)
    .where(and(eq(stockOffers.active, true), ne(stockOffers.sectionSlug, '')))
    .orderBy(desc(stockOffers.createdAt), desc(stockOffers.id))
    .limit(1);
  return alert;
}

const NO_GEOLOCATION: Geolocation = { id: DEFAULT_GEOLOCATION_ID, name: '', lat: 0, long: 0 };

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
      group.branches.push(toShop(shop, city));
      groups.set(city.id, group);
    }
    const body: ShopsResponse = { shops: [...groups.values()] };
    return c.json(body);
  });

  app.get('/blogalert', async (c) => {
    const body: BlogAlertResponse = { alert: await latestStockOffer(db) };
    return c.json(body);
  });

  app.get('/geolocation', async (c) => {
    const query = validate(geolocationQuerySchema, c.req.query());
    // Spec §3 sends the coordinates as Location-Lat and Location-Lon; lat and lon in the query are read too.
    const point = headerCoordinates((name) => c.req.header(name)) ?? (query.lat === undefined || query.lon === undefined ? undefined : { lat: query.lat, lon: query.lon });
    const city = point && nearestCity(await loadCities(db), point.lat, point.lon, NEAREST_CITY_MAX_KM);
    varyByLocation(c);
    const body: Geolocation = city ? { id: city.id, name: city.title, lat: city.lat, long: city.lon } : NO_GEOLOCATION;
    return c.json(body);
  });

  app.get('/locationlist', async (c) => {
    const query = validate(locationListQuerySchema, c.req.query());
    const name = normalizeTitle(query.name ?? '');
    const likeName = normalizeTitle(query.like_name ?? '');
    const filters: SQL[] = [];
    if (name) filters.push(eq(locations.searchName, name));
    // strpos rather than LIKE, so '%' and '_' in the input match themselves.
    if (likeName) filters.push(sql`strpos(${locations.searchName}, ${likeName}) > 0`);
    if (query.type) filters.push(eq(locations.type, query.type));
    const rows = await db
      .select({ id: locations.id, name: locations.name, type: locations.type })
      .from(locations)
      .where(and(...filters))
      // Byte order of the normalized name is alphabetical for Russian and the same on every server locale.
      .orderBy(sql`${locations.searchName} collate "C"`, asc(locations.name), asc(locations.id))
      .limit(LOCATION_LIST_LIMIT);
    const body: LocationListResponse = { locations: rows };
    return c.json(body);
  });

  app.get('/cityuser', async (c) => {
    const city = await resolveCity(db, (name) => c.req.header(name), NEAREST_CITY_MAX_KM);
    const body: CityUserResponse = { city: city ? { id: city.id, title: city.title } : null };
    // The answer depends on the visitor's headers, so shared caches must not reuse it.
    c.header('Cache-Control', 'private, max-age=60');
    varyByLocation(c);
    return c.json(body);
  });

  return app;
}
