import { z } from 'zod';

/** Validation messages of spec section 5, letter for letter. */
export const REQUIRED_MESSAGE = 'Пожалуйста, заполните обязательные поля';
export const EMAIL_MESSAGE = 'Email заполнен неверно';
export const PHONE_DIGITS_MESSAGE = 'В номере должно быть 11 чисел';
export const PASSWORD_CYRILLIC_MESSAGE = 'Пароль не должен содержать буквы русского алфавита';
export const PASSWORD_LENGTH_MESSAGE = 'Пароль должен состоять минимум из 8 знаков';
export const PASSWORD_MISMATCH_MESSAGE = 'Пароли не совпадают';
export const tooLongMessage = (max: number) => `Не больше ${max} знаков`;
/** A limit in a message as the site prints numbers: '10 000', with a no-break space. */
export const formatCount = (value: number) => value.toLocaleString('ru-RU');
export const INVALID_VALUE_MESSAGE = 'Неверное значение';

/** reCAPTCHA v3: action and the header forms and registration send the token in (spec sections 6 and 9). */
export const CAPTCHA_HEADER = 'CAPTCHA-TOKEN';
export const CAPTCHA_ACTION = 'submit';
export const CAPTCHA_FAILED_MESSAGE = 'Проверка на робота не пройдена. Обновите страницу и попробуйте ещё раз';

export const PHONE_DIGITS = 11;
export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_MASK = '+7 (###)-###-##-##';

/** Lengths that bound every text field, so that no request can store megabytes in one. */
export const MAX_LENGTH = { name: 100, email: 254, phone: 40, city: 100, company: 200, message: 5000, password: 128 } as const;

/** Something, '@', something, '.', something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CYRILLIC = /[а-яё]/i;
/** Phone-or-email rule: at least one digit and only digits, spaces, plus, minus and parentheses. */
const PHONE_LIKE = /^[\d\s+\-()]+$/;

export const phoneDigits = (value: string) => value.replace(/\D/g, '');

/** Digits of a Russian number in the +7 form: a leading 8 is the domestic prefix of the same number. */
export function normalizePhone(value: string): string {
  const digits = phoneDigits(value);
  return digits.length === PHONE_DIGITS && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

export type ContactType = 'phone' | 'email';

export function contactType(value: string): ContactType | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /\d/.test(trimmed) && PHONE_LIKE.test(trimmed) ? 'phone' : 'email';
}

/**
 * Whether the value's first digit is the country's 7 or the domestic 8 rather than the number's own: after '+7', or
 * in a whole number of 11 digits. Ten digits starting with 8 are a number of its own (812 St Petersburg, 800).
 */
export function leadsWithCountryDigit(value: string): boolean {
  const digits = phoneDigits(value);
  return /^[78]/.test(digits) && (value.trimStart().startsWith('+7') || digits.length >= PHONE_DIGITS);
}

/** `+7 (###)-###-##-##` applied to whatever digits are typed so far; the country digit is always 7. */
export function formatPhone(value: string): string {
  let digits = phoneDigits(value);
  if (leadsWithCountryDigit(value)) digits = digits.slice(1);
  digits = digits.slice(0, PHONE_DIGITS - 1);
  if (!digits) return '';
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  let out = `+7 (${parts[0]}`;
  if (digits.length > 3) out += `)-${parts[1]}`;
  if (digits.length > 6) out += `-${parts[2]}`;
  if (digits.length > 8) out += `-${parts[3]}`;
  return out;
}

/** A stored phone in the site's mask, unless the mask would drop or change its digits: then as stored (an edit form's rule flags it). */
export function maskedPhone(phone: string): string {
  const masked = formatPhone(phone);
  return masked && normalizePhone(masked) === normalizePhone(phone) ? masked : phone;
}

/**
 * Control characters (bar tab and line breaks), direction overrides that show a name backwards, and zero-width
 * spaces: pasted by accident or on purpose, they are nothing a reader sees, so they are dropped.
 */
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
export const stripInvisible = (value: string) => value.replace(INVISIBLE, '');
/** Something a reader can see: not only spaces and format characters. */
const VISIBLE = /[^\s\p{Cf}]/u;

// A missing field or one of another type gets the spec's Russian message, not zod's English default.
export const requiredText = (max: number) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .overwrite(stripInvisible)
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .regex(VISIBLE, REQUIRED_MESSAGE)
    .max(max, tooLongMessage(max));
export const optionalText = (max: number) => z.string({ error: INVALID_VALUE_MESSAGE }).overwrite(stripInvisible).trim().max(max, tooLongMessage(max)).default('');

export const emailSchema = requiredText(MAX_LENGTH.email).regex(EMAIL_PATTERN, EMAIL_MESSAGE);

const hasPhoneDigits = (value: string) => phoneDigits(value).length === PHONE_DIGITS;

export const phoneSchema = requiredText(MAX_LENGTH.phone).refine(hasPhoneDigits, PHONE_DIGITS_MESSAGE);

/** A phone that may be left empty (a dealer's client may have none); one that is given obeys the phone rule. */
export const optionalPhoneSchema = optionalText(MAX_LENGTH.phone).refine((value) => !value || hasPhoneDigits(value), PHONE_DIGITS_MESSAGE);

/** A phone or an e-mail, each checked by its own rule. */
export const contactSchema = requiredText(Math.max(MAX_LENGTH.email, MAX_LENGTH.phone)).superRefine((value, ctx) => {
  if (contactType(value) === 'phone') {
    if (!hasPhoneDigits(value)) ctx.addIssue({ code: 'custom', message: PHONE_DIGITS_MESSAGE });
  } else if (!EMAIL_PATTERN.test(value)) {
    ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGE });
  }
});

export const passwordSchema = z
  .string()
  .min(1, REQUIRED_MESSAGE)
  .max(MAX_LENGTH.password, tooLongMessage(MAX_LENGTH.password))
  .refine((value) => !CYRILLIC.test(value), PASSWORD_CYRILLIC_MESSAGE)
  .refine((value) => value.length >= PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE);

/** Password and confirmation compared case-insensitively; a mismatch marks both fields. */
export function checkPasswordsMatch<K extends string, C extends string>(password: K, confirmation: C) {
  return (value: Record<K | C, string>, ctx: z.RefinementCtx) => {
    if (value[password].toLowerCase() !== value[confirmation].toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: [password], message: PASSWORD_MISMATCH_MESSAGE });
      ctx.addIssue({ code: 'custom', path: [confirmation], message: PASSWORD_MISMATCH_MESSAGE });
    }
  };
}
