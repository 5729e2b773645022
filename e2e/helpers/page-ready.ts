import type { BrowserContext, Page } from '@playwright/test';

/** Client code is live once React has attached to an element (the footer's buttons unless told). */
export async function waitForHydration(page: Page, selector = 'footer button'): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/** The cookie notice has its own spec; elsewhere it would only cover the page. */
export async function acceptCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'confirmCookie', value: 'Y', url: baseURL ?? '' }]);
}
