import { describe, expect, it } from 'vitest';
import { keepNumbersWhole } from '@/lib/typography';

describe('keepNumbersWhole', () => {
  it('joins digit groups and a number with its unit by no-break spaces, and nothing else', () => {
    expect(keepNumbersWhole('2 350 × 1 150 мм')).toBe('2\u00a0350 × 1\u00a0150\u00a0мм');
    expect(keepNumbersWhole('от 110 до 2 350 мм')).toBe('от 110 до 2\u00a0350\u00a0мм');
    expect(keepNumbersWhole('Рейки МДФ на основе из МДФ 10 мм')).toBe('Рейки МДФ на основе из МДФ 10\u00a0мм');
    expect(keepNumbersWhole('от 1 200 ₽, скидка 5 %')).toBe('от 1\u00a0200\u00a0₽, скидка 5\u00a0%');
    // Not a digit group (four digits) nor a unit (a word that starts like one).
    expect(keepNumbersWhole('серия 2 1234 и 3 мастера')).toBe('серия 2 1234 и 3 мастера');
  });
});
