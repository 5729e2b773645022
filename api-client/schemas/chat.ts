import { z } from 'zod';
import { EMAIL_PATTERN, EMAIL_MESSAGE, MAX_LENGTH, optionalText, requiredText } from './fields';
import { jsonField } from './json-field';
import { chatLineSchema, streamUidSchema } from './stream';

export const CHAT_TEXT_MAX = 2000;

export const chatUserSchema = z.object({
  sid: streamUidSchema,
  name: optionalText(MAX_LENGTH.name),
  email: optionalText(MAX_LENGTH.email).refine((email) => email === '' || EMAIL_PATTERN.test(email), EMAIL_MESSAGE),
});
export type ChatUser = z.input<typeof chatUserSchema>;

/** What the `sms` field holds (spec §7): `{ data: { text, user, date } }`, date in epoch seconds. */
export const chatSmsSchema = z.object({
  data: z.object({
    text: requiredText(CHAT_TEXT_MAX),
    user: chatUserSchema,
    date: z.number().int().positive(),
  }),
});
export type ChatSms = z.input<typeof chatSmsSchema>;

export const chatSendRequestSchema = z.object({ sms: jsonField(chatSmsSchema) });

/** `data.data` of the client's response object: 'ok' means the message is stored. */
export const chatSendResponseSchema = z.object({ data: z.literal('ok') });

export const chatRestoreQuerySchema = z.object({ sid: streamUidSchema });

export const chatRestoreResponseSchema = z.object({ messages: z.array(chatLineSchema) });
export type ChatRestoreResponse = z.infer<typeof chatRestoreResponseSchema>;

/** Factory staff answer a visitor through the API when no Telegram bot is configured. */
export const chatReplyRequestSchema = z.object({ sid: streamUidSchema, text: requiredText(CHAT_TEXT_MAX) });

export const chatConversationSchema = z.object({
  sid: z.string(),
  name: z.string(),
  email: z.string(),
  updated: z.number().int(),
  last: chatLineSchema.nullable(),
});
export const chatConversationsResponseSchema = z.object({ conversations: z.array(chatConversationSchema) });
