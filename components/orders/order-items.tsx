'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { OrderProduct } from '@/api-client/schemas/orders';
import { formatPrice } from '@/lib/format';
import styles from './orders.module.css';

/** Spec, section 3: on phones the info attributes go model, material, colour, patina, glass, layout, varnish, packaging. */
const MOBILE_ORDER = ['model', 'material', 'color', 'patina', 'glass', 'layout', 'varnish', 'packaging'];

/**
 * Rows drawn at first and added per «Показать ещё»: an order may hold 10 000 rows, and drawing them all at once
 * kept the browser busy for seconds before the page answered.
 */
export const ROWS_STEP = 500;

/** The right-aligned columns of figures, in their order. */
const FIGURES = ['height', 'width', 'quantity', 'price', 'sum'] as const;

function figureOf(item: OrderProduct, key: (typeof FIGURES)[number]): string | number {
  if (key === 'quantity') return `${item.quantity} ${item.unit}`;
  return key === 'price' || key === 'sum' ? formatPrice(item[key]) : item[key];
}

function Attributes({ attributes, mobile }: { attributes: OrderProduct['attributes']; mobile: boolean }) {
  const list = mobile ? [...attributes].sort((a, b) => MOBILE_ORDER.indexOf(a.code) - MOBILE_ORDER.indexOf(b.code)) : attributes;
  return (
    <ul className={mobile ? styles.attributesMobile : styles.attributesDesktop}>
      {list.map((attribute) => (
        <li key={attribute.code}>
          <span className={styles.muted}>{attribute.label}:</span> {attribute.value}
        </li>
      ))}
    </ul>
  );
}

export function OrderItems({ products }: { products: OrderProduct[] }) {
  const t = useTranslations('Orders.items');
  const [limit, setLimit] = useState(ROWS_STEP);
  const shown = products.length > limit ? products.slice(0, limit) : products;
  const rest = products.length - shown.length;
  return (
    <section className={styles.section} aria-labelledby="order-items">
      <h2 id="order-items">{t('title')}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.items}>
          <thead>
            <tr>
              <th scope="col">№</th>
              <th scope="col">{t('name')}</th>
              {FIGURES.map((key) => (
                <th key={key} scope="col" className={styles.num}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => (
              <tr key={item.num}>
                <td data-label="№">{item.num}</td>
                <td data-label={t('name')} className={styles.nameCell}>
                  <strong>{item.name}</strong>
                  <Attributes attributes={item.attributes} mobile={false} />
                  <Attributes attributes={item.attributes} mobile />
                  {item.info ? <p className={styles.muted}>{item.info}</p> : null}
                </td>
                {FIGURES.map((key) => (
                  <td key={key} data-label={t(key)} className={styles.num}>
                    {figureOf(item, key)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={6}>
                {t('total')}
              </th>
              <td className={styles.num}>{formatPrice(products.reduce((sum, item) => sum + item.sum, 0))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {rest > 0 ? (
        <>
          <p className={styles.muted}>{t('shown', { shown: shown.length, total: products.length })}</p>
          <button type="button" className={styles.moreButton} onClick={() => setLimit((value) => value + ROWS_STEP)}>
            {t('more', { count: Math.min(ROWS_STEP, rest) })}
          </button>
        </>
      ) : null}
    </section>
  );
}
