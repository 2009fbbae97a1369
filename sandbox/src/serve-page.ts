/**
 * `virtual-stadium-sandbox serve --page FILE|URL`: your own page in a real browser, with the stand-in widget in it.
 * The sandbox serves the page on localhost: a file's folder as static files, or a URL's site through a proxy. In
 * every HTML page it serves, the loader snippet's Sportradar loader URL is rewritten to the stand-in loader
 * (browser/stand-in-loader.ts), so your page's own code registers its adapter and adds its widget to a stand-in that
 * runs in the browser. The stand-in listens here for triggered events and reports each request, answer and action
 * to this server's log, which `trigger` prints.
 *
 * For a file, `--script /path=FILE` bundles a TypeScript entry for the browser at that path (your page's script,
 * built the way your own build would; a .ts script beside the page is bundled the same way), and the token path answers with a stand-in token unless `--token-url` names
 * your token endpoint, which then gets the browser's cookies.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import path from 'node:path';

import {standInLoaderScript} from './browser-bundle';
import {admitStandIn} from './csp';
import type {SandboxFixtures} from './fixtures';
import {findEsbuild} from './load-adapter';
import {listenSandbox, type Sandbox} from './serve';

/** Where the loader snippet points: the Sportradar loader, whatever the client id. */
const LOADER_URL = /https:\/\/widgets\.sir\.sportradar\.com\/[^'"\s]*/g;
const STAND_IN_PATH = '/__vs-sandbox/widgetloader.js';
/** The web starter's token path, answered with a stand-in token when no --token-url is given. */
const DEFAULT_TOKEN_PATH = '/api/vs-token';

export interface PageSandboxOptions {
  readonly port?: number;
  readonly quiet?: boolean;
  /** URL path → a TypeScript or JavaScript entry, bundled for the browser on each request. */
  readonly scripts?: Readonly<Record<string, string>>;
  /** Your token endpoint; the browser's cookies and `tokenHeaders` go with each request. */
  readonly tokenUrl?: string;
  readonly tokenHeaders?: Readonly<Record<string, string>>;
  /** How long `trigger` waits for the page to finish an event, in milliseconds. */
  readonly triggerTimeoutMs?: number;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page's HTML with its loader URL pointing at the stand-in; `count` is how many loader URLs were rewritten. */
export function injectStandInLoader(html: string): {html: string; count: number} {
  let count = 0;
  const rewritten = html.replace(LOADER_URL, () => {
    count += 1;
    return STAND_IN_PATH;
  });
  return {html: rewritten, count};
}

async function bundleForBrowser(file: string): Promise<string> {
  const absolute = path.resolve(file);
  const result = await findEsbuild(absolute).build({
    entryPoints: [absolute],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    logLevel: 'silent',
    conditions: ['source'],
  });
  return result.outputFiles?.[0]?.text ?? '';
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startPageSandbox(
  page: string,
  fixtures: SandboxFixtures,
  options: PageSandboxOptions = {},
): Promise<Sandbox> {
  const log: string[] = [];
  const listeners = new Set<(line: string) => void>();
  const say = (line: string) => {
    log.push(line);
    if (!options.quiet) console.log(line);
    for (const listener of listeners) listener(line);
  };
  const isUrl = /^https?:\/\//.test(page);
  const pageUrl = isUrl ? new URL(page) : undefined;
  const pageFile = isUrl ? undefined : path.resolve(page);
  if (pageFile !== undefined && !existsSync(pageFile)) throw new Error(`${page} does not exist`);
  const folder = pageFile === undefined ? undefined : path.dirname(pageFile);
  const channelId = fixtures.channelId ?? '<CHANNEL_ID>';
  const standIn =
    `window.__vsSandboxConfig = ${JSON.stringify({fixtures, channelId})};\n` + (await standInLoaderScript());
  const tokenPath = options.tokenUrl ? new URL(options.tokenUrl).pathname : DEFAULT_TOKEN_PATH;

  /** The pages whose stand-in listens for commands, the newest last: `trigger` drives the newest. */
  const pages: ServerResponse[] = [];
  const finished = new Map<string, () => void>();
  let commands = 0;
  let url = ''; // known once the server listens

  const fire = async (event: string, argument?: string): Promise<string[]> => {
    const from = log.length;
    const target = pages.at(-1);
    if (target === undefined) {
      say(`no page is open: open ${url} in a browser first`);
      return log.slice(from);
    }
    commands += 1;
    const id = String(commands);
    const done = new Promise<boolean>((resolve) => finished.set(id, () => resolve(true)));
    target.write(`data: ${JSON.stringify({id, event, ...(argument === undefined ? {} : {argument})})}\n\n`);
    const budget = options.triggerTimeoutMs ?? 2 * (fixtures.timeBudgetMs ?? 2000) + 3000;
    const inTime = await Promise.race([done, sleep(budget).then(() => false)]);
    finished.delete(id);
    if (!inTime) say(`the page did not finish ${event} within ${String(budget)} ms`);
    return log.slice(from);
  };

  const sendHtml = (res: ServerResponse, html: string, where: string) => {
    const {html: injected, count} = injectStandInLoader(html);
    // A meta CSP that lets Sportradar's loader in lets the stand-in in too (page.csp-allows-loader judges the policy).
    const served = admitStandIn(injected, `${url}/__vs-sandbox/`);
    if (count === 0) say(`${where} has no loader URL of widgets.sir.sportradar.com: no stand-in is injected there`);
    res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'}).end(served);
  };

  const fromFolder = async (pathname: string, res: ServerResponse) => {
    if (folder === undefined || pageFile === undefined) return false;
    const script = options.scripts?.[pathname];
    if (script !== undefined) {
      res.writeHead(200, {'Content-Type': 'text/javascript; charset=utf-8'}).end(await bundleForBrowser(script));
      return true;
    }
    const file = pathname === '/' ? pageFile : path.join(folder, decodeURIComponent(pathname));
    if (!file.startsWith(folder + path.sep) || !existsSync(file) || !statSync(file).isFile()) return false;
    if (/\.(?:ts|tsx|mts)$/.test(file)) {
      // A TypeScript script beside the page: bundled for the browser, as your own build would.
      res.writeHead(200, {'Content-Type': 'text/javascript; charset=utf-8'}).end(await bundleForBrowser(file));
      return true;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    if (type.startsWith('text/html')) sendHtml(res, readFileSync(file, 'utf8'), path.relative(folder, file));
    else res.writeHead(200, {'Content-Type': type}).end(readFileSync(file));
    return true;
  };

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    if (!options.tokenUrl) {
      // The stand-in widget reads no token: a placeholder lets the page's token fetch succeed.
      res.writeHead(200, {'Content-Type': 'text/plain'}).end('<JWT>');
      return;
    }
    const headers: Record<string, string> = {...options.tokenHeaders};
    if (req.headers.cookie) headers['Cookie'] = [headers['Cookie'], req.headers.cookie].filter(Boolean).join('; ');
    const answer = await fetch(options.tokenUrl, {headers});
    const body = await answer.text();
    say(`your token endpoint answered ${String(answer.status)}`);
    res.writeHead(answer.status, {'Content-Type': answer.headers.get('content-type') ?? 'text/plain'}).end(body);
  };

  const proxy = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (pageUrl === undefined) return false;
    const target = new URL(
      url.pathname === '/' ? pageUrl.pathname + pageUrl.search : url.pathname + url.search,
      pageUrl,
    );
    const headers: Record<string, string> = {};
    for (const name of ['accept', 'cookie', 'content-type', 'authorization', 'accept-language']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const answer = await fetch(target, {
      method: req.method ?? 'GET',
      headers,
      redirect: 'manual',
      ...(hasBody ? {body: await readBody(req)} : {}),
    });
    const type = answer.headers.get('content-type') ?? 'application/octet-stream';
    if (answer.ok && type.startsWith('text/html')) sendHtml(res, await answer.text(), target.toString());
    else {
      const location = answer.headers.get('location');
      res
        .writeHead(answer.status, {'Content-Type': type, ...(location ? {Location: location} : {})})
        .end(Buffer.from(await answer.arrayBuffer()));
    }
    return true;
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const answer = async () => {
      const trigger = /^\/trigger\/([\w-]+)$/.exec(url.pathname);
      if (trigger && req.method === 'POST') {
        const lines = await fire(trigger[1] ?? '', url.searchParams.get('arg') ?? undefined);
        res.writeHead(200, {'Content-Type': 'application/json'}).end(JSON.stringify({lines}));
        return;
      }
      if (url.pathname === STAND_IN_PATH) {
        res
          .writeHead(200, {'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store'})
          .end(standIn);
        return;
      }
      if (url.pathname === '/__vs-sandbox/commands') {
        res.writeHead(200, {'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store'});
        res.write(': connected\n\n');
        pages.push(res);
        say('the stand-in widget in your page is listening for triggers');
        req.on('close', () => pages.splice(pages.indexOf(res), 1));
        return;
      }
      if (url.pathname === '/__vs-sandbox/log' && req.method === 'POST') {
        const posted = JSON.parse(await readBody(req)) as {line?: string; done?: string};
        if (typeof posted.line === 'string') say(posted.line);
        if (typeof posted.done === 'string') finished.get(posted.done)?.();
        res.writeHead(204).end();
        return;
      }
      if (url.pathname === '/__vs-sandbox/events') {
        res.writeHead(200, {'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store'});
        for (const line of log) res.write(`data: ${JSON.stringify(line)}\n\n`);
        const listener = (line: string) => res.write(`data: ${JSON.stringify(line)}\n\n`);
        listeners.add(listener);
        req.on('close', () => listeners.delete(listener));
        return;
      }
      if (pageUrl === undefined && url.pathname === tokenPath) return token(req, res);
      if (await fromFolder(url.pathname, res)) return;
      if (await proxy(req, res, url)) return;
      res.writeHead(404, {'Content-Type': 'text/plain'}).end('Not found');
    };
    answer().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain'});
      res.end(String(error));
    });
  });
  const sandbox = await listenSandbox(server, options.port, log, fire);
  url = sandbox.url;
  return sandbox;
}
