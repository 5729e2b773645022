import { expect, type Locator, type Page } from '@playwright/test';

export const REQUIRED = 'Пожалуйста, заполните обязательные поля';
export const EMAIL_WRONG = 'Email заполнен неверно';
export const PHONE_WRONG = 'В номере должно быть 11 чисел';
export const FILE_TYPE_WRONG = 'Можно прикрепить только файлы doc, dot, docx, docm, dotx, odt, rtf, txt, pdf, xls, xlsx, xlsm, xlsb, xltx, xltm, xlam, xlt, xla, xml';
export const FILE_TOO_LARGE = 'Файл больше 10 МБ';
export const SEND_ERROR = 'При отправке сообщения произошла ошибка';
export const CONSENT = 'Принимаю условия обработки персональных данных';

export { waitForHydration } from './page-ready';

export const pdfFile = (name = 'Смета.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});

/**
 * Chooses a file made inside the page: sending megabytes through setInputFiles is slow on a loaded machine,
 * and only the size matters to the check.
 */
export async function chooseLargeFile(input: Locator, name: string, size: number): Promise<void> {
  await input.evaluate(
    (element, file) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(file.size)], file.name, { type: 'application/pdf' }));
      (element as HTMLInputElement).files = transfer.files;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    },
    { name, size },
  );
}

/** Ticks the consent box, checking that the submit button waits for it. */
export async function giveConsent(form: Locator, submit: string): Promise<void> {
  const button = form.getByRole('button', { name: submit });
  const consent = form.getByRole('checkbox', { name: CONSENT });
  if (!(await consent.isChecked())) {
    await expect(button).toBeDisabled();
    await consent.check();
  }
  await expect(button).toBeEnabled();
}

/** 'Ваша заявка отправлена' opens and closes itself after 1.5 s (spec §9). */
/** The confirmation's wording: spec §9's for a request; a resume, a review and a subscription have their own. */
export type SentWording = { title: string; message: string };
export const REQUEST_SENT: SentWording = { title: 'Ваша заявка отправлена', message: 'В ближайшее время наш менеджер свяжется с вами.' };

export async function expectRequestSent(page: Page, wording: SentWording = REQUEST_SENT): Promise<void> {
  // One locator for title and text: it is only open for 1.5 s, so two separate checks could miss it.
  const sent = page.getByRole('dialog', { name: wording.title }).filter({ hasText: wording.message });
  await expect(sent).toBeVisible();
  await expect(sent).toBeHidden({ timeout: 5000 });
}
