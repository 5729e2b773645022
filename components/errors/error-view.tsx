import Link from 'next/link';

type ErrorViewProps = {
  status: number;
  title: string;
  text: string;
  homeLabel: string;
  /** A div inside a page that has its main already (the cabinet's), else the page's main. */
  as?: 'main' | 'div';
};

/** The spec's error page: status, title, text and the blue button back home. */
export function ErrorView({ status, title, text, homeLabel, as: Tag = 'main' }: ErrorViewProps) {
  return (
    <Tag id={Tag === 'main' ? 'content' : undefined} className="container error-page">
      <p className="error-status" aria-hidden="true">
        {status}
      </p>
      <h1 className="error-title">{title}</h1>
      <p className="error-text">{text}</p>
      <Link href="/" className="button">
        {homeLabel}
      </Link>
    </Tag>
  );
}
