import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Section } from '@/api-client/schemas/catalog';
import { phoneHref } from '@/lib/format';
import styles from './site-header.module.css';

type SiteHeaderProps = { sections: Section[]; phone: string };

export async function SiteHeader({ sections, phone }: SiteHeaderProps) {
  const t = await getTranslations('Site');
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={t('logoAlt')}>
          <Image src="/images/logo.svg" alt="" width={160} height={40} priority unoptimized />
        </Link>
        <nav aria-label={t('mainNav')} className={styles.nav}>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <Link href={`/catalog/${section.code}`}>{section.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {phone ? (
          <a className={styles.phone} href={phoneHref(phone)}>
            {phone}
          </a>
        ) : null}
      </div>
    </header>
  );
}
