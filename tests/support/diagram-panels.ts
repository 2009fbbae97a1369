import type {Page} from '@playwright/test';

import type {Panel} from '../../build-tools/diagrams';

/**
 * A label a reader would not read whole: cut at the edge of phone panel `panel` (1-based), cut at the edge of the
 * wide drawing (`panel` -1), or shown whole in no phone panel (`panel` 0). Its box is in the drawing's units.
 */
export interface CutLabel {
  text: string;
  box: Panel;
  panel: number;
}

/**
 * The labels (<text> elements) of a source diagram that its phone panels cut or leave out. Every label is, in each
 * panel and in the wide drawing (the viewBox), either whole or absent, and is whole in at least one panel, except a
 * label a panel repeats in other words-per-line (a long line drawn again, wrapped, below the viewBox, where only
 * phones see it), and a label inside an element marked data-phone-omit (a title the page's heading already says).
 * The browser lays the drawing out at its own size,
 * so a box is measured in the drawing's units, transforms and text anchors included; a box may overhang a panel by
 * 1 unit (antialiasing). Used by tests/diagrams.spec.ts and scripts/tools/diagram-panels.ts.
 */
export function labelsCutByPanels(page: Page, svg: string, panels: Panel[]): Promise<CutLabel[]> {
  return page.evaluate(
    ({source, windows}) => {
      const holder = document.createElement('div');
      holder.style.cssText = 'position:absolute;left:0;top:0';
      holder.innerHTML = source;
      document.body.append(holder);
      const root = holder.querySelector('svg')!;
      // A <use> draws its target again elsewhere (how phone-only copies below the viewBox are made); its labels sit
      // in a shadow tree no query reaches, so each <use> is replaced by a moved copy of what it draws.
      for (const use of Array.from(root.querySelectorAll('use'))) {
        const target = root.querySelector(
          (use.getAttribute('href') ?? use.getAttribute('xlink:href') ?? '#').replace(/^#/, '#'),
        );
        if (!target) continue;
        const copy = document.createElementNS('http://www.w3.org/2000/svg', 'g');
        copy.setAttribute('transform', `translate(${use.getAttribute('x') ?? 0} ${use.getAttribute('y') ?? 0})`);
        const inner = target.cloneNode(true) as Element;
        inner.removeAttribute('id');
        copy.append(inner);
        use.replaceWith(copy);
      }
      const viewBox = root.viewBox.baseVal;
      root.setAttribute('width', String(viewBox.width));
      root.setAttribute('height', String(viewBox.height));
      const origin = root.getBoundingClientRect();
      type Found = {text: string; box: {x: number; y: number; width: number; height: number}; panel: number};
      const cut: Found[] = [];
      const notShown: Found[] = [];
      const shownLabels: string[] = [];
      for (const text of Array.from(root.querySelectorAll('text'))) {
        const rect = text.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        const box = {
          x: rect.left - origin.left + viewBox.x,
          y: rect.top - origin.top + viewBox.y,
          width: rect.width,
          height: rect.height,
        };
        const label = (text.textContent ?? '').trim();
        let shown = false;
        const wide = {x: viewBox.x, y: viewBox.y, width: viewBox.width, height: viewBox.height};
        // A label marked data-wide-only is dropped from the phone panels (build-tools/diagrams.ts): only the wide
        // drawing shows it.
        const wideOnly = text.closest('[data-wide-only]') !== null;
        (wideOnly ? [wide] : [wide, ...windows]).forEach((panel, index) => {
          const inside =
            box.x >= panel.x - 1 &&
            box.y >= panel.y - 1 &&
            box.x + box.width <= panel.x + panel.width + 1 &&
            box.y + box.height <= panel.y + panel.height + 1;
          const apart =
            box.x + box.width <= panel.x + 1 ||
            box.y + box.height <= panel.y + 1 ||
            box.x >= panel.x + panel.width - 1 ||
            box.y >= panel.y + panel.height - 1;
          if (inside && index > 0) shown = true;
          else if (!inside && !apart) cut.push({text: label, box, panel: index === 0 ? -1 : index});
        });
        if (shown) shownLabels.push(label);
        else if (!text.closest('[data-phone-omit]') && !wideOnly) notShown.push({text: label, box, panel: 0});
      }
      // A wide-only line that a panel repeats, wrapped differently below the viewBox, is not lost.
      // (No named function in here: tsx would wrap it in a helper the page does not have.)
      const shownText = shownLabels.join(' ').replace(/\s+/g, ' ');
      for (const label of notShown) if (!shownText.includes(label.text.replace(/\s+/g, ' '))) cut.push(label);
      holder.remove();
      return cut;
    },
    {source: svg, windows: panels},
  );
}

/** A finding as authors and tests print it: `"Save" (787 617 38 16) is cut by panel 3`. */
export function describeCut(label: CutLabel): string {
  const {x, y, width, height} = label.box;
  const where = `"${label.text}" (${[x, y, width, height].map((n) => n.toFixed(0)).join(' ')})`;
  if (label.panel === 0) return `${where} is whole in no panel (a title the page says may be marked data-phone-omit)`;
  return label.panel < 0
    ? `${where} is cut by the wide drawing's edge (its viewBox)`
    : `${where} is cut by panel ${label.panel}`;
}

/** An arrow (a line, polyline or path with an arrowhead marker) that a phone panel cuts: it starts or ends outside it. */
export interface CutArrow {
  /** Its two ends, in the drawing's units. */
  from: {x: number; y: number};
  to: {x: number; y: number};
  panel: number;
}

/** How far inside a panel an end with an arrowhead must be, in drawing units, for a phone to show the whole head. */
const ARROWHEAD_ROOM = 4;

/**
 * The arrows of a source diagram that a phone panel shows only in part: an arrow that reaches into a panel must start
 * and end inside it (1 unit of slack; an end with an arrowhead at least 4 units inside, so the head is not clipped),
 * or a phone shows an arrow pointing at nothing. An arrow is a <line>,
 * <polyline> or <path> with a marker-start or marker-end (set on it or inherited from its group); its ends are
 * measured by the browser, transforms included; one marked data-wide-only is left out of the phone panels, so it
 * is not checked. Used by tests/diagrams.spec.ts and scripts/tools/diagram-panels.ts.
 */
export function arrowsCutByPanels(page: Page, svg: string, panels: Panel[]): Promise<CutArrow[]> {
  return page.evaluate(
    ({source, windows, arrowheadRoom}) => {
      const holder = document.createElement('div');
      holder.style.cssText = 'position:absolute;left:0;top:0';
      holder.innerHTML = source;
      document.body.append(holder);
      const root = holder.querySelector('svg')!;
      for (const use of Array.from(root.querySelectorAll('use'))) {
        const target = root.querySelector(use.getAttribute('href') ?? use.getAttribute('xlink:href') ?? '#');
        if (!target) continue;
        const copy = document.createElementNS('http://www.w3.org/2000/svg', 'g');
        copy.setAttribute('transform', `translate(${use.getAttribute('x') ?? 0} ${use.getAttribute('y') ?? 0})`);
        const inner = target.cloneNode(true) as Element;
        inner.removeAttribute('id');
        copy.append(inner);
        use.replaceWith(copy);
      }
      const cut: {from: {x: number; y: number}; to: {x: number; y: number}; panel: number}[] = [];
      const rootMatrix = root.getScreenCTM()!.inverse();
      // Not drawn in the phone panels (build-tools/diagrams.ts drops data-wide-only), or not an arrow of its own:
      // an arrow has a head at one end at least (checked below).
      const shapes = Array.from(root.querySelectorAll<SVGGeometryElement>('line, polyline, path')).filter(
        (shape) => !shape.closest('marker, defs, symbol, [data-wide-only]'),
      );
      for (const shape of shapes) {
        const style = getComputedStyle(shape);
        const heads = {start: style.markerStart !== 'none', end: style.markerEnd !== 'none'};
        if (!heads.start && !heads.end) continue;
        const matrix = rootMatrix.multiply(shape.getScreenCTM()!);
        const length = shape.getTotalLength();
        const start = new DOMPoint(shape.getPointAtLength(0).x, shape.getPointAtLength(0).y).matrixTransform(matrix);
        const end = new DOMPoint(shape.getPointAtLength(length).x, shape.getPointAtLength(length).y).matrixTransform(
          matrix,
        );
        const from = {x: start.x, y: start.y};
        const to = {x: end.x, y: end.y};
        const box = {
          left: Math.min(from.x, to.x),
          right: Math.max(from.x, to.x),
          top: Math.min(from.y, to.y),
          bottom: Math.max(from.y, to.y),
        };
        // (No named function in here: tsx would wrap it in a helper the page does not have.)
        windows.forEach((panel, index) => {
          const ends = [
            {point: from, head: heads.start},
            {point: to, head: heads.end},
          ].filter(({point, head}) => {
            // An end with an arrowhead needs room for the head inside the panel, or the phone clips it.
            const room = head ? -arrowheadRoom : 1;
            return (
              point.x >= panel.x - room &&
              point.x <= panel.x + panel.width + room &&
              point.y >= panel.y - room &&
              point.y <= panel.y + panel.height + room
            );
          }).length;
          const reaches =
            box.right > panel.x + 1 &&
            box.left < panel.x + panel.width - 1 &&
            box.bottom > panel.y + 1 &&
            box.top < panel.y + panel.height - 1;
          if (reaches && ends < 2) cut.push({from, to, panel: index + 1});
        });
      }
      holder.remove();
      return cut;
    },
    {source: svg, windows: panels, arrowheadRoom: ARROWHEAD_ROOM},
  );
}

/** A finding as authors and tests print it: `arrow (362 120 -> 596 120) is cut by panel 2`. */
export function describeCutArrow(arrow: CutArrow): string {
  const point = (p: {x: number; y: number}) => `${p.x.toFixed(0)} ${p.y.toFixed(0)}`;
  return `arrow (${point(arrow.from)} -> ${point(arrow.to)}) is cut by panel ${arrow.panel}`;
}
