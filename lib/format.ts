const rubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Prices show whole roubles (spec §9). */
export function formatPrice(value: number): string {
  return rubles.format(Math.round(value));
}

/** Digits only, for tel: links (spec §5). */
export function phoneHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}
