/**
 * Diagram variants, made at build time from the one SVG under static/img/<area>/ that an author draws:
 *
 * - a dark version: every colour of the light drawing swapped through one palette (GitHub's dark colours, the same
 *   family as the dark code palette in src/css/code-colours.css). A colour is swapped by its role: on text it is
 *   "ink" (light on a dark ground), on strokes and arrowheads "line", on boxes and bars "surface" (a dark tint of its
 *   hue), so white text on a blue box stays white on a deep blue. A colour missing from the palette stops the build.
 * - a phone layout: the drawing cut into panels, each a window (viewBox) on the same drawing, listed on the source's
 *   root element as data-phone-panels="x y width height; ...". A panel at most 420 units wide keeps 13-unit labels at
 *   11 CSS px or more in a 358 px column (a 390 px phone), and each panel zooms to the full phone width.
 *
 * plugins/diagram-variants writes the files; plugins/remark-diagrams and src/components/Diagram put them on the page.
 */

export interface Panel {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a page needs to show a diagram: its size and its phone panels (none: the wide drawing on phones too). */
export interface DiagramInfo {
  width: number;
  height: number;
  panels: Panel[];
  /** The light version's file when it differs from the source (fact placeholders filled): "Name.light.svg". */
  light?: string;
}

export interface VariantFile {
  /** Path relative to the source's folder, e.g. "IntegrationArchitecture.dark.svg". */
  name: string;
  svg: string;
}

/**
 * A light colour's dark counterparts: as ink (text), as line (strokes, borders, arrowheads) and as surface (fills of
 * shapes). Ink keeps the light drawing's hierarchy (near-black titles become near-white, mid-grey labels mid-light,
 * secondary text dimmer); lines that draw arrows, arrowheads and lifelines keep 3:1 or more against the darkest
 * ground and the box surfaces they cross (WCAG 1.4.11; tests/diagrams.spec.ts measures the arrows); surfaces stay
 * darker than the page, so a dark diagram is no brighter than a code block (measured too); text keeps 4.5:1 or more
 * on the surfaces it sits on.
 */
interface DarkColour {
  ink: string;
  line: string;
  surface: string;
}

function colour(ink: string, line: string, surface: string): DarkColour {
  return {ink, line, surface};
}

/** Every colour the diagrams use, light -> dark. Hues keep their meaning: blue = Virtual Stadium, orange = yours. */
export const darkPalette: Record<string, DarkColour> = {
  // Grounds and boxes
  '#ffffff': colour('#f0f6fc', '#6e7681', '#0d1117'),
  '#f8fafc': colour('#c9d1d9', '#6e7681', '#080b0f'),
  '#f1f5f9': colour('#c9d1d9', '#6e7681', '#141920'),
  '#e2e8f0': colour('#8d96a0', '#2d333b', '#1a1f27'),
  '#cbd5e1': colour('#8d96a0', '#30363d', '#2d333b'),
  '#d1d5db': colour('#8d96a0', '#30363d', '#2d333b'),
  '#94a3b8': colour('#8d96a0', '#6e7681', '#444c56'),
  '#9ca3af': colour('#8d96a0', '#6e7681', '#444c56'),
  // Text greys
  '#1f2937': colour('#e6edf3', '#8d96a0', '#c9d1d9'),
  '#374151': colour('#c9d1d9', '#8d96a0', '#adbac7'),
  '#475569': colour('#9ea7b3', '#768390', '#545d68'),
  '#4b5563': colour('#9ea7b3', '#768390', '#545d68'),
  '#6b7280': colour('#8d96a0', '#768390', '#545d68'),
  '#64748b': colour('#8d96a0', '#768390', '#545d68'),
  // Blues
  '#0b5cad': colour('#6cb0f5', '#4a8bd6', '#1c4b82'),
  '#1d4ed8': colour('#6cb0f5', '#4a8bd6', '#1a4580'),
  '#1e3a8a': colour('#9ecbf5', '#5a96dc', '#12265a'),
  '#93c5fd': colour('#86b9e8', '#4f86c6', '#244a75'),
  '#dbeafe': colour('#86b9e8', '#2b4a73', '#112038'),
  '#e8f0fb': colour('#86b9e8', '#2b4a73', '#0f1a2c'),
  '#eff6ff': colour('#86b9e8', '#2b4a73', '#0f1a2c'),
  '#eef2ff': colour('#86b9e8', '#2b4a73', '#12172e'),
  // Oranges, ambers, yellows
  '#c2410c': colour('#ffa657', '#c86a2e', '#5c260c'),
  '#9a3412': colour('#ffa657', '#c86a2e', '#5e260d'),
  '#b45309': colour('#f0b35a', '#a8702c', '#6b3a0b'),
  '#92400e': colour('#f0b35a', '#a06a2c', '#55300d'),
  '#78350f': colour('#f2cc60', '#9a7a30', '#47260b'),
  '#a16207': colour('#e3b341', '#9a7a30', '#523a08'),
  '#fff7ed': colour('#ffa657', '#b8602a', '#1f150d'),
  '#fef3c7': colour('#f2cc60', '#9a7a30', '#231d0c'),
  '#fef9c3': colour('#f2cc60', '#9a7a30', '#23200c'),
  // Reds
  '#b91c1c': colour('#ff7b72', '#d4514a', '#6e1616'),
  '#991b1b': colour('#ff7b72', '#d4514a', '#6b1717'),
  '#7f1d1d': colour('#ffa198', '#a03a35', '#5a1717'),
  '#fee2e2': colour('#ffa198', '#a03a35', '#2c1213'),
  // Greens
  '#15803d': colour('#56d364', '#3b9c55', '#125528'),
  '#047857': colour('#56d364', '#3b9c55', '#0c4632'),
  '#14532d': colour('#7ee787', '#2e8b47', '#12452a'),
  '#ecfdf5': colour('#7ee787', '#2e8b47', '#0c2018'),
  '#dcfce7': colour('#7ee787', '#2e8b47', '#0e2418'),
};

const colourPattern = /#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b/g;

function darkColour(colour: string, role: keyof DarkColour, where: string): string {
  const entry = darkPalette[colour.toLowerCase()];
  if (!entry) throw new Error(`${where}: colour ${colour} has no dark counterpart in build-tools/diagrams.ts`);
  return entry[role];
}

const tagPattern = /<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g;
const lineElements = new Set(['line', 'polyline']);

/**
 * The dark version of a light diagram. Fills of text and of groups that hold text are ink; strokes and fills inside a
 * <marker> (arrowheads) are lines; other fills are surfaces.
 */
export function darkDiagram(svg: string, where = 'diagram'): string {
  const openTags: string[] = [];
  return svg.replace(
    tagPattern,
    (tag, closing: string, name: string, attributes: string, selfClosing: string, offset: number) => {
      if (closing) {
        openTags.pop();
        return tag;
      }
      let fillRole: keyof DarkColour = 'surface';
      if (openTags.includes('marker') || lineElements.has(name)) fillRole = 'line';
      else if (name === 'text' || name === 'tspan' || name === 'svg') fillRole = 'ink';
      else if (name === 'g' && !selfClosing) {
        const end = svg.indexOf('</g>', offset);
        const next = svg.indexOf('<g', offset + 2);
        // A group's own fill reaches the text inside it (up to its first nested group or its end).
        const reach = svg.slice(offset, next >= 0 && next < end ? next : end);
        if (/<text\b/.test(reach)) fillRole = 'ink';
      }
      if (!selfClosing) openTags.push(name);
      const swapped = attributes.replace(
        /\b(fill|stroke|stop-color|color)="([^"]*)"/g,
        (_match, attribute: string, value: string) =>
          `${attribute}="${value.replace(colourPattern, (colour) =>
            darkColour(colour, attribute === 'fill' || attribute === 'stop-color' ? fillRole : 'line', where),
          )}"`,
      );
      return `<${name}${swapped}${selfClosing}>`;
    },
  );
}

function rootTag(svg: string): {tag: string; start: number} {
  const start = svg.indexOf('<svg');
  if (start < 0) throw new Error('not an SVG: no <svg> element');
  const end = svg.indexOf('>', start);
  return {tag: svg.slice(start, end + 1), start};
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The drawing's own size (its viewBox). */
export function viewBoxOf(svg: string): Panel {
  const viewBox = attribute(rootTag(svg).tag, 'viewBox');
  const numbers = (viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n))) throw new Error('the <svg> has no viewBox');
  const [x, y, width, height] = numbers as [number, number, number, number];
  return {x, y, width, height};
}

/** The phone panels the source lists (data-phone-panels="x y w h; x y w h"), or none. */
export function phonePanels(svg: string): Panel[] {
  const value = attribute(rootTag(svg).tag, 'data-phone-panels');
  if (!value) return [];
  return value
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const numbers = part.split(/[\s,]+/).map(Number);
      if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n)) || numbers[2]! <= 0 || numbers[3]! <= 0)
        throw new Error(`data-phone-panels: "${part}" is not "x y width height"`);
      const [x, y, width, height] = numbers as [number, number, number, number];
      return {x, y, width, height};
    });
}

/**
 * Drops what the wide drawing alone shows (an element marked data-wide-only: an arrow that runs between two phone
 * panels, and its label), so that no phone panel shows an arrow pointing at nothing. A marked element is
 * self-closing, or a <text> or <g> (no nested group).
 */
export function withoutWideOnly(svg: string): string {
  return svg
    .replace(/[ \t]*<(g|text)\b[^>]*\sdata-wide-only\b[^>]*>[\s\S]*?<\/\1>[ \t]*\n?/g, '')
    .replace(/[ \t]*<[a-zA-Z][\w:-]*\b[^>]*\sdata-wide-only\b[^>]*\/>[ \t]*\n?/g, '');
}

/** The same drawing seen through one panel: the root's viewBox, width and height set to it, wide-only parts dropped. */
export function panelDiagram(source: string, panel: Panel): string {
  const svg = withoutWideOnly(source);
  const {tag, start} = rootTag(svg);
  const box = `${panel.x} ${panel.y} ${panel.width} ${panel.height}`;
  const newTag = tag
    .replace(/\sdata-phone-panels="[^"]*"/, '')
    .replace(/\sviewBox="[^"]*"/, ` viewBox="${box}"`)
    .replace(/\swidth="[^"]*"/, ` width="${panel.width}"`)
    .replace(/\sheight="[^"]*"/, ` height="${panel.height}"`);
  return svg.slice(0, start) + newTag + svg.slice(start + tag.length);
}

function withoutPanels(svg: string): string {
  const {tag, start} = rootTag(svg);
  return svg.slice(0, start) + tag.replace(/\sdata-phone-panels="[^"]*"/, '') + svg.slice(start + tag.length);
}

/** File names of a diagram's variants, next to the source: Name.dark.svg, Name.phone-1.svg, Name.phone-1.dark.svg… */
export function variantName(baseName: string, options: {panel?: number; dark?: boolean; light?: boolean}): string {
  const stem = baseName.replace(/\.svg$/, '');
  if (options.light) return `${stem}.light.svg`;
  return `${stem}${options.panel ? `.phone-${options.panel}` : ''}${options.dark ? '.dark' : ''}.svg`;
}

/** Every variant of one source diagram. */
export function diagramVariants(baseName: string, svg: string): VariantFile[] {
  const files: VariantFile[] = [
    {name: variantName(baseName, {dark: true}), svg: darkDiagram(withoutPanels(svg), baseName)},
  ];
  phonePanels(svg).forEach((panel, index) => {
    const light = panelDiagram(svg, panel);
    files.push({name: variantName(baseName, {panel: index + 1}), svg: light});
    files.push({name: variantName(baseName, {panel: index + 1, dark: true}), svg: darkDiagram(light, baseName)});
  });
  return files;
}

/** A source diagram, not a variant this module wrote. */
export function isSourceDiagram(fileName: string): boolean {
  return fileName.endsWith('.svg') && !/\.(dark|light|phone-\d+)(\.dark)?\.svg$/.test(fileName);
}
