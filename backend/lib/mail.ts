import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox, storedFiles, type OutboxAttachment } from '../db/schema';
import type { AppConfig } from './config';
import type { Logger } from './logger';
import { createFileStorage } from '../storage/create-file-storage';
import { readStoredObject, type FileStorage } from '../storage/file-storage';

/** `replyTo` is kept only when it is one plain address: see plainMailAddress. */
export type MailMessage = { to: string; subject: string; text: string; replyTo?: string; attachments?: OutboxAttachment[] };

export type Mailer = {
  /** Stores the message in the queue (inside the caller's transaction when given one) and returns its id. */
  queue(message: MailMessage, tx?: Database): Promise<number>;
  /** Sends or writes out every pending message; safe to call at any time, never throws. */
  deliverPending(): Promise<void>;
  /** Retries pending messages periodically; returns a stop function. */
  start(intervalMs?: number): () => void;
};

/** From the 8th failure on the wait is the cap (an hour): the 55th and last attempt comes about 48 hours after the first. */
const MAX_ATTEMPTS = 55;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 3600;
const BATCH = 20;
/** How long a letter being sent is left to its instance: longer than nodemailer's timeouts for one letter add up to. */
const SENDING_LEASE = sql`interval '15 minutes'`;

/** The wait after a letter's nth failed attempt: 30 s, doubling, at most an hour. */
const retryDelaySeconds = (attempts: number) => Math.min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), MAX_RETRY_SECONDS);

/** One address and nothing else a header could be made of: no line breaks (header injection), commas or display names (more recipients). */
const PLAIN_ADDRESS = /^[^\s\p{Cc}@,;:<>()[\]"\\]+@[^\s\p{Cc}@,;:<>()[\]"\\]+\.[^\s\p{Cc}@,;:<>()[\]"\\]+$/u;
const MAX_ADDRESS_LENGTH = 254;

export function plainMailAddress(value: string | undefined): string | null {
  return value !== undefined && value.length <= MAX_ADDRESS_LENGTH && PLAIN_ADDRESS.test(value) ? value : null;
}

const outboxFile = (config: AppConfig, id: number) => path.join(config.outboxDir, `${String(id).padStart(6, '0')}.eml`);

/**
 * Mail goes through the `mail_outbox` table: the request that queues it never waits for a relay, and a relay
 * failure only delays delivery (retried ever less often, for about 2 days). Without SMTP_URL each message is
 * written to the outbox folder as an .eml file.
 */
export type MailerOptions = { db: Database; config: AppConfig; logger: Logger; storage?: FileStorage };

export function createMailer({ db, config, logger, storage = createFileStorage(config.storage) }: MailerOptions): Mailer {
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let running: Promise<void> | null = null;

  async function attachmentsOf(row: typeof mailOutbox.$inferSelect) {
    if (row.attachments.length === 0) return [];
    const ids = row.attachments.map((a) => a.fileId);
    const files = await db.select().from(storedFiles).where(inArray(storedFiles.id, ids));
    const attached = await Promise.all(
      row.attachments.map(async (attachment) => {
        const file = files.find((f) => f.id === attachment.fileId);
        const content = file ? await readStoredObject(storage, file.storageKey) : null;
        return file && content ? [{ filename: attachment.filename, content, contentType: file.mimeType }] : [];
      }),
    );
    return attached.flat();
  }

  async function deliver(row: typeof mailOutbox.$inferSelect): Promise<void> {
    const mail = {
      from: config.mailFrom,
      to: row.to,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.text,
      attachments: await attachmentsOf(row),
    };
    if (smtp) {
      await smtp.sendMail(mail);
    } else {
      const info = await outbox.sendMail(mail);
      // Letters hold password-reset checkwords: readable by the backend's user only.
      await mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
      await writeFile(outboxFile(config, row.id), info.message, { mode: 0o600 });
    }
  }

  /**
   * Takes the next due letter for this instance: others skip it while the claim is written and wait out its lease
   * after, so it is sent once. A crashed instance's letter is due again when the lease ends.
   */
  async function claimNext(tried: number[]) {
    const [row] = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${SENDING_LEASE}` })
      .where(
        inArray(
          mailOutbox.id,
          db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(
              and(
                isNull(mailOutbox.sentAt),
                lt(mailOutbox.attempts, MAX_ATTEMPTS),
                lte(mailOutbox.nextAttemptAt, sql`now()`),
                notInArray(mailOutbox.id, tried),
              ),
            )
            .orderBy(asc(mailOutbox.id))
            .limit(1)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
    return row;
  }

  async function runOnce(): Promise<void> {
    // One letter per claim, so that each one's lease starts when its sending does; a failed one waits for the next pass.
    const tried: number[] = [];
    while (tried.length < BATCH) {
      const row = await claimNext(tried);
      if (!row) return;
      tried.push(row.id);
      try {
        await deliver(row);
        await db.update(mailOutbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // The address and the relay's answer only: the letter's text may hold a password-reset checkword.
        logger.warn(`Mail ${row.id} to ${row.to} not delivered (attempt ${row.attempts} of ${MAX_ATTEMPTS}): ${message}`);
        await db
          .update(mailOutbox)
          .set({ lastError: message, nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})` })
          .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.sentAt)));
        if (row.attempts >= MAX_ATTEMPTS) {
          logger.error(
            { mailId: row.id, to: row.to, attempts: row.attempts, queuedAt: row.createdAt.toISOString(), lastError: message },
            `Mail ${row.id} to ${row.to} abandoned after ${row.attempts} attempts`,
          );
        }
      }
    }
  }

  const mailer: Mailer = {
    async queue(message, tx = db) {
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          replyTo: plainMailAddress(message.replyTo),
          attachments: message.attachments ?? [],
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('Mail was not queued');
      return row.id;
    },
    deliverPending() {
      // One delivery pass at a time; callers arriving meanwhile share it.
      running ??= runOnce()
        .catch((error: unknown) => logger.error({ err: error }, 'Mail delivery failed'))
        .finally(() => {
          running = null;
        });
      return running;
    },
    start(intervalMs = 30_000) {
      const timer = setInterval(() => void mailer.deliverPending(), intervalMs);
      timer.unref();
      void mailer.deliverPending();
      return () => clearInterval(timer);
    },
  };
  return mailer;
}

/** Reads the outbox folder (tests and the README's instructions use it). */
export async function readOutboxFile(config: AppConfig, id: number): Promise<string> {
  return readFile(outboxFile(config, id), 'utf8');
}
