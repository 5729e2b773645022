'use client';

import { useEffect, useState } from 'react';
import { getPriceTable } from '@/api-client/content/get-price-table';
import type { PriceTableResponse } from '@/api-client/schemas/catalog';
import { formatPrice } from '@/lib/format';
import { useCityStore } from '@/lib/stores/city-store';
import type { PriceTableLabels } from './price-table';
import styles from './price-table.module.css';

/** The answer for one city; a result for another city than the current one means loading. */
type Result = { cityId: number | null } & ({ table: PriceTableResponse } | { failed: true });

/** The opened price table: loaded now and again when the city changes (spec: failure returns false). */
export function PriceTableView({ sectionCode, productCode, labels }: { sectionCode: string; productCode: string; labels: PriceTableLabels }) {
  const [result, setResult] = useState<Result | null>(null);
  const cityId = useCityStore((store) => store.city?.id ?? null);

  useEffect(() => {
    const controller = new AbortController();
    getPriceTable({ sectionCode, productCode }, controller.signal)
      .then((table) => setResult({ cityId, table }))
      .catch(() => {
        if (!controller.signal.aborted) setResult({ cityId, failed: true });
      });
    return () => controller.abort();
  }, [sectionCode, productCode, cityId]);

  if (!result || result.cityId !== cityId) return <p aria-live="polite">{labels.loading}</p>;
  if ('failed' in result) return <p role="alert">{labels.error}</p>;
  const { table } = result;
  if (table.rows.length === 0) return <p>{labels.empty}</p>;
  return (
    // Scrolls sideways on narrow screens, so it takes focus for keyboard scrolling.
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={labels.title}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{labels.size}</th>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.title}>
              <th scope="row">{row.title}</th>
              {row.cells.map((cell, index) => (
                <td key={table.columns[index] ?? index}>{cell === null ? '—' : formatPrice(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
