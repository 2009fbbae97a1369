/**
 * The page's Content Security Policy against Sportradar's loader (rule page.csp-allows-loader). The stand-in loader
 * replaces Sportradar's, so a browser run cannot show whether the page's policy would let the real loader in: this
 * module reads the policy and judges it, with no browser and no dependency.
 *
 * What it reads: the `Content-Security-Policy` response header (a page given as a URL; a file has none) and every
 * `<meta http-equiv="Content-Security-Policy">` of the HTML. Every policy must allow the loader, as the browser
 * enforces each. Report-only policies block nothing and are not read.
 *
 * What it judges, as the widget page's "If your site sends a Content Security Policy" states it: the directive that
 * governs a script element (script-src-elem, else script-src, else default-src) must allow the loader's URL (its
 * exact host, a wildcard host, a scheme source such as https:, or *), and the loader snippet, the script that adds
 * the loader, must run (a nonce on its tag, its sha256/384/512 hash, or 'unsafe-inline' in a list without nonces and
 * hashes). With 'strict-dynamic', host and scheme sources are ignored: the loader is let in because the snippet,
 * allowed by its nonce or hash, adds it. The hosts the widget connects to once loaded are not published and are not
 * judged.
 */
import {createHash} from 'node:crypto';

import {loaderUrl as publishedLoaderUrl} from '../../src/data/productFacts';

/** One policy: where it came from, its text, and its directives (the first of a name wins, as in browsers). */
export interface CspPolicy {
  readonly where: string;
  readonly text: string;
  readonly directives: ReadonlyMap<string, readonly string[]>;
}

export function parsePolicy(text: string, where: string): CspPolicy {
  const directives = new Map<string, string[]>();
  for (const part of text.split(';')) {
    const [name, ...values] = part.trim().split(/[\t\n\f\r ]+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!directives.has(key)) directives.set(key, values);
  }
  return {where, text: text.trim(), directives};
}

/** A header value may hold several policies, separated by commas. */
export function policiesOfHeader(value: string | null | undefined): CspPolicy[] {
  if (!value) return [];
  return value
    .split(',')
    .filter((text) => text.trim() !== '')
    .map((text) => parsePolicy(text, 'the Content-Security-Policy header'));
}

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The value of each attribute of a start tag's attribute text, by lower-cased name. */
function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

export function policiesOfMeta(html: string): CspPolicy[] {
  const policies: CspPolicy[] = [];
  for (const match of html.matchAll(/<meta\b([^>]*)>/gi)) {
    const attributes = attributesOf(match[1] ?? '');
    if (attributes.get('http-equiv')?.trim().toLowerCase() !== 'content-security-policy') continue;
    policies.push(parsePolicy(attributes.get('content') ?? '', 'the meta CSP'));
  }
  return policies;
}

/** A script element of the page: its src, nonce and, when inline, its text. */
export interface PageScript {
  readonly src?: string;
  readonly nonce?: string;
  readonly text: string;
}

export function scriptsOf(html: string): PageScript[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((match) => {
    const attributes = attributesOf(match[1] ?? '');
    const src = attributes.get('src');
    const nonce = attributes.get('nonce');
    return {...(src === undefined ? {} : {src}), ...(nonce === undefined ? {} : {nonce}), text: match[2] ?? ''};
  });
}

/** The base64 sha256 of an inline script as the browser hashes it (its text, line breaks normalized to LF). */
export function inlineHash(text: string, algorithm: 'sha256' | 'sha384' | 'sha512' = 'sha256'): string {
  return `${algorithm}-${createHash(algorithm).update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}`;
}

const keyword = (source: string) => source.toLowerCase();
const isNonceOrHash = (source: string) => /^'(?:nonce|sha256|sha384|sha512)-/i.test(source);

/** The directive that governs a script element, and its source list. */
export function scriptDirective(policy: CspPolicy): {name: string; list: readonly string[]} | undefined {
  for (const name of ['script-src-elem', 'script-src', 'default-src']) {
    const list = policy.directives.get(name);
    if (list !== undefined) return {name, list};
  }
  return undefined;
}

const DEFAULT_PORTS: Record<string, string> = {'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443'};

/**
 * The source expression of `list` that allows a script from `url` on a page at `page`, or undefined. `page` is the
 * page's URL; a page read from a file is judged as if served over https from a host of its own.
 */
export function allowingSource(list: readonly string[], url: URL, page: URL): string | undefined {
  const pageScheme = page.protocol === 'file:' ? 'https:' : page.protocol;
  const schemeMatches = (scheme: string) =>
    scheme === url.protocol || (scheme === 'http:' && url.protocol === 'https:');
  for (const source of list) {
    const lower = keyword(source);
    if (lower === "'none'") continue;
    if (lower === "'self'") {
      // A page read from a file: its own scripts beside it are the served page's own origin.
      if (page.protocol === 'file:' ? url.protocol === 'file:' : page.origin === url.origin) return source;
      continue;
    }
    if (lower === '*') {
      if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) || url.protocol === pageScheme) return source;
      continue;
    }
    if (/^[a-z][a-z0-9+.-]*:$/.test(lower)) {
      if (schemeMatches(lower)) return source;
      continue;
    }
    const host = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|\*\.[^:/]+|[^:/*']+)(?::(\d+|\*))?(\/[^?#]*)?$/i.exec(source);
    if (host === null) continue;
    const [, scheme, hostPart = '', port, pathPart] = host;
    const hostLower = hostPart.toLowerCase();
    if (scheme !== undefined ? !schemeMatches(`${scheme.toLowerCase()}:`) : !schemeMatches(pageScheme)) continue;
    const hostname = url.hostname.toLowerCase();
    if (
      hostLower.startsWith('*.') ? !hostname.endsWith(hostLower.slice(1)) : hostLower !== '*' && hostLower !== hostname
    )
      continue;
    // Without a port, the source allows the scheme's default port only.
    if (port === undefined ? url.port !== '' : port !== '*' && port !== (url.port || DEFAULT_PORTS[url.protocol]))
      continue;
    if (pathPart !== undefined && pathPart !== '' && pathPart !== '/') {
      const path = decodeURIComponent(url.pathname);
      const wanted = decodeURIComponent(pathPart);
      if (wanted.endsWith('/') ? !path.startsWith(wanted) : path !== wanted) continue;
    }
    return source;
  }
  return undefined;
}

/** How the list lets an inline script (or, by nonce, any script element) run, or undefined. */
export function allowingInline(list: readonly string[], script: PageScript): string | undefined {
  if (script.nonce !== undefined && script.nonce !== '' && list.includes(`'nonce-${script.nonce}'`)) return `its nonce`;
  if (script.src === undefined) {
    const normalize = (hash: string) => hash.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    for (const algorithm of ['sha256', 'sha384', 'sha512'] as const) {
      const wanted = normalize(inlineHash(script.text, algorithm).slice(algorithm.length + 1));
      const found = list.find(
        (source) =>
          keyword(source).startsWith(`'${algorithm}-`) && normalize(source.slice(algorithm.length + 2, -1)) === wanted,
      );
      if (found !== undefined) return `its hash ${found}`;
    }
    const unsafeInline = list.some((source) => keyword(source) === "'unsafe-inline'");
    const ignored = list.some((source) => isNonceOrHash(source) || keyword(source) === "'strict-dynamic'");
    if (unsafeInline && !ignored) return "'unsafe-inline'";
  }
  return undefined;
}

export interface CspInput {
  /** The page's URL, or the file's `file://` URL. */
  readonly pageUrl: string;
  readonly html: string;
  /** The Content-Security-Policy response header, when the page came from a server. */
  readonly header?: string | null;
  /** The text of each external script the page loads, by its src as written, to find the snippet in. */
  readonly externalScripts?: ReadonlyMap<string, string>;
}

export interface CspJudgement {
  readonly problems: string[];
  /** What passed, when nothing failed. */
  readonly passed: string;
}

const LOADER_HOST = new URL(publishedLoaderUrl.replace('<CLIENT_ID>', 'client')).host;
const NOT_JUDGED = 'the hosts the widget connects to once loaded are not published and not checked: ask Sportradar';

/** Judges every CSP of the page against Sportradar's loader and the snippet that adds it. */
export function judgeCsp(input: CspInput): CspJudgement {
  const policies = [...policiesOfHeader(input.header), ...policiesOfMeta(input.html)];
  if (policies.length === 0) return {problems: [], passed: 'no CSP on the page'};
  const page = new URL(input.pageUrl);
  const scripts = scriptsOf(input.html);
  const loaderPattern = new RegExp(`https://${LOADER_HOST.replace(/\./g, '\\.')}/[^'"\\s]*`);
  // The loader snippet: the inline script that holds the loader URL, else an external script that does.
  const snippet =
    scripts.find((script) => script.src === undefined && loaderPattern.test(script.text)) ??
    scripts.find(
      (script) => script.src !== undefined && loaderPattern.test(input.externalScripts?.get(script.src) ?? ''),
    );
  const snippetText =
    snippet === undefined
      ? ''
      : ((snippet.src === undefined ? snippet.text : input.externalScripts?.get(snippet.src)) ?? '');
  const loaderOnPage = loaderPattern.exec(snippetText)?.[0];
  const loader = new URL((loaderOnPage ?? publishedLoaderUrl).replace('<CLIENT_ID>', 'CLIENT_ID'));
  const origin = loader.origin;
  const snippetName =
    snippet === undefined
      ? 'the loader snippet'
      : snippet.src === undefined
        ? 'the inline loader snippet'
        : `the loader snippet's script ${snippet.src}`;
  const fixFor = (directive: string) =>
    snippet === undefined || snippet.src !== undefined
      ? `add a nonce of the policy to ${snippetName}`
      : `add nonce="<NONCE>" (the policy's nonce) to its script tag, or '${inlineHash(snippet.text)}' to ${directive}`;

  const problems: string[] = [];
  const passes: string[] = [];
  for (const policy of policies) {
    const directive = scriptDirective(policy);
    if (directive === undefined) {
      passes.push(`${policy.where} does not restrict scripts`);
      continue;
    }
    const {name, list} = directive;
    const named = `${policy.where}'s ${name} ${list.join(' ') || '(empty)'}${
      name === 'default-src' ? ' (it has no script-src, so default-src applies to scripts)' : ''
    }`;
    const strictDynamic = list.some((source) => keyword(source) === "'strict-dynamic'");
    const snippetAllowed =
      snippet === undefined
        ? undefined
        : snippet.src === undefined
          ? allowingInline(list, snippet)
          : (allowingInline(list, snippet) ??
            (strictDynamic ? undefined : allowingSource(list, new URL(snippet.src, page), page)));
    if (strictDynamic) {
      if (snippet === undefined) {
        problems.push(
          `${named} uses 'strict-dynamic': the loader ${origin} gets in only when the script that adds it is allowed, and no script of the page holds the loader URL`,
        );
      } else if (snippetAllowed === undefined) {
        problems.push(
          `${named} uses 'strict-dynamic', so the loader ${origin} gets in only through ${snippetName}, which the policy blocks: ${fixFor(name)}`,
        );
      } else {
        passes.push(
          `${policy.where}'s ${name} lets ${snippetName} run (${snippetAllowed}), and 'strict-dynamic' lets the loader ${origin} it adds in`,
        );
      }
      continue;
    }
    const loaderAllowed = allowingSource(list, loader, page);
    if (loaderAllowed === undefined) {
      problems.push(`${named} does not allow the loader's origin ${origin}: add ${origin} to ${name}`);
    }
    if (snippet !== undefined && snippetAllowed === undefined) {
      problems.push(`${named} blocks ${snippetName}, so SIR is never defined: ${fixFor(name)}`);
    }
    if (loaderAllowed !== undefined && (snippet === undefined || snippetAllowed !== undefined)) {
      passes.push(
        `${policy.where}'s ${name} allows the loader ${origin} (${loaderAllowed})${
          snippetAllowed === undefined ? '' : ` and ${snippetName} (${snippetAllowed})`
        }`,
      );
    }
  }
  return {problems, passed: [...passes, NOT_JUDGED].join('; ')};
}

/**
 * For `serve --page` and `check --page` in a browser: the page's meta CSP tags with the sandbox's own paths added
 * where the real loader would be allowed, so that the stand-in runs exactly where Sportradar's loader would. The
 * script directive gets `sandboxPath` when it allows the loader (with 'strict-dynamic', the snippet's nonce or hash
 * already lets in what it adds), and connect-src (else default-src) gets it too, for the stand-in's link to the
 * sandbox. The header of a proxied page is not passed on, so only meta tags need this.
 */
export function admitStandIn(html: string, sandboxPath: string): string {
  const served = new URL(sandboxPath);
  const loader = new URL(publishedLoaderUrl.replace('<CLIENT_ID>', 'CLIENT_ID'));
  return html.replace(/<meta\b([^>]*)>/gi, (tag, attributeText: string) => {
    const attributes = attributesOf(attributeText);
    if (attributes.get('http-equiv')?.trim().toLowerCase() !== 'content-security-policy') return tag;
    const policy = parsePolicy(attributes.get('content') ?? '', 'the meta CSP');
    const added = new Map<string, string[]>();
    const script = scriptDirective(policy);
    if (
      script !== undefined &&
      !script.list.some((source) => keyword(source) === "'strict-dynamic'") &&
      allowingSource(script.list, loader, served) !== undefined
    ) {
      added.set(script.name, [...script.list, served.href]);
    }
    const connect = policy.directives.has('connect-src') ? 'connect-src' : 'default-src';
    const connectList = added.get(connect) ?? policy.directives.get(connect);
    if (connectList !== undefined && !connectList.includes(served.href))
      added.set(connect, [...connectList, served.href]);
    if (added.size === 0) return tag;
    const content = [...policy.directives]
      .map(([name, list]) => [name, ...(added.get(name) ?? list)].join(' '))
      .join('; ');
    const escaped = content.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    return tag.replace(/\scontent\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+)/i, ` content="${escaped}"`);
  });
}
