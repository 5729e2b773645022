const NBSP = '\u00a0';

/**
 * A size or a sum written with ordinary spaces ('2 350 × 1 150 мм') kept whole on a narrow screen: no-break spaces
 * between a number's digit groups and before its unit.
 */
export function keepNumbersWhole(text: string): string {
  return text.replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NBSP}`).replace(/(\d) (?=(?:мм|см|м²|м|кг|шт\.?|₽|%)(?![\p{L}\d]))/gu, `$1${NBSP}`);
}
