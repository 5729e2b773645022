import { isInteger, isRecord, toParser } from '../plain-parsers';
import type { OkResult } from '../schemas/json-field';
import type { ChatLine, StreamEvent } from '../schemas/stream';
import { STREAM_EVENTS, type StreamEventName } from './events';

/*
 * Hand-written twins of streamEventSchema and okResultSchema: the event stream connects on every page right after
 * hydration, and zod need not load with it. tests/unit/stream/parsers.test.ts checks that they agree with the schemas.
 */

const isEventName = (value: unknown): value is StreamEventName => (STREAM_EVENTS as readonly unknown[]).includes(value);

function parseChatLine(value: unknown): ChatLine | undefined {
  if (!isRecord(value) || (value.from !== 'user' && value.from !== 'manager') || !isInteger(value.date) || typeof value.message !== 'string') return undefined;
  return { from: value.from, date: value.date, message: value.message };
}

const OPTIONAL_FIELDS = {
  orderId: isInteger,
  orderInCalc: (value: unknown) => typeof value === 'boolean',
  orderCommentCount: isInteger,
  newCommentCount: isInteger,
  shownotify: (value: unknown) => typeof value === 'boolean',
  tgId: (value: unknown) => typeof value === 'string',
  date: isInteger,
  message: (value: unknown) => typeof value === 'string',
} as const;

export const streamEventParser = toParser<StreamEvent>((data) => {
  if (!isRecord(data) || !isEventName(data.e)) return undefined;
  const event: Record<string, unknown> = { e: data.e };
  for (const [key, valid] of Object.entries(OPTIONAL_FIELDS)) {
    if (data[key] === undefined) continue;
    if (!valid(data[key])) return undefined;
    event[key] = data[key];
  }
  if (data.archivemessages !== undefined) {
    if (!Array.isArray(data.archivemessages)) return undefined;
    const lines = data.archivemessages.map(parseChatLine);
    if (!lines.every((line) => line !== undefined)) return undefined;
    event.archivemessages = lines;
  }
  return event as StreamEvent;
});

export const okResultParser = toParser<OkResult>((data) => (isRecord(data) && data.result === 'ok' ? { result: 'ok' } : undefined));
