'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import styles from './price-table.module.css';

const PriceTableView = dynamic(() => import('./price-table-view').then((m) => m.PriceTableView), { ssr: false });

export type PriceTableLabels = { show: string; title: string; size: string; error: string; empty: string; loading: string };

/** The product's price table behind its button: the table's code and data load only when it is asked for. */
export function PriceTable({ sectionCode, productCode, labels }: { sectionCode: string; productCode: string; labels: PriceTableLabels }) {
  const [open, setOpen] = useState(false);
  const opened = useRef<HTMLDivElement>(null);
  // The button goes away with the click: focus moves to what replaced it instead of falling back to the page.
  useEffect(() => {
    if (open) opened.current?.focus();
  }, [open]);
  if (open) {
    return (
      <div ref={opened} tabIndex={-1} className={styles.opened}>
        <PriceTableView sectionCode={sectionCode} productCode={productCode} labels={labels} />
      </div>
    );
  }
  return (
    <button type="button" className={`button ${styles.show}`} onClick={() => setOpen(true)}>
      {labels.show}
    </button>
  );
}
