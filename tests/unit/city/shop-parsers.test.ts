import { describe, it } from 'vitest';
import { shopsParser } from '@/api-client/info/shop-parsers';
import { shopsResponseSchema } from '@/api-client/schemas/info';
import { expectSameAs, NOT_OBJECTS } from '../parser-twins';

const shedule = { wh_0: '09:00–19:00', wh_1: '09:00–19:00', wh_2: '09:00–19:00', wh_3: '09:00–19:00', wh_4: '09:00–19:00', wh_5: '', wh_6: '' };
const shop = {
  id: 1,
  title: 'Фабричный салон',
  adress: 'г. Москва, ул. Складочная, д. 1',
  phone: '+7 (495) 123-45-67',
  email: 'moskva@fasadia.ru',
  shedule,
  coords: { lat: 55.8, lon: 37.59 },
  city: { id: 1, title: 'Москва' },
};
const group = (branches: unknown[], extra: Record<string, unknown> = {}) => ({ shops: [{ title: 'Москва', cityId: 1, branches, ...extra }] });

describe('info/shops/ parser', () => {
  it('agrees with shopsResponseSchema', () => {
    expectSameAs(shopsParser, shopsResponseSchema, [
      ...NOT_OBJECTS,
      { shops: [] },
      { shops: {} },
      { shops: [null] },
      group([]),
      group([shop]),
      group([{ ...shop, extra: 1, shedule: { ...shedule, wh_7: 'x' }, coords: { lat: 1, lon: 2, alt: 3 }, city: { id: 1, title: 'Москва', region: 'x' } }], { note: 'x' }),
      group([{ ...shop, id: 1.5 }]),
      group([{ ...shop, id: '1' }]),
      group([{ ...shop, adress: undefined }]),
      group([{ ...shop, phone: 7 }]),
      group([{ ...shop, email: null }]),
      group([{ ...shop, shedule: { ...shedule, wh_6: undefined } }]),
      group([{ ...shop, shedule: null }]),
      group([{ ...shop, coords: { lat: '55', lon: 37 } }]),
      group([{ ...shop, coords: { lat: Number.NaN, lon: 37 } }]),
      group([{ ...shop, coords: null }]),
      group([{ ...shop, city: { id: 1 } }]),
      group([null]),
      { shops: [{ title: 'Москва', cityId: 1.5, branches: [] }] },
      { shops: [{ title: 1, cityId: 1, branches: [] }] },
      { shops: [{ title: 'Москва', cityId: 1, branches: {} }] },
      { shops: [{ title: 'Москва', cityId: 1 }] },
    ]);
  });
});
