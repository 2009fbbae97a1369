/**
 * The Content-Security-Policy of a build: the SHA-256 hash of every inline script the browser would run.
 * The HTML is read with cheerio's parse5 back end, the WHATWG parser browsers implement, so a script is
 * found (or not) exactly as the browser finds it: not inside comments or <noscript>, not fooled by a `>`
 * inside an attribute value or by an attribute that merely ends in "src", and with the text the browser
 * hashes (line endings normalised to LF by the parser).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import * as cheerio from 'cheerio';

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
export function inlineScripts(html: string): string[] {
  const $ = cheerio.load(html);
  const scripts: string[] = [];
  $('script').each((_, element) => {
    const script = $(element);
    if (script.attr('src') !== undefined) return;
    if (!isExecutableScriptType(script.attr('type'))) return;
    const body = script.text();
    if (body.length > 0) scripts.push(body);
  });
  return scripts;
}

/** The CSP source expression for one inline script: 'sha256-<base64 digest of its UTF-8 text>'. */
export function scriptHash(body: string): string {
  return `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The hash source expressions of every inline script in every HTML file below `dir`. */
export function inlineScriptHashes(dir: string): Set<string> {
  const hashes = new Set<string>();
  for (const file of walk(dir).filter((name) => name.endsWith('.html'))) {
    for (const body of inlineScripts(fs.readFileSync(file, 'utf8'))) hashes.add(scriptHash(body));
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
