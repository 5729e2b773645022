import { expect, test } from './helpers/test';
import { signInByApi } from './helpers/session';
import { waitForHydration } from './helpers/auth-ui';

type Alert = { alert: { sectionSlug: string; slug: string; buttonText: string; buttonLink: string; noHide: boolean; showButton: boolean } | null };

test.describe('stock panel', () => {
  test('shows the offer, closes on the cross and stays closed for the session', async ({ page, context, baseURL, browser }) => {
    const response = await page.request.get('/api/v1/info/blogalert/');
    expect(response.status(), 'the blogalert endpoint answers').toBe(200);
    const { alert } = (await response.json()) as Alert;
    test.skip(!alert?.sectionSlug || alert.noHide, 'the demo offer must be shown and remembered when closed');
    await context.addCookies([{ name: 'confirmCookie', value: 'Y', url: baseURL! }]);

    await page.goto('/');
    const panel = page.getByRole('complementary', { name: 'Акция' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Скидка 15\u00a0%');
    if (alert!.showButton) {
      const href = alert!.buttonLink || `/blog/${alert!.sectionSlug}/${alert!.slug}`;
      await expect(panel.getByRole('link', { name: alert!.buttonText || 'Подробнее' })).toHaveAttribute('href', href);
    }
    await waitForHydration(page);
    await panel.getByRole('button', { name: 'Закрыть' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    // The cross went with the panel: focus is at the page's start, not lost.
    await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(panel).toBeHidden();

    // A new session shows it again.
    const fresh = await browser.newContext({ baseURL });
    const other = await fresh.newPage();
    await other.goto('/');
    await expect(other.getByRole('complementary', { name: 'Акция' })).toBeVisible();
    await fresh.close();
  });

  test('is not shown in the profile area', async ({ page }) => {
    // Signed in, so the cabinet's guard keeps the page at /profile/user instead of sending it to /sign-in.
    await signInByApi(page, 'dealer@example.com', 'dealer2026');
    await page.goto('/profile/user');
    await expect(page).toHaveURL(/\/profile\/user$/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Акция' })).toBeHidden();
  });

  test('is hidden in the profile area from the first paint, before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/profile/user');
    await expect(page.getByRole('complementary', { name: 'Акция', includeHidden: true })).toHaveCount(1);
    await expect(page.getByRole('complementary', { name: 'Акция' })).toBeHidden();
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Акция' })).toBeVisible();
    await context.close();
  });
});
