import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calculatorProductResponseSchema, calculatorReferenceSchema, type CalculatorReference } from '../../api-client/schemas/calculator';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { ORDER_FILE_ERRORS_MESSAGE, orderCreatedResponseSchema, orderResponseSchema, type OrderProduct } from '../../api-client/schemas/orders';
import { tokenResponseSchema } from '../../api-client/schemas/user';
import { glasses, glassLayouts, orders, productGlassLayouts, productMaterialColors, products } from '../../backend/db/schema';
import { getJson, postJson, useTestApp } from './helpers/request';
import { mdfFilmOak } from './helpers/catalog';
import { TEST_DRIVERS } from './helpers/test-db';
import { workbookFile, type Row } from './helpers/workbook';

/** Height is column D and width E, the first row 2: the cells the problems name. */
const HEADER: Row = ['№', 'Наименование', 'Модель', 'Высота', 'Ширина', 'Кол-во', 'Материал', 'Стекло', 'Патина', 'Упаковка'];

/** The seed catalogue's decor and glass-front model (backend/seed/data/catalog.ts), which the small fixture lacks. */
const DECOR = [
  { code: 'pilyastra-verona', title: 'Пилястра «Верона»', price: 2900, unit: 'шт.' },
  { code: 'karniz-pryamoj', title: 'Карниз «Прямой»', price: 1450, unit: 'пог. м' },
  { code: 'nakladka-rozetka', title: 'Накладка «Розетка»', price: 650, unit: 'шт.' },
];
const RAVENNA = { code: 'fasad-ravenna', title: 'Фасад-витрина «Равенна»', price: 5800, unit: 'м²', characteristics: { pereplet: '70 мм' } };

describe.each(TEST_DRIVERS)('workbook pricing on %s', (kind) => {
  const test = useTestApp(kind);

  beforeAll(async () => {
    const { db } = test.database();
    const { section, film, oak } = await mdfFilmOak(db);
    await db.insert(products).values(DECOR.map((decor) => ({ ...decor, sectionId: section.id })));
    const [ravenna] = await db.insert(products).values({ ...RAVENNA, sectionId: section.id }).returning({ id: products.id });
    if (!ravenna) throw new Error('«Равенна» was not inserted');
    await db.insert(productMaterialColors).values({ productId: ravenna.id, materialId: film.id, colorId: oak.id });
    const layouts = await db.select({ id: glassLayouts.id }).from(glassLayouts).where(inArray(glassLayouts.code, ['cross', 'grid']));
    await db.insert(productGlassLayouts).values(layouts.map((layout, sort) => ({ productId: ravenna.id, glassLayoutId: layout.id, sort })));
    // A glass the catalogue knows but «Равенна» is not made with.
    await db.insert(glasses).values({ code: 'satinat', title: 'Матовое сатинат', img: '/images/g2.webp' });
  });

  let headers: Record<string, string> | undefined;
  async function dealer() {
    if (!headers) {
      const res = await postJson(test.app(), '/api/v1/user/login', { login: 'dealer@example.ru', password: 'dealer-pass-1' });
      headers = { 'X-API-Key': tokenResponseSchema.parse(res.body).jwt };
    }
    return headers;
  }
  let reference: CalculatorReference | undefined;
  async function ref() {
    reference ??= calculatorReferenceSchema.parse((await getJson(test.app(), '/api/v1/order/calculator', await dealer())).body);
    return reference;
  }
  /** The factor of the dealer's price type, as the calculator names it to the dealer. */
  async function dealerFactor() {
    const r = await ref();
    const type = r.price_types.find((entry) => entry.code === r.custom_price_ref.priceType);
    if (!type) throw new Error('No price type');
    return type.factor;
  }
  async function upload(rows: Row[]) {
    const form = new FormData();
    form.set('file_order', await workbookFile(rows, { header: HEADER }));
    return postJson(test.app(), '/api/v1/order/excel', form, await dealer());
  }
  async function orderProducts(id: number): Promise<OrderProduct[]> {
    return orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}`, await dealer())).body).order.products;
  }
  async function created(rows: Row[]) {
    const res = await upload(rows);
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    return orderCreatedResponseSchema.parse(res.body).order.id;
  }
  const countOrders = async () => (await test.database().db.select({ id: orders.id }).from(orders)).length;
  async function refused(rows: Row[]) {
    const before = await countOrders();
    const res = await upload(rows);
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(400);
    const { errorMessage, errors = {} } = errorResponseSchema.parse(res.body);
    expect(errorMessage).toBe(ORDER_FILE_ERRORS_MESSAGE);
    expect(await countOrders()).toBe(before);
    return Object.entries(errors)
      .filter(([key]) => key.startsWith('row_errors.'))
      .map(([, message]) => message);
  }

  it('prices decor at its catalogue price per piece or per metre of its length, at the dealer\'s price type, with no facade options or limits', async () => {
    const factor = await dealerFactor();
    const id = await created([
      [1, 'Пилястра «Верона»', '', 2000, 120, 2, '', '', '', ''],
      [2, 'Карниз «Прямой»', '', 2000, 120, 1, '', '', '', ''],
      // Longer than the facade presses' 2350 mm: a cornice is cut to length.
      [3, 'Карниз «Прямой»', '', 2500, 120, 1, '', '', '', ''],
      // Smaller than any facade, with a patina and a crate that a facade would be charged for.
      [4, 'Накладка «Розетка»', '', 100, 100, 4, '', '', 'Золото', 'Деревянная обрешётка'],
      // 'Верона' is also a glass-front facade in the fixture: the row's full title says which is meant.
      [5, 'Пилястра «Верона»', 'Верона', 2000, 120, 1, '', '', '', ''],
    ]);
    const items = await orderProducts(id);
    expect(items.map((item) => item.price)).toEqual([
      Math.round(2900 * factor),
      Math.round(1450 * 2 * factor),
      Math.round(1450 * 2.5 * factor),
      Math.round(650 * factor),
      Math.round(2900 * factor),
    ]);
    expect(items.map((item) => item.price)).toEqual([2465, 2465, 3081, 553, 2465]);
    expect(items[0]?.sum).toBe(2 * 2465);

    // A repeat prices the rows anew by the same rules.
    const res = await postJson(test.app(), `/api/v1/order/${id}/repeat`, {}, await dealer());
    const repeated = await orderProducts(orderCreatedResponseSchema.parse(res.body).order.id);
    expect(repeated.map((item) => item.price)).toEqual(items.map((item) => item.price));
  });

  it('refuses a glass-front model without a glass it is made with, naming the row\'s height cell and its glasses, and creates nothing', async () => {
    const choice = 'укажите стекло из каталога (Прозрачное)';
    const row = (glass: string, height = 800, width = 400): Row => [1, 'Фасад', 'Равенна', height, width, 1, 'МДФ плёнка', glass, '', ''];
    expect(await refused([row('')])).toEqual([`Лист1!D2: модель Фасад-витрина «Равенна» со стеклом — ${choice}`]);
    expect(await refused([row('Зелёное')])).toEqual([`Лист1!D2: стекла «Зелёное» нет у модели Фасад-витрина «Равенна» — ${choice}`]);
    expect(await refused([row('Матовое сатинат')])).toEqual([`Лист1!D2: стекла «Матовое сатинат» нет у модели Фасад-витрина «Равенна» — ${choice}`]);
    const tooSmall = ['Лист1!D2: высота 200 меньше допустимой 250 для материала «МДФ плёнка»', 'Лист1!E2: ширина 200 меньше допустимой 250 для материала «МДФ плёнка»'];
    expect(await refused([row('', 200, 200)])).toEqual([`Лист1!D2: модель Фасад-витрина «Равенна» со стеклом — ${choice}`, ...tooSmall]);
    expect(await refused([row('Прозрачное', 200, 200)])).toEqual(tooSmall);
  });

  it('prices a glass-front model with its glass as the calculator does', async () => {
    const items = await orderProducts(await created([[1, 'Фасад', 'Равенна', 800, 400, 1, 'МДФ плёнка', 'прозрачное', '', '']]));
    const r = await ref();
    const byTitle = <T extends { id: number; title: string }>(list: T[], title: string) => list.find((entry) => entry.title === title)?.id;
    const group = {
      model: byTitle(r.order_models, RAVENNA.title),
      material: byTitle(r.order_materials, 'МДФ плёнка'),
      color: byTitle(r.order_colors, 'Дуб'),
      glass: byTitle(r.order_glass_models, 'Прозрачное'),
    };
    const res = await postJson(test.app(), '/api/v1/order/get_calculator_product', { data: JSON.stringify({ group, rows: [{ height: 800, width: 400, quantity: 1 }] }) }, await dealer());
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    const calculated = calculatorProductResponseSchema.parse(res.body).rows[0]?.unitPrice;
    expect(calculated).toBeGreaterThan(Math.round(5800 * 0.32 * (await dealerFactor())));
    expect(items[0]?.price).toBe(calculated);
  });

  it('refuses a glass named for a solid model, as the calculator does; one without a glass is accepted', async () => {
    const row = (glass: string): Row => [1, 'Фасад', 'Фасад plain-01', 700, 400, 1, '', glass, '', ''];
    expect(await refused([row('Прозрачное')])).toEqual(['Лист1!D2: у модели «Фасад plain-01» нет стекла — уберите стекло «Прозрачное»']);
    const items = await orderProducts(await created([row('')]));
    expect(items[0]?.price).toBe(Math.round(1000 * 0.28 * (await dealerFactor())));
  });
});
