// @vitest-environment node
import type * as Crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

const hashed = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof Crypto>();
  return {
    ...crypto,
    createHash: (...args: Parameters<typeof crypto.createHash>) => {
      hashed.count += 1;
      return crypto.createHash(...args);
    },
  };
});

const { consentVersionOf } = await import('../../../backend/lib/consent');

const { createHash: realCreateHash } = await vi.importActual<typeof Crypto>('node:crypto');
const expected = (name: string, text: string) => realCreateHash('sha256').update(`${name}\n${text}`).digest('hex').slice(0, 16);

describe('consentVersionOf', () => {
  it('is the first 16 hex digits of sha256(name + "\\n" + text), the name and the text apart', () => {
    expect(consentVersionOf('Политика', 'Текст')).toBe(expected('Политика', 'Текст'));
    expect(consentVersionOf('Политика', 'Текст')).toMatch(/^[0-9a-f]{16}$/);
    expect(consentVersionOf('Политика\nТекст', '')).not.toBe(consentVersionOf('Политика', 'Текст'));
  });

  it('hashes a text again only when it changed', () => {
    consentVersionOf('Политика', 'Первая редакция');
    const before = hashed.count;
    expect(consentVersionOf('Политика', 'Первая редакция')).toBe(expected('Политика', 'Первая редакция'));
    expect(hashed.count).toBe(before);
    expect(consentVersionOf('Политика', 'Вторая редакция')).toBe(expected('Политика', 'Вторая редакция'));
    expect(hashed.count).toBe(before + 1);
    expect(consentVersionOf('Другое имя', 'Вторая редакция')).toBe(expected('Другое имя', 'Вторая редакция'));
    expect(hashed.count).toBe(before + 2);
  });
});
