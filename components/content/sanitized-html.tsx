import 'server-only';

/** CMS HTML, sanitized on the server. Stub: renders nothing until the sanitizer lands. */
export function SanitizedHtml({ html: _html, className: _className }: { html: string; className?: string }) {
  return null;
}
