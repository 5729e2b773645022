/** Structured data for search engines (none for null); '<' is escaped so no text inside can close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> | null }) {
  if (!data) return null;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // JSON, not HTML: React would entity-escape it as a text child (allowed in eslint.config.mjs).
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
