import Link from 'next/link';
import styles from './error-view.module.css';

type ErrorViewProps = {
  status: number;
  title: string;
  text: string;
  homeLabel: string;
};

/** The spec's error page: status, title, text and the blue button back home. */
export function ErrorView({ status, title, text, homeLabel }: ErrorViewProps) {
  return (
    <main id="content" className={`container ${styles.page}`}>
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <Link href="/" className="button">
        {homeLabel}
      </Link>
    </main>
  );
}
