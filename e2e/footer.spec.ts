import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

test.describe('footer', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'confirmCookie', value: 'Y', url: baseURL! },
      { name: 'city_id', value: '1', url: baseURL! },
      { name: 'city_name', value: encodeURIComponent('Москва'), url: baseURL! },
    ]);
  });

  test('shows the texts, contacts, city, shops with hours and socials', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Мебельные фасады, которые служат годами')).toBeVisible();
    await expect(footer.getByText(/Фабрика «Фасадия» с 2009 года/)).toBeVisible();
    await expect(footer.getByText('© 2009–2026 Фабрика фасадов «Фасадия». Все права защищены.')).toBeVisible();
    await expect(footer.getByRole('link', { name: '+7 (800) 555-35-35' })).toHaveAttribute('href', 'tel:+78005553535');
    await expect(footer.getByText('Бесплатно по России')).toBeVisible();
    await expect(footer.getByRole('button', { name: 'заказать звонок' })).toBeVisible();
    await expect(footer.getByText('Пишите')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'info@fasadia.ru' })).toHaveAttribute('href', 'mailto:info@fasadia.ru');
    await expect(footer.getByRole('button', { name: 'Москва' })).toBeVisible();
    const shops = footer.getByRole('list', { name: 'Магазины города' });
    await expect(shops.getByText('г. Москва, ул. Складочная, д. 1, стр. 18')).toBeVisible();
    await expect(shops.getByText('График работы:')).toHaveCount(3);
    await expect(shops.getByText('Пн–Пт: 09:00–19:00').first()).toBeVisible();
    await expect(footer.getByText('Мы в соцсетях', { exact: true })).toBeVisible();
    await expect(footer.getByRole('list', { name: 'Мы в соцсетях' }).getByRole('link', { name: 'ВКонтакте' })).toBeVisible();
  });

  test('«заказать звонок» and a popup link open modals', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'заказать звонок' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    if (!isDesktop(page)) await footer.locator('summary', { hasText: 'Покупателям' }).click();
    await footer.getByRole('button', { name: 'Заказать образцы' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('three columns of links on desktop', async ({ page }) => {
    test.skip(!isDesktop(page), 'columns are the desktop layout');
    await page.goto('/');
    const nav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Меню в подвале' });
    for (const heading of ['Покупателям', 'Дилерам', 'О компании']) {
      await expect(nav.getByText(heading, { exact: true }).filter({ visible: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Каталог продукции' })).toHaveAttribute('href', '/catalog');
    await expect(nav.getByRole('link', { name: 'Где купить' })).toHaveAttribute('href', '/contacts');
    await expect(nav.getByRole('button', { name: 'Запросить прайс-лист' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/privacy');
    await expect(nav.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('target', '_blank');
    // The groups are columns here: no accordion summary to open, and the mobile-only links stay out.
    await expect(nav.locator('summary').filter({ visible: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Каталог продукции' })).toBeVisible();
  });

  test('accordion groups on mobile, with the mobile links only', async ({ page }) => {
    test.skip(isDesktop(page), 'the accordion is the mobile layout');
    await page.goto('/');
    const nav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Меню в подвале' });
    const buyers = nav.locator('details', { hasText: 'Покупателям' });
    const catalog = buyers.getByRole('link', { name: 'Каталог продукции' });
    await expect(catalog).toBeHidden();
    await buyers.locator('summary').click();
    await expect(catalog).toBeVisible();
    await expect(catalog).toHaveAttribute('href', '/catalog');
    await expect(nav.getByRole('link', { name: 'Где купить' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Запросить прайс-лист' })).toHaveCount(0);
    await buyers.locator('summary').click();
    await expect(catalog).toBeHidden();
  });

  test('the arrow scrolls smoothly back to the top', async ({ page }) => {
    await page.goto('/');
    // The city's shops appear once the page is interactive; scroll after that, on the final height.
    await expect(page.getByRole('contentinfo').getByRole('list', { name: 'Магазины города' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const start = await page.evaluate(() => window.scrollY);
    expect(start).toBeGreaterThan(300);
    // Record the position on every frame until the top, rather than sampling after a sleep.
    const positions = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const deadline = performance.now() + 5000;
          const sample = () => {
            seen.push(window.scrollY);
            if (window.scrollY === 0 || performance.now() > deadline) resolve(seen);
            else requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        }),
    );
    await page.getByRole('contentinfo').getByRole('button', { name: 'Наверх' }).click();
    const seen = await positions;
    expect(seen.at(-1)).toBe(0);
    // A smooth scroll passes through positions between the start and the top; a jump does not.
    expect(seen.filter((y) => y > 0 && y < start).length).toBeGreaterThan(2);
  });

  test('from the keyboard, the arrow takes focus up with the page', async ({ page }) => {
    await page.goto('/');
    const toTop = page.getByRole('contentinfo').getByRole('button', { name: 'Наверх' });
    await toTop.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
