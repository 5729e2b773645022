import type { SiteProperties } from '@/api-client/schemas/content';

type FooterLink = SiteProperties['footerLinks'][number];

export type FooterEntry = { kind: 'page'; title: string; href: string } | { kind: 'popup'; title: string; contentId: number };

export type FooterGroup = { heading: string; entries: FooterEntry[] };

/** wlt is 'title#icon'; the footer shows the title only. */
export function linkTitle(wlt: string): string {
  const hash = wlt.lastIndexOf('#');
  return (hash === -1 ? wlt : wlt.slice(0, hash)).trim();
}

export function toFooterEntry(link: FooterLink): FooterEntry | null {
  const title = linkTitle(link.wlt);
  if (!title) return null;
  if (link.wlc) {
    const contentId = Number(link.wlv);
    return Number.isInteger(contentId) && contentId > 0 ? { kind: 'popup', title, contentId } : null;
  }
  return { kind: 'page', title, href: `/${link.wlv.replace(/^\/+/, '')}` };
}

/** Groups by the wly heading in first-seen order; `where` picks the desktop (wlp) or mobile (wlm) links. */
export function groupFooterLinks(links: FooterLink[], where: 'wlp' | 'wlm'): FooterGroup[] {
  const groups = new Map<string, FooterEntry[]>();
  for (const link of links) {
    if (!link[where]) continue;
    const entry = toFooterEntry(link);
    if (!entry) continue;
    const heading = link.wly.trim();
    groups.set(heading, [...(groups.get(heading) ?? []), entry]);
  }
  return [...groups].map(([heading, entries]) => ({ heading, entries }));
}
