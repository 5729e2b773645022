import { describe, expect, it } from 'vitest';
import { phoneEntries, socialLinks } from '@/components/layout/contacts';
import { groupFooterLinks, linkTitle, toFooterEntry } from '@/components/layout/footer-links';

const link = (wlv: string, wlt: string, wly: string, over: { wlc?: boolean; wlp?: boolean; wlm?: boolean } = {}) => ({
  wlv,
  wlt,
  wly,
  wlc: false,
  wlp: true,
  wlm: true,
  ...over,
});

describe('footer links', () => {
  it('shows the title part of «title#icon»', () => {
    expect(linkTitle('Галерея работ#gallery')).toBe('Галерея работ');
    expect(linkTitle('Политика конфиденциальности#')).toBe('Политика конфиденциальности');
    expect(linkTitle('Без иконки')).toBe('Без иконки');
  });

  it('makes a popup link of wlc with its numeric id, otherwise a page link', () => {
    expect(toFooterEntry(link('1', 'Заказать образцы#samples', 'Покупателям', { wlc: true }))).toEqual({ kind: 'popup', title: 'Заказать образцы', contentId: 1 });
    expect(toFooterEntry(link('gallery', 'Галерея#g', 'Покупателям'))).toEqual({ kind: 'page', title: 'Галерея', href: '/gallery' });
    expect(toFooterEntry(link('abc', 'Плохой#x', 'Покупателям', { wlc: true }))).toBeNull();
  });

  it('groups by heading in order, each link and group placed by wlp (desktop) and wlm (mobile)', () => {
    const links = [
      link('a', 'А#', 'Покупателям'),
      link('b', 'Б#', 'Дилерам', { wlm: false }),
      link('c', 'В#', 'Покупателям', { wlp: false }),
      link('d', 'Г#', 'О компании'),
      link('e', 'Д#', 'Нигде', { wlp: false, wlm: false }),
      link('f', 'Е#', 'Только телефон', { wlp: false }),
    ];
    expect(groupFooterLinks(links).map((group) => [group.heading, group.placement, group.entries.map((entry) => `${entry.title} ${entry.placement}`)])).toEqual([
      ['Покупателям', 'both', ['А both', 'В mobile']],
      ['Дилерам', 'desktop', ['Б desktop']],
      ['О компании', 'both', ['Г both']],
      ['Только телефон', 'mobile', ['Е mobile']],
    ]);
  });
});

describe('contacts', () => {
  it('pairs wpv numbers with their wpt texts in number order', () => {
    expect(phoneEntries({ wpt2: 'Москва', wpv2: '+7 (495) 1', wpv1: '+7 (800) 2', wpt1: 'Бесплатно', wpv3: ' ' })).toEqual([
      { number: '+7 (800) 2', text: 'Бесплатно' },
      { number: '+7 (495) 1', text: 'Москва' },
    ]);
  });

  it('lists each network once and ignores blank links', () => {
    const links = socialLinks({
      socials: { vk: 'https://vk.com/x', telegram: 'https://t.me/x', youtube: '', ok: 'https://ok.ru/x' },
      socialsGroups: [
        { title: 'Мы в соцсетях', networks: ['vk', 'telegram', 'youtube'] },
        { title: 'Напишите нам', networks: ['telegram'] },
      ],
    });
    expect(links.map((entry) => entry.network)).toEqual(['vk', 'telegram', 'ok']);
  });
});
