import { afterEach, describe, expect, it } from 'vitest';
import { clearForm, digest, fitCookieValue, restoreForm, saveForm } from '@/components/forms/form-cookie';

const cookieOf = (formId: string) =>
  JSON.parse(decodeURIComponent(document.cookie.split('; ').find((part) => part.startsWith(`form_${formId}=`))?.split('=')[1] ?? 'null')) as {
    v: Record<string, string>;
    d: Record<string, string>;
  } | null;

afterEach(() => {
  clearForm('request');
  localStorage.clear();
});

describe('fitCookieValue', () => {
  it('keeps short values whole', () => {
    const { value, cut } = fitCookieValue({ v: { name: 'Иван', message: 'Привет' }, d: { name: digest(''), message: digest('') } });
    expect(cut).toBe(false);
    expect(JSON.parse(decodeURIComponent(value))).toEqual({ v: { name: 'Иван', message: 'Привет' }, d: { name: digest(''), message: digest('') } });
  });

  it('shortens the longest value until the cookie fits in 4 KB, and says so', () => {
    const { value, cut } = fitCookieValue({ v: { name: 'Иван', message: 'я'.repeat(5000) }, d: {} });
    expect(cut).toBe(true);
    expect(value.length).toBeLessThanOrEqual(3800);
    const saved = JSON.parse(decodeURIComponent(value)) as { v: Record<string, string> };
    expect(saved.v.name).toBe('Иван');
    expect(saved.v.message?.length).toBeGreaterThan(300);
  });
});

describe('a saved form', () => {
  const start = { contact: '', message: 'Карниз «Прямой»\nhttps://fasadia.ru/catalog/dekor/karniz-pryamoj\n' };

  it('keeps what the visitor changed and brings it back into a form that starts the same way', () => {
    saveForm('request', { ...start, contact: '+7 (912)-345-67-89' }, start);
    expect(cookieOf('request')?.v).toEqual({ contact: '+7 (912)-345-67-89' });
    expect(restoreForm('request', start)).toEqual({ ...start, contact: '+7 (912)-345-67-89' });
  });

  it("gives another product's request its own text, keeping the contact typed", () => {
    saveForm('request', { contact: 'a@b.ru', message: `${start.message}Нужны 3 шт.` }, start);
    const other = { contact: '', message: 'Фасад «Верона»\nhttps://fasadia.ru/catalog/fasady-pvh/fasad-verona\n' };
    expect(restoreForm('request', other)).toEqual({ contact: 'a@b.ru', message: other.message });
    expect(restoreForm('request', start).message).toBe(`${start.message}Нужны 3 шт.`);
  });

  it('keeps a text too long for the cookie whole on the device, and forgets it when the form is back at its start', () => {
    const long = 'Прошу рассчитать фасады для кухни. '.repeat(60);
    saveForm('request', { ...start, message: long }, start);
    expect(restoreForm('request', start).message).toBe(long);
    saveForm('request', start, start);
    expect(cookieOf('request')).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(restoreForm('request', start)).toEqual(start);
  });
});
