import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/format';
import styles from './price.module.css';

type PriceProps = { value: number | null; unit: string; showPrice: boolean; size?: 'md' | 'lg' };

export async function Price({ value, unit, showPrice, size = 'md' }: PriceProps) {
  const t = await getTranslations('Catalog');
  if (!showPrice || value === null) return <p className={`${styles.price} ${styles.request}`}>{t('priceOnRequest')}</p>;
  return (
    <p className={`${styles.price} ${styles[size]}`}>
      {unit ? t('pricePerUnit', { price: formatPrice(value), unit }) : formatPrice(value)}
    </p>
  );
}
