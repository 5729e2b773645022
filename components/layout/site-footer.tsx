import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { SiteProperties } from '@/api-client/schemas/content';
import { CityButton } from '@/components/city/city-button';
import { ModalTrigger } from '@/components/modals/modal-trigger';
import { phoneHref } from '@/lib/format';
import { FooterShopsMount } from './city-shops-mount';
import { SocialLinks } from './contact-links';
import { phoneEntries } from './contacts';
import { groupFooterLinks, type FooterEntry, type FooterGroup, type FooterPlacement } from './footer-links';
import { ChevronIcon } from './icons';
import { ScrollToTop } from './scroll-to-top';
import { WEEKDAY_KEYS, type WeekdayLabels } from './shop-hours';
import styles from './site-footer.module.css';

function FooterLink({ entry }: { entry: FooterEntry }) {
  if (entry.kind === 'popup') {
    return (
      <ModalTrigger kind="custom" props={{ contentId: entry.contentId }} className={styles.popupLink}>
        {entry.title}
      </ModalTrigger>
    );
  }
  // The privacy terms open in a new tab wherever they are linked (spec section 2).
  if (entry.href === '/privacy') {
    return (
      <a href={entry.href} target="_blank" rel="noopener">
        {entry.title}
      </a>
    );
  }
  return <Link href={entry.href}>{entry.title}</Link>;
}

const PLACEMENT_CLASS: Record<FooterPlacement, string | undefined> = { both: undefined, desktop: styles.desktopOnly, mobile: styles.mobileOnly };

/**
 * One group for both layouts: an accordion item on phones, a column with its heading on desktop (the stylesheet
 * shows a closed group's links there), so every link is written once in the page and its data.
 */
function FooterGroupItem({ group }: { group: FooterGroup }) {
  return (
    <details className={[styles.group, PLACEMENT_CLASS[group.placement]].filter(Boolean).join(' ')}>
      <summary>
        {group.heading}
        <ChevronIcon size={18} className={styles.summaryIcon} />
      </summary>
      <p className={styles.heading}>{group.heading}</p>
      <ul>
        {group.entries.map((entry) => (
          <li key={entry.title} className={PLACEMENT_CLASS[entry.placement]}>
            <FooterLink entry={entry} />
          </li>
        ))}
      </ul>
    </details>
  );
}

export async function SiteFooter({ properties }: { properties: SiteProperties }) {
  const [t, tSite, tHeader] = await Promise.all([getTranslations('Footer'), getTranslations('Site'), getTranslations('Header')]);
  const groups = groupFooterLinks(properties.footerLinks);
  const phone = properties.defaultPhone;
  const phoneText = phoneEntries(properties.phones).find((entry) => entry.number === phone)?.text ?? '';
  const weekdays = Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, tHeader(`weekdays.${key}`)])) as WeekdayLabels;

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.about}>
          <p className={styles.slogan}>{properties.slogan}</p>
          <p className={styles.aboutText}>{properties.footerAboutText}</p>
        </div>

        <nav aria-label={tSite('footerNav')} className={styles.nav}>
          {groups.map((group) => (
            <FooterGroupItem key={group.heading} group={group} />
          ))}
        </nav>

        <div className={styles.contacts}>
          {phone ? (
            <div className={styles.phone}>
              <a href={phoneHref(phone)}>{phone}</a>
              {phoneText ? <span className={styles.muted}>{phoneText}</span> : null}
            </div>
          ) : null}
          <ModalTrigger kind="callback" props={{}} className={styles.callback}>
            {t('callback')}
          </ModalTrigger>
          <ModalTrigger kind="subscribe" props={{}} className={styles.callback}>
            {t('subscribe')}
          </ModalTrigger>
          <ModalTrigger kind="order" props={{}} className={styles.callback}>
            {t('order')}
          </ModalTrigger>
          <ModalTrigger kind="resume" props={{}} className={styles.callback}>
            {t('resume')}
          </ModalTrigger>
          {properties.email ? (
            <p className={styles.write}>
              <span className={styles.muted}>{t('write')}</span> <a href={`mailto:${properties.email}`}>{properties.email}</a>
            </p>
          ) : null}
          <CityButton className={styles.city} placeholder={tHeader('cityPlaceholder')} />
          <FooterShopsMount labels={{ shops: t('shops'), schedule: t('schedule'), dayOff: tHeader('dayOff'), weekdays }} />
        </div>
      </div>

      <div className={`container ${styles.bottom}`}>
        <p className={styles.bottomText}>{properties.footerBottomText}</p>
        <div className={styles.socialsBlock}>
          <span className={styles.muted}>{t('socials')}</span>
          <SocialLinks properties={properties} label={t('socials')} />
        </div>
        <ScrollToTop label={t('toTop')} className={styles.toTop} />
      </div>
    </footer>
  );
}
