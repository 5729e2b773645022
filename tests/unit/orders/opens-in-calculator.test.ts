import { describe, expect, it } from 'vitest';
import type { OrderProduct } from '@/api-client/schemas/orders';
import { opensInCalculator } from '@/components/orders/format';

const product = (num: number, color: string): OrderProduct => ({
  num,
  height: 716,
  width: 396,
  unit: 'шт',
  info: '',
  name: 'Фасад «Верона»',
  price: 1000,
  quantity: 1,
  sum: 1000,
  attributes: [
    { code: 'model', label: 'Модель фасада', value: 'Фасад «Верона»' },
    { code: 'color', label: 'Цвет', value: color },
  ],
});

describe('opensInCalculator', () => {
  it('offers the calculator for a draft whose rows share one set of parameters, or that has no rows', () => {
    expect(opensInCalculator({ statusCode: 'n', products: [product(1, 'Ваниль'), product(2, 'Ваниль')] })).toBe(true);
    expect(opensInCalculator({ statusCode: 'n', products: [] })).toBe(true);
  });

  it('does not offer it for rows of several colours (the backend refuses them) or an order past the draft', () => {
    expect(opensInCalculator({ statusCode: 'n', products: [product(1, 'Ваниль'), product(2, 'Графит')] })).toBe(false);
    expect(opensInCalculator({ statusCode: 'ch', products: [product(1, 'Ваниль')] })).toBe(false);
  });
});
