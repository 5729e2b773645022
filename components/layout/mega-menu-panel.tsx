import Link from 'next/link';
import { StaticImage } from '@/components/ui/static-image';
import { megaMenuLayout, navKey, type NavNode, type NavProduct } from './menu-items';
import styles from './mega-menu.module.css';

export type MegaMenuPanelLabels = { more: string; products: string };

function ProductList({ products, label, compact }: { products: NavProduct[]; label: string; compact?: boolean }) {
  const size = compact ? 40 : 96;
  return (
    <ul className={styles.products} aria-label={label} data-compact={compact ? 'true' : undefined}>
      {products.map((product) => (
        <li key={product.href}>
          <Link href={product.href} className={styles.product}>
            {product.img ? <StaticImage src={product.img} alt="" width={size} height={size} /> : null}
            <span>{product.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A top-level item's panel, drawn by its client island from the compact menu tree. */
export function MegaMenuPanel({ node, labels }: { node: NavNode; labels: MegaMenuPanelLabels }) {
  const { threeColumns, narrow } = megaMenuLayout(node.children.length);
  const products = node.products ?? [];
  return (
    <div className={styles.panelInner}>
      {node.children.length > 0 ? (
        <ul className={styles.categories} data-columns={threeColumns ? 3 : 1} data-narrow={narrow ? 'true' : undefined}>
          {node.children.map((category) => (
            <li key={navKey(category)} className={styles.category}>
              <Link href={category.href} className={styles.categoryLink}>
                {category.title}
              </Link>
              {category.children.length > 0 ? (
                <ul className={styles.subLinks}>
                  {category.children.map((link) => (
                    <li key={navKey(link)}>
                      <Link href={link.href}>{link.title}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              {category.products?.length ? <ProductList products={category.products} label={labels.products} compact /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {products.length > 0 || node.descr || node.more ? (
        <div className={styles.aside}>
          {products.length > 0 ? <ProductList products={products} label={labels.products} /> : null}
          {node.descr ? <p className={styles.descr}>{node.descr}</p> : null}
          {node.more ? (
            <Link href={node.more} className={styles.more}>
              {labels.more}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
