import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatConversations, chatMessages, formSubmissions, mailOutbox, storedFiles } from '../../backend/db/schema';
import { purgeOldPersonalData } from '../../backend/lib/retention';
import { readStoredObject } from '../../backend/storage/file-storage';
import { useTestApp } from './helpers/request';
import { TEST_DRIVERS } from './helpers/test-db';

const DAY_MS = 24 * 60 * 60_000;

describe.each(TEST_DRIVERS)('personal data retention on %s', (kind) => {
  const test = useTestApp(kind);

  it('deletes submissions with their files, quiet conversations and old letters past their time, and nothing newer', async () => {
    const { db } = test.database();
    const storage = test.storage();
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY_MS);
    const file = async (key: string) => {
      await storage.put(key, new TextEncoder().encode('%PDF-1.4 резюме'), 'application/pdf');
      const [row] = await db.insert(storedFiles).values({ storageKey: key, originalName: 'cv.pdf', mimeType: 'application/pdf', kind: 'pdf', size: 15 }).returning();
      return row!.id;
    };
    const oldFile = await file('retention/old-cv.pdf');
    const newFile = await file('retention/new-cv.pdf');
    const submission = (fileId: number, days: number) => ({ type: 'resume', fields: { name: 'Анна' }, fileIds: [fileId], clientAddress: '203.0.113.7', createdAt: ago(days) });
    const [oldForm, newForm] = await db.insert(formSubmissions).values([submission(oldFile, 800), submission(newFile, 100)]).returning({ id: formSubmissions.id });
    await db.insert(chatConversations).values([
      { sid: 'a'.repeat(32), updatedAt: ago(800) },
      { sid: 'b'.repeat(32), updatedAt: ago(10) },
    ]);
    await db.insert(chatMessages).values({ sid: 'a'.repeat(32), author: 'user', text: 'Старый вопрос' });
    const letter = (subject: string, sentDays: number | null, createdDays: number) => ({
      to: 'info@fasadia.example',
      subject,
      text: 'Адрес отправителя: 203.0.113.7',
      sentAt: sentDays === null ? null : ago(sentDays),
      createdAt: ago(createdDays),
    });
    await db.insert(mailOutbox).values([letter('sent long ago', 120, 120), letter('sent lately', 30, 30), letter('given up long ago', null, 200), letter('still trying', null, 1)]);

    const purged = await purgeOldPersonalData(db, storage, 730, now);
    expect(purged).toEqual({ submissions: 1, files: 1, conversations: 1, letters: 2 });

    expect((await db.select({ id: formSubmissions.id }).from(formSubmissions).where(inArray(formSubmissions.id, [oldForm!.id, newForm!.id]))).map((row) => row.id)).toEqual([newForm!.id]);
    expect(await db.$count(storedFiles, eq(storedFiles.id, oldFile))).toBe(0);
    expect(await readStoredObject(storage, 'retention/old-cv.pdf')).toBeNull();
    expect(await readStoredObject(storage, 'retention/new-cv.pdf')).not.toBeNull();
    expect((await db.select({ sid: chatConversations.sid }).from(chatConversations)).map((row) => row.sid)).toEqual(['b'.repeat(32)]);
    expect(await db.$count(chatMessages, eq(chatMessages.sid, 'a'.repeat(32)))).toBe(0);
    expect((await db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(inArray(mailOutbox.subject, ['sent long ago', 'sent lately', 'given up long ago', 'still trying']))).map((row) => row.subject).sort()).toEqual(['sent lately', 'still trying']);

    // Run again: nothing is left to delete.
    expect(await purgeOldPersonalData(db, storage, 730, now)).toEqual({ submissions: 0, files: 0, conversations: 0, letters: 0 });
  });
});
