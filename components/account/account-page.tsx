import type { ReactNode } from 'react';
import { AccountIntl } from './account-intl';
import styles from './form.module.css';

/** The frame of /sign-in, /sign-up and the password pages: a heading and a card with the form. */
export function AccountPage({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <main id="content" className="container">
      <div className={wide ? styles.pageWide : styles.page}>
        <h1>{title}</h1>
        <div className={styles.card}>
          <AccountIntl>{children}</AccountIntl>
        </div>
      </div>
    </main>
  );
}
