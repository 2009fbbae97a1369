/**
 * The source scans of `npm run check`, which need no build:
 *
 * 1. no page source or TypeScript source types a product fact by hand instead of taking it from
 *    src/data/productFacts.ts (the patterns are generated from the facts, scripts/check/content-checks/handTypedFacts.ts);
 * 2. no diagram types a fact (`<title>`, `<desc>`, `<text>` of every SVG under static/img, and each diagram's alt text
 *    on a page): it writes a placeholder, `{{fact:key}}`, that the build fills (scripts/check/content-checks/diagramFacts.ts);
 * 3. every internal link and anchor in the Markdown sources resolves (scripts/check/content-checks/sourceLinks.ts);
 * 4. every designed name or unit (src/data/designedNames.ts) carries its marker in the block that states it: a page's
 *    paragraph, list item or table row, a doc comment of the typings, a comment of the web example or of the /web
 *    configurator's generated code (scripts/check/content-checks/designedSources.ts);
 * 5. no page or typings comment writes the marker followed by a colon (`:designed:`), which the directive parser
 *    leaves as text on the built page;
 * 6. the example projects (web, Android, iOS) type no fact with another value: each constant bound to a fact equals
 *    it, and each comment or string stating a fact gives its value (scripts/check/content-checks/exampleFacts.ts);
 * 7. no page or React page writes a list of every web module by hand (scripts/check/content-checks/moduleLists.ts);
 * 8. every `file=examples/...` block of a page shows a file and region that exist
 *    (scripts/check/content-checks/exampleIncludeRefs.ts);
 * 9. every product fact is stated in reference/product-facts.md with its value and unit, so the facts source and
 *    the copy of the product's material it comes from change together (scripts/check/content-checks/referenceFacts.ts).
 *
 *   tsx scripts/check/check-sources.ts
 */
import fs from 'node:fs';
import path from 'node:path';

import {walk} from '../../build-tools/files';
import {designedNames} from '../../src/data/designedNames';
import {blocksOfFile, describeUnmarked, occurrencesIn} from './content-checks/designedSources';
import {checkBindings, checkStatements, exampleFactBindings} from './content-checks/exampleFacts';
import {altTextFactProblems, diagramFactProblems, diagramTextNodes} from './content-checks/diagramFacts';
import {findHandTypedFacts, findTypedTextFacts, markdownProse, textFactCopies} from './content-checks/handTypedFacts';
import {handWrittenModuleLists, publishedWordingOnAllRequests} from './content-checks/moduleLists';
import {factLists} from '../../plugins/remark-product-facts/directives';
import {brokenLinks} from './content-checks/sourceLinks';
import {brokenIncludes} from './content-checks/exampleIncludeRefs';
import {referenceFactProblems} from './content-checks/referenceFacts';
import {textFacts} from '../../src/data/productFacts';
import {runAsScript} from '../lib/run-as-script';

const root = path.resolve(__dirname, '..', '..');
const factsSource = path.join(root, 'src/data/productFacts.ts');

function files(dir: string, pattern: RegExp, skip: (name: string) => boolean = () => false): string[] {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return walk(path.join(root, dir), skip).filter((file) => pattern.test(file) && !file.endsWith('.test.ts'));
}

function main(): number {
  const sources = [
    ...files('docs', /\.mdx?$/, (name) => name === 'api'),
    ...files('src/pages', /\.(mdx?|tsx)$/),
    ...files('src/data', /\.ts$/),
    ...files('src/components', /\.tsx$/),
    ...files('virtual-stadium-api/src', /\.ts$/),
  ].filter((file) => file !== factsSource);

  let problems = 0;
  // The loader's address is a text fact: typed nowhere but src/data/productFacts.ts, in prose, code or diagrams.
  const reportTypedTextFacts = (file: string, text: string): void => {
    for (const found of findTypedTextFacts(text)) {
      problems += 1;
      console.error(
        `${path.relative(root, file)}:${found.line}: "${found.text}" typed by hand; show it from src/data/productFacts.ts (:facts[loaderHost]{code}, :facts[loaderOrigin]{code} or :facts[loaderUrl]{code} in prose; {{fact:loaderOrigin}} and the like in code blocks and diagrams)`,
      );
    }
  };
  for (const file of sources) {
    const text = fs.readFileSync(file, 'utf8');
    reportTypedTextFacts(file, text);
    for (const found of findHandTypedFacts(/\.mdx?$/.test(file) ? markdownProse(text) : text)) {
      problems += 1;
      const use = found.facts.map((fact) => `:fact[${fact}]`).join(' or ');
      console.error(
        `${path.relative(root, file)}:${found.line}: "${found.text}" typed by hand; show it from src/data/productFacts.ts (${use})`,
      );
    }
  }
  for (const {file, fact} of textFactCopies) {
    const text = fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : '';
    if (text.includes(textFacts[fact])) continue;
    problems += 1;
    console.error(
      `${file}: does not state ${fact}, "${textFacts[fact]}" in src/data/productFacts.ts; update its copy (or its line in textFactCopies, scripts/check/content-checks/handTypedFacts.ts)`,
    );
  }
  const handTyped = problems;

  const diagrams = files('static/img', /\.svg$/);
  let diagramNodes = 0;
  for (const file of diagrams) {
    const svg = fs.readFileSync(file, 'utf8');
    reportTypedTextFacts(file, svg);
    diagramNodes += diagramTextNodes(svg).length;
    for (const problem of diagramFactProblems(svg)) {
      problems += 1;
      console.error(`${path.relative(root, file)}:${String(problem.line)}: ${problem.message}`);
    }
  }
  // A diagram's alt text on a page is Markdown image text, which no directive reaches: placeholders there too.
  for (const file of files('docs', /\.mdx?$/, (name) => name === 'api')) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const image of line.matchAll(/!\[([^\]]*)\]\(\/img\/[\w-]+\/[\w-]+\.svg\)/g)) {
          for (const message of altTextFactProblems(image[1] ?? '')) {
            problems += 1;
            console.error(`${path.relative(root, file)}:${String(index + 1)}: a diagram's alt text ${message}`);
          }
        }
      });
  }

  const links = brokenLinks(root);
  for (const link of links) {
    problems += 1;
    console.error(`${link.file}:${link.line}: link "${link.target}": ${link.reason}`);
  }

  /** Where designed names are stated: pages, the typings, the web example and the /web configurator's code. */
  const designedSources = [
    ...files('docs', /\.mdx?$/, (name) => name === 'api'),
    ...files('src/pages', /\.(mdx?|tsx)$/),
    ...files('src/components', /\.tsx$/),
    path.join(root, 'src/utils/embedConfigurator.ts'),
    ...files('virtual-stadium-api/src', /\.ts$/, (name) => name === 'internal'),
    ...files('examples/web', /\.(ts|tsx|js|sh)$/, (name) => name === 'node_modules' || name === 'dist'),
  ];
  let designedStated = 0;
  let designedUnmarked = 0;
  for (const file of designedSources) {
    const relative = path.relative(root, file);
    for (const occurrence of occurrencesIn(blocksOfFile(relative, fs.readFileSync(file, 'utf8')), designedNames)) {
      designedStated += 1;
      if (occurrence.marked) continue;
      designedUnmarked += 1;
      problems += 1;
      console.error(describeUnmarked(relative, occurrence));
    }
  }

  // 5. `:designed:` is not a directive: the built page would show the characters.
  let markerLeaks = 0;
  for (const file of designedSources.filter((candidate) => /\.(mdx?|ts)$/.test(candidate))) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!/(^|[^\w:]):designed:(?![\w[{])/.test(line)) return;
        markerLeaks += 1;
        problems += 1;
        console.error(
          `${path.relative(root, file)}:${String(index + 1)}: ":designed:" shows as text; end the marker with a space, a comma or a full stop`,
        );
      });
  }

  // 6. The examples cannot import the facts source; their constants and comments are checked against it.
  const skipBuilt = (name: string): boolean => ['node_modules', 'dist', 'build', '.gradle'].includes(name);
  const exampleFiles = [
    ...files('examples/web', /\.(ts|tsx)$/, skipBuilt),
    ...walk(path.join(root, 'examples/web/test'), skipBuilt).filter((file) => file.endsWith('.ts')),
    ...files('examples/android', /\.kts?$/, skipBuilt),
    ...files('examples/ios', /\.swift$/, skipBuilt),
  ];
  const exampleProblems = [...new Set(exampleFiles)].flatMap((file) => {
    const relative = path.relative(root, file);
    const text = fs.readFileSync(file, 'utf8');
    return [...checkBindings(relative, text), ...checkStatements(relative, text)];
  });
  for (const binding of exampleFactBindings.filter((candidate) => !fs.existsSync(path.join(root, candidate.file)))) {
    exampleProblems.push({file: binding.file, line: 1, message: `missing; it held ${binding.name} (${binding.fact})`});
  }
  for (const problem of exampleProblems) {
    problems += 1;
    console.error(`${problem.file}:${String(problem.line)}: ${problem.message}`);
  }

  // 7. A list of every module, written out, misses the next module added to the registry; and "published" must not
  // describe a list that holds a module whose request the docs designed.
  let moduleLists = 0;
  for (const file of [...files('docs', /\.mdx?$/, (name) => name === 'api'), ...files('src/pages', /\.(mdx?|tsx)$/)]) {
    const kind = file.endsWith('.tsx') ? 'tsx' : 'markdown';
    if (kind === 'markdown' && factLists.modulesWithDesignedRequests.length > 0) {
      for (const line of publishedWordingOnAllRequests(fs.readFileSync(file, 'utf8'))) {
        moduleLists += 1;
        problems += 1;
        console.error(
          `${path.relative(root, file)}:${String(line)}: calls :facts[modulesWithRequests] published, but ${factLists.modulesWithDesignedRequests.join(', ')} sends a designed request; write :facts[modulesWithPublishedRequests]`,
        );
      }
    }
    for (const list of handWrittenModuleLists(fs.readFileSync(file, 'utf8'), kind)) {
      moduleLists += 1;
      problems += 1;
      console.error(
        `${path.relative(root, file)}:${String(list.line)}: lists every web module by hand ("${list.excerpt}…"); write :facts[modules] (or :facts[modules]{links}), or build it from webModules`,
      );
    }
  }

  // 8. An include whose file or region is gone: the build would stop there, so the fast tier does too.
  let includeProblems = 0;
  for (const file of files('docs', /\.mdx?$/, (name) => name === 'api')) {
    const relative = path.relative(root, file);
    for (const problem of brokenIncludes(root, relative, fs.readFileSync(file, 'utf8'))) {
      includeProblems += 1;
      problems += 1;
      console.error(problem.message);
    }
  }

  // 9. The facts source and the reference it comes from say the same.
  const referenceProblems = referenceFactProblems(
    fs.readFileSync(path.join(root, 'reference/product-facts.md'), 'utf8'),
  );
  for (const problem of referenceProblems) {
    problems += 1;
    console.error(`src/data/productFacts.ts: ${problem}`);
  }

  console.log(
    `sources: ${referenceProblems.length} facts missing from the reference; ${includeProblems} broken example includes; ${moduleLists} hand-written lists of every module; ${exampleFactBindings.length} example constants bound to facts, ${exampleProblems.length} example lines off the facts; ${markerLeaks} markers followed by a colon; ${sources.length} files scanned, ${handTyped} hand-typed facts; ${diagramNodes} text nodes of ${diagrams.length} diagrams checked for facts; ${links.length} broken internal links; ${designedStated} statements of designed names in ${designedSources.length} files, ${designedUnmarked} without their marker; ${problems} problems`,
  );
  return problems === 0 ? 0 : 1;
}

runAsScript(module, main);
