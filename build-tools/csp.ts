/**
 * The Content-Security-Policy of a build: the SHA-256 hash of every inline script the browser would run.
 * The HTML is read with parse5's streaming (SAX) parser: the WHATWG tokenizer browsers implement, switched between
 * its states as the tree builder would (script text, raw text in <style>, <noscript> and the like, foreign content
 * in <svg>). So a script is found (or not) exactly as the browser finds it: not inside comments or <noscript>, not
 * fooled by a `>` inside an attribute value or by an attribute that merely ends in "src", and with the text the
 * browser hashes (line endings normalised to LF by the tokenizer). It builds no document tree: on a site of 1,000
 * pages, parsing each page into a tree (cheerio) took 15 s and let about 1 GB of garbage pile up in the build
 * process's postBuild step, its peak memory (issue #43).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';

import {walk} from './files';

/** The `type` values that make a <script> run (HTML spec "prepare the script element"); others are data blocks. */
const javaScriptTypes = new Set([
  '',
  'module',
  'importmap',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Whether a <script> with this `type` attribute (undefined when absent) runs as script. */
export function isExecutableScriptType(type: string | undefined): boolean {
  return javaScriptTypes.has((type ?? '').trim().toLowerCase());
}

/**
 * The text of every inline <script> of one HTML document that the browser executes, in document order:
 * no `src` attribute, a JavaScript (or module) type, and a non-empty body (an empty one never runs).
 * JSON-LD and other data blocks are left out: CSP does not apply to them.
 */
export async function inlineScripts(html: string): Promise<string[]> {
  const {SAXParser} = await import('parse5-sax-parser');
  const parser = new SAXParser();
  const scripts: string[] = [];
  // The text so far of the executable inline script being read; undefined outside one.
  let body: string | undefined;
  parser.on('startTag', ({tagName, attrs}) => {
    if (tagName !== 'script') return;
    const attribute = (name: string) => attrs.find((attr) => attr.name === name)?.value;
    body = attribute('src') === undefined && isExecutableScriptType(attribute('type')) ? '' : undefined;
  });
  parser.on('text', ({text}) => {
    if (body !== undefined) body += text;
  });
  parser.on('endTag', ({tagName}) => {
    if (tagName !== 'script') return;
    if (body) scripts.push(body);
    body = undefined;
  });
  const finished = new Promise<void>((resolve, reject) => {
    parser.once('finish', resolve);
    parser.once('error', reject);
  });
  parser.end(html);
  await finished;
  // A script the document never closed still runs, with the text up to the end.
  if (body) scripts.push(body);
  return scripts;
}

/** The CSP source expression for one inline script: 'sha256-<base64 digest of its UTF-8 text>'. */
export function scriptHash(body: string): string {
  return `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The hash source expressions of every inline script in every HTML file below `dir`. */
export async function inlineScriptHashes(dir: string): Promise<Set<string>> {
  const hashes = new Set<string>();
  for (const file of walk(dir).filter((name) => name.endsWith('.html'))) {
    for (const body of await inlineScripts(fs.readFileSync(file, 'utf8'))) hashes.add(scriptHash(body));
  }
  return hashes;
}

/**
 * The site's Content-Security-Policy. Scripts: own origin plus the exact inline scripts of the build,
 * never 'unsafe-inline' or 'unsafe-eval'. 'wasm-unsafe-eval' lets the search engine (Pagefind) compile its
 * WebAssembly module, served from this origin; it allows no JavaScript eval. Styles allow inline style
 * attributes, which React and the theme use.
 */
export function contentSecurityPolicy(hashes: Iterable<string>): string {
  const scriptSources = ["'self'", "'wasm-unsafe-eval'", ...[...new Set(hashes)].sort()].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
