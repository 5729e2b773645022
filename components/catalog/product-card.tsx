import Link from 'next/link';
import type { ProductCard as ProductCardData } from '@/api-client/schemas/catalog';
import { Price } from './price';
import styles from './cards.module.css';
import { StaticImage } from '@/components/ui/static-image';

export function ProductCard({ product, priority }: { product: ProductCardData; priority?: boolean }) {
  return (
    <li className={styles.card}>
      <Link href={`/catalog/${product.sectionCode}/${product.code}`} className={styles.link}>
        <span className={`${styles.media} ${styles.tall}`}>
          <StaticImage src={product.img} alt="" width={400} height={600} priority={priority} />
          {product.labels.length > 0 ? (
            <span className={styles.labels}>
              {product.labels.map((label) => (
                <span key={label} className={styles.label}>
                  {label}
                </span>
              ))}
            </span>
          ) : null}
        </span>
        <span className={styles.body}>
          <span className={styles.title}>{product.title}</span>
          <Price value={product.front_price} unit={product.unit} showPrice={product.showPrice} productId={product.id} />
        </span>
      </Link>
    </li>
  );
}
