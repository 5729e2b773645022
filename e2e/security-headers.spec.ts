import { createServer } from 'node:http';
import { expect, test } from './helpers/test';
import { specPort } from './helpers/servers';
import { ONE_WIDTH } from './helpers/projects';
import { signInByApi, DEALER } from './helpers/session';
import { baseURL } from '../playwright.config';

/** Issue #11: the headers of every kind of response, and the policy doing its job in Chromium. */
const SITE_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()',
};

const nonceOf = (policy: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? '';

test.describe('security headers', { tag: ONE_WIDTH }, () => {
  test("the bench's cache probe hears whether a page was cached; a visitor's answer says nothing of it", async ({ request }) => {
    await request.get('/contacts');
    const probed = (await request.get('/contacts', { headers: { 'X-Cache-Probe': '1' } })).headers();
    expect(probed['x-site-cache'] === 'HIT' || /HIT|STALE/.test(probed['x-nextjs-cache'] ?? '')).toBe(true);
    expect(probed['cache-control']).toBe('private, no-cache');
    const visitor = (await request.get('/contacts')).headers();
    expect(visitor['x-site-cache']).toBeUndefined();
    expect(visitor['x-nextjs-cache']).toBeUndefined();
  });

  test('every HTML page carries the headers and a policy whose fresh nonce is on each of its scripts', async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of ['/', '/', '/catalog', '/gallery', '/sign-in', '/profile/order-list', '/no-such-page']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers).toMatchObject(SITE_HEADERS);
      expect(headers['x-powered-by']).toBeUndefined();
      expect(headers.etag).toBeUndefined();
      expect(headers['x-nextjs-cache']).toBeUndefined();
      // The proxy's internal path (/gallery → /gallery-page/…) stays inside.
      expect(headers['x-middleware-rewrite']).toBeUndefined();
      // HTTP/1.1 keeps the connection without being told: 48 bytes of every page left out.
      expect(headers['keep-alive']).toBeUndefined();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      const nonce = nonceOf(policy);
      nonces.add(nonce);
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
    }
    // The home page twice: a cached page still gets a new nonce per response.
    expect(nonces.size).toBe(7);
    // So no shared cache may keep a page (the site keeps its own copies).
    for (const path of ['/', '/catalog/fasady-pvh', '/profile', '/no-such-page']) {
      expect((await request.get(path)).headers()['cache-control']).toBe('private, no-cache');
    }
  });

  test('static files and API answers carry the headers too, without a page policy on the files', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const file = await request.get(chunk);
    expect(file.status()).toBe(200);
    expect(file.headers()).toMatchObject(SITE_HEADERS);
    // Compressed once at start-up (in the background) and then served as is, to any client that accepts brotli.
    await expect
      .poll(async () => (await request.get(chunk, { headers: { 'Accept-Encoding': 'gzip, br' } })).headers()['content-encoding'])
      .toBe('br');
    const compressed = await request.get(chunk, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(compressed.headers()).toMatchObject({ ...SITE_HEADERS, 'cache-control': 'public, max-age=31536000, immutable', vary: 'Accept-Encoding' });
    const plain = await request.get(chunk, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect((await compressed.body()).equals(await plain.body())).toBe(true);
    const api = await request.get('/api/v1/catalog/sections/');
    expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
    expect(api.headers()['x-powered-by']).toBeUndefined();
    // Streamed to the backend by the site's own proxy: the backend's address stays inside.
    expect(api.headers()['x-middleware-rewrite']).toBeUndefined();
  });
});

test.describe('the policy in the browser', { tag: ONE_WIDTH }, () => {
  test.use({ cspViolationsExpected: true });

  test('an injected inline handler and a javascript: link do not run', async ({ page }) => {
    await signInByApi(page, DEALER.login, DEALER.password);
    await page.goto('/profile/order-list');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const violation = page.evaluate(
      () => new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true })),
    );
    await page.evaluate(() => {
      const probe = document.createElement('button');
      probe.textContent = 'Проба';
      probe.setAttribute('onclick', 'window.__pwned = true');
      document.querySelector('main')?.append(probe);
    });
    await page.getByRole('button', { name: 'Проба' }).click();
    expect(await violation).toMatch(/^script-src/);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  });

  test('another site cannot frame a page', async ({ page }) => {
    // A real server on another loopback origin: the browser treats a faked (routed) page as public and refuses it anyway.
    const framing = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(`<iframe title="чужой сайт" src="${baseURL}/"></iframe>`);
    });
    await new Promise<void>((resolve) => framing.listen(specPort(40), '127.0.0.1', resolve));
    try {
      const messages: string[] = [];
      page.on('console', (message) => messages.push(message.text()));
      await page.goto(`http://127.0.0.1:${specPort(40)}/`);
      await expect.poll(() => messages.find((text) => text.includes("frame-ancestors 'none'"))).toBeTruthy();
      // A framed page would render its header; the browser shows its own error page instead.
      await expect(page.frameLocator('iframe').getByRole('banner')).toHaveCount(0);
    } finally {
      framing.close();
    }
  });
});
