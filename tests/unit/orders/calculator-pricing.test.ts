import { describe, expect, it } from 'vitest';
import {
  BASE_LIMITS,
  FINISH_RATES,
  GLASS_RATES,
  LAYOUT_PER_PIECE,
  limitsFor,
  MIN_BILLABLE_AREA,
  PACK_VARIANTS,
  priceCalculation,
  priceRow,
  rowIssues,
  type PriceContext,
} from '@/backend/orders/calculator-pricing';

const base: PriceContext = {
  ratePerM2: 5000,
  materialCode: 'pvh-matovaya',
  finishCode: null,
  glassCode: null,
  layout: false,
  patina: false,
  packCode: 'standard',
  priceType: 'retail',
  frame: null,
  hasGlassOpening: false,
};
const row = (height: number, width: number, quantity = 1) => ({ height, width, quantity, note: '' });

describe('calculator price rules', () => {
  it('prices per m² of the model and multiplies by quantity', () => {
    expect(priceRow(row(1000, 500, 3), base)).toMatchObject({ area: 0.5, billableArea: 0.5, unitPrice: 2500, sum: 7500 });
  });

  it('bills small parts as the minimum area per piece', () => {
    const small = priceRow(row(200, 200), base);
    expect(small.area).toBe(0.04);
    expect(small.billableArea).toBe(MIN_BILLABLE_AREA);
    expect(small.unitPrice).toBe(500);
  });

  it('rounds the unit price to whole roubles half up, and the sum is unit × quantity', () => {
    // 713 × 427 mm = 0.304451 m² × 5000 = 1522.255 → 1522; × 0.85 dealer = 1293.91675 → 1294
    expect(priceRow(row(713, 427, 7), base)).toMatchObject({ unitPrice: 1522, sum: 1522 * 7 });
    expect(priceRow(row(713, 427, 7), { ...base, priceType: 'dealer' })).toMatchObject({ unitPrice: 1294, sum: 1294 * 7 });
    // 0.1001 m² × 5000 = 500.5 → 501
    expect(priceRow(row(1001, 100), { ...base, ratePerM2: 5000 }).unitPrice).toBe(501);
  });

  it('applies the material factor to the rate and adds finish per m²', () => {
    expect(priceRow(row(1000, 1000), { ...base, materialCode: 'pvh-glyanec' }).unitPrice).toBe(5500);
    expect(priceRow(row(1000, 1000), { ...base, finishCode: 'lak-glyancevyj' }).unitPrice).toBe(5000 + (FINISH_RATES['lak-glyancevyj'] ?? 0));
  });

  it('adds patina as a share of the facade and glass by the opening between the frame', () => {
    expect(priceRow(row(1000, 1000), { ...base, patina: true }).unitPrice).toBe(5750);
    const glass = priceRow(row(1000, 600), { ...base, frame: 100, glassCode: 'steklo-satinat', layout: true, hasGlassOpening: true });
    // opening 800 × 400 = 0.32 m²
    expect(glass.unitPrice).toBe(Math.round(5000 * 0.6 + 0.32 * (GLASS_RATES['steklo-satinat'] ?? 0) + LAYOUT_PER_PIECE));
  });

  it('adds packaging per piece after the price type discount', () => {
    const crate = PACK_VARIANTS.find((variant) => variant.code === 'crate')?.perPiece ?? 0;
    expect(priceRow(row(1000, 1000, 2), { ...base, packCode: 'crate', priceType: 'dealer' })).toMatchObject({ unitPrice: 4250 + crate, sum: (4250 + crate) * 2 });
  });

  it('totals quantity, area and sum and counts issues', () => {
    const result = priceCalculation([row(1000, 500, 2), row(3000, 500, 1)], base);
    expect(result.totals).toEqual({ quantity: 3, area: 2.5, sum: 2500 * 2 + 7500, warnings: 0, errors: 1 });
    expect(result.limits).toEqual(BASE_LIMITS);
  });

  it('names the rate per m² the rows are priced at, after the price type', () => {
    const dealer = priceCalculation([row(1000, 1000, 1)], { ...base, materialCode: 'pvh-glyanec', priceType: 'dealer' });
    expect(dealer.ratePerM2).toBe(Math.round(5500 * 0.85));
    expect(dealer.rows[0]?.unitPrice).toBe(dealer.ratePerM2);
    expect(priceCalculation([row(1000, 1000, 1)], base).ratePerM2).toBe(5000);
  });
});

describe('calculator size limits', () => {
  it('depend on material and glass opening', () => {
    expect(limitsFor('massiv-dub', false)).toMatchObject({ maxHeight: 2200, maxWidth: 800 });
    expect(limitsFor('pvh-glyanec', true)).toMatchObject({ minHeight: 250, minWidth: 250, maxHeight: 2100 });
  });

  it('are errors beyond the limits, on the field that is wrong', () => {
    expect(rowIssues(row(100, 500), base)).toEqual([{ level: 'error', field: 'height', message: 'Высота меньше минимальной (110 мм)' }]);
    expect(rowIssues(row(500, 1151), base)).toEqual([{ level: 'error', field: 'width', message: 'Ширина больше максимальной (1150 мм)' }]);
    expect(rowIssues(row(2350, 1150), base)).not.toContainEqual(expect.objectContaining({ level: 'error' }));
  });

  it('warn on a narrow panel, a long facade and a thin part, without errors', () => {
    expect(rowIssues(row(700, 250), { ...base, frame: 70 })).toEqual([{ level: 'warning', field: 'row', message: 'Узкая филёнка: между рамками меньше 120 мм' }]);
    expect(rowIssues(row(700, 260), { ...base, frame: 70 })).toEqual([]);
    expect(rowIssues(row(2100, 400), base)).toEqual([{ level: 'warning', field: 'height', message: 'Длинный фасад: возможен прогиб, рекомендуем выпрямитель' }]);
    expect(rowIssues(row(1500, 140), base)).toContainEqual(expect.objectContaining({ level: 'warning', field: 'row' }));
  });
});
