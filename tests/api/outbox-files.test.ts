import { statSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../backend/db/schema';
import { ephemeralConfig } from '../../backend/lib/config';
import { createLogger } from '../../backend/lib/logger';
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
  async function withRelay(run: (database: TestDatabase, relay: Awaited<ReturnType<typeof startFakeSmtp>>, instance: () => ReturnType<typeof createMailer>) => Promise<void>) {
    const database = await createTestDatabase(kind);
    const relay = await startFakeSmtp();
    const config = { ...ephemeralConfig(), smtpUrl: relay.url };
    try {
      await run(database, relay, () => createMailer({ db: database.db, config, logger: createLogger('silent') }));
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

  it('counts a failed attempt and tries the letter again on the next pass, once per pass', async () => {
    await withRelay(async (database, relay, instance) => {
      const mailer = instance();
      const id = await mailer.queue(letter(1));
      await relay.close();
      await mailer.deliverPending();
      const failed = await rowOf(database, id);
      expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.any(String) as string });
      expect(failed!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      await mailer.deliverPending();
      expect(await rowOf(database, id)).toMatchObject({ attempts: 2, sentAt: null });
    });
  });
});
