import {expect, test, type APIRequestContext} from '@playwright/test';
import * as cheerio from 'cheerio';

import {allRoutes} from './support/routes';

const notFoundProbe = '/no-such-page-for-the-link-check';

interface CrawledPage {
  readonly status: number;
  readonly ids: ReadonlySet<string>;
  readonly links: readonly string[];
}

/** Internal link targets worth fetching; external links are listed but never requested (no network here). */
function internalTarget(href: string, from: string, origin: string): URL | null {
  if (/^(mailto:|tel:|javascript:|data:)/i.test(href)) return null;
  const url = new URL(href, new URL(from, origin));
  return url.origin === origin ? url : null;
}

async function crawl(request: APIRequestContext, origin: string): Promise<Map<string, CrawledPage>> {
  const pages = new Map<string, CrawledPage>();
  // The not-found page is crawled as a source of links through a path that does not exist.
  const queue: string[] = ['/', ...allRoutes, '/search', notFoundProbe];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (pages.has(path)) continue;
    const response = await request.get(path, {maxRedirects: 0});
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('text/html')) {
      pages.set(path, {status: response.status(), ids: new Set(), links: []});
      continue;
    }
    const $ = cheerio.load(await response.text());
    const ids = new Set<string>();
    $('[id], a[name]').each((_, element) => {
      const id = $(element).attr('id') ?? $(element).attr('name');
      if (id) ids.add(id);
    });
    const links: string[] = [];
    $('a[href], link[rel="canonical"], img[src], link[rel="stylesheet"], script[src]').each((_, element) => {
      const value = $(element).attr('href') ?? $(element).attr('src');
      if (value) links.push(value);
    });
    pages.set(path, {status: response.status(), ids, links});
    for (const link of links) {
      const target = internalTarget(link, path, origin);
      if (target && !pages.has(target.pathname) && !queue.includes(target.pathname)) queue.push(target.pathname);
    }
  }
  return pages;
}

test('no broken internal link or anchor anywhere in the build', async ({request, baseURL}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? '').origin;
  const pages = await crawl(request, origin);
  const broken: string[] = [];
  let checkedLinks = 0;
  let checkedAnchors = 0;
  for (const [path, page] of pages) {
    for (const link of page.links) {
      const target = internalTarget(link, path, origin);
      if (!target) continue;
      checkedLinks += 1;
      if (link === '#') continue;
      // In-page anchors are checked against the page itself, whatever its status.
      const landed = link.startsWith('#') ? page : pages.get(target.pathname);
      if (link.startsWith('#') && landed === page) {
        const anchor = decodeURIComponent(link.slice(1));
        checkedAnchors += 1;
        if (!page.ids.has(anchor)) broken.push(`${path} -> ${link} (no element with id "${anchor}")`);
        continue;
      }
      if (!landed || landed.status !== 200) {
        broken.push(`${path} -> ${link} (status ${landed?.status ?? 'not fetched'})`);
        continue;
      }
      const anchor = decodeURIComponent(target.hash.slice(1));
      if (anchor) {
        checkedAnchors += 1;
        if (!landed.ids.has(anchor)) broken.push(`${path} -> ${link} (no element with id "${anchor}")`);
      }
    }
  }
  const htmlPages = [...pages.values()].filter((page) => page.ids.size > 0).length;
  console.log(
    `links: crawled ${pages.size} URLs (${htmlPages} HTML pages), checked ${checkedLinks} links and ${checkedAnchors} anchors`,
  );
  expect(htmlPages).toBeGreaterThanOrEqual(allRoutes.length);
  expect(broken).toEqual([]);
});
