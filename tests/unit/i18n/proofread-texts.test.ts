import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';

// Texts fixed by the proofreading audit that no other unit or API test reads (e2e reads some of them in the browser).
describe('the proofread texts', () => {
  it('puts an author’s name in brackets where Russian would decline it', () => {
    const comments = createTranslator({ locale: 'ru', messages, namespace: 'Orders.comments' });
    expect(comments('replyTo', { author: 'Ирина Ковалёва', text: 'Уточните цвет' })).toBe('Ответ на комментарий (Ирина Ковалёва): Уточните цвет');
    expect(comments('replyingTo', { author: 'Ирина Ковалёва' })).toBe('Ответ на комментарий (Ирина Ковалёва)');
    expect(comments('replyNamed', { author: 'Ирина Ковалёва', date: '01.05.2026 13:00' })).toBe('Ответить на комментарий (Ирина Ковалёва) от 01.05.2026 13:00');
  });

  it('spells ё, «Счёт», «знаков» and «Вид заказа» in the orders’ texts', () => {
    const orders = createTranslator({ locale: 'ru', messages, namespace: 'Orders' });
    expect(orders('list.updated')).toBe('Обновлён');
    expect(orders('price.invoice')).toBe('Счёт:');
    expect(orders('calculator.type')).toBe('Вид заказа');
    expect(orders('calculator.notesCut', { max: 200, count: 2 })).toBe('Примечания длиннее 200 знаков обрезаны: 2 строки');
    expect(orders('calculator.blocked')).toBe('Заказ нельзя создать, пока в расчёте есть ошибки. Черновик при этом сохраняется.');
    expect(orders('order.editsLost', { status: 'Отменен' })).toBe('Заказ перешёл в статус «Отменен» и больше не редактируется; несохранённые правки отменены.');
  });

  it('calls the contacts page’s places shops, as the header does', () => {
    const pages = createTranslator({ locale: 'ru', messages, namespace: 'Pages' });
    expect([pages('shops'), pages('map'), pages('more'), pages('allShops')]).toEqual(['Магазины и филиалы', 'Карта магазинов', 'Подробнее о магазине', 'Все магазины']);
  });

  it('words the form, claim and cookie texts as the rest of the site', () => {
    expect(createTranslator({ locale: 'ru', messages, namespace: 'Forms' })('removeFile', { name: 'Резюме.pdf' })).toBe('Удалить файл Резюме.pdf');
    expect(createTranslator({ locale: 'ru', messages, namespace: 'Reklamation' })('actions.saving')).toBe('Сохранение…');
    expect(createTranslator({ locale: 'ru', messages, namespace: 'Cookie' })('text')).toBe('Сайт использует файлы cookie. Продолжая пользоваться сайтом, вы соглашаетесь с');
  });
});
