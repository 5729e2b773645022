'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRepeatOrder } from '@/api-client/orders/mutations';
import { useRepeatPreview } from '@/api-client/orders/queries';
import type { Order } from '@/api-client/schemas/orders';
import { formatPrice } from '@/lib/format';
import { useRequestKey } from '@/components/forms/use-request-key';
import { useSingleFlight } from '@/components/forms/use-single-flight';
import { showError } from './format';
import styles from './orders.module.css';

/** Beyond the spec: a past order, or chosen rows of it, as a new draft at today's prices. */
export function RepeatOrder({ order }: { order: Order }) {
  const t = useTranslations('Orders.repeat');
  const [open, setOpen] = useState(false);
  if (order.products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="order-repeat">
      <h2 id="order-repeat">{t('title')}</h2>
      {open ? <RepeatPanel order={order} /> : (
        <button type="button" className={styles.secondary} onClick={() => setOpen(true)}>
          {t('open')}
        </button>
      )}
    </section>
  );
}

function RepeatPanel({ order }: { order: Order }) {
  const t = useTranslations('Orders.repeat');
  const router = useRouter();
  const [chosen, setChosen] = useState<number[]>(order.products.map((item) => item.num));
  const all = chosen.length === order.products.length;
  const preview = useRepeatPreview(order.id, null);
  const repeat = useRepeatOrder(order.id);
  const flight = useSingleFlight();
  // One key per draft tried: a retry after a lost answer gets the draft already made, other rows chosen are new.
  const requestKey = useRequestKey<number[] | null>();
  const rows = preview.data?.items ?? [];
  const picked = rows.filter((row) => chosen.includes(row.num));
  const toggle = (num: number) => setChosen((list) => (list.includes(num) ? list.filter((n) => n !== num) : [...list, num]));
  return (
    <div>
      <div className={styles.tableWrap}>
        <table className={styles.items}>
          <thead>
            <tr>
              <th scope="col">{t('choose')}</th>
              <th scope="col">{t('row')}</th>
              <th scope="col" className={styles.num}>
                {t('oldPrice')}
              </th>
              <th scope="col" className={styles.num}>
                {t('newPrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.num}>
                <td data-label={t('choose')}>
                  <input type="checkbox" checked={chosen.includes(row.num)} onChange={() => toggle(row.num)} aria-label={t('chooseRow', { num: row.num })} />
                </td>
                <td data-label={t('row')}>
                  {row.num}. {row.name} {row.height}×{row.width}, {row.quantity} {t('pieces')}
                </td>
                <td data-label={t('oldPrice')} className={styles.num}>{formatPrice(row.oldPrice)}</td>
                <td data-label={t('newPrice')} className={styles.num}>{formatPrice(row.newPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        {t('totals', {
          old: formatPrice(picked.reduce((sum, row) => sum + row.oldPrice * row.quantity, 0)),
          now: formatPrice(picked.reduce((sum, row) => sum + row.newPrice * row.quantity, 0)),
        })}
      </p>
      <button
        type="button"
        className="button"
        disabled={chosen.length === 0 || repeat.isPending}
        onClick={() => {
          if (!flight.start()) return;
          // Stays busy after success: the page is on its way to the new draft.
          const nums = all ? null : chosen;
          repeat.mutate({ nums, requestKey: requestKey.for(nums) }, {
            onSuccess: ({ order: created }) => {
              requestKey.done();
              router.push(`/profile/order/${created.id}`);
            },
            onError: (error) => {
              flight.done();
              showError(error);
            },
          });
        }}
      >
        {t('create')}
      </button>
    </div>
  );
}
