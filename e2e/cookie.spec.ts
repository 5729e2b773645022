import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';
import { ONE_WIDTH } from './helpers/projects';

const NOTICE = 'Уведомление о файлах cookie';

/** React marks the nodes it hydrated; before that a click reaches no handler. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('footer button');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
  });
}

test.describe('cookie notice', () => {
  test('appears on the first visit, closes on "Принять" and stays closed after a reload', async ({ page, context }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: NOTICE });
    await expect(notice).toBeVisible();
    const link = notice.getByRole('link', { name: 'условиями обработки персональных данных' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(link).toHaveAttribute('target', '_blank');
    await waitForHydration(page);
    await link.click();
    const terms = page.getByRole('dialog', { name: 'Политика обработки персональных данных' });
    await expect(terms.getByText(/Федеральным законом от 27.07.2006/)).toBeVisible();
    await terms.getByRole('button', { name: 'Закрыть' }).click();
    await expect(terms).toBeHidden();
    expect(page.url()).not.toContain('/privacy');

    // Answered from the keyboard: the bar goes, and focus moves to the page's start rather than to its body.
    await notice.getByRole('button', { name: 'Принять' }).focus();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused();
    const cookie = (await context.cookies()).find((entry) => entry.name === 'confirmCookie');
    expect(cookie?.value).toBe('Y');
    // 60 days, give or take the test's own duration.
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 59 * 24 * 3600);
    expect(await page.evaluate(() => localStorage.getItem('confirmCookie'))).toContain('"value":"Y"');

    await page.reload();
    await waitForHydration(page);
    await expect(notice).toBeHidden();
  });

  test('the web chat is offered before the notice is answered, above it, and takes its corner after «Принять»', async ({ page }) => {
    await page.goto('/contacts');
    const notice = page.getByRole('region', { name: NOTICE });
    const chat = page.getByRole('button', { name: /Онлайн-чат/ });
    await expect(notice).toBeVisible();
    await expect(chat).toBeVisible();
    const noticeBox = await notice.boundingBox();
    await expect.poll(async () => (await chat.boundingBox())?.y ?? Infinity).toBeLessThan(noticeBox?.y ?? 0);
    await notice.getByRole('button', { name: 'Принять' }).click();
    await expect(notice).toBeHidden();
    const viewport = page.viewportSize()?.height ?? 0;
    const gapBelow = async () => {
      const box = await chat.boundingBox();
      return box ? viewport - (box.y + box.height) : Infinity;
    };
    await expect.poll(gapBelow).toBeLessThanOrEqual(20);
  });

  test('the chat opened above the notice on a short phone keeps its title and close button on the screen', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'a short phone screen');
    await page.setViewportSize({ width: 375, height: 560 });
    await page.goto('/contacts');
    await expect(page.getByRole('region', { name: NOTICE })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('button', { name: /Онлайн-чат/ }).click();
    const window = page.getByRole('dialog', { name: 'Онлайн-чат' });
    const close = window.getByRole('button', { name: 'Закрыть чат' });
    await expect(close).toBeVisible();
    expect((await window.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await close.click();
    await expect(window).toBeHidden();
  });

  test('is the first thing after the skip link for the keyboard', { tag: ONE_WIDTH }, async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: NOTICE });
    await expect(notice).toBeVisible();
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('link', { name: 'условиями обработки персональных данных' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('button', { name: 'Принять' })).toBeFocused();
  });

  test('stays closed when only the localStorage entry is left', { tag: ONE_WIDTH }, async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('region', { name: NOTICE }).getByRole('button', { name: 'Принять' }).click();
    await context.clearCookies({ name: 'confirmCookie' });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: NOTICE })).toBeHidden();
  });

  test('accepting in one tab hides the notice in another open tab', { tag: ONE_WIDTH }, async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/catalog/fasady-pvh');
    await expect(first.getByRole('region', { name: NOTICE })).toBeVisible();
    await expect(second.getByRole('region', { name: NOTICE })).toBeVisible();

    await first.getByRole('region', { name: NOTICE }).getByRole('button', { name: 'Принять' }).click();
    await expect(first.getByRole('region', { name: NOTICE })).toBeHidden();
    await expect(second.getByRole('region', { name: NOTICE })).toBeHidden();
  });
});
