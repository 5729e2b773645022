import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calculatorProductResponseSchema, calculatorReferenceSchema, type CalculatorReference } from '../../api-client/schemas/calculator';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { orderCreatedResponseSchema, orderResponseSchema } from '../../api-client/schemas/orders';
import { glasses, glassLayouts, orderItems, productGlassLayouts, productMaterialColors, products } from '../../backend/db/schema';
import { getJson, postJson, useTestApp } from './helpers/request';
import { mdfFilmOak } from './helpers/catalog';
import { TEST_DRIVERS } from './helpers/test-db';
import { signIn } from './helpers/users';
import { workbookFile, type Row } from './helpers/workbook';

/** The seed's «Генуя» (backend/seed/data/catalog.ts): a satin glass with a cross or with «Без раскладки, сатинат». */
const GENUYA = { code: 'fasad-genuya', title: 'Фасад-витрина «Генуя»', price: 5500, unit: 'м²', characteristics: { pereplet: '60 мм' } };
const LAYOUT_HEADER: Row = ['№', 'Наименование', 'Модель', 'Высота', 'Ширина', 'Кол-во', 'Материал', 'Цвет', 'Стекло', 'Раскладка'];
const RAL_REFUSED = 'Такого цвета RAL нет в каталоге';

describe.each(TEST_DRIVERS)('«Без раскладки» layouts and typed RAL codes on %s', (kind) => {
  const test = useTestApp(kind);

  beforeAll(async () => {
    const { db } = test.database();
    const { section, film, oak } = await mdfFilmOak(db);
    const [satinat] = await db.insert(glasses).values({ code: 'steklo-satinat', title: 'Матовое сатинат', img: '/images/g2.webp' }).returning({ id: glasses.id });
    if (!satinat) throw new Error('The glass was not inserted');
    const layouts = await db
      .insert(glassLayouts)
      .values([
        { code: 'rasklad-krest-satinat', title: 'Крест сатинат', glassId: satinat.id },
        { code: 'bez-raskladki-satinat', title: 'Без раскладки, сатинат', glassId: satinat.id },
      ])
      .returning({ id: glassLayouts.id });
    const [genuya] = await db.insert(products).values({ ...GENUYA, sectionId: section.id }).returning({ id: products.id });
    if (!genuya) throw new Error('«Генуя» was not inserted');
    await db.insert(productMaterialColors).values({ productId: genuya.id, materialId: film.id, colorId: oak.id });
    await db.insert(productGlassLayouts).values(layouts.map((layout, sort) => ({ productId: genuya.id, glassLayoutId: layout.id, sort })));
  });

  const dealer = async () => (await signIn(test, 'dealer@example.ru')).headers;
  let reference: CalculatorReference | undefined;
  async function ref() {
    reference ??= calculatorReferenceSchema.parse((await getJson(test.app(), '/api/v1/order/calculator', await dealer())).body);
    return reference;
  }
  async function idOf(list: keyof Pick<CalculatorReference, 'order_models' | 'order_materials' | 'order_colors' | 'order_glass_models' | 'order_glassinsert_variants'>, title: string) {
    const found = (await ref())[list].find((entry) => entry.title === title);
    if (!found) throw new Error(`No ${title}`);
    return found.id;
  }
  const price = async (group: Record<string, unknown>) =>
    postJson(test.app(), '/api/v1/order/get_calculator_product', { data: JSON.stringify({ group, rows: [{ height: 716, width: 396, quantity: 1 }] }) }, await dealer());
  async function unitPrice(group: Record<string, unknown>) {
    const res = await price(group);
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    return calculatorProductResponseSchema.parse(res.body).rows[0]?.unitPrice;
  }
  async function uploaded(rows: Row[], header?: Row) {
    const form = new FormData();
    form.set('file_order', await workbookFile(rows, header ? { header } : {}));
    const res = await postJson(test.app(), '/api/v1/order/excel', form, await dealer());
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    return orderCreatedResponseSchema.parse(res.body).order.id;
  }
  const storedRal = async (orderId: number) =>
    (await test.database().db.select({ num: orderItems.num, ral: orderItems.ral }).from(orderItems).where(eq(orderItems.orderId, orderId))).sort((a, b) => a.num - b.num).map((item) => item.ral);

  async function genuya() {
    return {
      model: await idOf('order_models', GENUYA.title),
      material: await idOf('order_materials', 'МДФ плёнка'),
      color: await idOf('order_colors', 'Дуб'),
      glass: await idOf('order_glass_models', 'Матовое сатинат'),
    };
  }

  it('charges no layout fee for «Без раскладки, сатинат», in the calculator as in a workbook; a real layout is still charged', async () => {
    const group = await genuya();
    const plain = await unitPrice(group);
    // 5500 ₽/м² × 0.28 м² plus the 596 × 276 mm satin opening at 1500 ₽/м², at the dealer's ×0.85; a cross adds 450 ₽ (QA's case).
    expect(plain).toBe(1535);
    expect(await unitPrice({ ...group, layout: await idOf('order_glassinsert_variants', 'Без раскладки, сатинат') })).toBe(plain);
    expect(await unitPrice({ ...group, layout: await idOf('order_glassinsert_variants', 'Крест сатинат') })).toBe(1918);

    const id = await uploaded([[1, 'Фасад', 'Генуя', 716, 396, 1, 'МДФ плёнка', 'Дуб', 'Матовое сатинат', 'Без раскладки, сатинат']], LAYOUT_HEADER);
    const { order } = orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}`, await dealer())).body);
    expect(order.products[0]?.price).toBe(plain);
  });

  it('keeps a workbook\'s «Без раскладки, сатинат» as the order\'s layout, a bare «Без раскладки» as none, and a repeat costs the same', async () => {
    const row = (num: number, layout: string): Row => [num, 'Фасад', 'Генуя', 716, 396, 1, 'МДФ плёнка', 'Дуб', 'Матовое сатинат', layout];
    const id = await uploaded([row(1, 'Без раскладки, сатинат'), row(2, 'без раскладки, сатинат'), row(3, 'Без раскладки'), row(4, 'нет')], LAYOUT_HEADER);
    const products = async (orderId: number) => orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${orderId}`, await dealer())).body).order.products;
    const items = await products(id);
    expect(items.map((item) => item.price)).toEqual([1535, 1535, 1535, 1535]);
    expect(items.map((item) => item.attributes.find((a) => a.code === 'layout')?.value ?? '')).toEqual(['Без раскладки, сатинат', 'Без раскладки, сатинат', '', '']);
    const repeat = await postJson(test.app(), `/api/v1/order/${id}/repeat`, {}, await dealer());
    expect((await products(orderCreatedResponseSchema.parse(repeat.body).order.id)).map((item) => item.price)).toEqual([1535, 1535, 1535, 1535]);

    // The calculator's order with that layout repeats at its own price, not with a layout fee.
    const group = { ...(await genuya()), layout: await idOf('order_glassinsert_variants', 'Без раскладки, сатинат') };
    const res = await postJson(test.app(), '/api/v1/order/create_from_calculator', { calc_order: JSON.stringify({ group, rows: [{ height: 716, width: 396, quantity: 1, note: '' }] }) }, await dealer());
    const fromCalculator = orderCreatedResponseSchema.parse(res.body).order.id;
    expect((await products(fromCalculator)).map((item) => [item.price, item.attributes.find((a) => a.code === 'layout')?.value])).toEqual([[1535, 'Без раскладки, сатинат']]);
    const again = await postJson(test.app(), `/api/v1/order/${fromCalculator}/repeat`, {}, await dealer());
    expect((await products(orderCreatedResponseSchema.parse(again.body).order.id)).map((item) => item.price)).toEqual([1535]);
  });

  it('takes a RAL code typed with or without «RAL», in any case and spacing, and stores it as «RAL 9003»', async () => {
    const verona = {
      model: await idOf('order_models', 'Верона'),
      material: await idOf('order_materials', 'МДФ эмаль'),
      color: await idOf('order_colors', 'Белый'),
      glass: await idOf('order_glass_models', 'Прозрачное'),
    };
    const exact = await unitPrice({ ...verona, ral: 'RAL 9003' });
    for (const ral of ['9003', 'ral 9003', 'RAL9003', ' RAL  9003 ', 'Ral 9003']) expect(await unitPrice({ ...verona, ral }), ral).toBe(exact);

    const res = await postJson(
      test.app(),
      '/api/v1/order/create_from_calculator',
      { calc_order: JSON.stringify({ group: { ...verona, ral: 'ral9003' }, rows: [{ height: 716, width: 396, quantity: 1, note: '' }] }) },
      await dealer(),
    );
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    expect(await storedRal(orderCreatedResponseSchema.parse(res.body).order.id)).toEqual(['RAL 9003']);
  });

  it('still refuses a RAL code the catalogue lacks, however typed', async () => {
    const verona = {
      model: await idOf('order_models', 'Верона'),
      material: await idOf('order_materials', 'МДФ эмаль'),
      color: await idOf('order_colors', 'Белый'),
      glass: await idOf('order_glass_models', 'Прозрачное'),
    };
    for (const ral of ['RAL 0000', '0000', 'ral 1234', 'RAL 90031', 'RAL 9003x', 'белый']) {
      const res = await price({ ...verona, ral });
      expect(res.status, ral).toBe(400);
      const body = errorResponseSchema.parse(res.body);
      expect(body.errorMessage, ral).toBe(RAL_REFUSED);
      expect(body.errors?.['group.ral'], ral).toBe(RAL_REFUSED);
    }
  });

  it('stores a workbook\'s RAL in the same form as the calculator\'s', async () => {
    const row = (num: number, ral: string | number): Row => [num, 'Фасад', 'Верона', 716, 396, 1, 'Белый', ral, 'Прозрачное'];
    const id = await uploaded([row(1, 9003), row(2, 'ral9003'), row(3, ' RAL  9003 '), row(4, 'RAL 9003'), row(5, 'ral 1013 глянец')]);
    // Text that is no bare code is kept as typed (upper case, as before): the factory reads it.
    expect(await storedRal(id)).toEqual(['RAL 9003', 'RAL 9003', 'RAL 9003', 'RAL 9003', 'RAL 1013 ГЛЯНЕЦ']);
  });
});
