/**
 * Puts each diagram on the page with its dark version and its phone panels (build-tools/diagrams.ts,
 * files written by plugins/diagram-variants). A Markdown image of a diagram, ![alt](/img/<area>/Name.svg), becomes
 *
 *   <span class="vs-diagram vs-diagram--split">
 *     <img class="vs-diagram__wide vs-diagram__light" src="/img/<area>/Name.svg" alt="alt">
 *     <img class="vs-diagram__wide vs-diagram__dark" src="/img/<area>/Name.dark.svg" alt="alt">
 *     <span class="vs-diagram__phone"> Name.phone-1.svg and Name.phone-1.dark.svg, then the other panels </span>
 *   </span>
 *
 * and src/css/custom.css shows the one that fits the colour mode and the screen. The images stay images, so the
 * image zoom works on each as before; hidden ones are lazy and never load. The first panel carries the alt text;
 * later panels continue the same drawing and have an empty alt. Runs before Docusaurus' own image plugin, which
 * would otherwise inline the source as a data URL.
 */
import fs from 'node:fs';
import path from 'node:path';

import {phonePanels, variantName, viewBoxOf, type Panel} from '../../build-tools/diagrams';

interface MdastNode {
  type: string;
  url?: string;
  alt?: string | null;
  children?: MdastNode[];
  [key: string]: unknown;
}

interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string;
}

const diagramUrl = /^\/img\/([\w-]+)\/([\w-]+)\.svg$/;

function jsx(name: string, attributes: Record<string, string>, children: MdastNode[] = []): MdastNode {
  const list: JsxAttribute[] = Object.entries(attributes).map(([key, value]) => ({
    type: 'mdxJsxAttribute',
    name: key,
    value,
  }));
  return {type: 'mdxJsxTextElement', name, attributes: list, children};
}

function image(src: string, alt: string, className: string, box: Panel, first: boolean): MdastNode {
  return jsx('img', {
    className,
    src,
    alt,
    width: String(box.width),
    height: String(box.height),
    decoding: 'async',
    ...(first ? {loading: 'eager', fetchPriority: 'high'} : {loading: 'lazy'}),
  });
}

/** The diagram element for one Markdown image, or undefined when the image is not a diagram under static/img/<area>/. */
export function diagramElement(siteDir: string, url: string, alt: string, first: boolean): MdastNode | undefined {
  const match = diagramUrl.exec(url);
  if (!match) return undefined;
  const [, area, name] = match as unknown as [string, string, string];
  const sourceFile = path.join(siteDir, 'static', 'img', area, `${name}.svg`);
  if (!fs.existsSync(sourceFile)) return undefined;
  const svg = fs.readFileSync(sourceFile, 'utf8');
  const box = viewBoxOf(svg);
  const panels = phonePanels(svg);
  const folder = `/img/${area}/`;
  const base = `${name}.svg`;
  const children = [
    image(url, alt, 'vs-diagram__wide vs-diagram__light', box, first),
    image(folder + variantName(base, {dark: true}), alt, 'vs-diagram__wide vs-diagram__dark', box, first),
  ];
  if (panels.length > 0) {
    children.push(
      jsx(
        'span',
        {className: 'vs-diagram__phone'},
        panels.flatMap((panel, index) => {
          const panelAlt = index === 0 ? alt : '';
          return [
            image(folder + variantName(base, {panel: index + 1}), panelAlt, 'vs-diagram__light', panel, first),
            image(
              folder + variantName(base, {panel: index + 1, dark: true}),
              panelAlt,
              'vs-diagram__dark',
              panel,
              first,
            ),
          ];
        }),
      ),
    );
  }
  return jsx('span', {className: panels.length > 0 ? 'vs-diagram vs-diagram--split' : 'vs-diagram'}, children);
}

export default function remarkDiagrams(options: {siteDir: string}) {
  return (tree: MdastNode): void => {
    let first = true;
    const visit = (node: MdastNode): void => {
      node.children?.forEach((child, index) => {
        if (child.type === 'image' && typeof child.url === 'string') {
          const element = diagramElement(options.siteDir, child.url, child.alt ?? '', first);
          if (element) {
            first = false;
            node.children![index] = element;
            return;
          }
        }
        visit(child);
      });
    };
    visit(tree);
  };
}
