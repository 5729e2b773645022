import { StaticImage } from '@/components/ui/static-image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Section } from '@/api-client/schemas/catalog';
import type { MenuItem, SiteProperties } from '@/api-client/schemas/content';
import { CityButton } from '@/components/city/city-button';
import { ModalTrigger } from '@/components/modals/modal-trigger';
import { phoneHref } from '@/lib/format';
import { ShopPickerMount } from './city-shops-mount';
import { PhoneList, SocialLinks } from './contact-links';
import { HeaderFixer } from './header-fixer';
import { HeaderNotificationsSlot } from './header-notifications-slot';
import { PhoneIcon, MailIcon } from './icons';
import { MegaMenu } from './mega-menu';
import { MenuErrorNotice } from './menu-error-notice';
import { toNavTree, withCatalogSections } from './menu-items';
import { MobileMenu } from './mobile-menu';
import { ProfileMenu } from './profile-menu';
import { WEEKDAY_KEYS, type WeekdayLabels } from './shop-hours';
import styles from './site-header.module.css';

type SiteHeaderProps = {
  properties: SiteProperties;
  /** null: the menu failed to load; the header renders without it. */
  menu: MenuItem[] | null;
  sections: Section[];
};

export async function SiteHeader({ properties, menu, sections }: SiteHeaderProps) {
  const [t, tHeader, tMenu] = await Promise.all([getTranslations('Site'), getTranslations('Header'), getTranslations('Menu')]);
  const tree = menu ? toNavTree(withCatalogSections(menu, sections)) : [];
  const weekdays = Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, tHeader(`weekdays.${key}`)])) as WeekdayLabels;
  const profileLabels = {
    account: tMenu('account'),
    profileMenu: tMenu('profileMenu'),
    calculator: tMenu('calculator'),
    orderList: tMenu('orderList'),
    notifications: tMenu('notifications'),
    profile: tMenu('profile'),
    logout: tMenu('logout'),
  };
  const phone = properties.defaultPhone;

  return (
    <HeaderFixer className={styles.header}>
      <div className={styles.top}>
        <div className={`container ${styles.topInner}`}>
          <CityButton className={styles.city} placeholder={tHeader('cityPlaceholder')} />
          <div className={styles.shopSlot}>
            <ShopPickerMount
              labels={{
                shopAddress: tHeader('shopAddress'),
                today: tHeader('today'),
                otherDays: tHeader('otherDays'),
                dayOff: tHeader('dayOff'),
                shopForms: [tHeader('shopOne'), tHeader('shopFew'), tHeader('shopMany')],
                weekdays,
              }}
            />
          </div>
          <div className={styles.links}>
            <Link href="/review">{tHeader('review')}</Link>
            <ModalTrigger kind="question" props={{}} className={styles.linkButton}>
              {tHeader('question')}
            </ModalTrigger>
          </div>
          {properties.email ? (
            <a href={`mailto:${properties.email}`} className={styles.email} aria-label={properties.email}>
              <MailIcon size={16} />
              <span className={styles.emailText}>{properties.email}</span>
            </a>
          ) : null}
          <PhoneList properties={properties} />
          <div className={styles.socialsSlot}>
            <SocialLinks properties={properties} label={tHeader('socials')} />
          </div>
        </div>
      </div>
      <div className={styles.main}>
        <div className={`container ${styles.mainInner}`}>
          <Link href="/" className={styles.logo} aria-label={t('logoAlt')}>
            <StaticImage src="/images/logo.svg" alt="" width={160} height={40} priority />
          </Link>
          {tree.length > 0 ? (
            <div className={styles.desktopOnly}>
              <MegaMenu tree={tree} labels={{ nav: t('mainNav'), more: tMenu('more'), products: tMenu('products') }} />
            </div>
          ) : (
            <div className={styles.spacer} />
          )}
          <HeaderNotificationsSlot label={tMenu('notifications')} className={styles.notifications} />
          <div className={styles.desktopOnly}>
            <ProfileMenu labels={profileLabels} />
          </div>
          {phone ? (
            <a href={phoneHref(phone)} className={`${styles.mobileOnly} ${styles.phoneIcon}`} aria-label={`${tHeader('call')}: ${phone}`}>
              <PhoneIcon size={22} />
            </a>
          ) : null}
          <div className={styles.mobileOnly}>
            <MobileMenu
              tree={tree}
              phone={phone}
              labels={{
                ...profileLabels,
                burger: tMenu('burger'),
                mobileMenu: tMenu('mobileMenu'),
                nav: t('mainNav'),
                close: tMenu('close'),
                order: tMenu('order'),
                back: tMenu('back'),
                review: tMenu('review'),
                help: tMenu('help'),
                feedback: tMenu('feedback'),
                cityPlaceholder: tHeader('cityPlaceholder'),
              }}
            />
          </div>
        </div>
      </div>
      {menu === null ? <MenuErrorNotice message={tMenu('loadError')} /> : null}
    </HeaderFixer>
  );
}
