import Link from 'next/link';

type ErrorViewProps = {
  status: number;
  title: string;
  text: string;
  homeLabel: string;
};

/** The spec's error page: status, title, text and the blue button back home. */
export function ErrorView({ status, title, text, homeLabel }: ErrorViewProps) {
  return (
    <main id="content" className="container error-page">
      <p className="error-status" aria-hidden="true">
        {status}
      </p>
      <h1 className="error-title">{title}</h1>
      <p className="error-text">{text}</p>
      <Link href="/" className="button">
        {homeLabel}
      </Link>
    </main>
  );
}
