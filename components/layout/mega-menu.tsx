import { StaticImage } from '@/components/ui/static-image';
import Link from 'next/link';
import type { MenuItem } from '@/api-client/schemas/content';
import { MegaMenuItem } from './mega-menu-item';
import { hasPanel, megaMenuLayout, menuHref } from './menu-items';
import styles from './mega-menu.module.css';

export type MegaMenuLabels = { nav: string; more: string; products: string };

function ProductList({ products, label, compact }: { products: MenuItem['products']; label: string; compact?: boolean }) {
  const size = compact ? 40 : 96;
  return (
    <ul className={styles.products} aria-label={label} data-compact={compact ? 'true' : undefined}>
      {products.map((product) => (
        <li key={product.slug}>
          <Link href={menuHref(product.slug)} className={styles.product}>
            {product.img ? <StaticImage src={product.img} alt="" width={size} height={size} /> : null}
            <span>{product.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function MenuPanel({ item, labels }: { item: MenuItem; labels: MegaMenuLabels }) {
  const { threeColumns, narrow } = megaMenuLayout(item.child.length);
  return (
    <div className={styles.panelInner}>
      {item.child.length > 0 ? (
        <ul className={styles.categories} data-columns={threeColumns ? 3 : 1} data-narrow={narrow ? 'true' : undefined}>
          {item.child.map((category) => (
            <li key={category.slug || category.name} className={styles.category}>
              <Link href={menuHref(category.slug)} className={styles.categoryLink}>
                {category.name || category.title}
              </Link>
              {category.child.length > 0 ? (
                <ul className={styles.subLinks}>
                  {category.child.map((link) => (
                    <li key={link.slug || link.name}>
                      <Link href={menuHref(link.slug)}>{link.name || link.title}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              {category.products.length > 0 ? <ProductList products={category.products} label={labels.products} compact /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {item.products.length > 0 || item.descr || item.morelink ? (
        <div className={styles.aside}>
          {item.products.length > 0 ? <ProductList products={item.products} label={labels.products} /> : null}
          {item.descr ? <p className={styles.descr}>{item.descr}</p> : null}
          {item.morelink ? (
            <Link href={menuHref(item.morelink)} className={styles.more}>
              {labels.more}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The desktop menu: server-rendered panels; each item with a panel is a small hover/click island. */
export function MegaMenu({ items, labels }: { items: MenuItem[]; labels: MegaMenuLabels }) {
  return (
    <nav aria-label={labels.nav} className={styles.nav}>
      <ul className={styles.items}>
        {items.map((item) =>
          hasPanel(item) ? (
            <MegaMenuItem key={item.slug || item.name} label={item.name || item.title}>
              <MenuPanel item={item} labels={labels} />
            </MegaMenuItem>
          ) : (
            <li key={item.slug || item.name} className={styles.item}>
              <Link href={menuHref(item.slug)} className={styles.trigger}>
                {item.name || item.title}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
