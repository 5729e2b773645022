import { and, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatConversations, formSubmissions, mailOutbox, storedFiles } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { removeObjects } from './files';
import type { Logger } from './logger';

const DAY_MS = 24 * 60 * 60_000;
/** A letter's copy outlives its sending by this much: long enough to answer «did you get my request?». */
const SENT_MAIL_DAYS = 90;
/** How often the purge runs; the first run waits a minute after start, out of the start-up's way. */
const PURGE_INTERVAL_MS = DAY_MS;
const FIRST_PURGE_MS = 60_000;

export type Purged = { submissions: number; files: number; conversations: number; letters: number };

/**
 * Deletes personal data kept longer than its purpose needs (the privacy policy's promise): form submissions (with
 * the sender's address) and their files, and web-chat conversations untouched for `days`; copies of letters sent
 * (or given up) more than 90 days ago. Accounts, orders, claims and newsletter subscriptions are the dealers' own
 * and stay.
 */
export async function purgeOldPersonalData(db: Database, storage: FileStorage, days: number, now = Date.now()): Promise<Purged> {
  const cutoff = new Date(now - days * DAY_MS);
  const mailCutoff = new Date(now - SENT_MAIL_DAYS * DAY_MS);
  const { submissions, files } = await db.transaction(async (tx) => {
    const gone = await tx.delete(formSubmissions).where(lt(formSubmissions.createdAt, cutoff)).returning({ fileIds: formSubmissions.fileIds });
    const fileIds = gone.flatMap((row) => row.fileIds);
    const removed = fileIds.length === 0 ? [] : await tx.delete(storedFiles).where(inArray(storedFiles.id, fileIds)).returning({ storageKey: storedFiles.storageKey });
    return { submissions: gone.length, files: removed };
  });
  // The rows went first: a file whose object stays after a failed removal is unreachable, never a row without its file.
  await removeObjects(storage, files);
  const conversations = await db.delete(chatConversations).where(lt(chatConversations.updatedAt, cutoff)).returning({ sid: chatConversations.sid });
  const letters = await db
    .delete(mailOutbox)
    .where(
      or(
        and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, mailCutoff)),
        // Given up long ago: nothing will send it any more.
        and(isNull(mailOutbox.sentAt), lt(mailOutbox.createdAt, new Date(now - (SENT_MAIL_DAYS + 7) * DAY_MS))),
      ),
    )
    .returning({ id: mailOutbox.id });
  return { submissions, files: files.length, conversations: conversations.length, letters: letters.length };
}

/** Runs the purge daily (DATA_RETENTION_DAYS; 0 keeps everything); returns a stop function. */
export function startRetention(db: Database, storage: FileStorage, logger: Logger, days: number): () => void {
  if (days === 0) return () => undefined;
  const run = () =>
    purgeOldPersonalData(db, storage, days)
      .then((purged) => {
        if (Object.values(purged).some((count) => count > 0)) logger.info(purged, `Retention: personal data older than ${days} days deleted`);
      })
      .catch((error: unknown) => logger.error({ err: error }, 'Retention: the purge failed'));
  const first = setTimeout(() => void run(), FIRST_PURGE_MS);
  const daily = setInterval(() => void run(), PURGE_INTERVAL_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
