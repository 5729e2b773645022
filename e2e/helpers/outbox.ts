import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { e2eDataDir } from '../../playwright.config';

export type OutboxMail = { file: string; to: string; subject: string; text: string; attachments: { filename: string; size: number }[] };

/**
 * Every message the backend has written to its outbox so far (no SMTP_URL in e2e), oldest first: the shared
 * backend's, or that of a spec's own backend keeping its data in `dataDir`.
 */
export async function readOutbox(dataDir = e2eDataDir): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
      return {
        file,
        to,
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        attachments: mail.attachments.map((a) => ({ filename: a.filename ?? '', size: a.size })),
      };
    }),
  );
}
