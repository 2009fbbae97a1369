import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';

import {darkDiagram, phonePanels, viewBoxOf} from '../build-tools/diagrams';
import {walk} from '../build-tools/files';
import {readSourceDiagram, sourceDiagramFiles} from '../plugins/diagram-variants';
import {arrowsCutByPanels, describeCut, describeCutArrow, labelsCutByPanels} from './support/diagram-panels';
import {watchZoomSettled} from './support/zoom';

/**
 * Diagrams on a phone and in dark mode (plugins/remark-diagrams, build-tools/diagrams.ts). Each check is one test
 * that walks every page showing a diagram, so the suite stays short. The pages are found in docs/, where a diagram
 * is a Markdown image of /img/<area>/Name.svg.
 */
const docsDir = path.join(__dirname, '..', 'docs');
const diagramPages = [
  ...new Set(
    walk(docsDir, (name) => name === 'api')
      .filter((file) => /\.mdx?$/.test(file) && /\]\(\/img\/[\w-]+\/[\w-]+\.svg\)/.test(fs.readFileSync(file, 'utf8')))
      .map(
        (file) =>
          '/docs/' +
          path
            .relative(docsDir, file)
            .replace(/\.mdx?$/, '')
            .split(path.sep)
            .join('/'),
      ),
  ),
].sort();

const phone = {width: 390, height: 844};
/** The diagrams the reader sees: hidden variants (the other colour mode, the other layout) are not. */
const shownDiagrams = (page: Page) => page.locator('.markdown .vs-diagram img').filter({visible: true});

/** Waits until every image on show has loaded (hidden variants are lazy and never do). */
async function shownDiagramsLoaded(page: Page): Promise<void> {
  const images = shownDiagrams(page);
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
}

test('the diagram pages are found', () => {
  expect(diagramPages.length).toBeGreaterThanOrEqual(20);
  expect(diagramPages).toContain('/docs/integration/overview');
});

test('every diagram zoomed on a 390 px phone is at least 90 % of the screen wide, and larger than on the page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(phone);
  const zoomSettled = await watchZoomSettled(page);
  const findings: string[] = [];
  let zoomed = 0;
  for (const route of diagramPages) {
    await page.goto(route);
    await expect.poll(zoomSettled).toBe(true);
    // Named once: medium-zoom hides the image it opens, which would move a "visible" filter to the next one.
    const count = await shownDiagrams(page).evaluateAll((images) => {
      images.forEach((img, index) => img.setAttribute('data-diagram-under-test', String(index)));
      return images.length;
    });
    for (let index = 0; index < count; index += 1) {
      const image = page.locator(`.markdown [data-diagram-under-test="${index}"]`);
      await image.scrollIntoViewIfNeeded();
      const box = (await image.boundingBox())!;
      const onPage = box.width;
      await image.evaluate((img) =>
        img.addEventListener('medium-zoom:opened', () => img.setAttribute('data-zoom-opened', ''), {once: true}),
      );
      await image.click();
      await expect(image).toHaveAttribute('data-zoom-opened', '');
      // The zoomed width once it stops changing: a read during the zoom's transition (seen once on a loaded CI
      // machine: 217 px for a drawing that opens at 390) would judge a size the reader never sees.
      let open = -1;
      await expect
        .poll(
          async () => {
            const previous = open;
            open = (await page.locator('.medium-zoom-image--opened').boundingBox())?.width ?? -1;
            return open > 0 && Math.abs(open - previous) < 0.5;
          },
          {intervals: [100, 100, 200, 250]},
        )
        .toBe(true);
      const src = (await image.getAttribute('src')) ?? '';
      // A panel already taller than the screen at the column's width (integration/overview's one-column phone
      // drawing) cannot open larger: the zoom fits it to the screen's height. It is read at page size.
      const tallerThanScreen = box.height > 0.9 * phone.height;
      if (!tallerThanScreen && (open < 0.9 * phone.width || open < onPage))
        findings.push(`${route} ${src}: ${open.toFixed(0)} px zoomed, ${onPage.toFixed(0)} px on the page`);
      await image.evaluate((img) => img.removeAttribute('data-zoom-opened'));
      await page.keyboard.press('Escape');
      await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
      zoomed += 1;
    }
  }
  expect(zoomed).toBeGreaterThanOrEqual(diagramPages.length);
  expect(findings).toEqual([]);
});

test('on a 390 px phone the panels of every diagram end with a link to the whole drawing, in its colour mode', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(phone);
  const findings: string[] = [];
  let linked = 0;
  for (const route of diagramPages) {
    await page.goto(route);
    for (const diagram of await page.locator('.markdown .vs-diagram--split').all()) {
      const links = diagram.getByRole('link', {name: 'Open the whole drawing'});
      if ((await links.count()) !== 1) {
        findings.push(`${route}: ${String(await links.count())} "Open the whole drawing" links on show`);
        continue;
      }
      const href = (await links.getAttribute('href')) ?? '';
      const box = (await links.boundingBox())!;
      const answer = await request.get(href);
      if (box.height < 44) findings.push(`${route}: the link to ${href} is ${box.height.toFixed(0)} px tall`);
      if (!answer.ok() || !/image\/svg\+xml/.test(answer.headers()['content-type'] ?? ''))
        findings.push(`${route}: ${href} is not served as an SVG (${String(answer.status())})`);
      if (/phone-\d|\.dark\./.test(href)) findings.push(`${route}: in light mode the link opens ${href}`);
      linked += 1;
    }
  }
  expect(linked).toBeGreaterThanOrEqual(diagramPages.length);
  expect(findings).toEqual([]);
  // In dark mode the link opens the dark drawing, and following it shows the whole width.
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/docs/integration/authentication');
  const link = page.locator('.markdown .vs-diagram--split').first().getByRole('link', {name: 'Open the whole drawing'});
  await expect(link).toHaveAttribute('href', /\.dark\.svg$/);
  await link.click();
  await expect(page).toHaveURL(/\.dark\.svg$/);
  const viewBox = await page.evaluate(() => document.documentElement.getAttribute('viewBox') ?? '');
  expect(Number(viewBox.split(/\s+/)[2])).toBeGreaterThan(700);
});

/** Mean relative luminance (WCAG) of a PNG, decoded by the page's own image decoder. */
function meanLuminance(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], {type: 'image/png'}));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const linear = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4)
      sum += 0.2126 * linear(data[i]!) + 0.7152 * linear(data[i + 1]!) + 0.0722 * linear(data[i + 2]!);
    return sum / (data.length / 4);
  }, png.toString('base64'));
}

test('in dark mode no diagram is much brighter than a code block', async ({page}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({colorScheme: 'dark'});
  // A page with no code block of its own is measured against the authentication guide's first one.
  await page.goto('/docs/integration/authentication');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const referenceCode = await meanLuminance(page, await page.locator('.markdown pre').first().screenshot());
  const findings: string[] = [];
  let measured = 0;
  for (const route of diagramPages) {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await shownDiagramsLoaded(page);
    const code = page.locator('.markdown pre').first();
    const codeLuminance = (await code.count()) > 0 ? await meanLuminance(page, await code.screenshot()) : referenceCode;
    for (const image of await shownDiagrams(page).all()) {
      const luminance = await meanLuminance(page, await image.screenshot());
      measured += 1;
      // The dark palette draws titles near white and arrows at 3:1 (issue #45), so a diagram may be a little
      // brighter than a sparse code block; a light drawing shown in dark mode is ten times brighter.
      if (luminance > Math.max(2 * codeLuminance, 0.06))
        findings.push(
          `${route} ${(await image.getAttribute('src')) ?? ''}: mean luminance ${luminance.toFixed(3)}, code block ${codeLuminance.toFixed(3)}`,
        );
    }
  }
  expect(measured).toBeGreaterThanOrEqual(diagramPages.length);
  expect(findings).toEqual([]);
});

/**
 * Every shown diagram's smallest label in CSS px: the smallest font size the drawing uses, in its own units, read by
 * the browser from the SVG the image shows, times the scale the image is drawn at. One entry per image shown.
 */
async function shownLabelSizes(page: Page, viewport: {width: number; height: number}) {
  await page.setViewportSize(viewport);
  const sizes: {route: string; file: string; label: number}[] = [];
  for (const route of diagramPages) {
    await page.goto(route);
    await shownDiagramsLoaded(page);
    for (const image of await shownDiagrams(page).all()) {
      const {smallest, scale, src} = await image.evaluate(async (img: HTMLImageElement) => {
        const source = await (await fetch(img.currentSrc)).text();
        const holder = document.createElement('div');
        holder.style.cssText = 'position:absolute;left:-10000px;top:0';
        holder.innerHTML = source;
        document.body.append(holder);
        const svg = holder.querySelector('svg')!;
        const fontSizes = Array.from(svg.querySelectorAll('text'), (text) =>
          parseFloat(getComputedStyle(text).fontSize),
        );
        const viewBoxWidth = svg.viewBox.baseVal.width;
        holder.remove();
        return {
          smallest: Math.min(...fontSizes),
          scale: img.getBoundingClientRect().width / viewBoxWidth,
          src: img.currentSrc,
        };
      });
      sizes.push({route, file: new URL(src).pathname, label: smallest * scale});
    }
  }
  return sizes;
}

/**
 * The smallest label each screen allows. At 1280 px the doc column is about 703 px wide, so a drawing W units wide
 * needs labels of 12 × W / 703 units or more (issue #45): the drawings are 710–780 units wide with 13–14 unit labels.
 */
const labelFloors = [
  {viewport: phone, smallest: 11},
  {viewport: {width: 1280, height: 800}, smallest: 12},
] as const;

for (const {viewport, smallest} of labelFloors) {
  test(`at ${String(viewport.width)} px no diagram label is under ${String(smallest)} CSS px`, async ({page}) => {
    test.setTimeout(180_000);
    const sizes = await shownLabelSizes(page, viewport);
    expect(sizes.length).toBeGreaterThanOrEqual(diagramPages.length);
    expect(
      sizes
        .filter(({label}) => label < smallest)
        .map(({route, file, label}) => `${route} ${file}: labels ${label.toFixed(1)} px`),
    ).toEqual([]);
  });
}

test('no phone panel cuts a label or an arrow, and every label reaches a phone', async ({page}) => {
  // The source diagrams under static/img/<area>/, laid out by the browser (scripts/tools/diagram-panels.ts shows the same
  // findings with the panels as images, for an author).
  const imageDir = path.join(__dirname, '..', 'static', 'img');
  const sources = sourceDiagramFiles(imageDir);
  await page.goto('about:blank');
  const findings: string[] = [];
  let checked = 0;
  for (const file of sources) {
    const svg = readSourceDiagram(file);
    const panels = phonePanels(svg);
    checked += 1;
    if (panels.length === 0) {
      if (viewBoxOf(svg).width > 420)
        findings.push(`${path.relative(imageDir, file)}: drawn wide, and no phone panels`);
      continue;
    }
    for (const label of await labelsCutByPanels(page, svg, panels))
      findings.push(`${path.relative(imageDir, file)}: ${describeCut(label)}`);
    // Every arrow a panel shows starts and ends inside it: none points at the panel's edge.
    for (const arrow of await arrowsCutByPanels(page, svg, panels))
      findings.push(`${path.relative(imageDir, file)}: ${describeCutArrow(arrow)}`);
  }
  expect(checked).toBeGreaterThanOrEqual(20);
  expect(findings).toEqual([]);
});

test('in dark mode every arrow, arrowhead and lifeline keeps 3:1 against the diagram ground', async ({page}) => {
  // The dark versions as the build writes them (build-tools/diagrams.ts), laid out by the browser: an arrow is a
  // shape with an arrowhead marker, an arrowhead the shape inside a <marker>, a lifeline a dashed line. Its stroke
  // (or an arrowhead's fill) against the drawing's ground, the rectangle that covers the viewBox (WCAG 1.4.11).
  const imageDir = path.join(__dirname, '..', 'static', 'img');
  await page.goto('about:blank');
  const findings: string[] = [];
  let measured = 0;
  for (const file of sourceDiagramFiles(imageDir)) {
    const name = path.relative(imageDir, file);
    const results = await page.evaluate(
      (source) => {
        const holder = document.createElement('div');
        holder.innerHTML = source;
        document.body.append(holder);
        const root = holder.querySelector('svg')!;
        const box = root.viewBox.baseVal;
        const ground = Array.from(root.querySelectorAll('rect')).find(
          (rect) => rect.width.baseVal.value >= box.width && rect.height.baseVal.value >= box.height,
        );
        const groundColour = ground ? getComputedStyle(ground).fill : 'rgb(27, 27, 29)';
        const out: {what: string; colour: string; ratio: number}[] = [];
        for (const shape of Array.from(root.querySelectorAll<SVGElement>('line, polyline, path, polygon'))) {
          const style = getComputedStyle(shape);
          const head = shape.closest('marker') !== null;
          const arrow = style.markerStart !== 'none' || style.markerEnd !== 'none';
          const lifeline = style.strokeDasharray !== 'none' && style.stroke !== 'none';
          if (!head && !arrow && !lifeline) continue;
          const colour = head && style.fill !== 'none' ? style.fill : style.stroke;
          if (colour === 'none' || !colour.startsWith('rgb')) continue;
          // WCAG relative luminance of both colours, then their ratio. (No named function in here: tsx would wrap
          // it in a helper the page does not have.)
          const [lighter, darker] = [colour, groundColour]
            .map((css) =>
              (css.match(/[\d.]+/g) ?? ['0', '0', '0'])
                .slice(0, 3)
                .map((v) => Number(v) / 255)
                .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)),
            )
            .map(([r = 0, g = 0, b = 0]) => 0.2126 * r + 0.7152 * g + 0.0722 * b)
            .sort((p, q) => q - p) as [number, number];
          out.push({
            what: head ? 'arrowhead' : arrow ? 'arrow' : 'dashed line',
            colour,
            ratio: (lighter + 0.05) / (darker + 0.05),
          });
        }
        holder.remove();
        return out;
      },
      darkDiagram(fs.readFileSync(file, 'utf8'), name),
    );
    for (const result of results) {
      measured += 1;
      if (result.ratio < 3) findings.push(`${name}: ${result.what} ${result.colour} at ${result.ratio.toFixed(2)}:1`);
    }
  }
  expect(measured).toBeGreaterThan(100);
  expect([...new Set(findings)]).toEqual([]);
});
