import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** The cookie notice has its own spec; elsewhere it would only cover the page. */
export async function acceptCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'confirmCookie', value: 'Y', url: baseURL ?? '' }]);
}

/** No critical or serious accessibility violations on the page as it stands, and its landmarks unambiguous. */
export async function expectAccessible(page: Page, { atEveryWidth = false } = {}): Promise<void> {
  // The scan takes seconds here: at 375 px only the pages that ask for it (the home page) are scanned.
  if (!atEveryWidth && (page.viewportSize()?.width ?? 0) < 1000) return;
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter(
    (violation) => violation.impact === 'critical' || violation.impact === 'serious' || violation.id.startsWith('landmark-'),
  );
  expect(severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Client islands respond only after hydration: wait for React on a footer button. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector('footer button');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
  });
}

export const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Навигационная цепочка' });

/** Clicks with the target in the middle of the viewport, clear of the header that sticks to the top. */
export async function clickCentered(locator: Locator): Promise<void> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await locator.click();
}
