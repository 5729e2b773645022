import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { contactType } from '../../api-client/schemas/fields';
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
import formMessages from '../../lib/i18n/messages/forms.json';
import { formSubmissions, subscriptions } from '../db/schema';
import { requireCaptcha } from '../lib/captcha';
import { clientAddress } from '../lib/client-address';
import { recordConsent } from '../lib/consent';
import type { AppDeps } from '../lib/context';
import { ApiError, validate } from '../lib/errors';
import { removeStoredFiles, storeUpload, uploadBodyLimit, type StoredFile } from '../lib/files';
import { readForm } from '../lib/form-body';
import { rateLimit } from '../lib/rate-limit';
import { createOnce } from '../lib/request-key';

/** What the letter each form sends to the manufacturer is; its subject goes on with who sent it (subjectOf). */
type MailKind = FormType | 'subscribe' | 'samples' | 'question';
const SUBJECTS: Record<MailKind, string> = {
  callback: 'Обратный звонок с сайта',
  feedback: 'Сообщение с сайта',
  samples: 'Заказ образцов с сайта',
  question: 'Вопрос с сайта',
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

const MAX_SUBJECT = 120;
const MAX_SUBJECT_NAME = 40;
const MAX_SUBJECT_PRODUCT = 60;
/** A product page's address, which the site puts in a product request's message below the product's title. */
const PRODUCT_PAGE = /^https?:\/\/\S+\/catalog\/\S+$/;

/** The value on one line (a header's), shortened to `max` characters. */
function oneLine(value: string, max: number): string {
  const line = value.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** The feedback form's variant, which the payload does not name: known by the site's presets (samples' message, the question's name). */
function feedbackKind(fields: Record<string, string>): MailKind {
  if (fields.message?.startsWith(formMessages.presets.samplesMessage)) return 'samples';
  return fields.name === formMessages.presets.simpleName ? 'question' : 'feedback';
}

/** From a product page the site starts the message with the product's title, then the choice made, then the page's address. */
function productOf(message: string): string | null {
  const [title = '', ...rest] = message.split(/\r?\n/).map((line) => line.trim());
  return title && !PRODUCT_PAGE.test(title) && rest.slice(0, 2).some((line) => PRODUCT_PAGE.test(line)) ? title : null;
}

/** The kind of letter, then the sender and the product asked about, so that a mail client threads no two visitors together. */
function subjectOf(type: FormType | 'subscribe', fields: Record<string, string>): string {
  const kind = type === 'feedback' ? feedbackKind(fields) : type;
  // The question's name is the site's preset 'Отправитель', not the visitor's.
  const name = kind === 'question' ? '' : oneLine(fields.name ?? '', MAX_SUBJECT_NAME);
  const sender = [name, oneLine(fields.phone ?? fields.contact ?? fields.email ?? '', MAX_SUBJECT)].filter(Boolean).join(', ');
  const product = type === 'product_request' ? productOf(fields.message ?? '') : null;
  const about = [product && oneLine(product, MAX_SUBJECT_PRODUCT), sender].filter(Boolean).join(' — ');
  return oneLine(about ? `${SUBJECTS[kind]}: ${about}` : SUBJECTS[kind], MAX_SUBJECT);
}

/** The visitor's e-mail, when given, for the factory's «Ответить»; the mailer keeps it only when it is one plain address. */
function replyToOf(fields: Record<string, string>): string | undefined {
  return fields.email ?? (fields.contact !== undefined && contactType(fields.contact) === 'email' ? fields.contact : undefined);
}

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
            const consentVersion = await recordConsent(tx);
            await tx.insert(formSubmissions).values({ type, fields, fileIds: stored.map((f) => f.id), clientAddress: address, requestKey, consentVersion });
            await mailer.queue(
              {
                to: config.mailTo,
                subject: subjectOf(type, fields),
                replyTo: replyToOf(fields),
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
          .values({ email: email.toLowerCase(), clientAddress: address, consentVersion: await recordConsent(tx) })
          .onConflictDoNothing({ target: subscriptions.email })
          .returning({ id: subscriptions.id });
        if (rows.length === 0) return false;
        await mailer.queue({ to: config.mailTo, subject: subjectOf('subscribe', { email }), replyTo: email, text: mailText({ email }, address) }, tx);
        return true;
      });
      if (added) void mailer.deliverPending();
      return c.json(OK);
    },
  );
  return app;
}
