import { describe, expect, it } from 'vitest';
import { clientInputSchema } from '@/api-client/schemas/clients';
import { formatPhone, normalizePhone, optionalPhoneSchema, tooLongMessage } from '@/api-client/schemas/fields';
import { orderBooks } from '@/backend/seed/data/orders';

const phoneIssues = (phone: unknown) =>
  (clientInputSchema.safeParse({ name: 'Петрова Анна', phone }).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

/** A dealer's client may have no phone; one that is given obeys the site's phone rule (spec §5). */
describe('the client phone', () => {
  it('may be left out or empty', () => {
    expect(clientInputSchema.parse({ name: 'Петрова Анна' }).phone).toBe('');
    expect(clientInputSchema.parse({ name: 'Петрова Анна', phone: '' }).phone).toBe('');
    expect(clientInputSchema.parse({ name: 'Петрова Анна', phone: '   ' }).phone).toBe('');
  });

  it("refuses a phone without 11 digits with 'В номере должно быть 11 чисел'", () => {
    for (const phone of ['abc', '+7 (922)-144', '8 922 144 55 6', '+7 922 144 55 66 7']) {
      expect(phoneIssues(phone), phone).toEqual([['phone', 'В номере должно быть 11 чисел']]);
    }
  });

  it('accepts a masked, a spaced or a domestic phone as typed', () => {
    for (const phone of ['+7 (922)-144-55-66', '+7 922 144-55-66', '8 (922) 144-55-66', '79221445566']) {
      expect(clientInputSchema.parse({ name: 'Петрова Анна', phone }).phone, phone).toBe(phone);
    }
  });

  it('keeps the bound of every phone field', () => {
    expect(optionalPhoneSchema.safeParse(`+7 922 144-55-66${'-'.repeat(24)}`).success).toBe(true);
    expect(optionalPhoneSchema.safeParse(`+7 922 144-55-66${'-'.repeat(25)}`).error?.issues[0]?.message).toBe(tooLongMessage(40));
  });

  it('passes every seeded client saved unchanged, as stored and as the edit form masks it', () => {
    const seeded = orderBooks.flatMap((book) => book.clients);
    expect(seeded.length).toBeGreaterThan(0);
    for (const { name, phone, email } of seeded) {
      expect(clientInputSchema.safeParse({ name, phone, email }).success, phone).toBe(true);
      expect(normalizePhone(formatPhone(phone)), phone).toBe(normalizePhone(phone));
    }
  });
});
