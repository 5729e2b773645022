// The one CMS sanitizer: the site's server component (sanitized-html.tsx) and the backend's answers use it, never browser code.
import sanitizeHtml from 'sanitize-html';
import { ALLOWED_IMAGE_SCHEMES, ALLOWED_LINK_SCHEMES, isSafeUrl } from './safe-url';

const TABLE_TAGS = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'img', 'span', 'div', ...TABLE_TAGS],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    span: ['class'],
    div: ['class'],
  },
  allowedSchemes: [...ALLOWED_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...ALLOWED_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Their text is code or markup, not content: drop it with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { href, target } = attribs;
      const safe: sanitizeHtml.Attributes = {};
      if (href !== undefined && isSafeUrl(href)) safe.href = href;
      if (target === '_blank' || target === '_self') safe.target = target;
      if (target === '_blank') safe.rel = 'noopener noreferrer';
      else if (attribs.rel) safe.rel = attribs.rel;
      return { tagName, attribs: safe };
    },
  },
};

/** CMS HTML reduced to the allowlist above; the result is safe to insert as HTML. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, options);
}

const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
const BLOCK_END = /<\/(?:p|div|li|h[1-6]|td|th|tr|blockquote)>|<br\s*\/?>/gi;

/** The opening of CMS HTML as plain text, cut after a word within `max` characters: a page's default description. */
export function cmsExcerpt(html: string, max = 160): string {
  // A space at each block's end, so that paragraphs do not run together; the sanitizer escapes what it keeps.
  const text = sanitizeHtml(html.replace(BLOCK_END, ' $&'), { allowedTags: [], allowedAttributes: {}, nonTextTags: options.nonTextTags })
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
