import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkPasswordsMatch,
  contactSchema,
  contactType,
  emailSchema,
  formatPhone,
  normalizePhone,
  passwordSchema,
  optionalText,
  phoneSchema,
  requiredText,
} from '@/api-client/schemas/fields';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('field rules of spec section 5', () => {
  it('masks a phone as +7 (###)-###-##-## while it is typed', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('9')).toBe('+7 (9');
    expect(formatPhone('9123')).toBe('+7 (912)-3');
    // Ten digits starting with 8 are a number of its own (St Petersburg); eleven start with the domestic 8.
    expect(formatPhone('8121234567')).toBe('+7 (812)-123-45-67');
    expect(formatPhone('88121234567')).toBe('+7 (812)-123-45-67');
    expect(formatPhone('89123456789')).toBe('+7 (912)-345-67-89');
    expect(formatPhone('+7 912 345 67 89 00')).toBe('+7 (912)-345-67-89');
  });

  it('normalises a domestic 8 prefix to 7', () => {
    expect(normalizePhone('8 (912) 345-67-89')).toBe('79123456789');
    expect(normalizePhone('+7 (912) 345-67-89')).toBe('79123456789');
  });

  it('types a phone-or-email input by the spec rule', () => {
    expect(contactType('')).toBeNull();
    expect(contactType('  ')).toBeNull();
    expect(contactType('+7 (912) 345-67-89')).toBe('phone');
    expect(contactType('dealer@example.com')).toBe('email');
    expect(contactType('abc')).toBe('email');
    expect(contactType('12a')).toBe('email');
  });

  it('gives the spec messages', () => {
    expect(firstMessage(emailSchema, '')).toBe('Пожалуйста, заполните обязательные поля');
    expect(firstMessage(emailSchema, 'a@b')).toBe('Email заполнен неверно');
    expect(firstMessage(emailSchema, 'a b@c.ru')).toBe('Email заполнен неверно');
    expect(emailSchema.parse(' a@b.ru ')).toBe('a@b.ru');
    expect(firstMessage(phoneSchema, '+7 (912)-345')).toBe('В номере должно быть 11 чисел');
    expect(firstMessage(contactSchema, '+7 912')).toBe('В номере должно быть 11 чисел');
    expect(firstMessage(contactSchema, 'mail@')).toBe('Email заполнен неверно');
    expect(contactSchema.safeParse('+7 (912)-345-67-89').success).toBe(true);
    expect(firstMessage(passwordSchema, 'парольпароль')).toBe('Пароль не должен содержать буквы русского алфавита');
    expect(firstMessage(passwordSchema, 'short')).toBe('Пароль должен состоять минимум из 8 знаков');
    expect(passwordSchema.safeParse('long-enough').success).toBe(true);
  });

  it('drops what a reader cannot see, and counts a text of only that as empty', () => {
    const name = requiredText(100);
    for (const invisible of ['\u200b', ' \u200b\ufeff ', '\u202e', '\u0007\u001b', '\u200d']) {
      expect(firstMessage(name, invisible), JSON.stringify(invisible)).toBe('Пожалуйста, заполните обязательные поля');
    }
    expect(name.parse('\u202eабв.exe')).toBe('абв.exe');
    expect(name.parse('\u0007\u001b[31mИван\b')).toBe('[31mИван');
    expect(name.parse('Анна-Мария')).toBe('Анна-Мария');
    expect(optionalText(100).parse('\u200b')).toBe('');
    // Line breaks and tabs of a message stay; so do the joiners inside an emoji.
    expect(requiredText(100).parse('Строка 1\n\tСтрока 2 👨\u200d👩')).toBe('Строка 1\n\tСтрока 2 👨\u200d👩');
  });

  it('compares password and confirmation case-insensitively and marks both fields', () => {
    const schema = z.object({ password: z.string(), confirm: z.string() }).superRefine(checkPasswordsMatch('password', 'confirm'));
    expect(schema.safeParse({ password: 'Secret-123', confirm: 'secret-123' }).success).toBe(true);
    const issues = schema.safeParse({ password: 'Secret-123', confirm: 'Secret-124' }).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', 'Пароли не совпадают'],
      ['confirm', 'Пароли не совпадают'],
    ]);
  });
});
