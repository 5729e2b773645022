import { z } from 'zod';
import type { FileKind } from './files';
import { jsonField, okResultSchema } from './json-field';

/** Claims (reklamation, spec sections 3 and 7): a dealer reports defects found in a shipped order. */

export const REKLAMATION_STATUS_CODES = ['draft', 'sent', 'review', 'accepted', 'rejected', 'closed'] as const;
export type ReklamationStatusCode = (typeof REKLAMATION_STATUS_CODES)[number];

export const REKLAMATION_STATUS_NAMES: Record<ReklamationStatusCode, string> = {
  draft: 'Черновик',
  sent: 'Отправлена',
  review: 'На рассмотрении',
  accepted: 'Принята',
  rejected: 'Отклонена',
  closed: 'Закрыта',
};

/** Where the factory may move a claim from each status; a draft is only ever sent by its dealer. */
export const REKLAMATION_TRANSITIONS: Record<ReklamationStatusCode, readonly ReklamationStatusCode[]> = {
  draft: [],
  sent: ['review', 'accepted', 'rejected'],
  review: ['accepted', 'rejected'],
  accepted: ['closed'],
  rejected: ['review', 'closed'],
  closed: [],
};

/** The kinds of defect a dealer picks per row; codes are stored, titles shown. */
export const REKLAMATION_DEFECTS = [
  { code: 'size', title: 'Размер не соответствует заказу' },
  { code: 'color', title: 'Цвет или оттенок не соответствует' },
  { code: 'coating', title: 'Дефект покрытия (подтёки, включения, шагрень)' },
  { code: 'film', title: 'Отслоение плёнки или кромки' },
  { code: 'damage', title: 'Механическое повреждение (скол, царапина, вмятина)' },
  { code: 'transport', title: 'Повреждение при транспортировке' },
  { code: 'glass', title: 'Дефект или бой стекла' },
  { code: 'milling', title: 'Дефект фрезеровки или присадки' },
  { code: 'warp', title: 'Коробление, прогиб' },
  { code: 'shortage', title: 'Недовложение (деталь не пришла)' },
  { code: 'other', title: 'Другое' },
] as const;
export type DefectCode = (typeof REKLAMATION_DEFECTS)[number]['code'];
const DEFECT_CODES = REKLAMATION_DEFECTS.map((defect) => defect.code) as [DefectCode, ...DefectCode[]];

/** What the dealer asks the factory for. */
export const REKLAMATION_DEMANDS = [
  { code: 'replace', title: 'Замена деталей' },
  { code: 'repair', title: 'Ремонт (устранение дефекта)' },
  { code: 'discount', title: 'Скидка' },
  { code: 'refund', title: 'Возврат денег' },
] as const;
export type DemandCode = (typeof REKLAMATION_DEMANDS)[number]['code'];
export const DEMAND_CODES = REKLAMATION_DEMANDS.map((demand) => demand.code) as [DemandCode, ...DemandCode[]];

/** Photos and documents of a claim: images, pdf and Office 2007 files. */
export const REKLAMATION_FILE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp', 'pdf', 'xlsx', 'docx'];
export const REKLAMATION_IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp'];
export const MAX_REKLAMATION_FILES = 20;
export const MAX_REKLAMATION_ROWS = 500;
export const MAX_REKLAMATION_QUANTITY = 999;
export const REKLAMATION_DESCRIPTION_MAX = 5000;
export const REKLAMATION_COMMENT_MAX = 500;
/** The claims list comes in pages: every claim carries what was sent, so a long history is not one huge answer. */
export const CLAIMS_PAGE_SIZE = 20;
export const MAX_CLAIMS_PAGE_SIZE = 50;

/** Sent claims the factory has still to act on: every status with a next step. */
export const OPEN_CLAIM_STATUSES = REKLAMATION_STATUS_CODES.filter((code) => code !== 'draft' && REKLAMATION_TRANSITIONS[code].length > 0);
/** `status` of the claims list: every sent claim, the open ones, or one status. */
export const CLAIM_FILTERS = ['all', 'open', 'sent', 'review', 'accepted', 'rejected', 'closed'] as const satisfies readonly ('all' | 'open' | ReklamationStatusCode)[];
export type ClaimFilter = (typeof CLAIM_FILTERS)[number];

export const REKLAMATION_MESSAGES = {
  incomplete: 'Рекламация заполнена не полностью',
  order: 'Выберите отгруженный заказ',
  rows: 'Отметьте хотя бы одну деталь с дефектом',
  defect: 'Укажите вид дефекта',
  quantity: 'Количество больше, чем в заказе',
  description: 'Опишите дефект',
  orderNotFound: 'Заказ не найден',
  notShipped: 'Рекламацию можно оформить только на отгруженный заказ',
  rowNotFound: 'В заказе нет такой строки',
  notFound: 'Рекламация не найдена',
  notDraft: 'Рекламация уже отправлена: изменить её нельзя',
  changedElsewhere: 'Черновик рекламации изменён в другой вкладке: показан последний сохранённый',
  noFiles: 'Прикрепите фото или документ',
  tooManyFiles: `Не больше ${MAX_REKLAMATION_FILES} файлов в рекламации`,
  fileNotFound: 'Файл не найден',
  dealersOnly: 'Рекламации оформляют дилеры',
  badStatus: 'Такой смены статуса нет',
  badFilter: 'Неизвестный фильтр статуса',
  badLimit: `Размер страницы: целое число от 1 до ${MAX_CLAIMS_PAGE_SIZE}`,
  badAfter: 'Список рекламаций изменился: обновите страницу',
} as const;

const positiveId = z.coerce.number({ message: REKLAMATION_MESSAGES.notFound }).int(REKLAMATION_MESSAGES.notFound).positive(REKLAMATION_MESSAGES.notFound);

/** Defective pieces of one row, as the form checks them too. */
export const claimQuantitySchema = z
  .number({ message: 'Количество: введите число' })
  .int('Количество: целое число')
  .min(1, 'Количество не меньше 1')
  .max(MAX_REKLAMATION_QUANTITY, `Количество не больше ${MAX_REKLAMATION_QUANTITY}`);
export const claimCommentSchema = z.string().max(REKLAMATION_COMMENT_MAX, `Комментарий не длиннее ${REKLAMATION_COMMENT_MAX} знаков`);
export const claimDescriptionSchema = z.string().max(REKLAMATION_DESCRIPTION_MAX, `Описание не длиннее ${REKLAMATION_DESCRIPTION_MAX} знаков`);

/** One row of the shipped order with a defect; the draft may hold a row whose defect is not chosen yet. */
export const rekRowSchema = z.object({
  num: z.number().int().positive().max(100_000),
  defect: z.union([z.enum(DEFECT_CODES), z.literal('')]).default(''),
  quantity: claimQuantitySchema,
  comment: z.string().trim().pipe(claimCommentSchema).default(''),
});
export type RekRow = z.infer<typeof rekRowSchema>;

/** `rek_data`: the claim as the dealer fills it in; saved as it is typed, checked in full only when sent. */
export const rekDataSchema = z.object({
  orderId: z.number().int().positive().nullable(),
  rows: z
    .array(rekRowSchema)
    .max(MAX_REKLAMATION_ROWS, `Не больше ${MAX_REKLAMATION_ROWS} строк`)
    .refine((rows) => new Set(rows.map((row) => row.num)).size === rows.length, 'Строка заказа отмечена дважды'),
  demand: z.enum(DEMAND_CODES).default('replace'),
  description: z.string().trim().pipe(claimDescriptionSchema).default(''),
});
export type RekData = z.infer<typeof rekDataSchema>;
export type RekDataInput = z.input<typeof rekDataSchema>;

export const EMPTY_REK_DATA: RekData = { orderId: null, rows: [], demand: 'replace', description: '' };

/** The checks of sending (the order's own rows are checked by the backend): field → Russian message. */
export function reklamationSendErrors(data: RekData): Record<string, string> {
  const errors: Record<string, string> = {};
  if (data.orderId === null) errors.orderId = REKLAMATION_MESSAGES.order;
  if (data.rows.length === 0) errors.rows = REKLAMATION_MESSAGES.rows;
  data.rows.forEach((row, i) => {
    if (!row.defect) errors[`rows.${i}.defect`] = REKLAMATION_MESSAGES.defect;
  });
  if (data.description.trim() === '') errors.description = REKLAMATION_MESSAGES.description;
  return errors;
}

// ---- Requests

/**
 * `POST order/save_reklamation_state`: `rek_data` as JSON text (or an object), optionally the draft's `rId`;
 * `data_version`, when sent, is the draft's version the tab last loaded or saved: an older one is a 409.
 */
export const saveReklamationStateRequestSchema = z.object({
  rId: positiveId.optional(),
  rek_data: jsonField(rekDataSchema),
  data_version: z.coerce.number().int().min(0).optional(),
});

/** `POST order/upload_reklamation_file`: multipart `add_files[]` and `rId`. */
export const uploadReklamationFileRequestSchema = z.object({
  rId: positiveId,
  'add_files[]': z
    .union([z.instanceof(File), z.array(z.instanceof(File))], { message: REKLAMATION_MESSAGES.noFiles })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.instanceof(File)).min(1, REKLAMATION_MESSAGES.noFiles)),
});

/** `POST order/remove_reklamation_file`: `rId`, the file's `id`, and optionally its shown name `file`, which must match. */
export const removeReklamationFileRequestSchema = z.object({
  rId: positiveId,
  id: z.coerce.number({ message: REKLAMATION_MESSAGES.fileNotFound }).int(REKLAMATION_MESSAGES.fileNotFound).positive(REKLAMATION_MESSAGES.fileNotFound),
  file: z.string().max(255).optional(),
});

/** `send_reklamation`, `remove_reklamation`, both exports: the claim's `rId`. */
export const reklamationIdRequestSchema = z.object({ rId: positiveId });

/** `GET order/related-for-claim?oid=`: a shipped order of the dealer. */
export const relatedForClaimQuerySchema = z.object({ oid: z.coerce.number({ message: REKLAMATION_MESSAGES.orderNotFound }).int().positive(REKLAMATION_MESSAGES.orderNotFound) });

/**
 * `GET order/reklamation_list`: a page of sent claims, newest first. `after` is the id of the last claim already shown
 * (the previous page's `nextAfter`): claims sent meanwhile, or moved out of the filter, then neither repeat nor skip one.
 */
export const claimListQuerySchema = z.object({
  status: z.enum(CLAIM_FILTERS, { message: REKLAMATION_MESSAGES.badFilter }).optional().transform((status) => status ?? 'all'),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, REKLAMATION_MESSAGES.badLimit)
    .transform(Number)
    .pipe(z.number().int().min(1, REKLAMATION_MESSAGES.badLimit).max(MAX_CLAIMS_PAGE_SIZE, REKLAMATION_MESSAGES.badLimit))
    .optional()
    .transform((limit) => limit ?? CLAIMS_PAGE_SIZE),
  after: z
    .string()
    .regex(/^\d{1,9}$/, REKLAMATION_MESSAGES.badAfter)
    .transform(Number)
    .pipe(z.number().int().positive(REKLAMATION_MESSAGES.badAfter))
    .optional(),
});
export type ClaimListQuery = z.output<typeof claimListQuerySchema>;

/** `POST order/reklamation_status` (factory staff): the next status and an optional note for the dealer. */
export const reklamationStatusRequestSchema = z.object({
  rId: positiveId,
  status: z.enum(REKLAMATION_STATUS_CODES, { message: REKLAMATION_MESSAGES.badStatus }),
  comment: z.string().trim().max(1000, 'Комментарий не длиннее 1000 знаков').default(''),
});

// ---- Responses

export const reklamationFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  src: z.string(),
  size: z.number().int(),
  image: z.boolean(),
});
export type ReklamationFile = z.infer<typeof reklamationFileSchema>;

/** A shipped order a claim can be made on (`data` of the init answer). */
export const claimableOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  shipped: z.string(),
  rows: z.number().int(),
});
export type ClaimableOrder = z.infer<typeof claimableOrderSchema>;

export const statusEntrySchema = z.object({ code: z.enum(REKLAMATION_STATUS_CODES), name: z.string() });

export const statusHistorySchema = z.object({ status: z.enum(REKLAMATION_STATUS_CODES), name: z.string(), date: z.string(), comment: z.string() });

export const relatedRowSchema = z.object({
  num: z.number().int(),
  name: z.string(),
  height: z.number().int(),
  width: z.number().int(),
  quantity: z.number().int(),
  details: z.string(),
});
export type RelatedRow = z.infer<typeof relatedRowSchema>;

/** A sent claim's course as the backend's `listClaims` builds it: numbers, status, counts, history. */
export const claimSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  sent: z.string(),
  updated: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: z.enum(REKLAMATION_STATUS_CODES),
  statusName: z.string(),
  dealer: z.string(),
  rows: z.number().int(),
  files: z.number().int(),
  history: z.array(statusHistorySchema),
  next: z.array(z.enum(REKLAMATION_STATUS_CODES)),
});
export type Claim = z.infer<typeof claimSchema>;

/** One claimed row as sent; `item` is the order's row as stored, null when the order or the row is gone. */
export const claimedRowSchema = z.object({
  num: z.number().int(),
  quantity: z.number().int(),
  defect: z.union([z.enum(DEFECT_CODES), z.literal('')]),
  defectName: z.string(),
  comment: z.string(),
  item: relatedRowSchema.omit({ num: true }).nullable(),
});
export type ClaimedRow = z.infer<typeof claimedRowSchema>;

/** What the dealer sent: rows, demand, description and the files (ids for `GET download/{id}`, never contents). */
export const claimContentSchema = z.object({
  rows: z.array(claimedRowSchema),
  demand: z.enum(DEMAND_CODES),
  demandName: z.string(),
  description: z.string(),
  files: z.array(reklamationFileSchema),
});
export type ClaimContent = z.infer<typeof claimContentSchema>;

/** A sent claim as the dealer's list (and the staff's) shows it: its course and what was sent. */
export const sentClaimSchema = claimSchema.extend({ content: claimContentSchema });
export type SentClaim = z.infer<typeof sentClaimSchema>;

export const reklamationInitResponseSchema = z.object({
  defects: z.array(z.object({ code: z.enum(DEFECT_CODES), title: z.string() })),
  demands: z.array(z.object({ code: z.enum(DEMAND_CODES), title: z.string() })),
  data: z.array(claimableOrderSchema),
  rId: z.number().int(),
  saved_rek_data: rekDataSchema.nullable(),
  /** The saved draft's version (our backend's; another may send none, and then no save is checked). */
  data_version: z.number().int().optional(),
  files: z.array(reklamationFileSchema),
  statuses: z.array(statusEntrySchema),
  statusesConf: z.object({
    draft: z.literal('draft'),
    sent: z.literal('sent'),
    final: z.array(z.enum(REKLAMATION_STATUS_CODES)),
    transitions: z.record(z.enum(REKLAMATION_STATUS_CODES), z.array(z.enum(REKLAMATION_STATUS_CODES))),
  }),
  claims: z.array(sentClaimSchema),
  fileKinds: z.array(z.string()),
  maxFiles: z.number().int(),
});
export type ReklamationInit = z.infer<typeof reklamationInitResponseSchema>;

export const relatedForClaimResponseSchema = z.object({ order: claimableOrderSchema, rows: z.array(relatedRowSchema) });
export type RelatedForClaim = z.infer<typeof relatedForClaimResponseSchema>;

export const saveReklamationStateResponseSchema = z.object({
  result: z.literal('ok'),
  rId: z.number().int(),
  savedAt: z.string(),
  data_version: z.number().int().optional(),
});

export const reklamationFilesResponseSchema = z.object({ rId: z.number().int(), files: z.array(reklamationFileSchema), message: z.string() });

export const sendReklamationResponseSchema = z.object({ claim: sentClaimSchema, message: z.string() });

export const removeReklamationResponseSchema = okResultSchema.extend({ rId: z.number().int(), message: z.string() });

/** A page of the claims list: `total` counts every claim of the filter, `nextAfter` is the next page's `after` (null: the last page). */
export const claimListResponseSchema = z.object({
  claims: z.array(sentClaimSchema),
  total: z.number().int().min(0),
  nextAfter: z.number().int().positive().nullable(),
});
export type ClaimListResponse = z.infer<typeof claimListResponseSchema>;

export const reklamationStatusResponseSchema = z.object({ claim: sentClaimSchema, message: z.string() });
