import { getTranslations } from 'next-intl/server';
import { LivePrice } from './live-price';
import styles from './price.module.css';

type PriceProps = {
  value: number | null;
  unit: string;
  showPrice: boolean;
  size?: 'md' | 'lg';
  /** The product whose price this is: with it the figure follows the visitor's city. */
  productId: number;
  offerId?: number;
};

const PLACEHOLDER = '\u0000';

export async function Price({ value, unit, showPrice, size = 'md', productId, offerId }: PriceProps) {
  const t = await getTranslations('Catalog');
  if (!showPrice || value === null) return <p className={`${styles.price} ${styles.request}`}>{t('priceOnRequest')}</p>;
  // The words around the figure stay server-rendered; only the figure is a client island.
  const [before = '', after = ''] = unit ? t('pricePerUnit', { price: PLACEHOLDER, unit }).split(PLACEHOLDER) : [];
  return (
    <p className={`${styles.price} ${styles[size]}`}>
      {before}
      <LivePrice productId={productId} offerId={offerId} value={value} />
      {after}
    </p>
  );
}
