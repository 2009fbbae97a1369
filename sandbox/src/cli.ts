/**
 * virtual-stadium-sandbox: the command line.
 *
 *   check   [--token-url URL [--cookie C | --header "Name: value"]... --public-key FILE]
 *           [--adapter FILE --fixtures FILE] [--page URL|FILE [--script /path=FILE]... [--browser PATH]]
 *           [--json] [--docs-origin URL]
 *   serve   --adapter FILE --fixtures FILE [--port 4321] [--token-url URL --cookie C]
 *   serve   --page FILE|URL --fixtures FILE [--script /path=FILE]... [--port 4321] [--token-url URL --cookie C]
 *   trigger EVENT [ARGUMENT] [--port 4321]
 *
 * Exit codes: 0 every rule passed (or the command succeeded), 1 a rule failed, 2 the command line is wrong.
 */
import {existsSync} from 'node:fs';
import {parseArgs} from 'node:util';

import {runCheck, signInHeaders} from './check';
import {readFixtures} from './fixtures';
import {loadAdapterFile} from './load-adapter';
import {failed, formatJson, formatText, DESIGNED} from './report';
import {startSandbox, TRIGGERS} from './serve';
import {startPageSandbox} from './serve-page';

export const usage = `virtual-stadium-sandbox: test a Virtual Stadium integration locally, against the docs' model of the product.

  check    runs your code through every rule the docs state, one line per rule with the page that states it
           --token-url URL        your token endpoint, for example http://localhost:8080/api/vs-token
           --cookie "name=value"  a cookie that signs your test user in (or --header "Name: value", repeatable)
           --public-key FILE      the public key (PEM) you sent to Sportradar
           --adapter FILE         your adapter file (.ts or .js): exports adapter, and optionally onAction and setMarketStatus
           --fixtures FILE        your ids and users (JSON), so the answers can be judged
           --page URL|FILE        your page, opened in a headless Chrome or Chromium with the stand-in loader in place
                                  of Sportradar's: the snippet, the order of the SIR calls, the containers, the console
                                  (with --fixtures, the stand-in also asks your page's adapter, which must not throw);
                                  and, read from the page itself, whether its Content-Security-Policy (header or meta
                                  tag) lets Sportradar's loader and the snippet run
           --browser PATH         the browser to run it in; else $CHROME_PATH, else the usual install paths. With no
                                  browser, the page runs on the sandbox's Node model, marked "(model, not a browser)"
           --script /path=FILE    (with a page file) bundles FILE for the browser and serves it at /path
           --json                 the report as JSON;  --docs-origin URL  prefix for the pages' routes
  serve    runs the stand-in widget on your adapter on http://127.0.0.1:4321 (--port), with --adapter and --fixtures;
           or, with --page FILE|URL, serves your page there with the stand-in loader in place of Sportradar's: open
           it in a browser and your page's own code runs the stand-in widget
           --script /path=FILE    (with a page file) bundles FILE for the browser and serves it at /path
  trigger  EVENT [ARGUMENT]: fires an event into a running serve (--port):
${Object.entries(TRIGGERS)
  .map(([name, what]) => `           ${name.padEnd(15)}${what}`)
  .join('\n')}

Rules marked "${DESIGNED}" follow the docs' model where the public material is silent.
Exit codes: 0 passed, 1 a rule failed, 2 wrong command line.`;

class UsageError extends Error {}

async function withLogsOnStderr<T>(run: () => Promise<T>): Promise<T> {
  const saved = {log: console.log, info: console.info, debug: console.debug};
  const toStderr = (...args: unknown[]) => console.error(...args);
  Object.assign(console, {log: toStderr, info: toStderr, debug: toStderr});
  try {
    return await run();
  } finally {
    Object.assign(console, saved);
  }
}

function options(argv: string[]) {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'token-url': {type: 'string'},
      cookie: {type: 'string'},
      header: {type: 'string', multiple: true},
      'public-key': {type: 'string'},
      adapter: {type: 'string'},
      fixtures: {type: 'string'},
      page: {type: 'string'},
      script: {type: 'string', multiple: true},
      json: {type: 'boolean'},
      'docs-origin': {type: 'string'},
      port: {type: 'string'},
      browser: {type: 'string'},
      help: {type: 'boolean', short: 'h'},
    },
  });
  return {values, positionals};
}

/** `--script /path=FILE`, repeated, as URL path → file. */
function scriptPaths(mappings: readonly string[]): Record<string, string> {
  const scripts: Record<string, string> = {};
  for (const mapping of mappings) {
    const [urlPath, file] = mapping.split('=', 2);
    if (!urlPath?.startsWith('/') || !file) throw new UsageError(`--script takes /path=FILE, not ${mapping}`);
    scripts[urlPath] = file;
  }
  return scripts;
}

/** Runs the command line; resolves to the exit code. `serve` resolves only when its server closes. */
export async function main(argv: string[], print: (text: string) => void = console.log): Promise<number> {
  let parsed;
  try {
    parsed = options(argv);
  } catch (error) {
    print(`${String(error instanceof Error ? error.message : error)}\n\n${usage}`);
    return 2;
  }
  const {values, positionals} = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === 'help') {
    print(usage);
    return command === undefined && !values.help ? 2 : 0;
  }
  const port = Number(values.port ?? 4321);
  try {
    if (command === 'check') {
      if (!values['token-url'] && !values.adapter && !values.page) {
        throw new UsageError('check needs at least one of --token-url, --adapter and --page');
      }
      if (values.browser !== undefined && !existsSync(values.browser)) {
        throw new UsageError(`--browser ${values.browser}: no such file`);
      }
      // Your code's own logging goes to stderr, so that stdout holds the report alone (and --json parses).
      const results = await withLogsOnStderr(() =>
        runCheck({
          ...(values['token-url'] ? {tokenUrl: values['token-url']} : {}),
          signedIn: signInHeaders(values.header ?? [], values.cookie),
          ...(values['public-key'] ? {publicKeyFile: values['public-key']} : {}),
          ...(values.adapter ? {adapterFile: values.adapter} : {}),
          ...(values.fixtures ? {fixturesFile: values.fixtures} : {}),
          ...(values.page ? {page: values.page, scripts: scriptPaths(values.script ?? [])} : {}),
          ...(values.browser !== undefined ? {browser: values.browser} : {}),
        }),
      );
      const origin = values['docs-origin']?.replace(/\/$/, '') ?? '';
      print(values.json ? formatJson(results, origin) : formatText(results, origin));
      return failed(results).length > 0 ? 1 : 0;
    }
    if (command === 'serve' && values.page) {
      const fixtures = values.fixtures ? readFixtures(values.fixtures) : {};
      const scripts = scriptPaths(values.script ?? []);
      const sandbox = await startPageSandbox(values.page, fixtures, {
        port,
        scripts,
        ...(values['token-url']
          ? {tokenUrl: values['token-url'], tokenHeaders: signInHeaders(values.header ?? [], values.cookie)}
          : {}),
      });
      print(
        `sandbox on ${sandbox.url}: open your page there, then run \`virtual-stadium-sandbox trigger <event>\` (Ctrl-C stops it)`,
      );
      await new Promise<void>(() => undefined);
      return 0;
    }
    if (command === 'serve') {
      if (!values.adapter) throw new UsageError('serve needs --adapter, or --page (and --fixtures for your ids)');
      const loaded = await loadAdapterFile(values.adapter);
      const fixtures = values.fixtures ? readFixtures(values.fixtures) : {};
      let jwt: string | undefined;
      if (values['token-url']) {
        const headers = signInHeaders(values.header ?? [], values.cookie);
        jwt = (await (await fetch(values['token-url'], {headers})).text()).trim();
      }
      const sandbox = await startSandbox(loaded, fixtures, {port, ...(jwt ? {jwt} : {})});
      print(`sandbox on ${sandbox.url}: open it, or run \`virtual-stadium-sandbox trigger <event>\` (Ctrl-C stops it)`);
      await new Promise<void>(() => undefined);
      return 0;
    }
    if (command === 'trigger') {
      const [event, argument] = rest;
      if (!event || !(event in TRIGGERS))
        throw new UsageError(`trigger needs one of: ${Object.keys(TRIGGERS).join(', ')}`);
      const query = argument ? `?arg=${encodeURIComponent(argument)}` : '';
      const response = await fetch(`http://127.0.0.1:${String(port)}/trigger/${event}${query}`, {method: 'POST'});
      if (!response.ok) {
        print(`the sandbox answered ${String(response.status)}: ${await response.text()}`);
        return 1;
      }
      const {lines} = (await response.json()) as {lines: string[]};
      print(lines.join('\n'));
      return 0;
    }
    throw new UsageError(`unknown command ${command}`);
  } catch (error) {
    if (error instanceof UsageError) {
      print(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (command === 'trigger' && error instanceof TypeError) {
      print(`no sandbox answers on port ${String(port)}: start \`virtual-stadium-sandbox serve\` first`);
      return 1;
    }
    throw error;
  }
}

/** The bin: runs main and exits (a Flash Bet subscription of your adapter may hold a timer). */
export function runCli(): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}

if (require.main === module) runCli();
