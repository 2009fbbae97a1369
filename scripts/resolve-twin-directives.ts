/**
 * The Markdown twins (`<page>.md`) and llms-full.txt are copies of the page sources made by docusaurus-plugin-llms,
 * so they still hold the product-facts directives (`:fact[...]`, `:designed`, `::loader-snippet`). This step, run
 * after `docusaurus build`, gives them the same values the rendered pages show (plugins/remark-product-facts), and
 * writes Docusaurus admonitions (`:::note`) as plain Markdown blockquotes (scripts/twin-admonitions.ts).
 *
 *   tsx scripts/resolve-twin-directives.ts [buildDir]   (default: build)
 */
import fs from 'node:fs';
import path from 'node:path';

import {resolveDirectivesInText} from '../plugins/remark-product-facts/directives';
import {admonitionsAsBlockquotes} from './twin-admonitions';

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.md$|^llms(-full)?\.txt$/.test(entry.name) ? [full] : [];
  });
}

const buildDir = path.resolve(__dirname, '..', process.argv[2] ?? 'build');
let changed = 0;
for (const file of markdownFiles(buildDir)) {
  const source = fs.readFileSync(file, 'utf8');
  const resolved = admonitionsAsBlockquotes(resolveDirectivesInText(source));
  if (resolved !== source) {
    fs.writeFileSync(file, resolved);
    changed += 1;
  }
}
console.log(
  `twins: resolved product-facts directives and admonitions in ${changed} Markdown files of ${path.relative(process.cwd(), buildDir) || '.'}`,
);
