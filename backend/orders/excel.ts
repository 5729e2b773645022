import ExcelJS from 'exceljs';
import {
  MAX_ITEM_HEIGHT,
  MAX_ITEM_QUANTITY,
  MAX_ITEM_WIDTH,
  MAX_ORDER_ROWS,
  MIN_ITEM_SIZE,
  ORDER_FILE_ERRORS_MESSAGE,
} from '../../api-client/schemas/orders';
import { formatCount } from '../../api-client/schemas/fields';
import { ApiError, fieldError } from '../lib/errors';
import { normalizeRal } from './calculator';
import { isNoLayout } from './calculator-pricing';
import { checkWorkbook } from './workbook-guard';

export type ParsedRow = {
  num: number;
  name: string;
  height: number;
  width: number;
  quantity: number;
  unit: string;
  info: string;
  model: string;
  glass: string;
  material: string;
  layout: string;
  color: string;
  ral: string;
  varnish: string;
  patina: string;
  packaging: string;
  /** Where the row's sizes are in the workbook, for messages about them. */
  cells?: { height: string; width: string };
};

type Column = Exclude<keyof ParsedRow, 'num' | 'cells'> | 'num';

/** Header spellings dealers use, normalized (lower case, ё→е, no spaces, dots or units). */
const SYNONYMS: Record<Column, string[]> = {
  num: ['№', 'n', 'no', 'номер', '№п/п', 'п/п', 'нп/п', 'поз', 'позиция'],
  name: ['наименование', 'название', 'изделие', 'наименованиеизделия', 'фасад', 'товар'],
  model: ['модель', 'модельфасада', 'фрезеровка'],
  height: ['высота', 'в', 'h', 'выс', 'длина', 'д'],
  width: ['ширина', 'ш', 'w', 'шир'],
  quantity: ['количество', 'кол-во', 'колво', 'кол', 'шт', 'к-во', 'qty', 'количествошт'],
  unit: ['ед', 'едизм', 'единица', 'единицаизмерения'],
  info: ['примечание', 'примечания', 'комментарий', 'комментарии', 'информация', 'инфо', 'доп'],
  material: ['материал'],
  color: ['цвет', 'цвет/ral', 'декор'],
  ral: ['ral', 'рал', 'кодral'],
  patina: ['патина'],
  glass: ['стекло'],
  layout: ['раскладка'],
  varnish: ['лак', 'покрытие'],
  packaging: ['упаковка'],
};

const REQUIRED: { column: Column; label: string }[] = [
  { column: 'height', label: 'Высота' },
  { column: 'width', label: 'Ширина' },
  { column: 'quantity', label: 'Кол-во' },
];

/** Template columns, in order; the same labels are the first synonyms above. */
export const TEMPLATE_COLUMNS: { column: Column; header: string; width: number }[] = [
  { column: 'num', header: '№', width: 6 },
  { column: 'name', header: 'Наименование', width: 24 },
  { column: 'model', header: 'Модель', width: 16 },
  { column: 'height', header: 'Высота, мм', width: 12 },
  { column: 'width', header: 'Ширина, мм', width: 12 },
  { column: 'quantity', header: 'Кол-во', width: 9 },
  { column: 'material', header: 'Материал', width: 16 },
  { column: 'color', header: 'Цвет', width: 16 },
  { column: 'ral', header: 'RAL', width: 10 },
  { column: 'patina', header: 'Патина', width: 12 },
  { column: 'glass', header: 'Стекло', width: 14 },
  { column: 'layout', header: 'Раскладка', width: 14 },
  { column: 'varnish', header: 'Лак', width: 12 },
  { column: 'packaging', header: 'Упаковка', width: 14 },
  { column: 'info', header: 'Примечание', width: 24 },
];

const MAX_SHOWN_ERRORS = 50;
const HEADER_SEARCH_ROWS = 15;

export function normalizeHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[,(].*$/, '')
    .replace(/[\s.:]/g, '');
}

const COLUMN_BY_HEADER = new Map<string, Column>(
  (Object.entries(SYNONYMS) as [Column, string[]][]).flatMap(([column, names]) => names.map((name) => [name, column] as const)),
);

const pad = (n: number) => String(n).padStart(2, '0');

/** A number format without its literal text, colours and locale tags, which hold no digits' rules. */
const formatRules = (format: string) => (format.split(';')[0] ?? '').replace(/"[^"]*"|\[[^\]]*]|\\./g, '');

/** A date as Russian Excel shows it: dd.mm.yyyy, with the time when the format has one. exceljs reads dates as UTC. */
function dateText(date: Date, format = ''): string {
  const rules = formatRules(format).toLowerCase();
  const day = `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  if (!rules.includes('h')) return day;
  return /[dy]/.test(rules) ? `${day} ${time}` : time;
}

/** A number as Russian Excel shows it in its format: the decimal comma, the format's decimals, grouping and percent. */
function numberText(value: number, format: string): string {
  const rules = formatRules(format);
  const percent = rules.includes('%');
  const shown = percent ? value * 100 : value;
  const fraction = /\.([0#?]*)/.exec(rules)?.[1] ?? '';
  // 'General' (or a text or scientific format) has no digit rules: the value, less a formula's float noise.
  const text =
    !/[0#?]/.test(rules) || /e[+-]/i.test(rules)
      ? String(Number(shown.toPrecision(15))).replace('.', ',')
      : new Intl.NumberFormat('ru-RU', {
          minimumFractionDigits: fraction.replace(/[#?]/g, '').length,
          maximumFractionDigits: fraction.length,
          useGrouping: /[0#?],[0#?]/.test(rules),
        })
          .format(shown)
          .replace(/[\u00a0\u202f]/g, ' ');
  return percent ? `${text}%` : text;
}

/**
 * A cell's text. With `format`, the cell's number format, a number reads as the dealer saw it ('1 234,50'); without,
 * as stored, for the sizes and quantities that are parsed. A date always reads as the dealer's dd.mm.yyyy.
 */
function cellText(value: ExcelJS.CellValue, format?: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value, format);
  if (typeof value === 'number' && format !== undefined) return numberText(value, format);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
    if ('result' in value) return cellText(value.result, format);
    if ('text' in value) return String(value.text).trim();
    // An error cell ('#DIV/0!') says what it holds, so the message about it can too.
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value).trim();
}

/** Values start with a capital letter (spec, section 3). */
export function capitalize(text: string): string {
  return text ? text.charAt(0).toLocaleUpperCase('ru') + text.slice(1) : text;
}

/** A header's column, also with its unit written after it without a comma ('Высота мм', 'Кол-во шт'). */
function columnOf(header: string): Column | undefined {
  const normalized = normalizeHeader(header);
  return COLUMN_BY_HEADER.get(normalized) ?? COLUMN_BY_HEADER.get(normalized.replace(/(мм|см|шт)$/, ''));
}

function headerMap(row: ExcelJS.Row): Map<Column, number> {
  const map = new Map<Column, number>();
  row.eachCell((cell, col) => {
    const column = columnOf(cellText(cell.value));
    if (column && !map.has(column)) map.set(column, col);
  });
  return map;
}

const isFormula = (value: ExcelJS.CellValue) => typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);

const UNREADABLE_MESSAGE = 'Файл не удалось прочитать как книгу Excel';
export const WORKBOOK_TOO_LARGE_MESSAGE = `Файл Excel слишком большой: в заказе может быть не больше ${formatCount(MAX_ORDER_ROWS)} строк`;

/** A cell's text beyond this is no name or note but a slip (a pasted text), and would break the order's table. */
const MAX_CELL_TEXT = 200;

/** An option cell that says there is none ('нет', '-', 'Без патины') is no option to charge for. */
const NONE = /^(нет|не\s+нужн[оаы]?|без(\s.*)?|[-–—]+|0)$/iu;
const option = (text: string) => (NONE.test(text) ? '' : capitalize(text));
/** «Без раскладки, сатинат» names a catalogue layout (a plain glass) the order must keep; a bare «Без раскладки» is none. */
const layoutOption = (text: string) => (isNoLayout(text) && /,\s*\S/u.test(text) ? capitalize(text) : option(text));

/** A line under the rows that sums them up. */
const TOTAL_LINE = /^(итого|всего)(?![а-яё])/iu;

type SheetResult = { rows: ParsedRow[]; errors: string[]; missing?: string };
type SheetOptions = { needsName: boolean; firstNum: number; maxRows: number; rowsLabel: string };

function parseSheet(sheet: ExcelJS.Worksheet, { needsName, firstNum, maxRows, rowsLabel }: SheetOptions): SheetResult | null {
  let headerRow = 0;
  let columns = new Map<Column, number>();
  for (let r = 1; r <= Math.min(HEADER_SEARCH_ROWS, sheet.rowCount); r++) {
    const found = headerMap(sheet.getRow(r));
    if (found.size > columns.size) {
      columns = found;
      headerRow = r;
    }
  }
  if (columns.size < 2) return null;
  const errors: string[] = [];
  const missing = REQUIRED.filter(({ column }) => !columns.has(column)).map(({ label }) => label);
  if (needsName && !columns.has('name') && !columns.has('model')) missing.push('Наименование');
  if (missing.length > 0) return { rows: [], errors: [], missing: `${sheet.name}: не найдены столбцы ${missing.join(', ')}` };

  const rows: ParsedRow[] = [];
  for (let r = headerRow + 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cell = (column: Column) => row.getCell(columns.get(column) ?? 1);
    const text = (column: Column) => (columns.has(column) ? cellText(cell(column).value, cell(column).numFmt ?? 'General') : '');
    const stored = (column: Column) => (columns.has(column) ? cellText(cell(column).value) : '');
    const ref = (column: Column) => `${sheet.name}!${cell(column).address}`;
    // Skipped: blank rows, rows a template fills ahead (a number, a unit, a default material), and a total line (the
    // quantity sum, perhaps headed 'Итого'). A row begun with a quantity, a name or a note but no sizes is the
    // dealer's to finish: its cells are named.
    const sizeless = !text('height') && !text('width');
    const described = [...columns.keys()].filter((column) => !['num', 'quantity', 'unit'].includes(column) && text(column) !== '');
    const begun = text('quantity') !== '' || text('name') !== '' || text('model') !== '' || text('info') !== '';
    if (sizeless && (!begun || described.length === 0 || TOTAL_LINE.test(text('name') || text('model')))) continue;
    if (firstNum + rows.length > maxRows) {
      errors.push(`${sheet.name}: больше ${formatCount(maxRows)} ${rowsLabel}`);
      break;
    }
    const size = (column: 'height' | 'width', label: string, max: number): number => {
      const raw = stored(column).replace(',', '.');
      const value = Number(raw);
      if (!raw && isFormula(cell(column).value)) {
        errors.push(`${ref(column)}: ${label} посчитана формулой, но значение не сохранено: откройте файл в Excel и сохраните его`);
      } else if (!raw) errors.push(`${ref(column)}: не указана ${label}`);
      else if (!Number.isFinite(value)) errors.push(`${ref(column)}: ${label} «${raw.slice(0, 20)}» не число`);
      else if (value > max) errors.push(`${ref(column)}: ${label} ${value} больше допустимой ${max}`);
      else if (value < MIN_ITEM_SIZE) errors.push(`${ref(column)}: ${label} ${value} меньше допустимой ${MIN_ITEM_SIZE}`);
      // A size is made in whole millimetres: a fraction is the dealer's to round, beyond a formula's float noise.
      else if (Math.abs(value - Math.round(value)) > 0.01) errors.push(`${ref(column)}: ${label} ${raw} не целое число миллиметров`);
      return Math.round(value);
    };
    const height = size('height', 'высота', MAX_ITEM_HEIGHT);
    const width = size('width', 'ширина', MAX_ITEM_WIDTH);
    const rawQuantity = stored('quantity');
    const quantityValue = Number(rawQuantity.replace(',', '.'));
    const quantity = Math.round(quantityValue);
    if (!rawQuantity) errors.push(`${ref('quantity')}: не указано количество`);
    // Read as the sizes are: a decimal comma, and a formula's float noise ('3.0000000000000004') is the whole number.
    else if (!Number.isFinite(quantityValue) || Math.abs(quantityValue - quantity) > 0.01 || quantity < 1 || quantity > MAX_ITEM_QUANTITY) {
      errors.push(`${ref('quantity')}: количество «${rawQuantity.slice(0, 20)}» должно быть целым числом от 1 до ${MAX_ITEM_QUANTITY}`);
    }
    for (const column of columns.keys()) {
      const length = text(column).length;
      if (length > MAX_CELL_TEXT) errors.push(`${ref(column)}: текст длиннее ${MAX_CELL_TEXT} знаков (${length})`);
    }
    const model = capitalize(text('model'));
    rows.push({
      num: firstNum + rows.length,
      name: capitalize(text('name')) || (model ? `Фасад ${model}` : 'Фасад'),
      height,
      width,
      quantity,
      unit: text('unit') || 'шт.',
      info: text('info'),
      model,
      glass: option(text('glass')),
      material: capitalize(text('material')),
      layout: layoutOption(text('layout')),
      color: capitalize(text('color')),
      // The calculator's form, so a workbook's '9003' and the calculator's 'RAL 9003' are one colour.
      ral: normalizeRal(text('ral')).toUpperCase(),
      varnish: option(text('varnish')),
      patina: option(text('patina')),
      packaging: option(text('packaging')),
      cells: { height: ref('height'), width: ref('width') },
    });
  }
  return { rows, errors };
}

/**
 * Reads an order workbook: every visible sheet with a recognizable header row gives its items, in sheet order (a
 * kitchen on one sheet, a wardrobe on the next); hidden sheets (a template's drop-down lists) are not read. Any
 * problem is thrown as one 400 that lists each by sheet and cell, so that nothing is created from a wrong file;
 * its `errorsMessage` says what was not done (an order not created, rows not replaced or not loaded). The
 * calculator's rows need no name (`needsName: false`), so its own export loads back, and are fewer (`maxRows`).
 */
export async function parseOrderWorkbook(
  bytes: Uint8Array,
  {
    field = 'file_order',
    errorsMessage = ORDER_FILE_ERRORS_MESSAGE,
    needsName = true,
    maxRows = MAX_ORDER_ROWS,
    rowsLabel = 'строк заказа',
  }: { field?: string; errorsMessage?: string; needsName?: boolean; maxRows?: number; rowsLabel?: string } = {},
): Promise<ParsedRow[]> {
  const refuse = (message: string) => fieldError(400, field, message);
  const check = checkWorkbook(bytes);
  if (check === 'unreadable') throw refuse(UNREADABLE_MESSAGE);
  if (check !== 'ok') throw refuse(WORKBOOK_TOO_LARGE_MESSAGE);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw refuse(UNREADABLE_MESSAGE);
  }
  const rows: ParsedRow[] = [];
  const errors: string[] = [];
  const incomplete: string[] = [];
  for (const sheet of workbook.worksheets) {
    if (sheet.state !== 'visible') continue;
    const result = parseSheet(sheet, { needsName, firstNum: rows.length + 1, maxRows, rowsLabel });
    if (!result) continue;
    if (result.missing) incomplete.push(result.missing);
    rows.push(...result.rows);
    errors.push(...result.errors);
  }
  if (errors.length > 0) throw workbookRefusal(errors, { field, errorsMessage });
  if (rows.length > 0) return rows;
  // A sheet whose header lacks a column is named only when no other sheet held the order.
  if (incomplete.length > 0) throw workbookRefusal(incomplete, { field, errorsMessage });
  throw refuse('В файле нет строк заказа: заполните шаблон');
}

/** A workbook refused by cell: the field's message and the first problems as `row_errors.N`. */
export function workbookRefusal(errors: readonly string[], { field = 'file_order', errorsMessage = ORDER_FILE_ERRORS_MESSAGE } = {}): ApiError {
  const shown = errors.slice(0, MAX_SHOWN_ERRORS);
  if (errors.length > shown.length) shown.push(`И ещё ошибок: ${errors.length - shown.length}`);
  return new ApiError(400, {
    errorMessage: errorsMessage,
    errors: { [field]: errorsMessage, ...Object.fromEntries(shown.map((message, i) => [`row_errors.${i}`, message])) },
  });
}

/** The downloadable template: headers, one example row and column widths. */
export async function buildTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лист1');
  sheet.columns = TEMPLATE_COLUMNS.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow([1, 'Фасад глухой', 'Верона', 716, 396, 2, 'МДФ 19 мм', 'Белый', '', '', '', '', 'Матовый', 'Стандартная', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
