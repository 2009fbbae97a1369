/**
 * Writes every diagram's dark version and phone panels (build-tools/diagrams.ts) from the one source SVG an author
 * draws under static/img/<area>/, into a generated folder that docusaurus.config.ts lists as a static directory,
 * so /img/<area>/Name.dark.svg and /img/<area>/Name.phone-1.svg are served beside the source in build and dev.
 *
 * A diagram states a fact as a placeholder, `{{fact:messageLengthRange}}` (build-tools/factPlaceholders.ts), filled
 * from src/data/productFacts.ts before any variant is made. A diagram with placeholders also gets its light version
 * filled, /img/<area>/Name.light.svg, which src/components/Diagram shows instead of the source; after the build the
 * filled version also replaces the source's copy in the build, so /img/<area>/Name.svg (the Markdown twins' image
 * link, and any old link) never shows a placeholder. `npm start` serves the source as drawn.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {
  diagramVariants as variantsOf,
  isSourceDiagram,
  phonePanels,
  viewBoxOf,
  variantName,
  type DiagramInfo,
} from '../../build-tools/diagrams';
import {factPlaceholder, fillFactPlaceholders} from '../../build-tools/factPlaceholders';
import {walk} from '../../build-tools/files';

/** Relative to the site folder; docusaurus.config.ts adds it to staticDirectories. */
export const diagramVariantsDir = '.docusaurus/diagram-variants';

/** The source diagrams an author draws: the SVGs in an area folder of `imageDir`, not the variants written here. */
export function sourceDiagramFiles(imageDir: string): string[] {
  // The logo, favicon and social card at the top level are not diagrams.
  return walk(imageDir).filter((file) => path.relative(imageDir, file).includes(path.sep) && isSourceDiagram(file));
}

/** A source diagram's text with its fact placeholders filled: what every version of it shows. */
export function readSourceDiagram(file: string): string {
  return fillFactPlaceholders(fs.readFileSync(file, 'utf8'), file);
}

/**
 * Writes the variants of every diagram under static/img/<area>/; returns how many files it wrote and, by URL
 * (/img/<area>/Name.svg), each diagram's size and phone panels, which src/components/Diagram reads as global data.
 */
export function writeDiagramVariants(siteDir: string): {count: number; diagrams: Record<string, DiagramInfo>} {
  const diagrams: Record<string, DiagramInfo> = {};
  const imageDir = path.join(siteDir, 'static', 'img');
  const outDir = path.join(siteDir, diagramVariantsDir);
  fs.rmSync(outDir, {recursive: true, force: true});
  let count = 0;
  for (const file of sourceDiagramFiles(imageDir)) {
    const relative = path.relative(imageDir, file);
    const source = fs.readFileSync(file, 'utf8');
    const svg = fillFactPlaceholders(source, path.relative(siteDir, file));
    const {width, height} = viewBoxOf(svg);
    const filled = new RegExp(factPlaceholder.source).test(source);
    const light = filled ? variantName(path.basename(file), {light: true}) : undefined;
    diagrams[`/img/${relative.split(path.sep).join('/')}`] = {
      width,
      height,
      panels: phonePanels(svg),
      ...(light ? {light} : {}),
    };
    const variants = variantsOf(path.basename(file), svg);
    for (const variant of light ? [{name: light, svg}, ...variants] : variants) {
      const target = path.join(outDir, 'img', path.dirname(relative), variant.name);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, variant.svg);
      count += 1;
    }
  }
  return {count, diagrams};
}

export default function diagramVariants(context: LoadContext): Plugin {
  return {
    name: 'diagram-variants',
    loadContent() {
      const {count, diagrams} = writeDiagramVariants(context.siteDir);
      console.log(`[diagram-variants] ${count} diagram variant(s) written to ${diagramVariantsDir}/img`);
      return diagrams;
    },
    contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
    postBuild({outDir, content}) {
      const diagrams = content as Record<string, DiagramInfo>;
      for (const [url, {light}] of Object.entries(diagrams)) {
        if (!light) continue;
        const relative = url.slice('/img/'.length);
        const filled = path.join(context.siteDir, diagramVariantsDir, 'img', path.dirname(relative), light);
        fs.copyFileSync(filled, path.join(outDir, 'img', relative));
      }
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'static', 'img', '**', '*.svg')];
    },
  };
}
