import { describe, expect, it } from 'vitest';
import type { CalcDraft, CalculatorReference } from '@/api-client/schemas/calculator';
import { EMPTY_REFERENCE } from '../calculator/empty-reference';
import { answerRowOf, applyPaste, emptyDraft, emptyRow, fitGroup, initialDraft, localDraftKey, prepareCalculation, withTrailingRow } from '@/components/calculator/draft';

const row = (height: string, width: string, quantity: string, note = '') => ({ height, width, quantity, note });

const reference = {
  ...EMPTY_REFERENCE,
  new_order_types: [{ id: 1, picture: '', subtitle: '', name: 'ПВХ', text: '', prodtime: '', dark: false }, { id: 2, picture: '', subtitle: '', name: 'Эмаль', text: '', prodtime: '', dark: false }],
  order_models: [
    { id: 10, title: 'Верона', typeId: 1, img: '', ratePerM2: 5000, frame: 70, materials: [{ id: 1, colors: [{ id: 5, patinas: [7] }, { id: 6, patinas: [] }] }], layouts: [20, 21], varnishes: [30], limits: [] },
    { id: 11, title: 'Аура', typeId: 2, img: '', ratePerM2: 9000, frame: null, materials: [{ id: 2, colors: [{ id: 6, patinas: [] }] }], layouts: [], varnishes: [], limits: [] },
  ],
  order_materials: [{ id: 1, title: 'ПВХ', img: '', hex: '', ral: false }, { id: 2, title: 'Эмаль', img: '', hex: '', ral: true }],
  order_glassinsert_variants: [{ id: 20, title: 'Крест', glass: 40 }, { id: 21, title: 'Решётка', glass: 41 }],
} satisfies CalculatorReference;

describe('calculator draft', () => {
  it('keeps exactly one empty row at the end', () => {
    expect(withTrailingRow([row('700', '', '')])).toEqual([row('700', '', ''), emptyRow()]);
    expect(withTrailingRow([row('700', '', ''), emptyRow(), emptyRow()])).toHaveLength(2);
  });

  it('splits pasted Excel rows by tabs into rows from the pasted cell on', () => {
    const pasted = applyPaste([row('100', '100', '1'), emptyRow()], '716\t396\t2\tКухня\r\n1 200\t596\t1\n', 1, 'height');
    expect(pasted?.count).toBe(2);
    expect(pasted?.rows).toEqual([row('100', '100', '1'), row('716', '396', '2', 'Кухня'), row('1200', '596', '1'), emptyRow()]);
    expect(applyPaste([emptyRow()], '396\t2', 0, 'width')?.rows[0]).toEqual(row('', '396', '2'));
    expect(applyPaste([emptyRow()], '716', 0, 'height')).toBeNull();
  });

  it('keeps a note\'s semicolon in a paste from Excel, splits a CSV line by semicolons, and counts the lines beyond the last row', () => {
    expect(applyPaste([emptyRow()], '500\t400\t1\tПетли: слева; ручка справа', 0, 'height')?.rows[0]).toEqual(row('500', '400', '1', 'Петли: слева; ручка справа'));
    expect(applyPaste([emptyRow()], '500;400;1;Низ', 0, 'height')?.rows[0]).toEqual(row('500', '400', '1', 'Низ'));
    const many = applyPaste([emptyRow()], Array.from({ length: 600 }, () => '500\t400\t1').join('\n'), 0, 'height');
    expect([many?.count, many?.dropped]).toEqual([500, 100]);
    expect(applyPaste([emptyRow()], '500\t400\t1\n600\t400\t1', 0, 'height')?.dropped).toBe(0);
  });

  it('sends only complete, well-formed rows and gives the others their own error', () => {
    const draft: CalcDraft = { ...emptyDraft(1), group: { ...emptyDraft(1).group, model: 10, material: 1, color: 5 }, rows: [row('716', '396', '2'), row('7', '', ''), row('0', '300', '1'), row('abc', '300', '1'), emptyRow()] };
    const prepared = prepareCalculation(draft);
    expect(prepared.calculation?.rows).toEqual([{ height: 716, width: 396, quantity: 2, note: '' }]);
    expect([...prepared.priced]).toEqual([[0, 0]]);
    expect(prepared.local.get(1)).toEqual([]);
    // A begun row says what it lacks (the grid holds that back while the row is being typed) and is not sent.
    expect(prepared.missing.get(1)).toEqual([
      { level: 'error', field: 'width', message: 'Укажите ширину' },
      { level: 'error', field: 'quantity', message: 'Укажите количество' },
    ]);
    expect([...prepared.missing.keys()]).toEqual([1]);
    expect(prepared.local.get(2)).toEqual([{ level: 'error', field: 'height', message: 'Высота должна быть больше нуля' }]);
    expect(prepared.local.get(3)?.[0]?.message).toBe('Высота: введите число в миллиметрах');
    // Number() reads these as numbers; a dealer typing them made a slip.
    const slips = prepareCalculation({ ...draft, rows: [row('0x2CC', '4e2', '0b10')] });
    expect(slips.calculation).toBeNull();
    expect(slips.local.get(0)?.map((issue) => issue.message)).toEqual(['Высота: введите число в миллиметрах', 'Ширина: введите число в миллиметрах', 'Количество: введите число']);
    expect(prepareCalculation({ ...draft, group: { ...draft.group, color: null } }).calculation).toBeNull();
  });

  it('refuses a note beyond 200 characters, and a paste cuts one to that and counts it', () => {
    const long = 'к'.repeat(265);
    const draft: CalcDraft = { ...emptyDraft(1), group: { ...emptyDraft(1).group, model: 10, material: 1, color: 5 }, rows: [row('716', '396', '2', long)] };
    const prepared = prepareCalculation(draft);
    expect(prepared.calculation).toBeNull();
    expect(prepared.local.get(0)).toEqual([{ level: 'error', field: 'row', message: 'Примечание не длиннее 200 знаков' }]);
    const pasted = applyPaste([emptyRow()], `596\t446\t3\t${long}\n1000\t500\t1\tпенал`, 0, 'height');
    expect(pasted?.rows[0]?.note).toHaveLength(200);
    expect(pasted?.rows[1]).toEqual(row('1000', '500', '1', 'пенал'));
    expect(pasted?.cut).toBe(1);
    expect(applyPaste([emptyRow()], `${'9'.repeat(60)}\t1`, 0, 'height')?.rows[0]?.height).toHaveLength(40);
  });

  it('uses the answer still on screen only for rows it priced as they now stand, wherever they moved', () => {
    const group = { ...emptyDraft(1).group, model: 10, material: 1, color: 5 };
    const answered = prepareCalculation({ ...emptyDraft(1), group, rows: [row('716', '396', '1'), row('500', '400', '2'), row('900', '400', '3', 'Кухня')] });
    expect(answerRowOf(answered, answered, 1)).toBe(1);
    // Row 0 is now wrong and leaves the priced rows: the answer's rows 1 and 2 stay with their own draft rows 1 and 2.
    const broken = prepareCalculation({ ...emptyDraft(1), group, rows: [row('716', '396', '0'), row('500', '400', '2'), row('900', '400', '3', 'Прихожая')] });
    expect([0, 1, 2].map((index) => answerRowOf(answered, broken, index))).toEqual([undefined, 1, 2]);
    // A row removed above moves the rows below up: they show no price until the next answer, never a neighbour's.
    const removed = prepareCalculation({ ...emptyDraft(1), group, rows: [row('500', '400', '2'), row('900', '400', '4')] });
    expect([0, 1].map((index) => answerRowOf(answered, removed, index))).toEqual([undefined, undefined]);
    const reverted = prepareCalculation({ ...emptyDraft(1), group, rows: [row('716', '396', '1'), row('500', '400', '2'), row('900', '400', '3')] });
    expect([0, 1, 2].map((index) => answerRowOf(answered, reverted, index))).toEqual([0, 1, 2]);
    // Another colour prices every row anew.
    const recoloured = prepareCalculation({ ...emptyDraft(1), group: { ...group, color: 6 }, rows: [row('716', '396', '1')] });
    expect(answerRowOf(answered, recoloured, 0)).toBeUndefined();
  });

  it('gives a row it cannot send the size limits it breaks too, so that every error of the row shows at once', () => {
    const limits = { minHeight: 110, maxHeight: 2350, minWidth: 110, maxWidth: 1150 };
    const rows = [row('3000', '10', '-1'), row('abc', '10', '-1'), row('3', 'abc', '-50'), row('99999', '12.5', '1')];
    const draft: CalcDraft = { ...emptyDraft(1), group: { ...emptyDraft(1).group, model: 10, material: 1, color: 5 }, rows };
    const prepared = prepareCalculation(draft, limits);
    expect(prepared.local.get(0)).toEqual([
      { level: 'error', field: 'height', message: 'Высота больше максимальной (2350 мм)' },
      { level: 'error', field: 'width', message: 'Ширина меньше минимальной (110 мм)' },
      { level: 'error', field: 'quantity', message: 'Количество должно быть не меньше 1' },
    ]);
    // A size that is not a number has its own error; the other size still meets the limits on its own.
    expect(prepared.local.get(1)?.map((issue) => issue.message)).toEqual(['Высота: введите число в миллиметрах', 'Ширина меньше минимальной (110 мм)', 'Количество должно быть не меньше 1']);
    expect(prepared.local.get(2)?.map((issue) => issue.message)).toEqual(['Высота меньше минимальной (110 мм)', 'Ширина: введите число в миллиметрах', 'Количество должно быть не меньше 1']);
    // Beyond the typing-slip cap, the model's own maximum is named rather than the cap.
    expect(prepared.local.get(3)?.map((issue) => issue.message)).toEqual(['Высота больше максимальной (2350 мм)', 'Ширина: целое число миллиметров']);
  });

  it('fits the group to the model: first material, colour and glass; drops what no longer applies', () => {
    const group = fitGroup({ ...emptyDraft(null).group, model: 10, patina: 99, varnish: 30, layout: 21 }, reference);
    expect(group).toMatchObject({ material: 1, color: 5, glass: 40, layout: null, patina: null, varnish: 30 });
    expect(fitGroup({ ...group, model: 11, ral: 'RAL 9003' }, reference)).toMatchObject({ material: 2, color: 6, glass: null, layout: null, varnish: null, ral: 'RAL 9003' });
    expect(fitGroup({ ...group, ral: 'RAL 9003' }, reference).ral).toBe('');
  });

  it('restores the newer of the device and server copies; a new order type keeps the rows', () => {
    const local: CalcDraft = { ...emptyDraft(1), rows: [row('716', '396', '1'), emptyRow()], savedAt: '2026-02-01T00:00:00.000Z', group: { ...emptyDraft(1).group, model: 10 } };
    const saved: CalcDraft = { ...local, rows: [row('500', '300', '1')], savedAt: '2026-01-01T00:00:00.000Z' };
    expect(initialDraft({ ...reference, calculator_saved_data: saved }, local, null).rows[0]).toEqual(row('716', '396', '1'));
    expect(initialDraft({ ...reference, calculator_saved_data: { ...saved, savedAt: '2026-03-01T00:00:00.000Z' } }, local, null).rows[0]).toEqual(row('500', '300', '1'));
    const switched = initialDraft(reference, local, 2);
    expect(switched.nti).toBe(2);
    expect(switched.group.model).toBeNull();
    expect(switched.rows[0]).toEqual(row('716', '396', '1'));
    expect(initialDraft(reference, null, 1).group.packaging).toBe('carton');
  });

  it('opens an order with its own rows unless this device has newer edits of that order, kept under a key of that order', () => {
    const order: CalcDraft = { ...emptyDraft(1), rows: [row('500', '300', '3')], savedAt: '2026-02-01T00:00:00.000Z', group: { ...emptyDraft(1).group, model: 10, material: 1, color: 5 } };
    const saved: CalcDraft = { ...order, rows: [row('900', '300', '1')], savedAt: '2026-05-01T00:00:00.000Z' };
    const opened = { ...reference, calculator_saved_data: saved, calculator_order: { id: 7, draft: order } };
    expect(initialDraft(opened, null, null).rows).toEqual([row('500', '300', '3'), emptyRow()]);
    const edited = { ...order, rows: [row('510', '300', '3')], savedAt: '2026-03-01T00:00:00.000Z' };
    expect(initialDraft(opened, edited, null).rows[0]).toEqual(row('510', '300', '3'));
    expect(localDraftKey('12', 7)).toBe('calculatorDraft:12:order:7');
    expect(localDraftKey('12', null)).toBe('calculatorDraft:12');
    // A backend whose token names no user keeps one copy per device, which signing out forgets.
    expect(localDraftKey('', null)).toBe('calculatorDraft');
  });
});
