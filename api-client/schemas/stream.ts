import { z } from 'zod';
import { HEARTBEAT, HEARTBEAT_MS, STREAM_EVENTS, STREAM_REPLAY_MS, type StreamEventName } from '../stream/events';

export { HEARTBEAT, HEARTBEAT_MS, STREAM_EVENTS, STREAM_REPLAY_MS, type StreamEventName };

/** A browser's stream id (the `sbs` cookie or a client id): long enough to be unguessable. */
export const STREAM_UID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const streamUidSchema = z.string('Не указан uid').regex(STREAM_UID_PATTERN, 'Неверный uid');
export const streamUidQuerySchema = z.object({ uid: streamUidSchema });
/** The stream's query: `age`, ms since the page began loading, asks for the events published since (at most STREAM_REPLAY_MS back). */
export const streamOpenQuerySchema = streamUidQuerySchema.extend({
  age: z.coerce.number('Неверный age').int('Неверный age').min(0, 'Неверный age').optional(),
});

export const chatLineSchema = z.object({
  from: z.enum(['user', 'manager']),
  /** Epoch seconds. */
  date: z.number().int(),
  message: z.string(),
});
export type ChatLine = z.infer<typeof chatLineSchema>;

/** One event of the stream, with the fields spec §7 lists; each kind uses some of them. */
export const streamEventSchema = z.object({
  e: z.enum(STREAM_EVENTS),
  orderId: z.number().int().optional(),
  orderInCalc: z.boolean().optional(),
  orderCommentCount: z.number().int().optional(),
  newCommentCount: z.number().int().optional(),
  shownotify: z.boolean().optional(),
  tgId: z.string().optional(),
  date: z.number().int().optional(),
  message: z.string().optional(),
  archivemessages: z.array(chatLineSchema).optional(),
});
export type StreamEvent = z.infer<typeof streamEventSchema>;

export const streamUserStatsSchema = z.object({
  unreadNotifications: z.number().int().min(0),
  unreadComments: z.number().int().min(0),
});
export type StreamUserStats = z.infer<typeof streamUserStatsSchema>;
