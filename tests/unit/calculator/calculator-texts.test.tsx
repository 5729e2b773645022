import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { freshDraft } from '@/components/calculator/draft';
import { GroupFields } from '@/components/calculator/group-fields';
import { messages } from '@/lib/i18n/messages';
import { EMPTY_REFERENCE } from './empty-reference';

describe('the calculator’s texts from the messages', () => {
  it('names a packaging that costs extra with its price per piece', () => {
    const reference = {
      ...EMPTY_REFERENCE,
      order_pack_variants: [
        { code: 'carton', title: 'Картон', perPiece: 0 },
        { code: 'crate', title: 'Обрешётка', perPiece: 350 },
      ],
    };
    render(
      <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Orders: messages.Orders }}>
        <GroupFields reference={reference} nti={null} group={freshDraft(reference, null).group} ralColors={[]} onType={() => {}} onChange={() => {}} />
      </NextIntlClientProvider>,
    );
    const packaging = screen.getByRole('combobox', { name: 'Упаковка' });
    expect([...packaging.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Картон', 'Обрешётка (+350 ₽/шт)']);
  });

  it('names each missing option: «Без стекла», «Без лака», «Без патины», not a bare «Без»', () => {
    render(
      <NextIntlClientProvider locale="ru" timeZone="Europe/Moscow" messages={{ Orders: messages.Orders }}>
        <GroupFields reference={EMPTY_REFERENCE} nti={null} group={freshDraft(EMPTY_REFERENCE, null).group} ralColors={[]} onType={() => {}} onChange={() => {}} />
      </NextIntlClientProvider>,
    );
    // Each label also holds why the field is off ('сначала выберите модель').
    const none = (name: RegExp) => screen.getByRole('combobox', { name }).querySelector('option')?.textContent;
    expect([none(/^Стекло/), none(/^Лак/), none(/^Патина/)]).toEqual(['Без стекла', 'Без лака', 'Без патины']);
  });

  it('saves an exported calculation as «Расчёт Фасадия.xlsx»', () => {
    const t = createTranslator({ locale: 'ru', messages, namespace: 'Orders.calculator' });
    expect(t('exportFile')).toBe('Расчёт Фасадия.xlsx');
  });
});
