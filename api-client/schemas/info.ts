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
