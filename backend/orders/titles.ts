/** Titles compared as dealers type them: case, quotes and ё do not matter. */
export const titleKey = (title: string) => title.toLowerCase().replace(/[«»"]/g, '').replace(/ё/g, 'е').trim();

/** A catalogue model typed in full ('Фасад «Верона»') or by its own name ('Верона', 'верона'). */
export function isModel(catalogueTitle: string, typed: string): boolean {
  const wanted = titleKey(typed);
  const own = titleKey(catalogueTitle);
  return wanted !== '' && (own === wanted || own.endsWith(` ${wanted}`));
}
