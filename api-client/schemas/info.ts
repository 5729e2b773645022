import { z } from 'zod';

export const citySchema = z.object({ id: z.number().int(), title: z.string() });
export type City = z.infer<typeof citySchema>;
export const citiesResponseSchema = z.object({ cities: z.array(citySchema) });
export type CitiesResponse = z.infer<typeof citiesResponseSchema>;

/** Opening hours, wh_0 Monday .. wh_6 Sunday; an empty string is a day off. */
export const sheduleSchema = z.object({
  wh_0: z.string(),
  wh_1: z.string(),
  wh_2: z.string(),
  wh_3: z.string(),
  wh_4: z.string(),
  wh_5: z.string(),
  wh_6: z.string(),
});
export type Shedule = z.infer<typeof sheduleSchema>;

export const shopSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  adress: z.string(),
  phone: z.string(),
  email: z.string(),
  shedule: sheduleSchema,
  coords: z.object({ lat: z.number(), lon: z.number() }),
  city: citySchema,
});
export type Shop = z.infer<typeof shopSchema>;

/** Shops grouped by city: the group title is the city's. */
export const shopsResponseSchema = z.object({
  shops: z.array(z.object({ title: z.string(), cityId: z.number().int(), branches: z.array(shopSchema) })),
});
export type ShopsResponse = z.infer<typeof shopsResponseSchema>;

export const shopsQuerySchema = z.object({
  city_id: z
    .string()
    .regex(/^\d{1,9}$/, 'Неверный город')
    .transform(Number)
    .optional(),
});

/** The stock offer above the header (info/blogalert/). `message` is CMS HTML. */
export const STOCK_BOUNCE_ANIMATION = 'Увеличение-уменьшение';
export const stockOfferSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  /** Blog section of the article the button leads to; an offer without one is not shown. */
  sectionSlug: z.string(),
  slug: z.string(),
  /** Button text; empty means the site property `stockButtonText`. */
  buttonText: z.string(),
  /** A custom link for the button instead of the article. */
  buttonLink: z.string(),
  showButton: z.boolean(),
  bgImage: z.string(),
  bgColor: z.string(),
  /** 0..1 */
  bgOpacity: z.number().min(0).max(1),
  bgAnimation: z.string(),
  shine: z.boolean(),
  /** Makes the whole banner a link. */
  bannerLink: z.string(),
  /** Closing hides it for now but is not remembered. */
  noHide: z.boolean(),
});
export type StockOffer = z.infer<typeof stockOfferSchema>;
export const blogAlertResponseSchema = z.object({ alert: stockOfferSchema.nullable() });
export type BlogAlertResponse = z.infer<typeof blogAlertResponseSchema>;

export { DEFAULT_GEOLOCATION_ID, UNKNOWN_LOCATION_USER_ID } from './location-ids';

export const geolocationQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
});
/** info/geolocation: the place nearest to the coordinates, or the default when none is known. */
export const geolocationResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lat: z.number(),
  long: z.number(),
});
export type Geolocation = z.infer<typeof geolocationResponseSchema>;

export const locationListQuerySchema = z.object({
  name: z.string().max(100).optional(),
  like_name: z.string().max(100).optional(),
  type: z.enum(['city', 'region']).optional(),
});
export const locationListResponseSchema = z.object({
  locations: z.array(z.object({ id: z.number().int(), name: z.string(), type: z.enum(['city', 'region']) })),
});
export type LocationListResponse = z.infer<typeof locationListResponseSchema>;

/** info/cityuser/: the catalogue city for the request's Location headers, null when none matches. */
export const cityUserResponseSchema = z.object({ city: citySchema.nullable() });
export type CityUserResponse = z.infer<typeof cityUserResponseSchema>;
