/**
 * Checks what readers read, over the production build (`npm run build` first):
 *
 * 1. no page's rendered prose shows Markdown or MDX source (admonition or code fences, link syntax, emphasis
 *    markers, MDX comments, unresolved directives, HTML tags as text);
 * 2. every statement of a product fact in a page's prose, and in its code samples' comments and strings, has the
 *    value of src/data/productFacts.ts;
 * 3. every place a guide shows a designed name (src/data/designedNames.ts) carries the designed marker in the same
 *    paragraph, list item, table row or code block caption (or the sentence right before the block);
 * 4. no served text file (page, twin, llms.txt, diagram) shows an unfilled fact placeholder, `{{fact:…}}`;
 *
 * Checks that need no build (hand-typed facts, links and anchors in the sources) are in scripts/check/check-sources.ts.
 *   tsx scripts/check/check-rendered-content.ts [buildDir]   (default: build)
 */
import fs from 'node:fs';
import path from 'node:path';

import {checkPage, type PageReport} from './content-checks/pageChecks';
import {runAsScript} from '../lib/run-as-script';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function routeOf(buildDir: string, file: string): string {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

function main(argv: string[]): number {
  const buildDir = path.resolve(__dirname, '..', '..', argv[0] ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`content: no build in ${buildDir}; run \`npm run build\` first`);
    return 1;
  }

  const reports: PageReport[] = htmlFiles(buildDir)
    .map((file) => ({route: routeOf(buildDir, file), html: fs.readFileSync(file, 'utf8')}))
    .filter(({route}) => route !== '/404' && !route.startsWith('/__'))
    .map(({route, html}) => checkPage(route, html));

  let problems = 0;
  for (const report of reports) {
    for (const leak of report.leaks) {
      problems += 1;
      console.error(`${report.route}: Markdown source in rendered text (${leak.kind}): …${leak.excerpt}…`);
    }
    if (report.cutDescription !== undefined) {
      problems += 1;
      console.error(`${report.route}: the meta description stops mid-sentence: …${report.cutDescription}`);
    }
    for (const statement of report.factStatements.filter((s) => !s.ok)) {
      problems += 1;
      console.error(
        `${report.route}: states ${statement.stated.join('–')} for ${statement.fact}, the facts source says otherwise: "${statement.sentence}"`,
      );
    }
    for (const statement of report.codeFactStatements.filter((s) => !s.ok)) {
      problems += 1;
      console.error(
        `${report.route}: a code sample states ${statement.stated.join('–')} for ${statement.fact}, the facts source says otherwise: "${statement.sentence}"`,
      );
    }
    for (const occurrence of report.designedWithoutMarker) {
      problems += 1;
      console.error(
        `${report.route}: a designed name without the designed marker in its own paragraph, list item, table row or code block caption: ${occurrence}`,
      );
    }
  }

  // 4. Fact placeholders (build-tools/factPlaceholders.ts) are filled in every served file, the diagrams included.
  const servedText = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return servedText(full);
      return /\.(html|md|txt|svg|json)$/.test(entry.name) ? [full] : [];
    });
  for (const file of servedText(buildDir)) {
    const placeholder = /\{\{\s*fact:[^}]*\}\}/.exec(fs.readFileSync(file, 'utf8'));
    if (placeholder) {
      problems += 1;
      console.error(`${path.relative(buildDir, file)}: an unfilled fact placeholder is served: ${placeholder[0]}`);
    }
  }

  const statements = reports.reduce((sum, report) => sum + report.factStatements.length, 0);
  const codeStatements = reports.reduce((sum, report) => sum + report.codeFactStatements.length, 0);
  const designedPages = reports.filter((report) => report.designedShown.length > 0).length;
  console.log(
    `content: ${reports.length} pages; ${reports.reduce((sum, r) => sum + r.leaks.length, 0)} Markdown leaks; ` +
      `${statements} fact statements in prose and ${codeStatements} in code samples verified against src/data/productFacts.ts; ` +
      `${designedPages} pages show designed names; ` +
      `${problems} problems`,
  );
  return problems === 0 ? 0 : 1;
}

runAsScript(module, main);
