'use client';

import { useState } from 'react';
import { pluralize, type PluralForms } from '@/lib/plural';
import { selectCityShops, useCityStore } from '@/lib/stores/city-store';
import { Dropdown } from './dropdown';
import { PinIcon } from './icons';
import { todayHours, weekSchedule, type WeekdayLabels } from './shop-hours';
import styles from './shop-picker.module.css';

export type ShopPickerLabels = {
  shopAddress: string;
  today: string;
  otherDays: string;
  dayOff: string;
  shopForms: PluralForms;
  weekdays: WeekdayLabels;
};

/** The city button stands beside the address: the header names the street, which a leading 'г. Москва, ' left no room for. */
const streetOf = (address: string) => address.replace(/^г\.\s*[^,]+,\s*/, '');

/**
 * The chosen city's shops in the header: several give a '{n} Магазина' choice, exactly one is
 * selected by itself, none (or no city) shows nothing.
 */
export function ShopPicker({ labels }: { labels: ShopPickerLabels }) {
  const cityShops = useCityStore(selectCityShops);
  const cityId = cityShops[0]?.cityId;
  const [choice, setChoice] = useState<{ cityId: number; shopId: number } | null>(null);

  const selected =
    cityShops.length === 1
      ? cityShops[0]
      : cityShops.find((shop) => choice !== null && choice.cityId === cityId && shop.id === choice.shopId);

  if (cityShops.length === 0) return null;
  return (
    <div className={styles.picker}>
      {cityShops.length > 1 ? (
        <Dropdown label={pluralize(cityShops.length, labels.shopForms)} className={styles.countDropdown} buttonClassName={styles.count}>
          {(close) => (
            <ul className={styles.list}>
              {cityShops.map((shop) => (
                <li key={shop.id}>
                  <button
                    type="button"
                    className={styles.option}
                    aria-pressed={shop.id === selected?.id}
                    onClick={() => {
                      setChoice({ cityId: shop.cityId, shopId: shop.id });
                      close();
                    }}
                  >
                    <span className={styles.optionTitle}>{shop.title}</span>
                    <span className={styles.optionAddress}>{shop.adress}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Dropdown>
      ) : null}
      {selected ? (
        <div className={styles.shop} aria-label={labels.shopAddress} role="group">
          <PinIcon size={16} className={styles.pin} />
          <span className={styles.address} title={selected.adress}>
            {streetOf(selected.adress)}
          </span>
          <span className={styles.today}>
            {labels.today}: {todayHours(selected.shedule, labels.dayOff)}
          </span>
          <Dropdown label={labels.otherDays} align="end">
            <dl className={styles.week}>
              {weekSchedule(selected.shedule, labels.weekdays, labels.dayOff).map((day) => (
                <div key={day.key} className={styles.day}>
                  <dt>{day.day}</dt>
                  <dd>{day.hours}</dd>
                </div>
              ))}
            </dl>
          </Dropdown>
        </div>
      ) : null}
    </div>
  );
}
