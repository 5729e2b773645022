import { z } from 'zod';
import {
  emailSchema,
  MAX_LENGTH,
  optionalText,
  passwordSchema,
  phoneSchema,
  REQUIRED_MESSAGE,
  requiredText,
  tooLongMessage,
} from './fields';

/** Login is an e-mail or a phone (spec section 3). */
export const loginRequestSchema = z.object({
  login: z.string().trim().min(1, REQUIRED_MESSAGE).max(MAX_LENGTH.email, tooLongMessage(MAX_LENGTH.email)),
  password: z.string().min(1, REQUIRED_MESSAGE).max(MAX_LENGTH.password, tooLongMessage(MAX_LENGTH.password)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `exp` is in seconds; the site keeps exp × 1000 as the session's end. */
export const tokenResponseSchema = z.object({ jwt: z.string().min(1), exp: z.number().int().positive() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const LOGIN_FAILED_MESSAGE = 'Неверный логин или пароль';
export const LOGIN_UNCONFIRMED_MESSAGE = 'Подтвердите регистрацию по ссылке из письма';
export const ACCOUNT_EXISTS_EMAIL_MESSAGE = 'Пользователь с таким e-mail уже зарегистрирован';
export const ACCOUNT_EXISTS_PHONE_MESSAGE = 'Пользователь с таким телефоном уже зарегистрирован';
export const CHECKWORD_MESSAGE = 'Неверная или устаревшая контрольная строка';
export const OLD_PASSWORD_MESSAGE = 'Неверный текущий пароль';
export const PASSWORD_REQUEST_MESSAGE =
  'Если этот e-mail зарегистрирован, на него отправлено письмо с контрольной строкой для смены пароля';
export const PASSWORD_CHANGED_MESSAGE = 'Пароль изменён';
export const PROFILE_SAVED_MESSAGE = 'Данные сохранены';
/** With REQUIRE_EMAIL_CONFIRMATION the new sign-in e-mail waits for the link sent to it; the rest is saved. */
export const emailChangeSentMessage = (email: string) =>
  `${PROFILE_SAVED_MESSAGE}. Чтобы сменить e-mail для входа, перейдите по ссылке из письма, отправленного на ${email}`;
export const EMAIL_LINK_MESSAGE = 'Ссылка для смены e-mail неверна, устарела или уже использована';
export const REGISTERED_MESSAGE = 'Регистрация прошла успешно';
export const REGISTERED_CONFIRM_MESSAGE = 'Регистрация прошла успешно. Подтвердите e-mail по ссылке из письма';

/** Spec: a city 'undefined' or empty counts as empty. */
export const cityText = optionalText(MAX_LENGTH.city).transform((city) => (city === 'undefined' ? '' : city));

/** Spec: flags are sent as 'y' or 'n'. */
export const yesNoSchema = z.enum(['y', 'n']);
export type YesNo = z.infer<typeof yesNoSchema>;

const personFields = {
  name: requiredText(MAX_LENGTH.name),
  last_name: requiredText(MAX_LENGTH.name),
  second_name: optionalText(MAX_LENGTH.name),
  phone: phoneSchema,
  email: emailSchema,
  city: cityText,
  company: requiredText(MAX_LENGTH.company),
};

/** POST user/register; subscribe=y only when chosen. */
export const registerRequestSchema = z.object({ ...personFields, password: passwordSchema, subscribe: yesNoSchema.optional() });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** With confirmation off the new user is signed in at once (jwt and exp); with it on, a letter goes out first. */
export const registerResponseSchema = z.object({
  message: z.string(),
  confirm: z.boolean(),
  jwt: z.string().min(1).optional(),
  exp: z.number().int().positive().optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const passwordRequestSchema = z.object({ email: emailSchema });
export type PasswordRequest = z.infer<typeof passwordRequestSchema>;

export const passwordConfirmSchema = z.object({
  email: emailSchema,
  checkword: requiredText(64),
  password: passwordSchema,
});
export type PasswordConfirmRequest = z.infer<typeof passwordConfirmSchema>;

export const SAME_PASSWORD_MESSAGE = 'Новый пароль совпадает с текущим';

/** A change to the same password changes nothing: the dealer meant to type another one. */
export function checkNewPasswordDiffers(value: { old_password: string; new_password: string }, ctx: z.RefinementCtx) {
  if (value.new_password && value.new_password === value.old_password) ctx.addIssue({ code: 'custom', path: ['new_password'], message: SAME_PASSWORD_MESSAGE });
}

/** The fields alone, for a form that adds its own (the confirmation). */
export const passwordChangeFieldsSchema = z.object({
  old_password: z.string().min(1, REQUIRED_MESSAGE).max(MAX_LENGTH.password, tooLongMessage(MAX_LENGTH.password)),
  new_password: passwordSchema,
});
export const passwordChangeSchema = passwordChangeFieldsSchema.superRefine(checkNewPasswordDiffers);
export type PasswordChangeRequest = z.infer<typeof passwordChangeSchema>;

const flag = z.union([z.literal(0), z.literal(1)]);

/** Spec section 3, user profile: flags are 0 or 1; `role` is the access code (bm_dealer, bm_manager, or an account's own such as bm_user). */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  second_name: z.string(),
  phone: z.string(),
  email: z.string(),
  city: z.string(),
  company: z.string(),
  role: z.string(),
  subscribe_news: flag,
  subscribe_order: flag,
  show_guide: flag,
  show_calculator: flag,
  hide_pay: flag,
  new_orderlist: flag,
  calculator_import: flag,
  last_order: z.string().nullable(),
  orders_count: z.number().int().min(0),
  default_pack: z.string(),
  ecp: flag,
  testmode: flag,
  expnotify: flag,
  nopaynotify: flag,
  tgnotify: flag,
  tgid: z.string(),
  delivery_city: z.string(),
  /** A new sign-in e-mail waiting for its link (REQUIRE_EMAIL_CONFIRMATION); a backend without the check omits it. */
  pending_email: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The profile flags a user may change himself; the others are set by the factory. */
export const EDITABLE_FLAGS = ['subscribe_news', 'subscribe_order', 'show_guide', 'show_calculator', 'expnotify', 'nopaynotify'] as const;
export type EditableFlag = (typeof EDITABLE_FLAGS)[number];

/** POST user/profile (multipart): the person's fields and the editable flags as 'y'/'n'; absent flags stay. */
export const profileUpdateSchema = z.object({
  ...personFields,
  delivery_city: cityText,
  ...(Object.fromEntries(EDITABLE_FLAGS.map((key) => [key, yesNoSchema.optional()])) as Record<EditableFlag, z.ZodOptional<typeof yesNoSchema>>),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;

export const profileUpdateResponseSchema = tokenResponseSchema.extend({ message: z.string() });
/** Our backend ends the other sessions and sends this one a new token; a backend that does not may send the message alone. */
export const passwordChangeResponseSchema = messageResponseSchema.extend(tokenResponseSchema.partial().shape);
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

export const confirmByTokenRequestSchema = z.object({ token: requiredText(128) });
export const confirmByTokenResponseSchema = tokenResponseSchema.extend({ result: z.literal('ok') });
export type ConfirmByTokenResponse = z.infer<typeof confirmByTokenResponseSchema>;

/** POST user/email/confirm: the code of the link mailed to a new sign-in e-mail; the answer names the address now in use. */
export const emailConfirmRequestSchema = z.object({ token: requiredText(128) });
export type EmailConfirmRequest = z.infer<typeof emailConfirmRequestSchema>;
export const emailConfirmResponseSchema = z.object({ result: z.literal('ok'), email: z.string().min(1) });
export type EmailConfirmResponse = z.infer<typeof emailConfirmResponseSchema>;

export const tgSubscribeCodeResponseSchema = z.object({ code: z.string().min(1) });
export type TgSubscribeCodeResponse = z.infer<typeof tgSubscribeCodeResponseSchema>;

/** Said to a request naming a Telegram chat itself. */
export const TELEGRAM_LINK_MESSAGE = 'Telegram привязывается через бота: отправьте ему код из профиля';
/** The user data change (spec: tgnotify, tgid). */
export const userDataRequestSchema = z
  .object({
    tgnotify: yesNoSchema.optional(),
    // Only unlinking: a chat is linked by the bot, from the code it was sent, so no one can name another's chat.
    tgid: z.string().trim().refine((value) => value === '', TELEGRAM_LINK_MESSAGE).optional(),
  })
  .refine((value) => value.tgnotify !== undefined || value.tgid !== undefined, { message: REQUIRED_MESSAGE, path: ['tgnotify'] });
export type UserDataRequest = z.infer<typeof userDataRequestSchema>;

export const okResponseSchema = z.object({ result: z.literal('ok') });
