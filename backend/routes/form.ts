import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { DOCUMENT_KINDS } from '../../api-client/schemas/files';
import {
  callbackRequestSchema,
  feedbackRequestSchema,
  FILE_EXPECTED_MESSAGE,
  FILE_FIELD,
  formRequestKeySchema,
  orderRequestSchema,
  productRequestBodySchema,
  resumeRequestSchema,
  reviewRequestSchema,
  subscribeRequestSchema,
  type FormResponse,
  type FormType,
} from '../../api-client/schemas/forms';
import { formSubmissions, subscriptions } from '../db/schema';
import { requireCaptcha } from '../lib/captcha';
import { clientAddress } from '../lib/client-address';
import type { AppDeps } from '../lib/context';
import { ApiError, validate } from '../lib/errors';
import { removeStoredFiles, storeUpload, uploadBodyLimit, type StoredFile } from '../lib/files';
import { readForm } from '../lib/form-body';
import { rateLimit } from '../lib/rate-limit';
import { createOnce } from '../lib/request-key';

/** Subject of the e-mail each form sends to the manufacturer. */
const SUBJECTS: Record<FormType | 'subscribe', string> = {
  callback: 'Обратный звонок с сайта',
  feedback: 'Сообщение с сайта',
  order: 'Заказ с сайта',
  resume: 'Резюме с сайта',
  product_request: 'Заявка на товар с сайта',
  review: 'Отзыв с сайта',
  subscribe: 'Подписка на новости с сайта',
};

const LABELS: Record<string, string> = {
  name: 'Имя',
  phone: 'Телефон',
  contact: 'Контакт',
  email: 'E-mail',
  city: 'Город',
  userCity: 'Город посетителя',
  message: 'Сообщение',
};

const OK: FormResponse = { status: 'ok' };

/** The mail is plain text, so whatever a visitor typed reaches the inbox as typed and is never read as HTML. */
function mailText(fields: Record<string, string>, address: string): string {
  const lines = Object.entries(fields).map(([key, value]) => `${LABELS[key] ?? key}: ${value}`);
  return [...lines, '', `Адрес отправителя: ${address}`].join('\n');
}

/** The optional attachment: a chosen file, nothing, or a wrong value in its place. */
function attachmentOf(body: Record<string, unknown>): File | null {
  const value = body[FILE_FIELD];
  if (value === undefined || value === '') return null;
  if (value instanceof File) return value.size === 0 && !value.name ? null : value;
  throw new ApiError(400, { errorMessage: FILE_EXPECTED_MESSAGE, errors: { [FILE_FIELD]: FILE_EXPECTED_MESSAGE } });
}

type FormSpec = { type: FormType; schema: z.ZodType<Record<string, string>>; withFile: boolean };

/**
 * One public form: rate limit per client address, captcha, validation with the shared schema, then the
 * submission, its file and the mail to the manufacturer written together, with the file removed again if
 * anything fails.
 */
function formEndpoint(app: Hono, path: string, deps: AppDeps, { type, schema, withFile }: FormSpec): void {
  const { db, config, logger, mailer } = deps;
  app.post(
    path,
    rateLimit(deps, { name: `form:${type}`, ...config.formRateLimit }),
    uploadBodyLimit(),
    requireCaptcha(config, logger),
    async (c) => {
      const body = await readForm(c);
      const fields = validate(schema, body);
      const { request_key: requestKey = null } = validate(formRequestKeySchema, body);
      const file = withFile ? attachmentOf(body) : null;
      const address = clientAddress(c, config.trustedProxies);
      const madeBefore = async () => {
        if (!requestKey) return undefined;
        const [earlier] = await db
          .select({ id: formSubmissions.id })
          .from(formSubmissions)
          .where(and(eq(formSubmissions.type, type), eq(formSubmissions.requestKey, requestKey)));
        return earlier && { mailed: false };
      };
      // A send retried after a lost answer (or racing the first) is answered as sent, with no second letter.
      const { mailed } = await createOnce(madeBefore, async () => {
        const stored: StoredFile[] = [];
        try {
          await db.transaction(async (tx) => {
            if (file) stored.push(await storeUpload({ db: tx, storage: deps.storage }, file, DOCUMENT_KINDS, FILE_FIELD));
            await tx.insert(formSubmissions).values({ type, fields, fileIds: stored.map((f) => f.id), clientAddress: address, requestKey });
            await mailer.queue(
              {
                to: config.mailTo,
                subject: SUBJECTS[type],
                text: mailText(fields, address),
                attachments: stored.map((f) => ({ fileId: f.id, filename: f.originalName })),
              },
              tx,
            );
          });
        } catch (error) {
          await removeStoredFiles(deps, stored, db);
          throw error;
        }
        return { mailed: true };
      });
      if (mailed) void mailer.deliverPending();
      return c.json(OK);
    },
  );
}

/** POST /api/v1/form/{callback,feedback,order,resume,product_request}/ */
export function formRoutes(deps: AppDeps): Hono {
  const app = new Hono({ strict: false });
  formEndpoint(app, '/callback', deps, { type: 'callback', schema: callbackRequestSchema, withFile: false });
  formEndpoint(app, '/feedback', deps, { type: 'feedback', schema: feedbackRequestSchema, withFile: false });
  formEndpoint(app, '/order', deps, { type: 'order', schema: orderRequestSchema, withFile: true });
  formEndpoint(app, '/resume', deps, { type: 'resume', schema: resumeRequestSchema, withFile: true });
  formEndpoint(app, '/product_request', deps, { type: 'product_request', schema: productRequestBodySchema, withFile: true });
  return app;
}

/** POST /api/v1/content/review and /api/v1/content/subscribe, mounted beside the content reads. */
export function contentFormRoutes(deps: AppDeps): Hono {
  const { db, config, logger, mailer } = deps;
  const app = new Hono({ strict: false });
  formEndpoint(app, '/review', deps, { type: 'review', schema: reviewRequestSchema, withFile: true });

  app.post(
    '/subscribe',
    rateLimit(deps, { name: 'form:subscribe', ...config.formRateLimit }),
    uploadBodyLimit(),
    requireCaptcha(config, logger),
    async (c: Context) => {
      const { email } = validate(subscribeRequestSchema, await readForm(c));
      const address = clientAddress(c, config.trustedProxies);
      // A second subscription of the same address changes nothing and tells nobody whether it was subscribed.
      const added = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(subscriptions)
          .values({ email: email.toLowerCase(), clientAddress: address })
          .onConflictDoNothing({ target: subscriptions.email })
          .returning({ id: subscriptions.id });
        if (rows.length === 0) return false;
        await mailer.queue({ to: config.mailTo, subject: SUBJECTS.subscribe, text: mailText({ email }, address) }, tx);
        return true;
      });
      if (added) void mailer.deliverPending();
      return c.json(OK);
    },
  );
  return app;
}
