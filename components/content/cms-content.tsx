import { createElement, Fragment, type ReactNode } from 'react';
import { ALLOWED_IMAGE_SCHEMES, isSafeUrl } from '@/lib/content/safe-url';

/** Elements kept as they are (without attributes); any other element is unwrapped to its children. */
const KEPT = new Set(['p', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'div', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']);
/** Elements dropped together with everything inside them. */
const DROPPED = new Set(['script', 'style', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'textarea', 'select', 'form', 'head', 'title', 'link', 'meta', 'base']);
/** React rejects text nodes directly inside these. */
const NO_TEXT = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'ul', 'ol']);

function whole(value: string | null, maxDigits: number): number | undefined {
  return value && new RegExp(`^\\d{1,${maxDigits}}$`).test(value) ? Number(value) : undefined;
}

function toReact(node: Node, key: string, parentTag: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    return NO_TEXT.has(parentTag) && !text.trim() ? null : text;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, index) => toReact(child, `${key}.${index}`, tag));

  if (tag === 'br') return <br key={key} />;
  if (tag === 'img') {
    const src = element.getAttribute('src');
    if (!src || !isSafeUrl(src, ALLOWED_IMAGE_SCHEMES)) return null;
    return createElement('img', {
      key,
      src,
      alt: element.getAttribute('alt') ?? '',
      width: whole(element.getAttribute('width'), 4),
      height: whole(element.getAttribute('height'), 4),
      loading: 'lazy',
    });
  }
  if (tag === 'a') {
    const href = element.getAttribute('href');
    if (!href || !isSafeUrl(href)) return <Fragment key={key}>{children}</Fragment>;
    const blank = element.getAttribute('target') === '_blank';
    return (
      <a key={key} href={href} target={blank ? '_blank' : undefined} rel={blank ? 'noopener noreferrer' : undefined}>
        {children}
      </a>
    );
  }
  if (KEPT.has(tag)) {
    const cellSpans = tag === 'td' || tag === 'th' ? { colSpan: whole(element.getAttribute('colspan'), 2), rowSpan: whole(element.getAttribute('rowspan'), 2) } : {};
    return createElement(tag, { key, ...cellSpans }, ...children);
  }
  return <Fragment key={key}>{children}</Fragment>;
}

/**
 * CMS HTML shown inside client-side modals without inserting HTML: DOMParser builds an inert
 * document (no scripts run, nothing loads), and an allowlist of its elements becomes React
 * elements, so text is escaped by React and only checked http(s)/mailto/tel/relative URLs survive.
 */
export function CmsContent({ html, className }: { html: string; className?: string }) {
  if (typeof DOMParser === 'undefined') return null;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <div className={className}>{Array.from(body.childNodes, (node, index) => toReact(node, String(index), 'div'))}</div>;
}
