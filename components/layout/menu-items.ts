import type { Section } from '@/api-client/schemas/catalog';
import type { MenuItem } from '@/api-client/schemas/content';

/** The mega-menu item whose children are the catalogue sections (spec §2). */
export const CATALOG_MENU_NAME = 'Продукция';

/** Who alone sees a menu entry (spec §6: forauth only signed-in users, forunauth only visitors). */
export type Audience = 'users' | 'visitors';

export function audienceOf(item: Pick<MenuItem, 'forauth' | 'forunauth'>): Audience | undefined {
  if (item.forauth && !item.forunauth) return 'users';
  if (item.forunauth && !item.forauth) return 'visitors';
  return undefined;
}

/** Spec §9: three columns above 12 items, narrowed items above 16. */
export function megaMenuLayout(count: number): { threeColumns: boolean; narrow: boolean } {
  return { threeColumns: count > 12, narrow: count > 16 };
}

/** 'Продукция' lists the catalogue sections; products the menu already holds for a section stay. */
export function withCatalogSections(items: MenuItem[], sections: Section[]): MenuItem[] {
  return items.map((item) => {
    if (item.name !== CATALOG_MENU_NAME || sections.length === 0) return item;
    const known = new Map(item.child.map((child) => [child.slug, child]));
    const child = sections.map((section): MenuItem => {
      const slug = `catalog/${section.code}`;
      const existing = known.get(slug);
      return {
        name: section.title,
        title: section.title,
        slug,
        icon: '',
        image: existing?.image ?? '',
        descr: '',
        morelink: '',
        forauth: false,
        forunauth: false,
        products: existing?.products ?? [],
        child: [],
      };
    });
    return { ...item, child };
  });
}

/** Menu slugs are site paths without the leading slash; absolute links pass through. */
export function menuHref(slug: string): string {
  if (/^https?:\/\//.test(slug)) return slug;
  return `/${slug.replace(/^\/+/, '')}`;
}

export type NavProduct = { title: string; href: string; img?: string };

/**
 * The menu as the header's client parts draw it, one tree for the mega menu and the mobile drawer (the page's
 * data holds it once): only what they draw, and empty parts left out. Entries for one audience keep it, since
 * the cached page does not know who is signed in; `visibleTree` filters in the browser.
 */
export type NavNode = {
  title: string;
  href: string;
  children: NavNode[];
  products?: NavProduct[];
  descr?: string;
  more?: string;
  audience?: Audience;
};

export function toNavTree(items: MenuItem[]): NavNode[] {
  return items.map((item) => {
    const node: NavNode = { title: item.name || item.title, href: menuHref(item.slug), children: toNavTree(item.child) };
    if (item.products.length > 0) {
      node.products = item.products.map(({ title, slug, img }) => (img ? { title, href: menuHref(slug), img } : { title, href: menuHref(slug) }));
    }
    if (item.descr) node.descr = item.descr;
    if (item.morelink) node.more = menuHref(item.morelink);
    const audience = audienceOf(item);
    if (audience) node.audience = audience;
    return node;
  });
}

/** The entries a visitor (or a signed-in user) sees, at every level. */
export function visibleTree(nodes: NavNode[], signedIn: boolean): NavNode[] {
  return nodes
    .filter((node) => node.audience === undefined || (node.audience === 'users') === signedIn)
    .map((node) => (node.children.length > 0 ? { ...node, children: visibleTree(node.children, signedIn) } : node));
}

/** A React key for an entry among its siblings: neither its link nor its title alone need be unique. */
export function navKey(node: Pick<NavNode, 'href' | 'title'>): string {
  return `${node.href} ${node.title}`;
}

export function hasPanel(node: NavNode): boolean {
  return node.children.length > 0 || (node.products?.length ?? 0) > 0;
}

export const PROFILE_LINKS = [
  { key: 'calculator', href: '/profile/order/calculator' },
  { key: 'orderList', href: '/profile/order-list' },
  { key: 'notifications', href: '/profile/notifications' },
  { key: 'profile', href: '/profile/user' },
] as const;
export type ProfileLinkKey = (typeof PROFILE_LINKS)[number]['key'];

export type SignedInUser = { name: string; lastName: string };
