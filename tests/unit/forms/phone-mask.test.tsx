import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { PhoneField as AccountPhoneField } from '@/components/account/phone-field';
import { CallbackForm } from '@/components/forms/public-forms';
import { editPhone } from '@/components/forms/phone-mask';
import forms from '@/lib/i18n/messages/forms.json';

const FULL = '+7 (916)-123-45-67';

describe('editPhone', () => {
  it('masks what is typed and keeps the caret after the digit it followed', () => {
    expect(editPhone('', '9', 1, 'insertText')).toEqual({ value: '+7 (9', caret: 5 });
    expect(editPhone('', '89161234567', 11, 'insertFromPaste')).toEqual({ value: FULL, caret: 18 });
    // Backspace after «916»: the digits after it move up, the caret stays where the 6 was.
    expect(editPhone(FULL, '+7 (91)-123-45-67', 6, 'deleteContentBackward')).toEqual({ value: '+7 (911)-234-56-7', caret: 6 });
    expect(editPhone('+7 (911)-234-56-7', '+7 (9151)-234-56-7', 7, 'insertText')).toEqual({ value: '+7 (915)-123-45-67', caret: 7 });
  });

  it('deletes the digit beside a deleted bracket or dash, in the key\'s direction', () => {
    expect(editPhone(FULL, '+7 (916)123-45-67', 8, 'deleteContentBackward')).toEqual({ value: '+7 (911)-234-56-7', caret: 6 });
    expect(editPhone(FULL, '+7 (916-123-45-67', 7, 'deleteContentForward')).toEqual({ value: '+7 (916)-234-56-7', caret: 7 });
  });

  it('takes a first 8 or 7 as the country\'s prefix, so an area code of 8 can be typed after it, and pasted without it', () => {
    const typeAlong = (text: string) => {
      let value = '';
      for (const char of text) {
        const at = value.length;
        value = editPhone(value, value.slice(0, at) + char, at + 1, 'insertText').value;
      }
      return value;
    };
    expect(typeAlong('8')).toBe('+7 (');
    expect(typeAlong('88121234567')).toBe('+7 (812)-123-45-67');
    expect(typeAlong('+78121234567')).toBe('+7 (812)-123-45-67');
    expect(typeAlong('8 (800) 555-35-35')).toBe('+7 (800)-555-35-35');
    expect(typeAlong('+7 (922) 144-55-66')).toBe('+7 (922)-144-55-66');
    expect(editPhone('', '812 123 45 67', 13, 'insertFromPaste').value).toBe('+7 (812)-123-45-67');
    // The mask's start alone: Backspace empties the field.
    expect(editPhone('+7 (', '+7 ', 3, 'deleteContentBackward')).toEqual({ value: '', caret: 0 });
  });

  it('leaves the fixed +7 ( as it is', () => {
    expect(editPhone(FULL, '7 (916)-123-45-67', 0, 'deleteContentForward')).toEqual({ value: FULL, caret: 0 });
    expect(editPhone(FULL, '+ (916)-123-45-67', 1, 'deleteContentBackward')).toEqual({ value: FULL, caret: 4 });
  });
});

describe('phone fields', () => {
  it('correct a digit in the middle of a number where the caret is, in the public forms', async () => {
    const user = userEvent.setup();
    render(
      <NextIntlClientProvider locale="ru" messages={{ Forms: forms }}>
        <CallbackForm onSent={() => undefined} />
      </NextIntlClientProvider>,
    );
    const phone = screen.getByLabelText('Телефон');
    await user.type(phone, '9161234567');
    expect(phone).toHaveValue(FULL);
    await user.type(phone, '{Backspace}5', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(phone).toHaveValue(FULL.replace('916', '915'));
    await user.type(phone, '{Delete}', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(phone).toHaveValue(FULL.replace('916', '915'));
  });

  it('and in the cabinet\'s forms', async () => {
    const user = userEvent.setup();
    render(<AccountPhoneField label="Телефон" name="phone" />);
    const phone = screen.getByLabelText('Телефон');
    await user.type(phone, '89161234567');
    expect(phone).toHaveValue(FULL);
    await user.type(phone, '{Backspace}5', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(phone).toHaveValue(FULL.replace('916', '915'));
  });
});
