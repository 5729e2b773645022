import { afterEach, describe, expect, it } from 'vitest';
import { clearForm, digest, fitCookieValue, MAX_FORM_COOKIES_CHARS, restoreForm, saveForm } from '@/components/forms/form-cookie';

const cookieOf = (formId: string) =>
  JSON.parse(decodeURIComponent(document.cookie.split('; ').find((part) => part.startsWith(`form_${formId}=`))?.split('=')[1] ?? 'null')) as {
    v: Record<string, string>;
    d: Record<string, string>;
  } | null;

const FORMS = ['request', 'callback', 'question', 'order', 'resume', 'feedback'];

afterEach(() => {
  for (const formId of FORMS) clearForm(formId);
  localStorage.clear();
});

const fit = (saved: Parameters<typeof fitCookieValue>[0]) => {
  const fitted = fitCookieValue(saved);
  if (!fitted) throw new Error('The form did not fit a cookie');
  return fitted;
};

describe('fitCookieValue', () => {
  it('keeps short values whole', () => {
    const { value, cut } = fit({ v: { name: 'Иван', message: 'Привет' }, d: { name: digest(''), message: digest('') } });
    expect(cut).toBe(false);
    expect(JSON.parse(decodeURIComponent(value))).toEqual({ v: { name: 'Иван', message: 'Привет' }, d: { name: digest(''), message: digest('') } });
  });

  it('shortens the longest value until the cookie fits in 4 KB, and says so', () => {
    const { value, cut } = fit({ v: { name: 'Иван', message: 'я'.repeat(5000) }, d: {} });
    expect(cut).toBe(true);
    expect(value.length).toBeLessThanOrEqual(3800);
    const saved = JSON.parse(decodeURIComponent(value)) as { v: Record<string, string> };
    expect(saved.v.name).toBe('Иван');
    expect(saved.v.message?.length).toBeGreaterThan(300);
  });

  it('gives up when not even the emptied values fit the room', () => {
    expect(fitCookieValue({ v: { name: 'Иван', message: 'Привет' }, d: { name: digest(''), message: digest('') } }, 20)).toBeNull();
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

  it('keeps all forms\' cookies together small enough for a server to take, the rest whole on the device', () => {
    const long = (formId: string) => `${formId}: ${'Нужен расчёт кухни из фасадов МДФ. '.repeat(20)}`;
    for (const formId of FORMS) saveForm(formId, { name: 'Анна', message: long(formId) }, { name: '', message: '' });
    const formCookies = document.cookie.split('; ').filter((part) => part.startsWith('form_'));
    expect(formCookies.reduce((sum, part) => sum + part.length + 2, 0)).toBeLessThanOrEqual(MAX_FORM_COOKIES_CHARS + 2 * FORMS.length);
    for (const formId of FORMS) expect(restoreForm(formId, { name: '', message: '' })).toEqual({ name: 'Анна', message: long(formId) });
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
