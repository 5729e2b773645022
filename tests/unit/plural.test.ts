import { describe, expect, it } from 'vitest';
import { pluralForm, pluralize, type PluralForms } from '@/lib/plural';

const shops: PluralForms = ['Магазин', 'Магазина', 'Магазинов'];

describe('Russian plural forms', () => {
  it.each([
    [1, '1 Магазин'],
    [2, '2 Магазина'],
    [3, '3 Магазина'],
    [4, '4 Магазина'],
    [5, '5 Магазинов'],
    [0, '0 Магазинов'],
    [11, '11 Магазинов'],
    [12, '12 Магазинов'],
    [14, '14 Магазинов'],
    [21, '21 Магазин'],
    [22, '22 Магазина'],
    [25, '25 Магазинов'],
    [101, '101 Магазин'],
    [111, '111 Магазинов'],
    [112, '112 Магазинов'],
  ])('%i → %s', (count, expected) => {
    expect(pluralize(count, shops)).toBe(expected);
  });

  it('picks the notification forms the profile panel needs', () => {
    const forms: PluralForms = ['новое уведомление', 'новых уведомления', 'новых уведомлений'];
    expect(pluralForm(1, forms)).toBe('новое уведомление');
    expect(pluralForm(3, forms)).toBe('новых уведомления');
    expect(pluralForm(7, forms)).toBe('новых уведомлений');
  });
});
