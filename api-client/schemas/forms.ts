import { z } from 'zod';
import { contactSchema, emailSchema, MAX_LENGTH, optionalText, phoneSchema, requiredText } from './fields';
import { requestKeySchema } from './request-key';

/** What a visitor sends from the public forms (spec §7 'Forms'); the backend parses the same schemas. */
export const FORM_TYPES = ['callback', 'feedback', 'order', 'resume', 'product_request', 'review'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** City sent when the visitor has not chosen one (spec §5). */
export const NO_CITY_TITLE = 'Город не выбран';

const name = requiredText(MAX_LENGTH.name);
const message = requiredText(MAX_LENGTH.message);
const city = requiredText(MAX_LENGTH.city);

export const callbackRequestSchema = z.object({ name, phone: phoneSchema, message });
export type CallbackRequest = z.infer<typeof callbackRequestSchema>;

/** Feedback in both variants; `city` is the visitor's chosen city title or NO_CITY_TITLE. */
export const feedbackRequestSchema = z.object({ name, contact: contactSchema, message, city: optionalText(MAX_LENGTH.city) });
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** The order form's message; multipart with an optional `file`. */
export const orderRequestSchema = z.object({ city, contact: contactSchema, message });
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** Multipart with an optional `file`. */
export const resumeRequestSchema = z.object({ name, email: emailSchema, message });
export type ResumeRequest = z.infer<typeof resumeRequestSchema>;

/** The review page's form; multipart with an optional `file`. */
export const reviewRequestSchema = z.object({ name, contact: contactSchema, message });
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** The product request as the visitor fills it in. */
export const productRequestSchema = z.object({ contact: contactSchema, city, message });
export type ProductRequest = z.infer<typeof productRequestSchema>;

/**
 * The product request as it arrives: `city` twice (spec §7), first as typed, then the visitor's chosen city
 * title or NO_CITY_TITLE, which the backend keeps as `userCity`.
 */
export const productRequestBodySchema = z.preprocess(
  (input) => {
    if (!input || typeof input !== 'object') return input;
    const { city: cities, ...rest } = input as Record<string, unknown>;
    const [typed, chosen] = Array.isArray(cities) ? (cities as unknown[]) : [cities];
    return { ...rest, city: typed, userCity: chosen };
  },
  productRequestSchema.extend({ userCity: optionalText(MAX_LENGTH.city) }),
);

export const subscribeRequestSchema = z.object({ email: emailSchema });
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** Beside a form's fields, never mailed: a send retried after a lost answer with the same key makes no second letter. */
export const formRequestKeySchema = z.object({ request_key: requestKeySchema.optional() });

/** Every form answers the same on success. */
export const formResponseSchema = z.object({ status: z.literal('ok') });
export type FormResponse = z.infer<typeof formResponseSchema>;

/** A file input with nothing chosen arrives as an empty, nameless part: no attachment. */
export const FILE_FIELD = 'file';
export const FILE_EXPECTED_MESSAGE = 'Прикрепите файл';
