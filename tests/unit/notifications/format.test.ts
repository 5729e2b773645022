import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { badgeText, fill, newCountText, type MessageTemplate } from '@/components/notifications/format';
import texts from '@/lib/i18n/messages/notifications.json';
import { isBlocking, shouldShowModal } from '@/components/notifications/blocking';
import { notification } from './fixtures';

describe('notification texts', () => {
  it.each([
    [1, '1 новое уведомление'],
    [2, '2 новых уведомления'],
    [5, '5 новых уведомлений'],
    [11, '11 новых уведомлений'],
    [21, '21 новое уведомление'],
    [22, '22 новых уведомления'],
    [25, '25 новых уведомлений'],
  ])('counts %i as %s', (count, text) => {
    expect(newCountText(count)).toBe(text);
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('fills placeholders of the JSON text and of the form the build precompiles it to', () => {
    for (const template of [texts.select, compile(texts.select) as MessageTemplate]) {
      expect(fill(template, { title: 'Новая цена' })).toBe('Выбрать уведомление «Новая цена»');
    }
    expect(fill(compile(texts.badgeLabel) as MessageTemplate, { count: 7 })).toBe('Непрочитанных уведомлений: 7');
    expect(fill('Страница {page} из {pages}', { page: 2 })).toBe('Страница 2 из {pages}');
    expect(fill(compile('Страница {page} из {pages}') as MessageTemplate, { page: 2 })).toBe('Страница 2 из {pages}');
  });
});

describe('priority modal rules', () => {
  it('blocks only an unread priority notification with time left', () => {
    expect(isBlocking(notification({ priority: true, prioritytimeleft: 10 }))).toBe(true);
    expect(isBlocking(notification({ priority: true, prioritytimeleft: 0 }))).toBe(false);
    expect(isBlocking(notification({ priority: true, prioritytimeleft: 10, read: true }))).toBe(false);
    expect(isBlocking(notification({ prioritytimeleft: 10 }))).toBe(false);
  });

  it('never shows the modal to bm_user or before the access code is known, and otherwise only with shownotify', () => {
    const blocking = notification({ priority: true, prioritytimeleft: 10 });
    expect(shouldShowModal(blocking, 'bm_user')).toBe(false);
    expect(shouldShowModal(blocking, undefined)).toBe(false);
    expect(shouldShowModal(blocking, 'bm_dealer')).toBe(true);
    expect(shouldShowModal({ ...blocking, shownotify: false }, 'bm_dealer')).toBe(false);
  });
});
