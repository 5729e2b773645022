import { describe, expect, it } from 'vitest';
import { calcRowSchema, calculatorProductRequestSchema } from '@/api-client/schemas/calculator';
import { russianIssueMessage, validate } from '@/backend/lib/errors';

/**
 * What a row's size and quantity accept, give and say, pinned input by input: the browser's grid, the price call, Excel
 * import and create_from_calculator all read rows with this schema, so its cheaper parse must answer exactly as the
 * zod chain (decimal-only preprocess → coerce → int → min → max) did, oddities of that chain included.
 */
type Expected = number | Record<string, unknown>[];

const SAFE = 'Integers must be within the safe integer range.';
const messages = {
  height: { number: 'Высота: введите число в миллиметрах', int: 'Высота: целое число миллиметров', min: 'Высота должна быть больше нуля', max: 'Высота не может быть больше 10\u00a0000 мм' },
  quantity: { number: 'Количество: введите число', int: 'Количество: целое число', min: 'Количество должно быть не меньше 1', max: 'Количество не больше 999' },
};
type Field = keyof typeof messages;
const notNumber = (received?: string) => (field: Field) => [{ expected: 'number', code: 'invalid_type', ...(received ? { received } : {}), path: [field], message: messages[field].number }];
const nan = notNumber('NaN');
const fraction = (field: Field) => [{ expected: 'int', format: 'safeint', code: 'invalid_type', path: [field], message: messages[field].int }];
const below = (field: Field) => ({ origin: 'number', code: 'too_small', minimum: 1, inclusive: true, path: [field], message: messages[field].min });
const above = (field: Field) => ({ origin: 'number', code: 'too_big', maximum: field === 'height' ? 10_000 : 999, inclusive: true, path: [field], message: messages[field].max });
const min = (field: Field) => [below(field)];
const max = (field: Field) => [above(field)];
const unsafeBig = (field: Field) => [
  { code: 'too_big', maximum: Number.MAX_SAFE_INTEGER, note: SAFE, origin: 'int', inclusive: true, path: [field], message: messages[field].int },
  above(field),
];
const unsafeSmall = (field: Field) => [
  { code: 'too_small', minimum: Number.MIN_SAFE_INTEGER, note: SAFE, origin: 'int', inclusive: true, path: [field], message: messages[field].int },
  below(field),
];
const both = (value: number | ((field: Field) => Expected)) => (field: Field) => (typeof value === 'number' ? value : value(field));

const cases: [string, unknown, height: (field: Field) => Expected, quantity?: (field: Field) => Expected][] = [
  ['a typed size', '716', both(716)],
  ['hex', '0x2CC', nan],
  ['an exponent', '4e2', nan],
  ['binary', '0b10', nan],
  ['a decimal comma', '12,5', nan],
  ['a leading plus', '+5', nan],
  ['a trailing dot', '1.', nan],
  ['a leading dot', '.5', nan],
  ['letters', 'широкий', nan],
  ['full-width digits', '１２', nan],
  ['Arabic-Indic digits', '١٢', nan],
  ['an empty text', '', nan],
  ['blanks', '  ', nan],
  ["'NaN'", 'NaN', nan],
  ["'Infinity'", 'Infinity', nan],
  ['spaces around', ' 12 ', both(12)],
  ['a tab and a newline around', '\t12\n', both(12)],
  ['a fractional text', '12.5', fraction],
  ['zero decimals', '10000.0', both(10_000), max],
  ["'-0'", '-0', min],
  ['a negative text', '-3', min],
  ['400 nines', '9'.repeat(400), notNumber('Infinity')],
  ['17 digits', '12345678901234567', unsafeBig],
  ['-1', -1, min],
  ['0', 0, min],
  ['-0', -0, min],
  ['1', 1, both(1)],
  ['999', 999, both(999)],
  ['1000', 1000, both(1000), max],
  ['10000', 10_000, both(10_000), max],
  ['10001', 10_001, max],
  ['0.5', 0.5, fraction],
  ['-0.5', -0.5, fraction],
  ['700.5', 700.5, fraction],
  ['1e16', 1e16, unsafeBig],
  ['1e21', 1e21, unsafeBig],
  ['-1e21', -1e21, unsafeSmall],
  ['the largest safe integer', Number.MAX_SAFE_INTEGER, max],
  ['NaN', Number.NaN, nan],
  ['Infinity', Infinity, notNumber('Infinity')],
  ['-Infinity', -Infinity, notNumber('-Infinity')],
  ['null', null, min],
  ['undefined', undefined, nan],
  ['true', true, both(1)],
  ['false', false, min],
  ['an empty array', [], min],
  ['[5]', [5], both(5)],
  ["['7']", ['7'], both(7)],
  ['an object', {}, nan],
  ['a bigint', 12n, both(12)],
  ['a symbol', Symbol('size'), notNumber()],
  ['an object without a prototype', Object.create(null), notNumber()],
];

const parse = (row: unknown) => {
  const result = calcRowSchema.safeParse(row, { error: russianIssueMessage });
  return result.success ? result.data : result.error.issues;
};

describe('calculator row schema', () => {
  it.each(cases)('reads %s as a size and as a quantity as before', (_, value, height, quantity = height) => {
    for (const field of ['height', 'quantity'] as const) {
      const expected = (field === 'height' ? height : quantity)(field);
      const parsed = parse({ height: 700, width: 400, quantity: 1, note: '', [field]: value });
      expect(parsed).toEqual(typeof expected === 'number' ? { height: 700, width: 400, quantity: 1, note: '', [field]: expected } : expected);
    }
  });

  // The chain of five schemas per field (preprocess → coerce → refine → pipe → checks) made ~3 KB of garbage per row,
  // ~150 KB a 50-row price call; one transform makes ~1 KB.
  it('reads each size and quantity with one transform', () => {
    for (const field of ['height', 'width', 'quantity'] as const) {
      const schema = calcRowSchema.shape[field];
      expect(schema._zod.def.type).toBe('transform');
      expect(schema.parse(' 12 ')).toBe(12);
    }
  });

  it('gives the width its own label', () => {
    expect(parse({ height: 700, width: 'x', quantity: 1 })).toEqual([{ expected: 'number', code: 'invalid_type', received: 'NaN', path: ['width'], message: 'Ширина: введите число в миллиметрах' }]);
    expect(parse({ height: 700, width: 0.5, quantity: 1 })).toEqual([{ expected: 'int', format: 'safeint', code: 'invalid_type', path: ['width'], message: 'Ширина: целое число миллиметров' }]);
    expect(parse({ height: 700, width: 0, quantity: 1 })).toEqual([{ origin: 'number', code: 'too_small', minimum: 1, inclusive: true, path: ['width'], message: 'Ширина должна быть больше нуля' }]);
    expect(parse({ height: 700, width: 10_001, quantity: 1 })).toEqual([{ origin: 'number', code: 'too_big', maximum: 10_000, inclusive: true, path: ['width'], message: 'Ширина не может быть больше 10\u00a0000 мм' }]);
  });

  it('keeps the order of the issue fields, as an answer that serializes them shows them', () => {
    const issues = calcRowSchema.safeParse({ height: 'x', width: 0.5, quantity: 1e21, note: 'к'.repeat(201) });
    expect(JSON.stringify(issues.error?.issues)).toBe(
      JSON.stringify([
        { expected: 'number', code: 'invalid_type', received: 'NaN', path: ['height'], message: 'Высота: введите число в миллиметрах' },
        { expected: 'int', format: 'safeint', code: 'invalid_type', path: ['width'], message: 'Ширина: целое число миллиметров' },
        { code: 'too_big', maximum: Number.MAX_SAFE_INTEGER, note: SAFE, origin: 'int', inclusive: true, path: ['quantity'], message: 'Количество: целое число' },
        { origin: 'number', code: 'too_big', maximum: 999, inclusive: true, path: ['quantity'], message: 'Количество не больше 999' },
        { origin: 'string', code: 'too_big', maximum: 200, inclusive: true, path: ['note'], message: 'Примечание не длиннее 200 знаков' },
      ]),
    );
    const reported = calcRowSchema.safeParse({ height: 0, width: 1, quantity: 1 }, { reportInput: true });
    expect(JSON.stringify(reported.error?.issues)).toBe(
      JSON.stringify([{ origin: 'number', code: 'too_small', minimum: 1, inclusive: true, path: ['height'], message: 'Высота должна быть больше нуля', input: 0 }]),
    );
  });

  it('names each missing size and quantity, defaults the note and drops unknown keys', () => {
    expect(parse({})).toEqual([...nan('height'), { ...nan('height')[0], path: ['width'], message: 'Ширина: введите число в миллиметрах' }, ...nan('quantity')]);
    expect(parse({ height: 1, width: 1, quantity: 1, extra: 'x' })).toEqual({ height: 1, width: 1, quantity: 1, note: '' });
    expect(parse(null)).toEqual([{ expected: 'object', code: 'invalid_type', path: [], message: 'Пожалуйста, заполните обязательные поля' }]);
  });

  it('takes a note of 200 characters and refuses 201, or a note that is not text', () => {
    expect(parse({ height: 1, width: 1, quantity: 1, note: 'к'.repeat(200) })).toEqual({ height: 1, width: 1, quantity: 1, note: 'к'.repeat(200) });
    expect(parse({ height: 1, width: 1, quantity: 1, note: 'к'.repeat(201) })).toEqual([{ origin: 'string', code: 'too_big', maximum: 200, inclusive: true, path: ['note'], message: 'Примечание не длиннее 200 знаков' }]);
    expect(parse({ height: 1, width: 1, quantity: 1, note: null })).toEqual([{ expected: 'string', code: 'invalid_type', path: ['note'], message: 'Пожалуйста, заполните обязательные поля' }]);
    expect(parse({ height: 1, width: 1, quantity: 1, note: 5 })).toEqual([{ expected: 'string', code: 'invalid_type', path: ['note'], message: 'Неверное значение' }]);
  });

  it("names the price call's bad fields by their row, and refuses 501 rows by their count alone", () => {
    const group = { model: 1, material: 1, color: 1 };
    const request = (rows: unknown[]) => ({ data: JSON.stringify({ group, rows }) });
    expect(() => validate(calculatorProductRequestSchema, request([{ height: 700, width: 400, quantity: 1 }, { height: 'x', width: 0, quantity: 1000 }]))).toThrow(
      expect.objectContaining({
        body: expect.objectContaining({
          errors: { 'data.rows.1.height': 'Высота: введите число в миллиметрах', 'data.rows.1.width': 'Ширина должна быть больше нуля', 'data.rows.1.quantity': 'Количество не больше 999' },
        }) as unknown,
      }),
    );
    for (const bad of [{ height: 0, width: 1, quantity: 1 }, { height: 'x', width: 1, quantity: 1 }, { height: 1.5, width: 1, quantity: 1 }, { height: 1e21, width: 1, quantity: 1 }]) {
      const rows = Array.from({ length: 501 }, (_, i) => (i === 3 ? bad : { height: 1, width: 1, quantity: 1 }));
      const result = calculatorProductRequestSchema.safeParse(request(rows), { error: russianIssueMessage });
      expect(result.error?.issues).toEqual([{ origin: 'array', code: 'too_big', maximum: 500, inclusive: true, path: ['data', 'rows'], message: 'Не больше 500 строк' }]);
    }
  });
});
