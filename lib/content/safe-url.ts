/** Schemes CMS links may use; anything without a scheme is a relative URL and allowed. */
export const ALLOWED_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const ALLOWED_IMAGE_SCHEMES = ['http', 'https'] as const;

/**
 * Whether a CMS URL is safe to put in href or src. Browsers ignore tabs, newlines and control
 * characters inside a scheme ('java\tscript:'), so they are removed before the scheme is read;
 * protocol-relative URLs ('//host') are refused because they leave the site unannounced.
 */
export function isSafeUrl(url: string, schemes: readonly string[] = ALLOWED_LINK_SCHEMES): boolean {
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!compact || compact.startsWith('//') || compact.startsWith('\\\\') || compact.startsWith('/\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  return scheme === undefined || schemes.includes(scheme.toLowerCase());
}
