import { expect, test } from './helpers/test';

test.describe('search engines', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'the answers do not depend on the width');

  test('sitemap.xml lists every public URL of the seed, each answering 200', async ({ request }) => {
    test.setTimeout(240_000);
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname + new URL(match[1] ?? '').search);
    expect(urls).toContain('/catalog/fasady-pvh/fasad-verona');
    expect(urls).toContain('/blog/sovety/kak-vybrat-fasady-dlya-kuhni');
    expect(urls).toContain('/dileram/usloviya/skidki/obyom');
    expect(urls).toContain('/catalog/fasady-pvh?page=2');
    expect(urls).toContain('/gallery?page=2');
    expect(urls).toContain('/review');
    // Each list once: /news is /blog/novosti at a second address, whose canonical is the section's.
    expect(urls).toContain('/blog/novosti');
    expect(urls).not.toContain('/news');
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((url) => /^\/catalog\/[^/]+\/[^/]+$/.test(url))).toHaveLength(61);
    expect(urls.filter((url) => /^\/blog\/[^/]+\/[^/?]+$/.test(url))).toHaveLength(30);
    expect(urls.filter((url) => url.startsWith('/contacts/'))).toHaveLength(10);
    const BATCH = 6;
    for (let start = 0; start < urls.length; start += BATCH) {
      const batch = urls.slice(start, start + BATCH);
      const statuses = await Promise.all(batch.map(async (url) => (await request.get(url, { maxRedirects: 0 })).status()));
      expect(Object.fromEntries(batch.map((url, index) => [url, statuses[index]]))).toEqual(Object.fromEntries(batch.map((url) => [url, 200])));
    }
  });

  test('robots.txt points to the sitemap and keeps the cabinet out', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Disallow: /profile');
    for (const internal of ['/catalog-page/', '/blog-page/', '/gallery-page/']) expect(text).toContain(`Disallow: ${internal}`);
    expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  test('a product page has Product JSON-LD with an offer, a breadcrumb list, canonical and Open Graph', async ({ page }) => {
    await page.goto('/catalog/fasady-pvh/fasad-verona');
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>));
    const product = data.find((item) => item['@type'] === 'Product');
    expect(product).toMatchObject({ '@context': 'https://schema.org', name: 'Фасад «Верона»', sku: 'fasad-verona' });
    expect(product?.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'RUB',
      lowPrice: 5900,
      availability: 'https://schema.org/MadeToOrder',
      url: expect.stringMatching(/\/catalog\/fasady-pvh\/fasad-verona$/),
    });
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(trail.itemListElement.map((item) => item.name)).toEqual(['Главная', 'Фасады в плёнке ПВХ', 'Фасад «Верона»']);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/catalog\/fasady-pvh\/fasad-verona$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Верона/);
    // The seed's product pictures are SVGs, which link previews do not show: the site's card stands in.
    const preview = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(preview).toMatch(/\/images\/og-default\.png$/);
    expect((await page.request.get(new URL(preview ?? '', page.url()).pathname)).headers()['content-type']).toBe('image/png');
  });

  test('a product without SEO data is described by its own text; a further page of a list names its page', async ({ page }) => {
    await page.goto('/catalog/fasady-pvh/fasad-bolonya');
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', /^Фасад «Болонья» — недорогой рамочный фасад/);
    expect((await description.getAttribute('content'))?.length).toBeLessThanOrEqual(160);
    await page.goto('/blog?page=2');
    await expect(page).toHaveTitle(/ — страница 2/);
    await expect(description).toHaveAttribute('content', / — страница 2$/);
  });

  test('a product priced on request has no Product markup, only its breadcrumbs', async ({ page }) => {
    await page.goto('/catalog/fasady-pvh/fasad-marsel');
    await expect(page.getByText('Цена по запросу').first()).toBeVisible();
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => (JSON.parse(script.textContent ?? '') as { '@type': string })['@type']));
    expect(types).toEqual(['BreadcrumbList']);
  });

  test('a branch page describes itself by its name and address, naming the city once', async ({ page }) => {
    await page.goto('/contacts/3');
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description).toMatch(/^.+: г\. Москва, ул\. Полярная/);
    expect(description.match(/Москва/g)).toHaveLength(1);
  });
});
