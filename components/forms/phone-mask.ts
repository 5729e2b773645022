import { formatPhone, leadsWithCountryDigit, phoneDigits } from '@/api-client/schemas/fields';

/** Where '+7 (' ends: the mask's fixed start, which editing leaves as it is. */
const PREFIX_END = 4;

/** The number's own digits (without the country's 7 or the domestic 8) among the first `end` characters of `text`. */
function nationalDigitsBefore(text: string, end: number): number {
  const before = phoneDigits(text.slice(0, end)).length;
  return leadsWithCountryDigit(text) && before > 0 ? before - 1 : before;
}

/** The caret's place in a masked number after its `count`-th own digit (after '+7 (' for none). */
function caretAfter(masked: string, count: number): number {
  if (count === 0) return Math.min(masked.length, PREFIX_END);
  let seen = 0;
  for (let i = PREFIX_END; i < masked.length; i++) {
    if (/\d/.test(masked.charAt(i)) && ++seen === count) return i + 1;
  }
  return masked.length;
}

export type PhoneEdit = { value: string; caret: number };

/**
 * One edit of a phone field in the +7 (###)-###-##-## mask: the browser's value after the edit (`typed`, caret at
 * `caret`) becomes the masked value, with the caret after the same digit it followed. Deleting a bracket or a dash
 * deletes the digit beside it, in the direction of the key; the fixed '+7 (' cannot be deleted.
 */
export function editPhone(previous: string, typed: string, caret: number, inputType: string): PhoneEdit {
  const deleting = inputType.startsWith('delete');
  // A first '8' or '7' into the empty field, or '+7' typed out, is the country's prefix: the mask's start stands and
  // the next digits are the number's own, so an area code of 8 (812, 800) can be typed.
  const prefixOnly = (previous === '' && /^[78]$/.test(typed.trim())) || (formatPhone(typed) === '' && leadsWithCountryDigit(typed));
  if (!deleting && prefixOnly) return { value: '+7 (', caret: PREFIX_END };
  const national = phoneDigits(formatPhone(previous)).slice(1);
  const digitsKept = previous !== '' && phoneDigits(typed) === phoneDigits(previous);
  if (deleting && digitsKept) {
    // The mask's start alone, no digit of the number yet: deleting empties the field.
    if (national === '') return { value: '', caret: 0 };
    if (caret < PREFIX_END) return { value: previous, caret: Math.min(caret, previous.length) };
    const before = nationalDigitsBefore(typed, caret);
    const at = inputType === 'deleteContentForward' ? before : before - 1;
    if (at < 0 || at >= national.length) return { value: previous, caret };
    const value = formatPhone(`+7${national.slice(0, at)}${national.slice(at + 1)}`);
    return { value, caret: caretAfter(value, at) };
  }
  const value = formatPhone(typed);
  return { value, caret: caretAfter(value, Math.min(nationalDigitsBefore(typed, caret), phoneDigits(value).length - 1)) };
}

/** The kind of edit an input event made ('deleteContentBackward' for Backspace…); '' where the browser does not say. */
export function inputTypeOf(event: Event): string {
  return 'inputType' in event && typeof event.inputType === 'string' ? event.inputType : '';
}

/** Masks an input's value in place after an edit, keeping the caret by its digit; returns the masked value. */
export function maskPhoneInput(input: HTMLInputElement, previous: string, inputType: string): string {
  const { value, caret } = editPhone(previous, input.value, input.selectionStart ?? input.value.length, inputType);
  input.value = value;
  // Only where the caret is in play: setting a selection on an unfocused field would move the focus on some browsers.
  if (document.activeElement === input) input.setSelectionRange(caret, caret);
  return value;
}
