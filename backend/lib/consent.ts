import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { consentTexts, siteProperties } from '../db/schema';
import type { DbOrTx } from './events';

/** The version of a privacy text: the first 16 hex digits of sha256(name + "\n" + text). */
export function consentVersionOf(name: string, text: string): string {
  return createHash('sha256').update(`${name}\n${text}`).digest('hex').slice(0, 16);
}

/**
 * Records which privacy text a visitor's consent was given to (152-ФЗ art. 9 part 3), in the transaction of the row
 * it belongs to: the site properties' current text is kept in consent_texts and its version returned, for that row's
 * consent_version. Null only when the site has no properties row (nothing was shown to consent to).
 */
export async function recordConsent(tx: DbOrTx): Promise<string | null> {
  const [policy] = await tx
    .select({
      name: sql<string>`coalesce(${siteProperties.data}->>'privacyName', '')`,
      text: sql<string>`coalesce(${siteProperties.data}->>'privacyText', '')`,
    })
    .from(siteProperties)
    .where(eq(siteProperties.id, 1));
  if (!policy) return null;
  const version = consentVersionOf(policy.name, policy.text);
  await tx.insert(consentTexts).values({ version, name: policy.name, text: policy.text }).onConflictDoNothing({ target: consentTexts.version });
  return version;
}
