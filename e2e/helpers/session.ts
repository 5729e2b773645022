import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { TOKEN_EXPIRES_KEY, TOKEN_KEY } from '../../lib/session/token-storage';
import { baseURL } from '../../playwright.config';

export const DEALER = { login: 'dealer@example.com', password: 'dealer2026' };
export const STAFF = { login: 'manager@example.com', password: 'manager2026' };
/** The demo dealer's assistant, whose access code bm_user never gets the priority modal (spec §6). */
export const ASSISTANT = { login: 'assistant@example.com', password: 'assistant2026' };

/** `origin` is the shared e2e site unless a spec runs servers of its own (e2e/helpers/servers.ts). */
export async function apiToken(request: APIRequestContext, login: string, password: string, origin = ''): Promise<{ jwt: string; exp: number }> {
  const response = await request.post(`${origin}/api/v1/user/login`, { data: { login, password } });
  if (!response.ok()) throw new Error(`login answered ${response.status()}`);
  return (await response.json()) as { jwt: string; exp: number };
}

/** The user id in a session token (its `sub`). */
export function userIdOf(jwt: string): number {
  const claims = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return Number(claims.sub);
}

/** Signs in through the API of the site at `origin` and puts the session where it keeps it, before any page script runs. */
export async function signInByApi(page: Page, login: string, password: string, origin = baseURL): Promise<string> {
  const { jwt, exp } = await apiToken(page.request, login, password, origin);
  await page.context().addCookies([{ name: 'confirmCookie', value: 'Y', url: origin }]);
  await page.addInitScript(
    ([tokenKey, expiresKey, token, expires]) => {
      window.localStorage.setItem(tokenKey, token);
      window.localStorage.setItem(expiresKey, expires);
    },
    [TOKEN_KEY, TOKEN_EXPIRES_KEY, jwt, String(exp * 1000)] as const,
  );
  return jwt;
}

/** Opens a cabinet page (a path, or a URL on another site) and waits until its stream is connected and bound to the user. */
export async function openLive(page: Page, path: string): Promise<void> {
  // Listened for from the new document's commit: the page being left may still answer its own stream calls.
  await page.goto(path, { waitUntil: 'commit' });
  const bound = page.waitForResponse((response) => response.url().includes('/api/v1/sse/setUser') && response.ok());
  const connected = page.waitForResponse((response) => response.url().includes('/api/v1/sse/stream'));
  await page.waitForLoadState('load');
  await Promise.all([bound, connected]);
}

/**
 * Staff sends a notification (`{ to, title, text, priority?, shownotify? }`) through the API of the site at `origin`.
 * An ordinary one arrives quietly unless the test asks for its popup (`shownotify: true`); the popup would read it.
 */
export async function notifyByApi(request: APIRequestContext, staffJwt: string, data: Record<string, unknown>, origin = ''): Promise<void> {
  const response = await request.post(`${origin}/api/v1/notifications/notifications_create`, {
    headers: { 'X-API-Key': staffJwt },
    multipart: { notification_data: JSON.stringify({ shownotify: data.priority === true, ...data }) },
  });
  if (!response.ok()) throw new Error(`notifications_create answered ${response.status()}`);
}

/** An order workbook built in the test, as a dealer's file would be. */
export async function orderWorkbook(rows: (string | number)[][], header = ['№', 'Наименование', 'Модель', 'Высота', 'Ширина', 'Кол-во', 'Цвет']): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лист1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const sampleRows = (count: number) => Array.from({ length: count }, (_, i) => [i + 1, 'Фасад', 'Верона', 716, 396, 1 + (i % 3), 'белый']);

/** Creates an order through the API (for flows that start from an existing order). */
export async function createOrderByApi(request: APIRequestContext, jwt: string, rows = sampleRows(3), origin = ''): Promise<number> {
  const response = await request.post(`${origin}/api/v1/order/excel`, {
    headers: { 'X-API-Key': jwt },
    multipart: { file_order: { name: 'заказ.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await orderWorkbook(rows) } },
  });
  if (!response.ok()) throw new Error(`order create answered ${response.status()}`);
  return ((await response.json()) as { order: { id: number } }).order.id;
}

const run = promisify(execFile);

/** `npm run factory -- …` against the e2e backend, as the demo staff would play the factory. */
export async function factory(...args: string[]): Promise<string> {
  const apiPort = process.env.E2E_API_PORT ?? '3101';
  const { stdout } = await run('npx', ['tsx', 'scripts/factory.ts', ...args], { env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${apiPort}` } });
  return stdout;
}
