import type { SiteProperties } from '@/api-client/schemas/content';
import { phoneHref } from '@/lib/format';
import styles from './site-footer.module.css';

export function SiteFooter({ properties }: { properties: SiteProperties }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.about}>
          <p className={styles.slogan}>{properties.slogan}</p>
          <p>{properties.footerAboutText}</p>
        </div>
        <div className={styles.contacts}>
          {properties.defaultPhone ? <a href={phoneHref(properties.defaultPhone)}>{properties.defaultPhone}</a> : null}
          {properties.email ? <a href={`mailto:${properties.email}`}>{properties.email}</a> : null}
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>{properties.footerBottomText}</div>
    </footer>
  );
}
