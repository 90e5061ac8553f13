/**
 * Every public page (site-and-portals.md §2.4, §2.6–§2.12): answers 200 with its own title and description,
 * shows the texts the spec quotes, logs no browser errors, and is prerendered (its main heading is in the HTML
 * before any script runs). Unknown paths answer 404 with the not-found page.
 */
import { expect, test } from './support/fixtures';
import { BRAND, PUBLIC_PAGES } from './support/site';
import { sectionWithHeading } from './support/ui';

/** The `<title>` and meta description of a raw HTML document. */
function headOf(html: string): { title: string; description: string } {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(html)?.[1] ?? '';
  return { title: title.trim(), description: description.trim() };
}

test.describe('public pages', () => {
  for (const { path, name, heading, texts } of PUBLIC_PAGES) {
    test(`${name} (${path}) answers 200 with its own title, a description and the spec texts`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status(), `HTTP status of ${path}`).toBe(200);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{19,}/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      for (const text of texts) {
        await expect(page.getByText(text).first(), `text ${String(text)} on ${path}`).toBeVisible();
      }
    });

    test(`${name} (${path}) is prerendered: its heading and texts are there without JavaScript`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      try {
        const page = await context.newPage();
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
        for (const text of texts) {
          await expect(page.getByText(text).first(), `prerendered text ${String(text)}`).toBeAttached();
        }
      } finally {
        await context.close();
      }
    });
  }

  test('every page has its own document title and description in its HTML', async ({ request }) => {
    const heads = new Map<string, { title: string; description: string }>();
    for (const { path } of PUBLIC_PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const head = headOf(await response.text());
      expect(head.title, `title of ${path}`).not.toBe('');
      expect(head.description, `description of ${path}`).not.toBe('');
      heads.set(path, head);
    }
    const titles = [...heads.values()].map((head) => head.title);
    expect(new Set(titles).size, `titles must differ per page: ${titles.join(' / ')}`).toBe(titles.length);
    const descriptions = [...heads.values()].map((head) => head.description);
    expect(new Set(descriptions).size, 'descriptions must differ per page').toBe(descriptions.length);
    expect(heads.get('/touring-services')?.title).toContain('Touring Services');
    for (const head of heads.values()) expect(head.title).toContain(BRAND);
  });

  test('home: hero, artists, releases, store, call to action, news and structured data (§2.4)', async ({
    page,
  }) => {
    await page.goto('/');

    await expect(page.getByText('Discover extraordinary talent. Shape the future of music.')).toBeVisible();
    const demo = page.getByRole('link', { name: /Submit Demo to A&R/ });
    await expect(demo).toBeVisible();
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute('href', /^https?:\/\//);

    // Artists: 7, each linking out, one labelled Producer.
    const artists = sectionWithHeading(page, /artists/i)
      .last()
      .locator('a[href^="http"]');
    await expect(artists).toHaveCount(7);
    await expect(artists.filter({ hasText: 'Producer' })).toHaveCount(1);
    for (const link of await artists.all()) await expect(link).toHaveAttribute('href', /^https?:\/\//);

    // Latest Releases: 5, each linking to an external release page.
    const releases = sectionWithHeading(page, 'Latest Releases').locator('a[href^="http"]');
    await expect(releases).toHaveCount(5);
    for (const link of await releases.all()) await expect(link).toHaveAttribute('href', /^https?:\/\//);

    // Store: 'Shop All' and 8 items, all linking to the shop.
    const shopAll = page.getByRole('link', { name: /Shop All/ });
    await expect(shopAll).toBeVisible();
    await expect(shopAll).toHaveAttribute('target', '_blank');
    const shopUrl = await shopAll.getAttribute('href');
    expect(shopUrl).toMatch(/^https?:\/\//);
    const store = page.locator('section').filter({ has: shopAll });
    const items = store.getByRole('link').filter({ hasNotText: /Shop All/ });
    await expect(items).toHaveCount(8);
    for (const link of await items.all())
      await expect(link).toHaveAttribute('href', new RegExp(`^${shopUrl}`));

    // Call to action.
    await expect(page.getByText('JOIN THE MOVEMENT')).toBeVisible();
    const program = page.getByRole('link', { name: /Artist Development Program/ });
    await expect(program).toHaveAttribute('href', '/artist-development');
    const strategy = page.getByRole('link', { name: /Book Strategy Call/ });
    await expect(strategy).toHaveAttribute('target', '_blank');
    await expect(strategy).toHaveAttribute('href', /^https?:\/\//);

    // News: 3 articles, with structured data describing them as news articles published by the group.
    const news = sectionWithHeading(page, /news/i).getByRole('article');
    await expect(news).toHaveCount(3);
    for (const category of ['Announcements', 'Touring', 'Releases']) {
      await expect(news.filter({ has: page.getByText(category, { exact: true }) }), category).toHaveCount(1);
    }
    for (const article of await news.all()) {
      await expect(article.locator('img')).toHaveCount(1);
      await expect(article.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
    }
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    const articles: Record<string, unknown>[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(collect);
      if (value === null || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      const type = record['@type'];
      if (type === 'NewsArticle' || (Array.isArray(type) && type.includes('NewsArticle')))
        articles.push(record);
      Object.values(record).forEach(collect);
    };
    for (const text of jsonLd) collect(JSON.parse(text));
    expect(articles, 'NewsArticle items in the JSON-LD').toHaveLength(3);
    for (const article of articles) {
      const publisher = article.publisher as { name?: string } | string | undefined;
      expect(typeof publisher === 'string' ? publisher : publisher?.name).toBe(BRAND);
      expect(article.headline ?? article.name).toBeTruthy();
      expect(String(article.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
  });

  test('subsidiaries: three labels est. 2023, 2015 and 2022, each with a visit link (§2.6)', async ({
    page,
  }) => {
    await page.goto('/subsidiaries');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(3);
    const years = ['2023', '2015', '2022'];
    for (const [index, year] of years.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(new RegExp(`est\\.? ${year}`, 'i'));
      await expect(card.getByRole('listitem')).toHaveCount(3);
      const visit = card.getByRole('link', { name: /visit/i });
      await expect(visit).toHaveAttribute('target', '_blank');
      await expect(visit).toHaveAttribute('href', /^https?:\/\//);
    }
  });

  test("schedule: 'Let's talk business', a consultation card and the closing call to action (§2.7)", async ({
    page,
  }) => {
    await page.goto('/schedule');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/let['’]s talk business/i);
    await expect(page.getByText(/30-minute/i).first()).toBeVisible();
    const booking = page.getByRole('main').locator('a[target="_blank"]');
    expect(await booking.count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('main').getByRole('link', { name: /message/i })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('roster: six artists, each Featured or Rising, with a listen link (§2.8)', async ({ page }) => {
    await page.goto('/roster');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.getByText(/^(Featured|Rising)$/)).toHaveCount(1);
      const listen = card.getByRole('link', { name: /listen/i });
      await expect(listen).toHaveAttribute('target', '_blank');
      await expect(listen).toHaveAttribute('href', /^https?:\/\//);
    }
    await expect(page.getByRole('main').locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="/schedule"]').first()).toBeVisible();
  });

  test('contact: two addresses and the business hours (§2.9)', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText('Monday-Friday 9 AM-6 PM EST')).toBeVisible();
    const addresses = await page
      .getByRole('main')
      .locator('a[href^="mailto:"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
    expect(addresses.length, `distinct mailto addresses: ${addresses.join(', ')}`).toBeGreaterThanOrEqual(2);
  });

  test('artist intake: the heading and the exact program sentence (§2.10)', async ({ page }) => {
    await page.goto('/artist-intake');
    await expect(page.getByRole('heading', { level: 1, name: 'Artist Development Program' })).toBeVisible();
    await expect(
      page.getByText(
        'Join our exclusive 6-month artist development program designed to elevate your music career to the next level.',
        { exact: true },
      ),
    ).toBeVisible();
  });

  test('touring services: title, four service cards and a 4-step How It Works (§2.11)', async ({ page }) => {
    await page.goto('/touring-services');
    await expect(page).toHaveTitle(/Touring Services/);
    for (const title of [
      'Tour Route Planning',
      'Venue & Promoter Outreach',
      'Marketing & Promotion',
      'Pipeline Access',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    const steps = sectionWithHeading(page, 'How It Works').getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(page.getByRole('heading', { name: "Let's Plan Your Tour" })).toBeVisible();
  });
});

test.describe('not found', () => {
  // The browser reports the document's own 404 status as a failed resource load; that is the point here.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown path answers 404 with the not-found page and a link home (§2.12)', async ({ page }) => {
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/not found/i);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    const home = page.getByRole('main').getByRole('link').filter({ hasText: /home/i });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL('/');
  });
});
