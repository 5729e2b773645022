import { getTranslations } from 'next-intl/server';
import type { SiteProperties } from '@/api-client/schemas/content';
import { ModalTrigger } from '@/components/modals/modal-trigger';
import { phoneHref } from '@/lib/format';
import { phoneEntries, socialLinks } from './contacts';
import { Dropdown } from './dropdown';
import { SocialIcon } from './icons';
import styles from './contact-links.module.css';

/** Social links with their networks' names as accessible names; blank links never reach here. */
export async function SocialLinks({ properties, label, className }: { properties: SiteProperties; label: string; className?: string }) {
  const links = socialLinks(properties);
  if (links.length === 0) return null;
  const t = await getTranslations('Header');
  return (
    <ul className={`${styles.socials} ${className ?? ''}`} aria-label={label}>
      {links.map(({ network, href }) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noopener noreferrer" className={styles.social} aria-label={t.has(`networks.${network}`) ? t(`networks.${network}`) : network}>
            <SocialIcon network={network} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The default phone, the whole phone list in a drop-down, and the call-back button. */
export async function PhoneList({ properties }: { properties: SiteProperties }) {
  const t = await getTranslations('Header');
  const phones = phoneEntries(properties.phones);
  const main = properties.defaultPhone || phones[0]?.number || '';
  return (
    <div className={styles.phones}>
      {main ? (
        <a href={phoneHref(main)} className={styles.mainPhone}>
          {main}
        </a>
      ) : null}
      {phones.length > 0 ? (
        <Dropdown label={<span className="visually-hidden">{t('phones')}</span>} align="end">
          <ul className={styles.phoneList}>
            {phones.map((phone) => (
              <li key={phone.number}>
                <a href={phoneHref(phone.number)}>{phone.number}</a>
                {phone.text ? <span>{phone.text}</span> : null}
              </li>
            ))}
          </ul>
        </Dropdown>
      ) : null}
      <ModalTrigger kind="callback" props={{}} className={styles.callback}>
        {t('callback')}
      </ModalTrigger>
    </div>
  );
}
