import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from '@playwright/test';
import { cacheTags } from '../api-client/cache';
import { expect, test } from './helpers/test';
import { ONE_WIDTH } from './helpers/projects';
import { specPort, startBackend, startSite, type Spawned } from './helpers/servers';
import { DEALER, signInByApi } from './helpers/session';
import { expectInert, PAYLOADS, watchDialogs } from './helpers/xss';

/**
 * Issue #11: OWASP payloads in every CMS HTML field the server renders. The CMS has no write API, so the spec's own
 * backend is seeded, stopped, its database given the payloads and started again; its own site serves a copy of the
 * build, so that neither the pages nor the data cached here reach the shared e2e site (and none of theirs reach here).
 */
const API_PORT = specPort(60);
const SITE_PORT = specPort(61);
const REVALIDATE_SECRET = 'e2e-xss-revalidate-secret';
/** Text the CMS fields get before the payloads: seeing it proves the page shows the poisoned field, not a cached one. */
const MARKER = 'Безопасный текст CMS';
const POISON = `<p>${MARKER}</p>${PAYLOADS.join('')}`;

let dataDir = '';
let distCopy = '';
let backend: Spawned | undefined;
let site: Spawned | undefined;
const paths = { filial: '', contentPage: '' };
const origin = () => site?.origin ?? '';

/** Appends the payloads to every CMS HTML field of the seeded database. */
async function poison(dir: string): Promise<void> {
  const db = await PGlite.create(dir);
  try {
    for (const [table, column] of [
      ['products', 'content'],
      ['blog_articles', 'content'],
      ['pages', 'content'],
      ['content_pages', 'content'],
      ['filial_contents', 'content'],
      ['stock_offers', 'message'],
      ['custom_contents', 'content'],
      ['sections', 'description'],
    ] as const) {
      await db.query(`update ${table} set ${column} = ${column} || $1`, [POISON]);
    }
    await db.query(
      `update pages set blocks = (select jsonb_agg(case when jsonb_typeof(b->'value') = 'string' then jsonb_set(b, '{value}', to_jsonb((b->>'value') || $1)) else b end) from jsonb_array_elements(blocks) b) where jsonb_array_length(blocks) > 0`,
      [POISON],
    );
    await db.query(`update site_properties set data = jsonb_set(data, '{privacyText}', to_jsonb(coalesce(data->>'privacyText', '') || $1))`, [POISON]);
    paths.filial = `/contacts/${(await db.query<{ id: number }>('select shop_id as id from filial_contents order by shop_id limit 1')).rows[0]?.id}`;
    paths.contentPage = `/${(await db.query<{ path: string }>('select path from content_pages order by id limit 1')).rows[0]?.path}`;
  } finally {
    await db.close();
  }
}

/** Opens the page until it shows the poisoned field: a purged page is served stale once while it renders afresh. */
async function openPoisoned(page: Page, pathname: string): Promise<void> {
  await expect(async () => {
    await page.goto(`${origin()}${pathname}`);
    await expect(page.getByText(MARKER).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

test.describe('XSS payloads in CMS HTML stay inert', { tag: ONE_WIDTH }, () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'fasady-e2e-xss-'));
    const seeding = await startBackend(API_PORT, dataDir);
    await seeding.stop();
    await poison(dataDir);
    backend = await startBackend(API_PORT, dataDir);

    const dist = process.env.NEXT_DIST_DIR ?? '.next';
    distCopy = `.next-xss-${SITE_PORT}`;
    rmSync(distCopy, { recursive: true, force: true });
    cpSync(dist, distCopy, { recursive: true, filter: (source) => source !== path.join(dist, 'cache') });
    site = await startSite(SITE_PORT, backend.origin, '/api/v1/health', undefined, { NEXT_DIST_DIR: distCopy, REVALIDATE_SECRET });
    // The copied build's pages hold the seed as it was at build time: purged, they render from the poisoned data.
    const purge = await fetch(`${origin()}/api/revalidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${REVALIDATE_SECRET}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tags: Object.values(cacheTags) }),
    });
    expect(purge.status).toBe(200);
  });

  test.afterAll(async () => {
    test.setTimeout(30_000);
    await site?.stop();
    await backend?.stop();
    if (distCopy) rmSync(distCopy, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('on every public page built from CMS HTML', async ({ page }) => {
    test.setTimeout(180_000);
    const dialogs = watchDialogs(page);
    const pages = ['/', '/about', '/contacts', paths.filial, '/privacy', '/catalog/fasady-pvh/fasad-verona', '/blog', '/blog/sovety/kak-vybrat-fasady-dlya-kuhni', paths.contentPage];
    for (const pathname of pages) {
      await test.step(pathname, async () => {
        await openPoisoned(page, pathname);
        await expect(page.getByRole('link', { name: 'ссылка-ловушка', exact: true })).toHaveCount(0);
        await expectInert(page);
      });
    }
    expect(dialogs).toEqual([]);
  });

  test('in the popup of a footer link and in the order-type chooser of the cabinet', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await openPoisoned(page, '/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Заказать образцы' }).click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByText(MARKER)).toBeVisible();
    await expectInert(page);
    await page.keyboard.press('Escape');

    await signInByApi(page, DEALER.login, DEALER.password, origin());
    await page.goto(`${origin()}/profile/order-list`);
    await page.getByRole('main').getByRole('button', { name: 'Новый заказ' }).click();
    await page.getByRole('dialog', { name: 'Выберите способ создания заказа' }).getByRole('button', { name: /Калькулятор/ }).click();
    const chooser = page.getByRole('dialog', { name: 'Выберите вид заказа' });
    await expect(chooser.getByText(MARKER).first()).toBeVisible();
    await expectInert(page);
    expect(dialogs).toEqual([]);
  });
});
