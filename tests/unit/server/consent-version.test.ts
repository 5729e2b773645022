// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consentVersionOf } from '@/backend/lib/consent';

const expected = (name: string, text: string) => createHash('sha256').update(`${name}\n${text}`).digest('hex').slice(0, 16);

describe('consentVersionOf', () => {
  it('is the first 16 hex digits of sha256(name + "\\n" + text), the name and the text apart', () => {
    expect(consentVersionOf('Политика', 'Текст')).toBe(expected('Политика', 'Текст'));
    expect(consentVersionOf('Политика', 'Текст')).toMatch(/^[0-9a-f]{16}$/);
    expect(consentVersionOf('Политика\nТекст', '')).not.toBe(consentVersionOf('Политика', 'Текст'));
    expect(consentVersionOf('Политика', 'Вторая редакция')).not.toBe(consentVersionOf('Политика', 'Текст'));
  });
});
