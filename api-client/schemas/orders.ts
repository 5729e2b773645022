import { z } from 'zod';
import { paginationSchema } from './common';
import { REQUIRED_MESSAGE } from './fields';
import { requestKeySchema } from './request-key';

export const ORDER_STATUS_CODES = ['n', 'ch', 'wt', 'rq', 'ip', 'ep', 'sp', 'cn'] as const;
export type OrderStatusCode = (typeof ORDER_STATUS_CODES)[number];

/** Section 4 of the spec, letter for letter ('Ожидание счета', 'Отменен'). */
export const ORDER_STATUS_NAMES: Record<OrderStatusCode, string> = {
  n: 'Черновик',
  ch: 'Проверка',
  wt: 'Ожидание счета',
  rq: 'Заявка',
  ip: 'Производство',
  ep: 'Готов',
  sp: 'Отгрузка',
  cn: 'Отменен',
};

/** The longest order number a dealer gives an order, and so the longest the list can be filtered by. */
export const ORDER_NUMBER_MAX = 50;

/** What may be done to an order from the cabinet; the backend's state machine says from which statuses and by whom. */
export const ORDER_ACTIONS = ['validate', 'upload', 'setchecked', 'draft', 'subscribe', 'unsubscribe', 'delete', 'edit', 'files', 'excel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The factory's steps, taken by the staff account. */
export const FACTORY_ACTIONS = ['invoice', 'produce', 'ready', 'ship', 'cancel'] as const;
export type FactoryAction = (typeof FACTORY_ACTIONS)[number];

export const ORDER_PAGE_SIZE = 10;
export const MAX_ITEM_HEIGHT = 2750;
export const MIN_ITEM_SIZE = 50;
export const MAX_ITEM_WIDTH = 1200;
export const MAX_ITEM_QUANTITY = 999;
export const MAX_ORDER_ROWS = 10_000;

export const ORDER_FILE_ERRORS_MESSAGE = 'В файле заказа есть ошибки, заказ не создан';
/** The same refusal when a draft's file is replaced: the order stays as it was. */
export const ORDER_FILE_NOT_REPLACED_MESSAGE = 'В файле заказа есть ошибки, строки заказа не заменены';

export const statusSchema = z.object({ code: z.enum(ORDER_STATUS_CODES), name: z.string() });
export type OrderStatus = z.infer<typeof statusSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });
/** Whose order it is, told to the staff, who see every dealer's orders; a dealer's own answers leave it out. */
const dealerSchema = z.object({ name: z.string(), company: z.string(), email: z.string() });
export type OrderDealer = z.infer<typeof dealerSchema>;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const orderListItemSchema = z.object({
  id: z.number().int(),
  status_code: z.enum(ORDER_STATUS_CODES),
  status_name: z.string(),
  date_create: z.string(),
  date_update: z.string(),
  start_production: isoDate.nullable(),
  end_production: isoDate.nullable(),
  order_check: z.boolean(),
  order_check_users: z.array(z.string()),
  all_comments: z.number().int(),
  new_comments: z.number().int(),
  order_number: z.string(),
  client: named.nullable(),
  dealer: dealerSchema.nullish(),
  total: z.number(),
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderListResponseSchema = z.object({
  items: z.array(orderListItemSchema),
  pagination: paginationSchema,
  availableStatuses: z.array(statusSchema),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const statusesResponseSchema = z.object({ statuses: z.array(statusSchema) });

const yesNo = z.enum(['y', 'n']);
const optionalId = z.string().regex(/^\d{1,9}$/, 'Неверный идентификатор').transform(Number).optional();
/** A yyyy-mm-dd naming a real day of 19xx or 20xx (spec §5's date rule): 2026-02-30 or 2026-13-45 is no date. */
export function isRealDay(value: string): boolean {
  const match = /^((?:19|20)\d{2})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toISOString().startsWith(value);
}
const optionalDate = z.string().refine(isRealDay, 'Дата заполнена неверно').optional();
const DATE_RANGE_MESSAGE = 'Дата окончания раньше даты начала';

/** `GET /order` query: the list's filters as they stand in the page's URL. */
export const orderListQuerySchema = z.object({
  page: z.string().regex(/^\d{1,5}$/, 'Номер страницы должен быть целым числом').transform(Number).pipe(z.number().int().min(1, 'Номер страницы начинается с 1')).optional(),
  limit: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().int().min(1).max(100)).optional(),
  field_sort: z.enum(['order_create']).optional(),
  order_sort: z.enum(['asc', 'desc']).optional(),
  status: z.enum(ORDER_STATUS_CODES).optional(),
  client_id: optionalId,
  company_id: optionalId,
  date_from: optionalDate,
  date_to: optionalDate,
  // The order's number, or for the staff also its dealer's name, company or e-mail.
  number: z.string().max(ORDER_NUMBER_MAX).optional(),
  unreadMessages: yesNo.optional(),
}).refine(
  // A reversed range would list nothing without saying why; a wrong date is its own field's message.
  ({ date_from: from, date_to: to }) => !from || !to || !isRealDay(from) || !isRealDay(to) || from <= to,
  { message: DATE_RANGE_MESSAGE, path: ['date_to'] },
);
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderFileSchema = z.object({ id: z.number().int(), name: z.string(), src: z.string(), size: z.number().int() });
export type OrderFile = z.infer<typeof orderFileSchema>;

export const orderProductSchema = z.object({
  num: z.number().int(),
  height: z.number().int(),
  width: z.number().int(),
  unit: z.string(),
  info: z.string(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  sum: z.number(),
  attributes: z.array(z.object({ code: z.string(), label: z.string(), value: z.string() })),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  statusCode: z.enum(ORDER_STATUS_CODES),
  statusName: z.string(),
  customStatus: z.string(),
  createDate: z.string(),
  progress: z.object({
    start_production: isoDate.nullable(),
    end_production: isoDate.nullable(),
    production_days: z.number().int(),
    production_days_last: z.number().int(),
    production_days_left: z.number().int(),
  }),
  number: z.object({ id: z.number().int(), order_number: z.string() }),
  order_head_number: z.string(),
  client: named.nullable(),
  company: named.nullable(),
  dealer: dealerSchema.nullish(),
  author: z.object({ name: z.string(), last_name: z.string() }),
  invoice: z.object({ name: z.string(), src: z.string() }).nullable(),
  price: z.object({ total: z.number(), percent_pay: z.number(), purchase_amount: z.number(), sale: z.number() }),
  files: z.array(orderFileSchema),
  sourceFile: orderFileSchema.nullable(),
  notation: z.string(),
  subscribe: z.boolean(),
  order_check: z.boolean(),
  order_check_users: z.array(z.string()),
  infoList: z.array(z.object({ label: z.string(), value: z.string() })),
  products: z.array(orderProductSchema),
  comments: z.object({ unread: z.number().int(), total: z.number().int() }),
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });
export const orderCreatedResponseSchema = z.object({ order: z.object({ id: z.number().int() }), message: z.string() });
export const orderActionResponseSchema = z.object({ order: orderSchema, message: z.string() });
export const orderDeletedResponseSchema = z.object({ id: z.number().int(), message: z.string() });

const nullableId = z
  .union([z.literal(''), z.literal('null'), z.null(), z.string().regex(/^\d{1,9}$/, 'Неверный идентификатор'), z.number().int()])
  .transform((value) => (value === '' || value === 'null' || value === null ? null : Number(value)))
  .optional();
const fileList = z
  .union([z.instanceof(File), z.array(z.instanceof(File))])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();
const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.string().regex(/^\d{1,9}$/, 'Неверный идентификатор').transform(Number)))
  .optional();

/** `POST /order/{id}`: a partial update; a null or empty client or company clears it, ' ' clears the notation. */
export const orderUpdateSchema = z.object({
  order_number: z.string().trim().max(ORDER_NUMBER_MAX, `Номер заказа не длиннее ${ORDER_NUMBER_MAX} знаков`).optional(),
  client_id: nullableId,
  company_id: nullableId,
  subscribe: yesNo.optional(),
  comment: z.string().max(2000, 'Примечание не длиннее 2000 знаков').optional(),
  'add_files[]': fileList,
  'remove_files[]': idList,
});

/**
 * The order page's details form, by the update's own rules and messages: its selects hold '' for none (null once
 * parsed), and its note goes as the update's `comment`.
 */
export const orderDetailsSchema = z.object({
  order_number: orderUpdateSchema.shape.order_number.unwrap(),
  client_id: orderUpdateSchema.shape.client_id.unwrap(),
  company_id: orderUpdateSchema.shape.company_id.unwrap(),
  notation: orderUpdateSchema.shape.comment.unwrap(),
});
export type OrderDetailsInput = z.input<typeof orderDetailsSchema>;
export type OrderDetailsOutput = z.output<typeof orderDetailsSchema>;

/** `POST /order/excel` and `/order/{id}/excel`. */
export const orderExcelSchema = z.object({
  // Spec §5: an empty required field has one text.
  file_order: z.instanceof(File, { message: REQUIRED_MESSAGE }),
  client_id: nullableId,
  company_id: nullableId,
  subscribe: yesNo.optional(),
  'add_files[]': fileList,
  request_key: requestKeySchema.optional(),
});

export const factoryActionSchema = z.object({
  action: z.enum(FACTORY_ACTIONS, { message: 'Неизвестное действие' }),
  custom_status: z.string().max(200).optional(),
  production_days: z.coerce.number().int().min(1).max(365).optional(),
  percent_pay: z.coerce.number().int().min(0).max(100).optional(),
  invoice: z.instanceof(File).optional(),
});

/** Repeat order: the whole order, or the chosen rows (`nums[]`), as a new draft at today's prices. */
export const repeatPreviewResponseSchema = z.object({
  items: z.array(z.object({ num: z.number().int(), name: z.string(), height: z.number().int(), width: z.number().int(), quantity: z.number().int(), oldPrice: z.number(), newPrice: z.number() })),
  oldTotal: z.number(),
  newTotal: z.number(),
});
export type RepeatPreview = z.infer<typeof repeatPreviewResponseSchema>;
export const repeatRequestSchema = z.object({ 'nums[]': idList, request_key: requestKeySchema.optional() });
