import { and, asc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { normalizePhone } from '../../api-client/schemas/fields';
import type { PersonalDataErased, PersonalDataReport } from '../../api-client/schemas/personal-data';
import type { Database } from '../db/client';
import {
  calculatorStates,
  chatConversations,
  clients,
  companies,
  consentTexts,
  formSubmissions,
  mailOutbox,
  managers,
  notifications,
  orders,
  rateLimits,
  reklamations,
  storedFiles,
  streamBindings,
  subscriptions,
  userCodes,
  users,
} from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import type { DbOrTx } from './events';
import { removeObjects } from './files';

/*
 * A person's request (152-ФЗ arts. 14, 20, 21), table by table (docs/deployment.md, 'A person's request'):
 * - form_submissions: deleted when its email, contact or phone field names the person.
 * - stored_files: a deleted submission's deleted (row in the transaction, object after it); an order's, comment's or claim's kept with it.
 * - chat_conversations: deleted when the visitor left the person's e-mail; chat_messages go with it (cascade).
 * - subscriptions: deleted.
 * - mail_outbox: deleted, letters to or from the person's or their account's addresses, naming one, or carrying a deleted file.
 * - users: anonymised, not deleted: orders, comments and claims reference the account and are accounting records kept by law.
 * - users (another account waiting to confirm the person's address as its new e-mail): only that pending address cleared.
 * - consent_texts: kept, whatever is erased: the privacy texts consents were given to (a row's consent_version), no person's data.
 * - user_codes: deleted (recovery and confirmation codes of an account nobody may sign in to).
 * - stream_bindings: deleted.
 * - calculator_states: deleted (a draft, not an order).
 * - notifications: deleted (messages to an account nobody can open).
 * - orders: kept (accounting); a check's name in check_users becomes «Удалён».
 * - order_items, order_files: kept with their orders, no contacts.
 * - comments, comment_files: kept, the correspondence of an order; the author shows as the anonymised name.
 * - comment_views: kept, ids only.
 * - reklamations, reklamation_files, reklamation_history: kept as claims of shipped orders (accounting), drafts too: they hold no contacts.
 * - clients (the erased dealer's, and any dealer's record of the person): deleted, or anonymised when an order names it (the order kept whole).
 * - companies (the erased dealer's): deleted, or anonymised when an order names it (a sole trader's name is a person's; the documents are the accounting system's).
 * - managers (the erased dealer's cards, and cards of the person as a manager): deleted, no order names them.
 * - rate_limits: sign-in counters keyed by the login deleted; the others are keyed by address and swept within their window.
 * - shops: the branches' business contacts, no person's.
 * - service_leases, order_list_versions, seed_groups: no person's data.
 * - catalogue and content (option_types … filial_contents, locations, stock_offers, menus, site_properties): no person's data.
 */

/** What a deleted account, client or company is called from then on. */
const DELETED_NAME = 'Удалён';
/** The sign-in e-mail of an anonymised account: unique, never deliverable (RFC 2606), and freeing the real one for a new registration. */
const deletedEmail = sql`concat('deleted-', ${users.id}, '@invalid')`;
/** No scrypt hash: verifyPassword refuses every password against it. It also marks the account as erased. */
export const UNUSABLE_PASSWORD = '!';

export type PersonQuery = { email?: string; phone?: string };
type Person = { email: string | null; phone: string | null };

/** E-mails are compared lower-case, phones by their digits in the +7 form, as sign-in and registration compare them. */
function personOf(who: PersonQuery): Person {
  return { email: who.email?.trim().toLowerCase() || null, phone: who.phone ? normalizePhone(who.phone) || null : null };
}

/** A stored phone, however typed, as normalizePhone makes it: digits, and a leading 8 of eleven as 7. */
const phoneSql = (value: SQL) => sql`regexp_replace(regexp_replace(coalesce(${value}, ''), '\\D', '', 'g'), '^8(\\d{10})$', '7\\1')`;

function naming(person: Person, emailValues: SQL[], phoneValues: SQL[]): SQL {
  const conditions = [
    ...(person.email ? emailValues.map((value) => sql`lower(trim(${value})) = ${person.email}`) : []),
    ...(person.phone ? phoneValues.map((value) => sql`${phoneSql(value)} = ${person.phone}`) : []),
  ];
  return or(...conditions) ?? sql`false`;
}

const field = (name: string) => sql`${formSubmissions.fields}->>${name}::text`;
// Spelt out: in a one-table select drizzle leaves columns unqualified, and the subquery would read its own table's.
const orderedClient = sql<boolean>`exists (select 1 from orders o where o.client_id = clients.id)`;
const orderedCompany = sql<boolean>`exists (select 1 from orders o where o.company_id = companies.id)`;

/** The address as a whole word of the text: anna@mail.ru is not in joanna@mail.ru, but is at a sentence's end. */
function mentions(text: string, address: string): boolean {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(address); at >= 0; at = lower.indexOf(address, at + 1)) {
    const before = lower.slice(0, at);
    const after = lower.slice(at + address.length);
    if (!/[\p{L}\p{N}_.%+-]$/u.test(before) && !/^([\p{L}\p{N}_-]|\.[\p{L}\p{N}])/u.test(after)) return true;
  }
  return false;
}

type Owned = { id: number; ordered: boolean };

/** Everything held about the person, read in one go so that the report and the erasure are of the same rows. */
async function collect(db: DbOrTx, person: Person) {
  const submissions = await db
    .select({
      id: formSubmissions.id,
      type: formSubmissions.type,
      createdAt: formSubmissions.createdAt,
      consentVersion: formSubmissions.consentVersion,
      fileIds: formSubmissions.fileIds,
      fields: formSubmissions.fields,
    })
    .from(formSubmissions)
    .where(naming(person, [field('email'), field('contact')], [field('phone'), field('contact')]))
    .orderBy(formSubmissions.id);
  const conversations = await db
    .select({
      sid: chatConversations.sid,
      createdAt: chatConversations.createdAt,
      messages: sql<number>`(select count(*) from chat_messages m where m.sid = chat_conversations.sid)`.mapWith(Number),
    })
    .from(chatConversations)
    .where(naming(person, [sql`${chatConversations.email}`], []))
    .orderBy(chatConversations.createdAt);
  const subscribed = await db
    .select({ id: subscriptions.id, createdAt: subscriptions.createdAt, consentVersion: subscriptions.consentVersion })
    .from(subscriptions)
    .where(naming(person, [sql`${subscriptions.email}`], []));
  const accountRows = await db.select().from(users).where(naming(person, [sql`${users.email}`], [sql`${users.phone}`])).orderBy(users.id);
  const accountIds = accountRows.map((row) => row.id);
  // One query at a time: a transaction's queries share one connection.
  const accounts: { row: typeof accountRows[number]; orders: number; claims: number; clients: Owned[]; companies: Owned[]; managers: number[] }[] = [];
  for (const row of accountRows) {
    accounts.push({
      row,
      orders: await db.$count(orders, eq(orders.dealerId, row.id)),
      claims: await db.$count(reklamations, eq(reklamations.dealerId, row.id)),
      clients: await db.select({ id: clients.id, ordered: orderedClient }).from(clients).where(eq(clients.ownerId, row.id)),
      companies: await db.select({ id: companies.id, ordered: orderedCompany }).from(companies).where(eq(companies.ownerId, row.id)),
      managers: (await db.select({ id: managers.id }).from(managers).where(eq(managers.ownerId, row.id))).map((manager) => manager.id),
    });
  }
  const pendingEmails = person.email
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.pendingEmail})`, person.email), accountIds.length > 0 ? notInArray(users.id, accountIds) : undefined))
    : [];
  const clientsOfPerson = await db
    .select({ id: clients.id, ownerId: clients.ownerId, createdAt: clients.createdAt, ordered: orderedClient })
    .from(clients)
    .where(naming(person, [sql`${clients.email}`], [sql`${clients.phone}`]))
    .orderBy(clients.id);
  const managersOfPerson = await db
    .select({ id: managers.id, ownerId: managers.ownerId })
    .from(managers)
    .where(naming(person, [sql`${managers.email}`], [sql`${managers.phone}`]))
    .orderBy(managers.id);
  const fileIds = submissions.flatMap((row) => row.fileIds);
  const letters = await lettersAbout(db, person, accountRows, submissions, fileIds);
  return { submissions, fileIds, conversations, subscribed, accounts, pendingEmails, clientsOfPerson, managersOfPerson, letters };
}

/**
 * Letters to or from the person's addresses (the account's too: recovery and confirmation letters), letters naming
 * one of them, a submission's copy to the factory (its phone as typed: a callback names no e-mail) and letters carrying a deleted file.
 */
async function lettersAbout(
  db: DbOrTx,
  person: Person,
  accounts: (typeof users.$inferSelect)[],
  submissions: { fields: Record<string, string> }[],
  fileIds: number[],
) {
  const addresses = [...new Set([person.email, ...accounts.flatMap((row) => [row.email, row.pendingEmail])].filter((value): value is string => !!value).map((value) => value.toLowerCase()))];
  const phones = [
    ...new Set(
      submissions.flatMap((row) => [row.fields.phone, row.fields.contact]).filter((value): value is string => !!value && !!person.phone && normalizePhone(value) === person.phone),
    ),
  ];
  const attached = (ids: number[]) => sql`exists (select 1 from jsonb_array_elements(${mailOutbox.attachments}) as a(item) where ${inArray(sql`(a.item->>'fileId')::int`, ids)})`;
  const candidates = await db
    .select()
    .from(mailOutbox)
    .where(
      or(
        ...addresses.map((address) => sql`strpos(lower(${mailOutbox.to} || ' ' || coalesce(${mailOutbox.replyTo}, '') || ' ' || ${mailOutbox.text}), ${address}) > 0`),
        ...phones.map((phone) => sql`strpos(${mailOutbox.text}, ${phone}) > 0`),
        fileIds.length > 0 ? attached(fileIds) : undefined,
      ) ?? sql`false`,
    )
    .orderBy(mailOutbox.id);
  return candidates.filter(
    (row) =>
      addresses.some((address) => row.to.toLowerCase() === address || row.replyTo?.toLowerCase() === address || mentions(row.text, address)) ||
      phones.some((phone) => row.text.includes(phone)) ||
      row.attachments.some((attachment) => fileIds.includes(attachment.fileId)),
  );
}

const items = <T>(list: T[]) => ({ count: list.length, items: list });
const iso = (date: Date) => date.toISOString();

/** Art. 14: what is held about the person with this e-mail and/or phone, by kind, as ids and dates, with the privacy text each consent was given to. */
export async function findPersonalData(db: Database, who: PersonQuery): Promise<PersonalDataReport> {
  const found = await collect(db, personOf(who));
  const versions = [...new Set([...found.submissions, ...found.subscribed, ...found.accounts.map((account) => account.row)].flatMap((row) => row.consentVersion ?? []))];
  const texts = versions.length === 0 ? [] : await db.select().from(consentTexts).where(inArray(consentTexts.version, versions)).orderBy(asc(consentTexts.firstGivenAt));
  return {
    submissions: items(
      found.submissions.map((row) => ({ id: row.id, type: row.type, date: iso(row.createdAt), consentVersion: row.consentVersion, files: row.fileIds.length })),
    ),
    conversations: items(found.conversations.map((row) => ({ sid: row.sid, date: iso(row.createdAt), messages: row.messages }))),
    subscriptions: items(found.subscribed.map((row) => ({ id: row.id, date: iso(row.createdAt), consentVersion: row.consentVersion }))),
    letters: items(found.letters.map((row) => ({ id: row.id, date: iso(row.createdAt), sent: row.sentAt !== null }))),
    accounts: items(
      found.accounts.map((account) => ({
        id: account.row.id,
        role: account.row.role,
        date: iso(account.row.createdAt),
        consentVersion: account.row.consentVersion,
        orders: account.orders,
        claims: account.claims,
        clients: account.clients.length,
        companies: account.companies.length,
        managers: account.managers.length,
      })),
    ),
    pendingEmails: items(found.pendingEmails),
    clients: items(found.clientsOfPerson.map((row) => ({ id: row.id, ownerId: row.ownerId, date: iso(row.createdAt), ordered: row.ordered }))),
    managers: items(found.managersOfPerson),
    consentTexts: items(texts.map((row) => ({ version: row.version, name: row.name, text: row.text, firstGivenAt: iso(row.firstGivenAt) }))),
  };
}

/** Owned records by id, the first of each kept: a client both the dealer's and naming the person is handled once. */
const unique = (list: Owned[]) => [...new Map(list.map((row) => [row.id, row])).values()];

/**
 * Arts. 20, 21: deletes what the person's data alone is kept for, and anonymises the account and the records that
 * orders still name, in one transaction; the files' objects are removed after it commits.
 */
export async function erasePersonalData(db: Database, storage: FileStorage, who: PersonQuery): Promise<PersonalDataErased> {
  const person = personOf(who);
  const { erased, files } = await db.transaction(async (tx) => {
    const found = await collect(tx, person);
    const ids = <T extends { id: number }>(rows: T[]) => rows.map((row) => row.id);
    const letters = ids(found.letters);
    if (letters.length > 0) await tx.delete(mailOutbox).where(inArray(mailOutbox.id, letters));
    if (found.submissions.length > 0) await tx.delete(formSubmissions).where(inArray(formSubmissions.id, ids(found.submissions)));
    const files = found.fileIds.length === 0 ? [] : await tx.delete(storedFiles).where(inArray(storedFiles.id, found.fileIds)).returning({ storageKey: storedFiles.storageKey });
    if (found.conversations.length > 0) await tx.delete(chatConversations).where(inArray(chatConversations.sid, found.conversations.map((row) => row.sid)));
    if (found.subscribed.length > 0) await tx.delete(subscriptions).where(inArray(subscriptions.id, ids(found.subscribed)));

    const accountIds = found.accounts.map((account) => account.row.id);
    let notificationsDeleted = 0;
    if (accountIds.length > 0) {
      for (const { row } of found.accounts) {
        // A check's name sits at the position of its checker's id (routes/orders.ts 'setchecked'); a namesake's stays.
        await tx.execute(sql`
          update ${orders} set check_users = (
            select jsonb_agg(case when (${orders.checkUserIds})[position::int] = ${row.id} then to_jsonb(${DELETED_NAME}::text) else item end order by position)
            from jsonb_array_elements(${orders.checkUsers}) with ordinality as checks(item, position))
          where ${row.id} = any(${orders.checkUserIds})`);
      }
      const gone = await tx.delete(notifications).where(inArray(notifications.userId, accountIds)).returning({ id: notifications.id });
      notificationsDeleted = gone.length;
      await tx.delete(userCodes).where(inArray(userCodes.userId, accountIds));
      await tx.delete(streamBindings).where(inArray(streamBindings.userId, accountIds));
      await tx.delete(calculatorStates).where(inArray(calculatorStates.userId, accountIds));
      // A new session version refuses every token issued before (requireUser), and no password matches the hash.
      await tx
        .update(users)
        .set({
          email: deletedEmail,
          phone: '',
          passwordHash: UNUSABLE_PASSWORD,
          sessionVersion: sql`${users.sessionVersion} + 1`,
          name: DELETED_NAME,
          lastName: '',
          secondName: '',
          city: '',
          company: '',
          deliveryCity: '',
          accessCode: null,
          subscribeNews: false,
          subscribeOrder: false,
          tgnotify: false,
          tgid: '',
          tgSubscribeCode: null,
          tgSubscribeCodeExpiresAt: null,
          pendingEmail: null,
        })
        .where(inArray(users.id, accountIds));
    }
    const pendingIds = ids(found.pendingEmails);
    if (pendingIds.length > 0) {
      await tx.update(users).set({ pendingEmail: null }).where(inArray(users.id, pendingIds));
      await tx.delete(userCodes).where(and(inArray(userCodes.userId, pendingIds), eq(userCodes.purpose, 'email'), isNull(userCodes.usedAt)));
    }

    const clientRows = unique([...found.accounts.flatMap((account) => account.clients), ...found.clientsOfPerson]);
    const companyRows = unique(found.accounts.flatMap((account) => account.companies));
    const [clientsGone, clientsKept] = [clientRows.filter((row) => !row.ordered), clientRows.filter((row) => row.ordered)];
    const [companiesGone, companiesKept] = [companyRows.filter((row) => !row.ordered), companyRows.filter((row) => row.ordered)];
    if (clientsGone.length > 0) await tx.delete(clients).where(inArray(clients.id, ids(clientsGone)));
    if (clientsKept.length > 0) {
      await tx
        .update(clients)
        .set({ name: DELETED_NAME, phone: '', email: '', comment: '', deletedAt: sql`coalesce(${clients.deletedAt}, now())` })
        .where(inArray(clients.id, ids(clientsKept)));
    }
    if (companiesGone.length > 0) await tx.delete(companies).where(inArray(companies.id, ids(companiesGone)));
    if (companiesKept.length > 0) await tx.update(companies).set({ name: DELETED_NAME, inn: '' }).where(inArray(companies.id, ids(companiesKept)));
    const managerIds = [...new Set([...found.accounts.flatMap((account) => account.managers), ...ids(found.managersOfPerson)])];
    if (managerIds.length > 0) await tx.delete(managers).where(inArray(managers.id, managerIds));

    // routes/user.ts counts an unknown login's failures under the login as typed, lower-cased or as normalizePhone's digits.
    const logins = [person.email, person.phone].filter((value): value is string => value !== null).map((login) => `signin:login:${login}`);
    await tx.delete(rateLimits).where(inArray(rateLimits.key, logins));

    return {
      files,
      erased: {
        submissions: found.submissions.length,
        files: files.length,
        conversations: found.conversations.length,
        subscriptions: found.subscribed.length,
        letters: letters.length,
        accounts: accountIds.length,
        pendingEmails: pendingIds.length,
        clientsDeleted: clientsGone.length,
        clientsAnonymised: clientsKept.length,
        companiesDeleted: companiesGone.length,
        companiesAnonymised: companiesKept.length,
        managers: managerIds.length,
        notifications: notificationsDeleted,
      },
    };
  });
  // The rows went first: an object left by a failed removal is unreachable, never a row without its file.
  await removeObjects(storage, files);
  return erased;
}
