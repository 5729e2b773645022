import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Shop } from '@/api-client/schemas/info';
import { weekSchedule, type WeekdayLabels } from '@/components/layout/shop-hours';
import { phoneHref } from '@/lib/format';
import styles from './contacts.module.css';

/** A map service link that works without any key or script. */
export function mapHref(shop: Pick<Shop, 'coords' | 'adress'>): string {
  const { lat, lon } = shop.coords;
  return `https://yandex.ru/maps/?pt=${lon},${lat}&z=16&l=map&text=${encodeURIComponent(shop.adress)}`;
}

/** A shop's address, phone, e-mail and week (Monday first), with a link to the map and to its own page. */
export async function ShopCard({ shop, withLink = true, headingLevel = 3 }: { shop: Shop; withLink?: boolean; headingLevel?: 2 | 3 }) {
  const [t, tHeader] = await Promise.all([getTranslations('Pages'), getTranslations('Header')]);
  const weekdays = tHeader.raw('weekdays') as WeekdayLabels;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.shop}>
      <Heading className={styles.shopTitle}>{shop.title}</Heading>
      <p>{shop.adress}</p>
      <dl className={styles.contactList}>
        {shop.phone ? (
          <div>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={phoneHref(shop.phone)}>{shop.phone}</a>
            </dd>
          </div>
        ) : null}
        {shop.email ? (
          <div>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.hoursTitle}>{t('hours')}</p>
      <ul className={styles.hours}>
        {weekSchedule(shop.shedule, weekdays, tHeader('dayOff')).map((day) => (
          <li key={day.key}>
            <span>{day.day}</span> <span>{day.hours}</span>
          </li>
        ))}
      </ul>
      <p className={styles.links}>
        <a href={mapHref(shop)} target="_blank" rel="noopener noreferrer">
          {t('openMap')}
        </a>
        {withLink ? (
          <Link href={`/contacts/${shop.id}`} aria-label={`${t('more')}: ${shop.title}`}>
            {t('more')}
          </Link>
        ) : null}
      </p>
    </article>
  );
}
