import { z } from 'zod';
import { emailSchema, phoneSchema } from './fields';

/** Staff's calls for a person's request about their data (152-ФЗ arts. 14, 20, 21): what is held, and its erasure. */
export const PERSON_REQUIRED_MESSAGE = 'Укажите e-mail или телефон';

/** An empty field is no field: the person may have given only one of the two. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const personalDataRequestSchema = z
  .object({
    email: z.preprocess(blankToUndefined, emailSchema.optional()),
    phone: z.preprocess(blankToUndefined, phoneSchema.optional()),
  })
  .refine((who) => who.email !== undefined || who.phone !== undefined, { message: PERSON_REQUIRED_MESSAGE });
export type PersonalDataRequest = z.input<typeof personalDataRequestSchema>;

const id = z.number().int();
/** ISO 8601. */
const date = z.string();
/** The privacy text the consent was given to (consent_texts.version); null for records older than it was kept, or made by staff. */
const consentVersion = z.string().nullable();
const found = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), items: z.array(item) });

/** What is found, by kind: ids and dates only, never a personal value the request did not give. */
export const personalDataReportSchema = z.object({
  /** Form submissions naming the person, with how many files each carries. */
  submissions: found(z.object({ id, type: z.string(), date, consentVersion, files: z.number().int() })),
  /** Web-chat conversations the visitor left the e-mail in (by the browser's session id). */
  conversations: found(z.object({ sid: z.string(), date, messages: z.number().int() })),
  subscriptions: found(z.object({ id, date, consentVersion })),
  /** Copies of letters to, from or about the person in the mail outbox. */
  letters: found(z.object({ id, date, sent: z.boolean() })),
  /** Accounts signing in with the e-mail or phone, with what stays (orders, claims) and what the dealer kept of others. */
  accounts: found(
    z.object({
      id,
      role: z.string(),
      date,
      consentVersion,
      orders: z.number().int(),
      claims: z.number().int(),
      clients: z.number().int(),
      companies: z.number().int(),
      managers: z.number().int(),
    }),
  ),
  /** Accounts of which the e-mail is only the new sign-in address waiting for its link: the address alone is the person's. */
  pendingEmails: found(z.object({ id })),
  /** Dealers' records of the person as their client; `ordered`: an order names it, so it is anonymised, not deleted. */
  clients: found(z.object({ id, ownerId: id, date, ordered: z.boolean() })),
  /** Dealers' cards of the person as the factory's manager looking after them. */
  managers: found(z.object({ id, ownerId: id })),
  /** The privacy texts the consents above were given to, whole: what the person agreed to, by version. */
  consentTexts: found(z.object({ version: z.string(), name: z.string(), text: z.string(), firstGivenAt: date })),
});
export type PersonalDataReport = z.infer<typeof personalDataReportSchema>;

/** What an erasure did: rows deleted or anonymised, and files removed. */
export const personalDataErasedSchema = z.object({
  erased: z.object({
    submissions: z.number().int(),
    files: z.number().int(),
    conversations: z.number().int(),
    subscriptions: z.number().int(),
    letters: z.number().int(),
    accounts: z.number().int(),
    pendingEmails: z.number().int(),
    clientsDeleted: z.number().int(),
    clientsAnonymised: z.number().int(),
    companiesDeleted: z.number().int(),
    companiesAnonymised: z.number().int(),
    managers: z.number().int(),
    notifications: z.number().int(),
  }),
});
export type PersonalDataErased = z.infer<typeof personalDataErasedSchema>['erased'];
