import { asc, eq } from 'drizzle-orm';
import type { ChatLine } from '../../api-client/schemas/stream';
import { chatConversations, chatMessages, type ChatAuthor } from '../db/schema';
import { publishToSession, type DbOrTx } from './events';

type ChatMessageRow = typeof chatMessages.$inferSelect;

const MANAGER: ChatAuthor = 'manager';
const VISITOR: ChatAuthor = 'user';

export const toChatLine = (row: Pick<ChatMessageRow, 'author' | 'text' | 'createdAt'>): ChatLine => ({
  from: row.author,
  date: Math.floor(row.createdAt.getTime() / 1000),
  message: row.text,
});

export type VisitorMessage = { sid: string; name: string; email: string; text: string; sentAt: number };

/**
 * Stores a visitor's message, opening the conversation on the first one. Returns its id, or null when the same text
 * with the same `date` is already stored: the browser sent it again after losing the answer.
 */
export async function storeVisitorMessage(db: DbOrTx, { sid, name, email, text, sentAt }: VisitorMessage): Promise<number | null> {
  const now = new Date();
  await db
    .insert(chatConversations)
    .values({ sid, name, email })
    .onConflictDoUpdate({ target: chatConversations.sid, set: { updatedAt: now, ...(name ? { name } : {}), ...(email ? { email } : {}) } });
  const [row] = await db
    .insert(chatMessages)
    .values({ sid, author: VISITOR, text, sentAt })
    .onConflictDoNothing()
    .returning({ id: chatMessages.id });
  return row?.id ?? null;
}

/**
 * Stores staff answers to one conversation and pushes them to the visitor's browser: one answer as
 * newTgChatMessage, several arriving together as one newTgChatArchiveMessages.
 */
export async function storeManagerMessages(db: DbOrTx, sid: string, texts: string[]): Promise<ChatLine[]> {
  if (texts.length === 0) return [];
  const rows = await db
    .insert(chatMessages)
    .values(texts.map((text) => ({ sid, author: MANAGER, text })))
    .returning();
  await db.update(chatConversations).set({ updatedAt: new Date() }).where(eq(chatConversations.sid, sid));
  const lines = rows.map(toChatLine);
  const [first] = lines;
  if (lines.length === 1 && first) {
    await publishToSession(db, sid, { e: 'newTgChatMessage', date: first.date, message: first.message });
  } else {
    await publishToSession(db, sid, { e: 'newTgChatArchiveMessages', archivemessages: lines });
  }
  return lines;
}

export async function conversationLines(db: DbOrTx, sid: string): Promise<ChatLine[]> {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.sid, sid)).orderBy(asc(chatMessages.id));
  return rows.map(toChatLine);
}
