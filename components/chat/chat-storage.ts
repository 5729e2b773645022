import type { ChatLine } from '@/api-client/schemas/stream';

const keyOf = (sid: string) => `tgwebchat_${sid}`;

function isLine(value: unknown): value is ChatLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (line.from === 'user' || line.from === 'manager') && typeof line.date === 'number' && typeof line.message === 'string';
}

/** Spec §3: the chat's messages are kept in browser storage under the session id. */
export function loadChat(sid: string): ChatLine[] {
  try {
    const data: unknown = JSON.parse(window.localStorage.getItem(keyOf(sid)) ?? '[]');
    return Array.isArray(data) ? data.filter(isLine) : [];
  } catch {
    return [];
  }
}

export function saveChat(sid: string, messages: ChatLine[]): void {
  try {
    window.localStorage.setItem(keyOf(sid), JSON.stringify(messages));
  } catch {
    // storage full or blocked: the server keeps the conversation and restores it
  }
}
