'use client';

import { selectCityShops, useCityStore } from '@/lib/stores/city-store';
import { groupedSchedule, type WeekdayLabels } from './shop-hours';
import styles from './site-footer.module.css';

export type FooterShopsLabels = { shops: string; schedule: string; dayOff: string; weekdays: WeekdayLabels };

/** The chosen city's shops with their hours; nothing until a city is known. */
export function FooterShops({ labels }: { labels: FooterShopsLabels }) {
  const cityShops = useCityStore(selectCityShops);
  if (cityShops.length === 0) return null;
  return (
    <ul className={styles.shops} aria-label={labels.shops}>
      {cityShops.map((shop) => (
        <li key={shop.id} className={styles.shop}>
          <p className={styles.shopAddress}>{shop.adress}</p>
          <p className={styles.scheduleTitle}>{labels.schedule}</p>
          <ul className={styles.schedule}>
            {groupedSchedule(shop.shedule, labels.weekdays, labels.dayOff).map((group) => (
              <li key={group.days}>
                {group.days}: {group.hours}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
