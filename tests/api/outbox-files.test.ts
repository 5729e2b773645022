import { statSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../backend/db/schema';
import { ephemeralConfig } from '../../backend/lib/config';
import { createLogger, type Logger } from '../../backend/lib/logger';
import { createMailer, readOutboxFile } from '../../backend/lib/mail';
import { startFakeSmtp } from './helpers/fake-smtp';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from './helpers/test-db';

describe('letters written to the outbox folder', () => {
  it('are readable by the backend\'s user only: they hold password-reset checkwords', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const config = ephemeralConfig();
      const mailer = createMailer({ db: database.db, config, logger: createLogger('silent') });
      const id = await mailer.queue({ to: 'dealer@example.ru', subject: 'Восстановление пароля', text: 'checkword: QA-CHECKWORD' });
      await mailer.deliverPending();
      expect(await readOutboxFile(config, id)).toContain('QA-CHECKWORD');
      expect(statSync(path.join(config.outboxDir, `${String(id).padStart(6, '0')}.eml`)).mode & 0o777).toBe(0o600);
      expect(statSync(config.outboxDir).mode & 0o777).toBe(0o700);
    } finally {
      await database.drop();
    }
  });
});

/** Several backend instances on one database each run a mailer over the same `mail_outbox` (docs/deployment.md). */
describe.each(TEST_DRIVERS)('the outbox delivered by two instances on %s', (kind) => {
  type Instance = (logger?: Logger) => ReturnType<typeof createMailer>;
  async function withRelay(run: (database: TestDatabase, relay: Awaited<ReturnType<typeof startFakeSmtp>>, instance: Instance) => Promise<void>) {
    const database = await createTestDatabase(kind);
    const relay = await startFakeSmtp();
    const config = { ...ephemeralConfig(), smtpUrl: relay.url };
    try {
      await run(database, relay, (logger = createLogger('silent')) => createMailer({ db: database.db, config, logger }));
    } finally {
      relay.release();
      await relay.close();
      await database.drop();
    }
  }
  const until = async (done: () => boolean) => {
    for (let attempt = 0; attempt < 400 && !done(); attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  const letter = (n: number) => ({ to: 'dealer@example.ru', subject: `Letter ${n}`, text: `marker-${n}` });
  const rowOf = async (database: TestDatabase, id: number) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('sends each queued letter once when both deliver at once', async () => {
    await withRelay(async (database, relay, instance) => {
      const one = instance();
      const two = instance();
      const ids = [await one.queue(letter(1)), await one.queue(letter(2)), await one.queue(letter(3))];
      await Promise.all([one.deliverPending(), two.deliverPending(), one.deliverPending(), two.deliverPending()]);
      expect(relay.letters.map((text) => /marker-\d/.exec(text)?.[0]).sort()).toEqual(['marker-1', 'marker-2', 'marker-3']);
      for (const id of ids) expect(await rowOf(database, id)).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date) as Date });
    });
  });

  it("leaves a letter being sent to its instance, and sends again one whose instance stopped mid-send once its claim runs out", async () => {
    await withRelay(async (database, relay, instance) => {
      const one = instance();
      const two = instance();
      const id = await one.queue(letter(1));
      relay.hold();
      const first = one.deliverPending();
      await until(() => relay.letters.length === 1);
      // The relay has the letter and has not answered: the other instance must neither wait for it nor send it too.
      await Promise.race([two.deliverPending(), until(() => relay.letters.length > 1)]);
      expect(relay.letters).toHaveLength(1);
      const claimed = await rowOf(database, id);
      expect(claimed).toMatchObject({ attempts: 1, sentAt: null });
      expect(claimed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
      // As if the first instance had died there: its claim ends, and another instance sends the letter.
      await database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));
      relay.release();
      await two.deliverPending();
      await first;
      expect(relay.letters).toHaveLength(2);
      expect(await rowOf(database, id)).toMatchObject({ attempts: 2, lastError: null, sentAt: expect.any(Date) as Date });
    });
  });

  /** Makes the letter due now, as if its wait had passed. */
  const makeDue = (database: TestDatabase, id: number) => database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));
  /** How long the letter still waits, in seconds. */
  const waitOf = async (database: TestDatabase, id: number) => {
    const [row] = await database.db
      .select({ seconds: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())::float8` })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    return Number(row!.seconds);
  };
  /** 30 s after the first failure, doubling, at most an hour. */
  const plannedWait = (failures: number) => Math.min(30 * 2 ** (failures - 1), 3600);

  it('counts a failed attempt and waits before the next: a letter queued meanwhile does not bring it forward', async () => {
    await withRelay(async (database, relay, instance) => {
      const mailer = instance();
      const id = await mailer.queue(letter(1));
      await relay.close();
      await mailer.deliverPending();
      expect(await rowOf(database, id)).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.any(String) as string });
      expect(await waitOf(database, id)).toBeGreaterThan(25);
      // Queueing another letter delivers pending ones: the first is not due yet and is left alone.
      const other = await mailer.queue(letter(2));
      await mailer.deliverPending();
      await mailer.deliverPending();
      expect(await rowOf(database, id)).toMatchObject({ attempts: 1, sentAt: null });
      expect(await rowOf(database, other)).toMatchObject({ attempts: 1, sentAt: null });
    });
  });

  it('backs off while the relay is down and sends the letter when it is back, beyond the old ten attempts', async () => {
    await withRelay(async (database, relay, instance) => {
      const mailer = instance();
      const id = await mailer.queue(letter(1));
      await relay.close();
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 12; attempt++) {
        if (attempt > 1) await makeDue(database, id);
        await mailer.deliverPending();
        expect(await rowOf(database, id)).toMatchObject({ attempts: attempt, sentAt: null });
        waits.push(await waitOf(database, id));
      }
      waits.forEach((wait, i) => {
        expect(wait).toBeGreaterThan(plannedWait(i + 1) - 5);
        expect(wait).toBeLessThanOrEqual(plannedWait(i + 1));
      });
      // The relay is back on its address: the letter goes out on its next due pass.
      const back = await startFakeSmtp(relay.port);
      try {
        await makeDue(database, id);
        await mailer.deliverPending();
        expect(back.letters.join('\n')).toContain('marker-1');
        expect(await rowOf(database, id)).toMatchObject({ attempts: 13, lastError: null, sentAt: expect.any(Date) as Date });
      } finally {
        await back.close();
      }
    });
  });

  it('gives a letter up after about two days of failures, at error level without its text, and never tries it again', async () => {
    await withRelay(async (database, relay, instance) => {
      const lines: string[] = [];
      const mailer = instance(createLogger('debug', { write: (line: string) => void lines.push(line) }));
      const id = await mailer.queue({ to: 'dealer@example.ru', subject: 'Восстановление пароля', text: 'checkword: QA-CHECKWORD' });
      await relay.close();
      let waited = 0;
      let attempts = 0;
      for (let pass = 0; pass < 80; pass++) {
        await makeDue(database, id);
        await mailer.deliverPending();
        const row = await rowOf(database, id);
        if (row!.attempts === attempts) break;
        attempts = row!.attempts;
        const wait = await waitOf(database, id);
        expect(wait).toBeLessThanOrEqual(plannedWait(attempts));
        // The wait planned after the last attempt leads to none.
        if (lines.every((line) => !line.includes('abandoned'))) waited += plannedWait(attempts);
      }
      expect(attempts).toBeGreaterThan(10);
      expect(waited / 3600).toBeGreaterThan(46);
      expect(waited / 3600).toBeLessThan(50);
      expect(await rowOf(database, id)).toMatchObject({ sentAt: null, attempts });
      const errors = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.level === 'error');
      expect(errors).toEqual([expect.objectContaining({ mailId: id, to: 'dealer@example.ru', attempts }) as unknown]);
      expect(String(errors[0]!.msg)).toContain('abandoned');
      expect(lines.join('\n')).not.toContain('QA-CHECKWORD');
    });
  });

  it('keeps a plain Reply-To on the letter and drops one that would add headers or recipients', async () => {
    await withRelay(async (database, relay, instance) => {
      const mailer = instance();
      const plain = await mailer.queue({ ...letter(1), replyTo: 'anna@example.ru' });
      const injected = await mailer.queue({ ...letter(2), replyTo: 'anna@example.ru\r\nBcc: spy@example.com' });
      const several = await mailer.queue({ ...letter(3), replyTo: 'anna@example.ru,spy@example.com' });
      const named = await mailer.queue({ ...letter(4), replyTo: '"Анна"<anna@example.ru>' });
      await mailer.deliverPending();
      expect((await rowOf(database, plain))?.replyTo).toBe('anna@example.ru');
      for (const id of [injected, several, named]) expect((await rowOf(database, id))?.replyTo).toBeNull();
      const sent = (n: number) => relay.letters.find((text) => text.includes(`marker-${n}`)) ?? '';
      expect(sent(1)).toMatch(/^Reply-To: anna@example\.ru$/m);
      for (const n of [2, 3, 4]) expect(sent(n)).not.toMatch(/^(Reply-To|Bcc):/im);
    });
  });
});
