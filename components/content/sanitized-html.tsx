import 'server-only';
import { sanitizeCmsHtml } from '@/lib/content/sanitize-cms-html';

type SanitizedHtmlProps = {
  html: string;
  className?: string;
  /** The wrapping element: div by default; section or article where the HTML is a page's body. */
  as?: 'div' | 'section' | 'article';
};

/** CMS HTML, sanitized on the server: the one place the site inserts HTML. */
export function SanitizedHtml({ html, className, as: Tag = 'div' }: SanitizedHtmlProps) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />;
}
