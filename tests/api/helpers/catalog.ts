import { eq } from 'drizzle-orm';
import type { Database } from '../../../backend/db/client';
import { colors, materials, sections } from '../../../backend/db/schema';

/** The seed's MDF section with its film and oak colour, which tests add their own models to. */
export async function mdfFilmOak(db: Database): Promise<{ section: { id: number }; film: { id: number }; oak: { id: number } }> {
  const [section] = await db.select({ id: sections.id }).from(sections).where(eq(sections.code, 'mdf'));
  const [film] = await db.select({ id: materials.id }).from(materials).where(eq(materials.code, 'mdf-film'));
  const [oak] = await db.select({ id: colors.id }).from(colors).where(eq(colors.code, 'oak'));
  if (!section || !film || !oak) throw new Error('The fixture has changed');
  return { section, film, oak };
}
