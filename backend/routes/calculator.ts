import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { Hono } from 'hono';
import {
  CALC_MAX_ROWS,
  calculatorParamSchema,
  calculatorProductRequestSchema,
  createFromCalculatorRequestSchema,
  saveCalculatorStateRequestSchema,
  type CalcRow,
  type CalculatorReference,
} from '../../api-client/schemas/calculator';
import { requireUser } from '../auth/require-user';
import { calculatorStates, clients, companies, orderItems, orders, products, sections, users } from '../db/schema';
import type { AppDeps, AppEnv } from '../lib/context';
import { ApiError, sqlState, UNIQUE_VIOLATION, validate } from '../lib/errors';
import { checkUpload, uploadBodyLimit } from '../lib/files';
import { readForm } from '../lib/form-body';
import { calculatorOrder, editableOrder, ORDER_NOT_EDITABLE } from '../orders/calculator-order';
import { calculatorReference, factoryColorLib, packOf, priceTypeOf, RAL_COLORS, resolveGroup, resolveGroupCached } from '../orders/calculator';
import { priceCalculation, PRICE_TYPES } from '../orders/calculator-pricing';
import { DECOR_UNITS } from '../orders/pricing';
import { subscribesNewOrder } from '../orders/activity';
import { ownedEntityId } from '../orders/service';
import { parseOrderWorkbook } from '../orders/excel';
import { contentDisposition, UNCHECKED } from './orders';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMPORT_ERRORS_MESSAGE = 'В файле есть ошибки, строки не загружены';
const IMPORT_OPTIONS_IGNORED_MESSAGE = 'Модель, материал, цвет и другие параметры из файла не учтены: строки посчитаны по параметрам, выбранным в калькуляторе';
const SENDING_BLOCKED = 'В расчёте есть ошибки: исправьте строки, отмеченные красным';

/** `/api/v1/order/...` calls of the calculator (spec section 7); every one needs a signed-in user. */
export function calculatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));

  app.get('/calculator', async (c) => {
    const user = c.var.user;
    const { calculator: orderId } = validate(calculatorParamSchema, { calculator: c.req.query('calculator') });
    const [reference, [state], [me]] = await Promise.all([
      calculatorReference(db),
      db.select().from(calculatorStates).where(eq(calculatorStates.userId, user.id)),
      db.select({ defaultPack: users.defaultPack }).from(users).where(eq(users.id, user.id)),
    ]);
    const body: CalculatorReference = {
      ...reference,
      price_types: PRICE_TYPES.map((type) => ({ ...type })),
      custom_price_ref: { priceType: priceTypeOf(user) },
      calculator_options: { maxRows: 500, maxSize: 10_000, maxQuantity: 999, minBillableArea: 0.1 },
      calculator_user_data: { defaultPack: packOf(me?.defaultPack ?? '') },
      calculator_saved_data: state?.data ?? null,
      calculator_order: orderId === undefined ? null : await calculatorOrder(db, user, orderId, reference),
    };
    return c.json(body);
  });

  app.get('/colorlibs', async (c) => c.json({ color_libs: [{ code: 'ral', title: 'RAL', colors: RAL_COLORS }, await factoryColorLib(db)] }));

  /** Mouldings and other additions sold with facades, at their catalogue price. */
  app.get('/offers', async (c) => {
    const rows = await db
      .select({ id: products.id, title: products.title, price: products.price, unit: products.unit, img: products.img })
      .from(products)
      .innerJoin(sections, eq(sections.id, products.sectionId))
      .where(and(isNotNull(products.price), inArray(products.unit, DECOR_UNITS)))
      .orderBy(asc(sections.sort), asc(products.sort));
    return c.json({ offers: rows.map((row) => ({ ...row, price: row.price ?? 0 })) });
  });

  /** Orders are checked against the catalogue as it is now; the live price may use the cached check. */
  async function priced(input: { group: Parameters<typeof resolveGroup>[1]; rows: CalcRow[] }, role: Parameters<typeof priceTypeOf>[0], fresh = false) {
    const group = await (fresh ? resolveGroup : resolveGroupCached)(db, input.group, priceTypeOf(role));
    return { group, result: priceCalculation(input.rows, group.ctx) };
  }

  app.post('/get_calculator_product', async (c) => {
    const { data } = validate(calculatorProductRequestSchema, await readForm(c));
    return c.json((await priced(data, c.var.user)).result);
  });

  app.post('/save_calculator_state', async (c) => {
    const { calc_data: data } = validate(saveCalculatorStateRequestSchema, await readForm(c));
    const now = new Date();
    await db
      .insert(calculatorStates)
      .values({ userId: c.var.user.id, data, updatedAt: now })
      .onConflictDoUpdate({ target: calculatorStates.userId, set: { data, updatedAt: now } });
    return c.json({ result: 'ok' as const, savedAt: now.toISOString() });
  });

  app.post('/create_from_calculator', requireUser(deps, ['dealer']), async (c) => {
    const user = c.var.user;
    const { calc_order: input } = validate(createFromCalculatorRequestSchema, await readForm(c));
    if (input.order_id) await editableOrder(db, user, input.order_id);
    const { group, result } = await priced(input, user, true);
    if (result.totals.errors > 0) {
      const errors = Object.fromEntries(
        result.rows.flatMap((row, i) => row.issues.filter((issue) => issue.level === 'error').map((issue) => [`rows.${i}.${issue.field}`, issue.message] as const)),
      );
      throw new ApiError(400, { errorMessage: SENDING_BLOCKED, errors });
    }
    const clientId = await ownedEntityId(db, clients, user.id, input.client_id || null);
    const companyId = await ownedEntityId(db, companies, user.id, input.company_id || null);
    const { name, ...attributes } = group.attributes;
    const items = (orderId: number) =>
      input.rows.map((row, i) => ({
        orderId,
        num: i + 1,
        name,
        height: row.height,
        width: row.width,
        quantity: row.quantity,
        price: result.rows[i]?.unitPrice ?? 0,
        info: row.note.trim(),
        ...attributes,
      }));
    if (input.order_id) {
      const orderId = input.order_id;
      await db.transaction(async (tx) => {
        // The factory may have taken the order since it was opened: only a draft still in 'n' is rewritten.
        const [kept] = await tx
          .update(orders)
          // New rows void every check, as a new workbook does.
          .set({ updatedAt: new Date(), ...UNCHECKED, ...(input.client_id === undefined ? {} : { clientId }), ...(input.company_id === undefined ? {} : { companyId }) })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'n')))
          .returning({ id: orders.id });
        if (!kept) throw new ApiError(409, { errorMessage: ORDER_NOT_EDITABLE });
        await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
        await tx.insert(orderItems).values(items(orderId));
      });
      return c.json({ order: { id: orderId }, message: `Заказ № ${orderId} обновлён из расчёта` });
    }
    const requestKey = input.request_key ?? null;
    const madeBefore = async () => {
      if (!requestKey) return undefined;
      const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.dealerId, user.id), eq(orders.requestKey, requestKey)));
      return order?.id;
    };
    const create = () =>
      db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({ dealerId: user.id, authorId: user.id, clientId, companyId, notation: input.comment?.trim() ?? '', subscribe: subscribesNewOrder(), requestKey })
          .returning({ id: orders.id });
        if (!order) throw new Error('Order was not created');
        await tx.insert(orderItems).values(items(order.id));
        // The draft became the order: the next calculation starts clean.
        await tx.delete(calculatorStates).where(eq(calculatorStates.userId, user.id));
        return order.id;
      });
    // A retry of a «Создать заказ» whose answer was lost (or a second one racing it) gets the order the first made.
    const id =
      (await madeBefore()) ??
      (await create().catch(async (error: unknown) => {
        const earlier = sqlState(error) === UNIQUE_VIOLATION ? await madeBefore() : undefined;
        if (earlier === undefined) throw error;
        return earlier;
      }));
    return c.json({ order: { id }, message: `Заказ № ${id} создан из расчёта` });
  });

  app.post('/create_xls_calculator', async (c) => {
    const { data } = validate(calculatorProductRequestSchema, await readForm(c));
    const { group, result } = await priced(data, c.var.user);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Расчёт');
    const a = group.attributes;
    const info: [string, string | number][] = [
      ['Модель фасада', a.model],
      ['Стекло', a.glass],
      ['Материал', a.material],
      ['Раскладка', a.layout],
      ['Цвет', [a.color, a.ral].filter(Boolean).join(' ')],
      ['Лак', a.varnish],
      ['Патина', a.patina],
      ['Упаковка', a.packaging],
      ['Тип цены', result.priceType],
      // A number, so the dealer's own formulas can use it.
      ['Цена за м², ₽', result.ratePerM2],
    ];
    for (const [label, value] of info.filter(([, value]) => value)) sheet.addRow([label, value]);
    sheet.addRow([]);
    const frame = group.ctx.frame ?? 0;
    const header = sheet.addRow(['№', 'Высота, мм', 'Ширина, мм', 'Кол-во', 'Площадь, м²', 'Цена, ₽', 'Сумма, ₽', 'Рамка, мм', 'Проём стекла, мм', 'Примечание', 'Проверка']);
    header.font = { bold: true };
    data.rows.forEach((row, i) => {
      const price = result.rows[i];
      const opening = group.ctx.hasGlassOpening ? `${Math.max(row.height - 2 * frame, 0)} × ${Math.max(row.width - 2 * frame, 0)}` : '';
      sheet.addRow([i + 1, row.height, row.width, row.quantity, price?.area ?? 0, price?.unitPrice ?? 0, price?.sum ?? 0, frame || '', opening, row.note, price?.issues.map((issue) => issue.message).join('; ') ?? '']);
    });
    sheet.addRow(['Итого', '', '', result.totals.quantity, result.totals.area, '', result.totals.sum]).font = { bold: true };
    sheet.columns.forEach((column, i) => {
      column.width = [12, 12, 12, 9, 12, 11, 12, 10, 16, 28, 40][i] ?? 12;
    });
    c.header('Content-Type', XLSX_MIME);
    c.header('Content-Disposition', contentDisposition(`Расчёт ${a.model.replace(/[«»"]/g, '')}.xlsx`));
    return c.body(new Uint8Array(await workbook.xlsx.writeBuffer()));
  });

  app.post('/import_calc_file', uploadBodyLimit(1), async (c) => {
    const form = await readForm(c);
    const file = form.import_calc_data;
    if (!(file instanceof File)) throw new ApiError(400, { errorMessage: 'Прикрепите файл расчёта', errors: { import_calc_data: 'Прикрепите файл расчёта' } });
    const { bytes } = await checkUpload(file, ['xlsx'], 'import_calc_data');
    const rows = await parseOrderWorkbook(bytes, {
      field: 'import_calc_data',
      errorsMessage: IMPORT_ERRORS_MESSAGE,
      needsName: false,
      maxRows: CALC_MAX_ROWS,
      rowsLabel: `строк — в расчёте может быть не больше ${CALC_MAX_ROWS} строк`,
    });
    // The calculator prices one group of options: a file's own model, material or colour would be silently lost.
    const ignored = rows.some((row) => [row.model, row.material, row.color, row.ral, row.glass, row.layout, row.varnish, row.patina].some(Boolean));
    return c.json({
      rows: rows.map((row) => ({ height: String(row.height), width: String(row.width), quantity: String(row.quantity), note: row.info })),
      message: `Загружено строк: ${rows.length}${ignored ? `. ${IMPORT_OPTIONS_IGNORED_MESSAGE}` : ''}`,
    });
  });

  return app;
}
