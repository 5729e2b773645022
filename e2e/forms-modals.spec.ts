import { expect, test } from './helpers/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  EMAIL_WRONG,
  expectRequestSent,
  FILE_TOO_LARGE,
  FILE_TYPE_WRONG,
  chooseLargeFile,
  giveConsent,
  pdfFile,
  PHONE_WRONG,
  REQUIRED,
  REQUEST_SENT,
  waitForHydration,
  type SentWording,
} from './helpers/forms';
import { ONE_WIDTH } from './helpers/projects';
import { expectAccessible } from './content-helpers';

type Field = { label: string; valid: string; rule?: { value: string; message: string } };
type Opener = (page: Page, context: { isMobile: boolean; request: APIRequestContext }) => Promise<void>;
type FormCase = {
  name: string;
  title: string;
  submit: string;
  open: Opener;
  fields: Field[];
  file: boolean;
  /** The width its entry point lives at, when it has only one. */
  only?: 'desktop' | 'mobile';
  /**
   * Sent at both widths as well: one form per kind of entry point (footer, product page) proves the shared form
   * modal at 375 px; the other forms are the same component and are sent at one width.
   */
  phoneToo?: boolean;
  consentGiven?: boolean;
  /** The confirmation's own wording, for a form that is no request. */
  sent?: SentWording;
};

const NAME: Field = { label: 'Ваше имя', valid: 'Иван Петров' };
const CONTACT: Field = { label: 'Телефон или e-mail', valid: 'ivan@example.ru', rule: { value: 'ivan@example', message: EMAIL_WRONG } };
const MESSAGE: Field = { label: 'Сообщение', valid: 'Нужны фасады для кухни' };
const CITY: Field = { label: 'Город', valid: 'Казань' };

async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

const fromFooter =
  (button: string): Opener =>
  async (page) => {
    await openHome(page);
    await page.getByRole('contentinfo').getByRole('button', { name: button, exact: true }).click();
  };

const fromMobileMenu =
  (button: string): Opener =>
  async (page) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Меню' }).click();
    await page.getByRole('button', { name: button, exact: true }).click();
  };

const fromProductPage =
  (button: string): Opener =>
  async (page, { request }) => {
    const list = (await (await request.get('/api/v1/catalog/fasady-pvh/')).json()) as { products: { code: string }[] };
    await page.goto(`/catalog/fasady-pvh/${list.products[0]!.code}`);
    await waitForHydration(page, 'main button');
    await page.getByRole('main').getByRole('button', { name: button, exact: true }).click();
  };

const FORMS: FormCase[] = [
  {
    name: 'call-back',
    title: 'Мы вам перезвоним:',
    submit: 'Отправить',
    open: fromFooter('заказать звонок'),
    fields: [NAME, { label: 'Телефон', valid: '9123456789', rule: { value: '912345', message: PHONE_WRONG } }, MESSAGE],
    file: false,
    phoneToo: true,
  },
  {
    name: 'question (simple feedback)',
    title: 'Задать вопрос',
    submit: 'Отправить',
    open: async (page) => {
      await openHome(page);
      await page.getByRole('banner').getByRole('button', { name: 'Задать вопрос' }).click();
    },
    fields: [{ ...CONTACT, rule: { value: '8 912 34', message: PHONE_WRONG } }, MESSAGE],
    file: false,
    only: 'desktop',
    consentGiven: true,
  },
  {
    name: 'message to us',
    title: 'Напишите нам:',
    submit: 'Отправить',
    open: fromMobileMenu('Помощь'),
    fields: [NAME, CONTACT, MESSAGE],
    file: false,
    only: 'mobile',
  },
  {
    name: 'feedback after the type choice',
    title: 'Напишите нам:',
    submit: 'Отправить',
    open: async (page, context) => {
      await fromMobileMenu('Обратная связь')(page, context);
      const choice = page.getByRole('dialog', { name: 'Выберите способ связи' });
      await expect(choice.getByRole('button', { name: 'Обратный звонок' })).toBeVisible();
      await choice.getByRole('button', { name: 'Обратная связь' }).click();
    },
    fields: [NAME, CONTACT, MESSAGE],
    file: false,
    only: 'mobile',
  },
  {
    name: 'samples order',
    title: 'Заказ образцов',
    submit: 'Заказать образцы',
    open: fromProductPage('Заказать образцы'),
    fields: [NAME, CONTACT, MESSAGE],
    file: false,
  },
  {
    name: 'product request',
    title: 'Заявка на товар:',
    submit: 'Отправить',
    open: fromProductPage('Заказать'),
    fields: [CONTACT, CITY, MESSAGE],
    file: true,
    phoneToo: true,
  },
  {
    name: 'order form message',
    title: 'Оформить заказ:',
    submit: 'Отправить',
    open: fromFooter('Отправить заказ'),
    fields: [CITY, CONTACT, MESSAGE],
    file: true,
  },
  {
    name: 'resume',
    title: 'Отправить резюме:',
    submit: 'Отправить',
    open: fromFooter('Отправить резюме'),
    fields: [NAME, { label: 'E-mail', valid: 'petr@example.ru', rule: { value: 'petr example.ru', message: EMAIL_WRONG } }, { label: 'О себе', valid: 'Столяр, 10 лет опыта' }],
    file: true,
    sent: { title: 'Резюме отправлено', message: 'Мы прочитаем его и свяжемся с вами, если найдётся подходящая вакансия.' },
  },
  {
    name: 'subscribe',
    title: 'Подписка на новости',
    submit: 'Подписаться',
    open: fromFooter('Подписаться на новости'),
    fields: [{ label: 'E-mail', valid: 'reader@example.ru', rule: { value: 'reader@example', message: EMAIL_WRONG } }],
    file: false,
    sent: { title: 'Вы подписаны на новости', message: 'Письма будут приходить на указанный адрес.' },
  },
];

const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

for (const form of FORMS) {
  test.describe(`form: ${form.name}`, () => {
    test.skip(({ isMobile }) => form.only !== undefined && (form.only === 'mobile') !== isMobile, `its entry point is on ${form.only ?? ''} only`);

    const open = async (page: Page, isMobile: boolean, request: APIRequestContext) => {
      await form.open(page, { isMobile, request });
      const dialog = page.getByRole('dialog', { name: form.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('form')).toBeVisible();
      return dialog;
    };

    test('the happy path ends in its confirmation («Ваша заявка отправлена» for a request), which closes itself; the form is cleared', { tag: form.only || form.phoneToo ? [] : ONE_WIDTH }, async ({ page, isMobile, request }) => {
      const dialog = await open(page, isMobile, request);
      for (const { label, valid } of form.fields) await field(dialog, label).fill(valid);
      if (form.file) {
        await dialog.getByLabel('Прикрепить файл').setInputFiles(pdfFile());
        await expect(dialog.getByText('Смета.pdf')).toBeVisible();
      }
      await giveConsent(dialog, form.submit);
      await dialog.getByRole('button', { name: form.submit }).click();
      await expectRequestSent(page, form.sent);
      await expect(dialog).toBeHidden();

      await open(page, isMobile, request);
      const again = page.getByRole('dialog', { name: form.title });
      for (const { label, valid } of form.fields) await expect(field(again, label)).not.toHaveValue(valid);
    });

    test('each validation message shows, and editing a field clears its own', { tag: form.only === 'mobile' ? [] : ONE_WIDTH }, async ({ page, isMobile, request }) => {
      // Every field twice over plus an axe pass: ~25 s on a busy 2-core machine, near the default 30.
      test.setTimeout(60_000);
      const dialog = await open(page, isMobile, request);
      for (const { label } of form.fields) await field(dialog, label).fill('');
      await giveConsent(dialog, form.submit);
      const submit = dialog.getByRole('button', { name: form.submit });
      await submit.click();
      for (const { label } of form.fields) await expect(field(dialog, label)).toHaveAccessibleDescription(REQUIRED);
      await expect(dialog.getByRole('alert')).toHaveCount(form.fields.length);
      await expectAccessible(page);

      const [first, ...rest] = form.fields;
      await field(dialog, first!.label).fill(first!.valid);
      await expect(field(dialog, first!.label)).not.toHaveAccessibleDescription(REQUIRED);
      await expect(dialog.getByRole('alert')).toHaveCount(rest.length);

      for (const { label, valid } of rest) await field(dialog, label).fill(valid);
      for (const { label, valid, rule } of form.fields) {
        if (!rule) continue;
        await field(dialog, label).fill(rule.value);
        await submit.click();
        await expect(field(dialog, label)).toHaveAccessibleDescription(rule.message);
        await field(dialog, label).fill(valid);
        await expect(dialog.getByText(rule.message)).toBeHidden();
      }
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: (form.sent ?? REQUEST_SENT).title })).toHaveCount(0);
    });

    test('the button waits for the privacy consent, whose link opens /privacy', { tag: form.only === 'mobile' ? [] : ONE_WIDTH }, async ({ page, isMobile, request }) => {
      const dialog = await open(page, isMobile, request);
      const consent = dialog.getByRole('checkbox', { name: 'Принимаю условия обработки персональных данных' });
      const submit = dialog.getByRole('button', { name: form.submit });
      await expect(consent).toBeChecked({ checked: form.consentGiven === true });
      if (form.consentGiven) await consent.uncheck();
      await expect(submit).toBeDisabled();
      await consent.check();
      await expect(submit).toBeEnabled();
      const link = dialog.getByRole('link', { name: 'условия обработки персональных данных' });
      await expect(link).toHaveAttribute('href', '/privacy');
      await expect(link).toHaveAttribute('target', '_blank');
    });

    if (form.file) {
      test('a file of a wrong type and an over-size file are refused with a message', { tag: form.only === 'mobile' ? [] : ONE_WIDTH }, async ({ page, isMobile, request }) => {
        const dialog = await open(page, isMobile, request);
        const input = dialog.getByLabel('Прикрепить файл');
        await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
        await expect(dialog.getByText(FILE_TYPE_WRONG)).toBeVisible();
        await expect(dialog.getByText('setup.exe')).toHaveCount(0);

        await chooseLargeFile(input, 'big.pdf', 10 * 1024 * 1024 + 1);
        await expect(dialog.getByText(FILE_TOO_LARGE)).toBeVisible();
        await expect(dialog.getByText(FILE_TYPE_WRONG)).toHaveCount(0);
        await expect(dialog.getByText('big.pdf')).toHaveCount(0);

        await input.setInputFiles(pdfFile('Резюме.pdf'));
        await expect(dialog.getByText(FILE_TOO_LARGE)).toHaveCount(0);
        await expect(dialog.getByText('Резюме.pdf')).toBeVisible();
        await dialog.getByRole('button', { name: 'Удалить файл Резюме.pdf' }).click();
        await expect(dialog.getByText('Резюме.pdf')).toHaveCount(0);
      });
    }
  });
}

test.describe('form details', { tag: ONE_WIDTH }, () => {
  test('the call-back message starts as the page address; the phone is masked', async ({ page, isMobile, request }) => {
    await fromFooter('заказать звонок')(page, { isMobile, request });
    const dialog = page.getByRole('dialog', { name: 'Мы вам перезвоним:' });
    await expect(field(dialog, 'Сообщение')).toHaveValue(new URL('/', page.url()).href);
    const phone = field(dialog, 'Телефон');
    await phone.pressSequentially('89123456789');
    await expect(phone).toHaveValue('+7 (912)-345-67-89');
    await phone.press('Backspace');
    await expect(phone).toHaveValue('+7 (912)-345-67-8');
  });

  test('the samples order starts with its preset message', async ({ page, isMobile, request }) => {
    await fromProductPage('Заказать образцы')(page, { isMobile, request });
    const dialog = page.getByRole('dialog', { name: 'Заказ образцов' });
    await expect(field(dialog, 'Сообщение')).toHaveValue('Запрос через форму заказа образцов');
  });

  test('a product request from a product page names the product and its page', async ({ page, isMobile, request }) => {
    await fromProductPage('Заказать')(page, { isMobile, request });
    const list = (await (await request.get('/api/v1/catalog/fasady-pvh/')).json()) as { products: { title: string; code: string }[] };
    const title = list.products[0]!.title;
    const dialog = page.getByRole('dialog', { name: `Заявка на товар: ${title}` });
    await expect(dialog).toBeVisible();
    // The options chosen on the page ('Ваш выбор: …') go into the request under the product's name.
    const chosen = async () => ((await page.getByText('Ваш выбор:').locator('..').textContent()) ?? '').trim();
    await expect(field(dialog, 'Сообщение')).toHaveValue(`${title}\n${await chosen()}\n${page.url()}\n`);

    // The contact typed is kept for the next request; the text is the next product's own.
    await field(dialog, 'Телефон или e-mail').fill('zakaz@example.ru');
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'form_product-request')?.value ?? '').toContain('zakaz');
    await page.keyboard.press('Escape');
    const next = list.products[1]!;
    await page.goto(`/catalog/fasady-pvh/${next.code}`);
    await waitForHydration(page, 'main button');
    await page.getByRole('main').getByRole('button', { name: 'Заказать', exact: true }).click();
    const nextDialog = page.getByRole('dialog', { name: `Заявка на товар: ${next.title}` });
    await expect(field(nextDialog, 'Сообщение')).toHaveValue(`${next.title}\n${await chosen()}\n${page.url()}\n`);
    await expect(field(nextDialog, 'Телефон или e-mail')).toHaveValue('zakaz@example.ru');
  });

  test('a half-written form survives a reload through its cookie', async ({ page, context, isMobile, request }) => {
    await fromFooter('Отправить резюме')(page, { isMobile, request });
    const dialog = page.getByRole('dialog', { name: 'Отправить резюме:' });
    await field(dialog, 'О себе').fill('Черновик резюме');
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'form_resume')?.value ?? '')
      .toContain(encodeURIComponent('Черновик резюме'));
    const cookie = (await context.cookies()).find((c) => c.name === 'form_resume');
    // Midnight of the visitor's day, in the browser's time zone.
    const midnight = await page.evaluate(() => new Date().setHours(24, 0, 0, 0));
    expect(Math.abs(cookie!.expires * 1000 - midnight)).toBeLessThan(2000);

    await page.reload();
    await fromFooter('Отправить резюме')(page, { isMobile, request });
    await expect(field(page.getByRole('dialog', { name: 'Отправить резюме:' }), 'О себе')).toHaveValue('Черновик резюме');
  });

  test('a second click while sending sends nothing more', async ({ page, isMobile, request }) => {
    let posts = 0;
    // The request is held until the second click has been made, so the form is surely still sending.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/form/callback/', async (route) => {
      posts += 1;
      await held;
      await route.continue();
    });
    await fromFooter('заказать звонок')(page, { isMobile, request });
    const dialog = page.getByRole('dialog', { name: 'Мы вам перезвоним:' });
    await field(dialog, 'Ваше имя').fill('Иван');
    await field(dialog, 'Телефон').fill('9123456789');
    await giveConsent(dialog, 'Отправить');
    const submit = dialog.getByRole('button', { name: 'Отправить' });
    await submit.click();
    await expect(submit).toBeDisabled();
    await submit.dispatchEvent('click');
    release();
    await expectRequestSent(page);
    expect(posts).toBe(1);
  });

  test('server field errors land on their fields', async ({ page, isMobile, request }) => {
    await page.route('**/api/v1/form/order/', (route) =>
      route.fulfill({ status: 400, json: { errorMessage: 'Неверные параметры запроса', errors: { city: 'Такого города нет' } } }),
    );
    await fromFooter('Отправить заказ')(page, { isMobile, request });
    const dialog = page.getByRole('dialog', { name: 'Оформить заказ:' });
    for (const { label, valid } of [CITY, CONTACT, MESSAGE]) await field(dialog, label).fill(valid);
    await giveConsent(dialog, 'Отправить');
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(field(dialog, 'Город')).toHaveAccessibleDescription('Такого города нет');
    await field(dialog, 'Город').fill('Казань!');
    await expect(dialog.getByText('Такого города нет')).toHaveCount(0);
  });
});
