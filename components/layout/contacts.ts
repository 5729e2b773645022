import type { SiteProperties } from '@/api-client/schemas/content';

/** phones: wpv1.. numbers with wpt1.. texts, in key order. */
export function phoneEntries(phones: Record<string, string>): { number: string; text: string }[] {
  return Object.keys(phones)
    .map((key) => /^wpv(\d+)$/.exec(key))
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map((match) => ({ number: (phones[match[0]] ?? '').trim(), text: (phones[`wpt${match[1]}`] ?? '').trim() }))
    .filter((phone) => phone.number !== '');
}

/** Socials by the groups' order, each network once; blank links are ignored. */
export function socialLinks(properties: Pick<SiteProperties, 'socials' | 'socialsGroups'>): { network: string; href: string }[] {
  const order = [...properties.socialsGroups.flatMap((group) => group.networks), ...Object.keys(properties.socials)];
  const seen = new Set<string>();
  const result: { network: string; href: string }[] = [];
  for (const network of order) {
    const href = properties.socials[network]?.trim();
    if (seen.has(network) || !href) continue;
    seen.add(network);
    result.push({ network, href });
  }
  return result;
}
