/** A page number to link, or an ellipsis standing for the pages left out between two of them. */
export type PageWindowItem = number | 'gap';

/**
 * The pages a pager links: the first, the last, and the current one with `radius` neighbours on each side,
 * so that a list of hundreds of pages still fits a phone's width. A gap of a single page shows that page:
 * an ellipsis would take the same room and hide it.
 */
export function pageWindow(page: number, pageCount: number, radius = 1): PageWindowItem[] {
  const shown = new Set<number>([1, pageCount]);
  for (let number = page - radius; number <= page + radius; number += 1) {
    if (number >= 1 && number <= pageCount) shown.add(number);
  }
  const items: PageWindowItem[] = [];
  let previous = 0;
  for (const number of [...shown].sort((a, b) => a - b)) {
    if (number - previous === 2) items.push(number - 1);
    else if (number - previous > 2) items.push('gap');
    items.push(number);
    previous = number;
  }
  return items;
}
