/**
 * React components placed in a doc (`<AreaCards areas={areaCards} />`) have no Markdown form, and
 * docusaurus-plugin-llms drops them from the Markdown twins and llms-full.txt: the home twin promised six areas and
 * listed none. This step puts a Markdown stand-in where each component stood. Its place is found from the page's
 * source: after the last prose line before the component, which the twin still holds. A component used in docs/
 * with no stand-in here stops the build, so a new component cannot vanish from the twins unnoticed.
 * Docusaurus's own Tabs and TabItem are left out: the plugin keeps their content, each tab headed by its label.
 */
import {areaCards} from '../../src/data/siteAreas';
import {markdownTwinPath} from '../../src/utils/markdownTwin';
import {fencedLineIndexes} from './twin-links';

/** What each component becomes in Markdown, given the URL path of the page it is on. */
const standIns: Readonly<Record<string, (permalink: string) => string>> = {
  AreaCards: () =>
    areaCards
      .map((card) => `- [${card.title}](${markdownTwinPath(card.to)}): ${card.audience}. ${card.summary}`)
      .join('\n'),
  TokenChecker: (permalink) =>
    `The checker is interactive: it runs on [the web version of this page](${permalink}), in a browser.`,
};

const handledByThePlugin = new Set(['Tabs', 'TabItem']);

/** A component that stands on lines of its own in the source: `<Name ... />`, or `<Name ...>` up to `</Name>`. */
const COMPONENT_LINE = /^\s*<([A-Z][A-Za-z\d]*)\b/;

interface Placement {
  readonly component: string;
  /** The last non-blank source line before the component, outside fenced code. */
  readonly after: string;
}

export function componentPlacements(source: string, sourcePath: string): Placement[] {
  const lines = source.split('\n');
  const fenced = fencedLineIndexes(source);
  const placements: Placement[] = [];
  lines.forEach((line, index) => {
    if (fenced.has(index)) return;
    const component = COMPONENT_LINE.exec(line)?.[1];
    if (component === undefined || handledByThePlugin.has(component)) return;
    if (!Object.hasOwn(standIns, component)) {
      throw new Error(
        `${sourcePath}: <${component}> has no Markdown stand-in for the twins; add one to scripts/build/twin-stand-ins.ts`,
      );
    }
    let before = index - 1;
    while (before >= 0 && ((lines[before] ?? '').trim() === '' || fenced.has(before))) before -= 1;
    if (before < 0)
      throw new Error(`${sourcePath}: <${component}> has no prose line before it to place its stand-in after`);
    placements.push({component, after: lines[before] ?? ''});
  });
  return placements;
}

/**
 * Inserts the stand-ins of the components in `source` (the page's MDX) into `twin` (the plugin's Markdown of that
 * page), each after the twin's copy of the line that preceded the component.
 */
export function insertStandIns(twin: string, source: string, sourcePath: string, permalink: string): string {
  let lines = twin.split('\n');
  for (const {component, after} of componentPlacements(source, sourcePath)) {
    const at = lines.findIndex((line) => line.trim() === after.trim());
    if (at === -1) {
      throw new Error(`${sourcePath}: the line before <${component}> is not in its twin, so its stand-in has no place`);
    }
    const standIn = standIns[component]?.(permalink) ?? '';
    lines = [...lines.slice(0, at + 1), '', standIn, ...lines.slice(at + 1)];
  }
  return lines.join('\n');
}
