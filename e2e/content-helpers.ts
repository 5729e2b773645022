import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export { acceptCookies, waitForHydration } from './helpers/page-ready';

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


export const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Навигационная цепочка' });

/** Clicks with the target in the middle of the viewport, clear of the header that sticks to the top. */
export async function clickCentered(locator: Locator): Promise<void> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await locator.click();
}
