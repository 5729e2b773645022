import type { SiteProperties } from '@/api-client/schemas/content';

type FooterLink = SiteProperties['footerLinks'][number];

export type FooterEntry = { kind: 'page'; title: string; href: string } | { kind: 'popup'; title: string; contentId: number };

/** Where a link or a group shows: desktop columns (wlp), mobile accordion (wlm), or both. */
export type FooterPlacement = 'both' | 'desktop' | 'mobile';

export type FooterGroup = { heading: string; placement: FooterPlacement; entries: (FooterEntry & { placement: FooterPlacement })[] };

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

function placementOf(desktop: boolean, mobile: boolean): FooterPlacement | null {
  if (desktop && mobile) return 'both';
  if (desktop) return 'desktop';
  return mobile ? 'mobile' : null;
}

/**
 * Groups by the wly heading in first-seen order, each link placed by its wlp (desktop) and wlm (mobile) flags:
 * the footer writes every link once for both layouts.
 */
export function groupFooterLinks(links: FooterLink[]): FooterGroup[] {
  const groups = new Map<string, FooterGroup['entries']>();
  for (const link of links) {
    const placement = placementOf(link.wlp, link.wlm);
    const entry = placement ? toFooterEntry(link) : null;
    if (!placement || !entry) continue;
    const heading = link.wly.trim();
    groups.set(heading, [...(groups.get(heading) ?? []), { ...entry, placement }]);
  }
  return [...groups].map(([heading, entries]) => ({
    heading,
    placement: placementOf(entries.some((entry) => entry.placement !== 'mobile'), entries.some((entry) => entry.placement !== 'desktop')) ?? 'both',
    entries,
  }));
}
