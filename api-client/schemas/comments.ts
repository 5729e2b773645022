import { z } from 'zod';
import { orderFileSchema } from './orders';
import { requestKeySchema } from './request-key';

export const MAX_COMMENT_LENGTH = 4000;
export const COMMENT_REQUIRED_MESSAGE = 'Напишите комментарий или прикрепите файл';

export const commentSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  author_id: z.number().int(),
  author_name: z.string(),
  is_own: z.boolean(),
  reply_to: z.number().int().nullable(),
  is_viewed: z.boolean(),
  state: z.enum(['new', 'edited']),
  comment: z.string(),
  date: z.string(),
  files: z.array(orderFileSchema),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentListResponseSchema = z.object({ items: z.array(commentSchema), total: z.number().int(), unread: z.number().int() });
export type CommentListResponse = z.infer<typeof commentListResponseSchema>;
export const commentResponseSchema = z.object({ comment: commentSchema, message: z.string() });

const id = z.union([z.string().regex(/^\d{1,9}$/, 'Неверный идентификатор'), z.number().int().positive()]).transform(Number);
const fileList = z
  .union([z.instanceof(File), z.array(z.instanceof(File))])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();
const idList = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(id))
  .optional();

export const commentListQuerySchema = z.object({ order_id: id, author_id: id.optional() });
export const commentCreateSchema = z.object({
  order_id: id,
  comment: z.string().trim().max(MAX_COMMENT_LENGTH, `Комментарий не длиннее ${MAX_COMMENT_LENGTH} знаков`).default(''),
  reply_to: z.union([z.literal(''), id]).transform((value) => (value === '' ? null : value)).optional(),
  'add_files[]': fileList,
  request_key: requestKeySchema.optional(),
});
export const commentUpdateSchema = z.object({
  comment: z.string().trim().max(MAX_COMMENT_LENGTH, `Комментарий не длиннее ${MAX_COMMENT_LENGTH} знаков`).optional(),
  'remove_files[]': idList,
  'add_files[]': fileList,
});
export const commentStateSchema = z.object({
  viewed_state: z.literal('y', { message: 'Неверное состояние' }),
  'comment_ids[]': idList.pipe(z.array(z.number()).min(1, 'Не выбраны комментарии')),
});
export const commentStateResponseSchema = z.object({ viewed: z.number().int(), message: z.string() });
export const newCommentCountResponseSchema = z.object({ count: z.number().int() });
