import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../api-client/schemas/common';
import { MAX_ORDER_ROWS, orderCreatedResponseSchema, orderResponseSchema } from '../../api-client/schemas/orders';
import { tokenResponseSchema } from '../../api-client/schemas/user';
import { orders } from '../../backend/db/schema';
import { ApiError } from '../../backend/lib/errors';
import { parseOrderWorkbook } from '../../backend/orders/excel';
import { getJson, postJson, useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';
import { goodRows, workbookFile } from './helpers/workbook';

type Cell = string | number | ExcelJS.CellValue;
type Sheet = { name?: string; header?: Cell[]; rows: Cell[][]; hidden?: boolean; formats?: Record<string, string> };

const HEADER = ['№', 'Наименование', 'Модель', 'Высота, мм', 'Ширина, мм', 'Кол-во', 'Материал', 'Патина', 'Лак', 'Примечание'];

/** A workbook as a dealer's spreadsheet program leaves it: several sheets, hidden ones, odd cells. */
async function book(sheets: Sheet[]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  for (const [i, sheet] of sheets.entries()) {
    const ws = workbook.addWorksheet(sheet.name ?? `Лист${i + 1}`, sheet.hidden ? { state: 'hidden' } : {});
    ws.addRow(sheet.header ?? HEADER);
    for (const row of sheet.rows) ws.addRow(row);
    for (const [address, format] of Object.entries(sheet.formats ?? {})) ws.getCell(address).numFmt = format;
  }
  return new File([new Uint8Array(await workbook.xlsx.writeBuffer())], 'заказ.xlsx');
}

const plain = (height: number, extra: Partial<Record<'patina' | 'varnish' | 'info' | 'quantity', Cell>> = {}): Cell[] => [
  1,
  'Фасад',
  'plain-01',
  height,
  396,
  extra.quantity ?? 1,
  'МДФ плёнка',
  extra.patina ?? '',
  extra.varnish ?? '',
  extra.info ?? '',
];

describe.each(TEST_DRIVERS)('order workbooks as dealers make them, on %s', (kind) => {
  const test = useTestApp(kind);
  const dealer = async () => {
    const res = await postJson(test.app(), '/api/v1/user/login', { login: 'dealer@example.ru', password: 'dealer-pass-1' });
    return { 'X-API-Key': tokenResponseSchema.parse(res.body).jwt };
  };
  const send = async (file: File) => {
    const form = new FormData();
    form.set('file_order', file);
    return postJson(test.app(), '/api/v1/order/excel', form, await dealer());
  };
  const created = async (file: File) => {
    const res = await send(file);
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    const { id } = orderCreatedResponseSchema.parse(res.body).order;
    return orderResponseSchema.parse((await getJson(test.app(), `/api/v1/order/${id}`, await dealer())).body).order;
  };
  const refusal = async (file: File) => {
    const before = (await test.database().db.select().from(orders)).length;
    const res = await send(file);
    expect(res.status).toBe(400);
    expect((await test.database().db.select().from(orders)).length).toBe(before);
    return Object.entries(errorResponseSchema.parse(res.body).errors ?? {})
      .filter(([key]) => key.startsWith('row_errors.'))
      .map(([, message]) => message);
  };

  it('names the cells of a row begun without sizes, and skips blank, numbered-ahead and total rows', async () => {
    const problems = await refusal(
      await book([{ rows: [plain(716), [2, '', '', '', '', 3, 'МДФ плёнка', '', '', 'размер уточню'], [3], ['', 'Итого', '', '', '', 4], ['', '', '', '', '', 4], []] }]),
    );
    expect(problems).toEqual(['Лист1!D3: не указана высота', 'Лист1!E3: не указана ширина']);
    const order = await created(await book([{ rows: [plain(716), [2], [3, '', '', '', '', '', 'МДФ плёнка'], ['', 'Итого', '', '', '', 1]] }]));
    expect(order.products.map((item) => item.num)).toEqual([1]);
  });

  it('charges nothing for an option the cell says there is none of', async () => {
    const order = await created(
      await book([{ rows: [plain(716), plain(716, { patina: 'нет', varnish: '-' }), plain(716, { patina: 'Без патины', varnish: 'Без лака' }), plain(716, { patina: 'Золото' })] }]),
    );
    const [base, none, without, gold] = order.products.map((item) => item.price);
    expect(none).toBe(base);
    expect(without).toBe(base);
    expect(gold).toBeGreaterThan(base ?? 0);
  });

  it('takes the rows of every visible order sheet, in order, and reads no hidden one', async () => {
    const order = await created(
      await book([
        { name: 'Списки', hidden: true, header: ['Материал', 'Цвет', 'Высота'], rows: [['МДФ', 'Белый', 'x']] },
        { name: 'Обложка', header: ['Заказ фасадов'], rows: [['Кухня и шкаф']] },
        { name: 'Кухня', rows: [plain(716), plain(916)] },
        { name: 'Шкаф', rows: [plain(1996, { quantity: 2 })] },
      ]),
    );
    expect(order.products.map((item) => [item.num, item.height, item.quantity])).toEqual([
      [1, 716, 1],
      [2, 916, 1],
      [3, 1996, 2],
    ]);
  });

  it('reads headers with a unit after a space and a plural note; holds every column to 200 characters', async () => {
    const header = ['№', 'Модель', 'Высота мм', 'Ширина мм', 'Кол-во шт', 'Ед. изм.', 'Примечания'];
    const order = await created(await book([{ header, rows: [[1, 'plain-01', 716, 396, 2, 'шт', 'петли слева']] }]));
    expect(order.products[0]).toMatchObject({ height: 716, width: 396, quantity: 2, info: 'петли слева' });
    expect(await refusal(await book([{ header, rows: [[1, 'plain-01', 716, 396, 2, 'ш'.repeat(201), '']] }]))).toEqual(['Лист1!F2: текст длиннее 200 знаков (201)']);
  });

  it('says which size is a formula with no value kept, or an error, and trims rich text', async () => {
    const formula = { formula: 'D1+16' } as ExcelJS.CellFormulaValue;
    const problems = await refusal(await book([{ rows: [[1, 'Фасад', 'plain-01', formula, 396, 1], [2, 'Фасад', 'plain-01', 716, { error: '#DIV/0!' }, 1]] }]));
    expect(problems).toEqual([
      'Лист1!D2: высота посчитана формулой, но значение не сохранено: откройте файл в Excel и сохраните его',
      'Лист1!E3: ширина «#DIV/0!» не число',
    ]);
    const rich = { richText: [{ text: '  фасад ' }, { text: 'глухой\n' }] } as ExcelJS.CellRichTextValue;
    expect((await created(await book([{ rows: [[1, rich, 'plain-01', 716, 396, 1]] }]))).products[0]?.name).toBe('Фасад глухой');
  });
  it("reads a quantity as the sizes are: a formula's float noise and a decimal comma make no fraction", async () => {
    const noisy = { formula: '(0.1+0.2)*10', result: 0.30000000000000004 * 10 } as ExcelJS.CellFormulaValue;
    const order = await created(await book([{ rows: [plain(716, { quantity: noisy }), plain(716, { quantity: '2,0' }), plain(716, { quantity: 4 })] }]));
    expect(order.products.map((item) => item.quantity)).toEqual([3, 2, 4]);
    const problems = await refusal(await book([{ rows: [plain(716, { quantity: '2,5' }), plain(716, { quantity: 0 }), plain(716, { quantity: '1000' })] }]));
    expect(problems).toEqual([
      'Лист1!F2: количество «2,5» должно быть целым числом от 1 до 999',
      'Лист1!F3: количество «0» должно быть целым числом от 1 до 999',
      'Лист1!F4: количество «1000» должно быть целым числом от 1 до 999',
    ]);
  });

  it('keeps a text cell as the dealer saw it: a date as dd.mm.yyyy, a number in its format with the decimal comma', async () => {
    const rows = [
      plain(716, { info: new Date(Date.UTC(2026, 11, 31)) }),
      plain(716, { info: 1234.5 }),
      plain(716, { info: 0.5 }),
      plain(716, { info: 0.25 }),
      plain(716, { info: { formula: 'J2+1', result: new Date(Date.UTC(2027, 0, 1, 9, 30)) } as ExcelJS.CellFormulaValue }),
    ];
    const formats = { J2: 'dd.mm.yyyy', J3: '#,##0.00', J5: '0%', J6: 'dd.mm.yyyy hh:mm' };
    const order = await created(await book([{ rows, formats }]));
    expect(order.products.map((item) => item.info)).toEqual(['31.12.2026', '1 234,50', '0,5', '25%', '01.01.2027 09:30']);
  });
});

describe('an order workbook past the row limit', () => {
  it('names the sheet and the limit as the site prints numbers (a no-break space in 10 000)', async () => {
    const file = await workbookFile(goodRows(MAX_ORDER_ROWS + 1));
    const refused = await parseOrderWorkbook(new Uint8Array(await file.arrayBuffer())).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).body).toMatchObject({ errors: { 'row_errors.0': 'Лист1: больше 10\u00a0000 строк заказа' } });
  });
});
