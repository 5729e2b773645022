import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ephemeralConfig } from '../../backend/lib/config';
import { createLogger } from '../../backend/lib/logger';
import { createMailer, readOutboxFile } from '../../backend/lib/mail';
import { createTestDatabase } from './helpers/test-db';

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
