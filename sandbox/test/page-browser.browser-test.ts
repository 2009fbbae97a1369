/**
 * `check --page` in a real browser (/usr/bin/chromium, over the DevTools pipe), and `serve --page URL`, the proxy in
 * front of the reader's own dev server. A good page passes; each planted fault in the page fails its rule with the
 * rule's line; without a browser the check says so in one line and falls back to the Node model, marked as such.
 * Every browser the checks start is stopped and its temporary profile removed.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, afterEach, before, describe, test} from 'node:test';

import {runCheck, type CheckOptions} from '../src/check';
import {findBrowser, runningBrowsers} from '../src/chromium';
import {main} from '../src/cli';
import {readFixtures} from '../src/fixtures';
import {failed, formatText, type RuleResult} from '../src/report';
import {pageRules} from '../src/rules';
import {startPageSandbox} from '../src/serve-page';

const root = path.resolve(__dirname, '..', '..');
const starter = path.join(root, 'examples', 'web');
const starterFixtures = path.join(starter, 'sandbox', 'fixtures.json');
const fault = (name: string) => path.join(__dirname, 'faults', name);
const CHROMIUM = '/usr/bin/chromium';
const noBrowser = existsSync(CHROMIUM) ? false : `${CHROMIUM} is not installed`;

let profiles: string;
let savedTmp: string | undefined;
before(() => {
  // The browser's temporary profiles go here, so that the tests can see each one removed.
  profiles = mkdtempSync(path.join(tmpdir(), 'vs-sandbox-profiles-'));
  savedTmp = process.env['TMPDIR'];
  process.env['TMPDIR'] = profiles;
});
afterEach(() => {
  assert.equal(runningBrowsers(), 0, 'every browser the check started is stopped');
  assert.deepEqual(readdirSync(profiles), [], 'every temporary profile is removed');
});
after(() => {
  if (savedTmp === undefined) delete process.env['TMPDIR'];
  else process.env['TMPDIR'] = savedTmp;
  rmSync(profiles, {recursive: true, force: true});
});

const inChromium = (options: CheckOptions) => runCheck({browser: CHROMIUM, ...options});

/** The rule fails, its details say why, and its report line names the rule and ends with its page. */
function assertFails(results: readonly RuleResult[], id: string, because: RegExp): void {
  const result = results.find((candidate) => candidate.rule.id === id);
  assert.ok(result, `no result for ${id}`);
  assert.equal(result.status, 'fail', `${id} should fail:\n${formatText(results)}`);
  assert.match(result.details.join('\n'), because);
  assert.match(result.details[0] ?? '', /^in Chrome [\d.]+, headless: /, 'judged in the browser');
  const line = formatText(results)
    .split('\n')
    .find((candidate) => candidate.startsWith(`FAIL ${id}:`));
  assert.ok(line?.endsWith(`  ${result.rule.page}`), `the line names the page: ${String(line)}`);
}

function assertPasses(results: readonly RuleResult[]): void {
  assert.deepEqual(failed(results), [], formatText(results));
  for (const rule of Object.values(pageRules)) {
    const result = results.find((candidate) => candidate.rule.id === rule.id);
    assert.equal(result?.status, 'pass', `${rule.id}:\n${formatText(results)}`);
    assert.match(result.details[0] ?? '', /^in Chrome [\d.]+, headless: /);
  }
}

describe('check --page in Chromium', {skip: noBrowser}, () => {
  test("the starter's page, with its sandbox script and fixtures, passes every page rule", async () => {
    const results = await inChromium({
      page: path.join(starter, 'public', 'index.html'),
      scripts: {'/vs-page.js': path.join(starter, 'sandbox', 'page.ts')},
      fixturesFile: starterFixtures,
    });
    assertPasses(results);
    assert.match(results[0]?.details[0] ?? '', /calls in order: registerAdapter, addWidget$/);
    assert.match(results[2]?.details[0] ?? '', /no console error$/, 'the adapter was asked and did not throw');
  });

  test('addWidget before registerAdapter fails page.register-first', async () => {
    assertFails(
      await inChromium({page: fault('late-register.html')}),
      pageRules.order.id,
      /addWidget\('#sr-vs-widget'\) came before registerAdapter/,
    );
  });

  test('SIR called before the loader snippet fails page.register-first and page.no-console-errors', async () => {
    const results = await inChromium({page: fault('before-loader.html')});
    assertFails(results, pageRules.order.id, /SIR was called before the loader snippet defined it/);
    assertFails(
      results,
      pageRules.consoleErrors.id,
      /uncaught exception: ReferenceError: SIR is not defined \(at before-loader\.html:\d+\)/,
    );
  });

  test('a widget added to a container the page does not have fails page.one-widget-per-container', async () => {
    assertFails(
      await inChromium({page: fault('missing-container.html')}),
      pageRules.oneWidget.id,
      /no element #sr-vs-widget on the page when its widget was added/,
    );
  });

  test("an exception thrown by the page's own code fails page.no-console-errors", async () => {
    assertFails(
      await inChromium({page: fault('page-throws.html')}),
      pageRules.consoleErrors.id,
      /uncaught exception: TypeError: Cannot set properties of null .*\(at page-throws\.html:\d+\)/,
    );
  });

  test("a meta CSP: the stand-in runs where Sportradar's loader would, and page.csp-allows-loader judges the policy", async () => {
    // script-src 'self' 'unsafe-inline': the page runs (the stand-in is same-origin), the real loader would not.
    const blocked = await inChromium({page: fault('csp-self.html')});
    assertFails(
      blocked,
      pageRules.csp.id,
      /script-src 'self' 'unsafe-inline' does not allow the loader's origin https:\/\/widgets\.sir\.sportradar\.com/,
    );
    assert.equal(blocked.find((result) => result.rule.id === pageRules.order.id)?.status, 'pass', formatText(blocked));
    // The loader's host and a nonce, no 'self': the stand-in is let in as the loader would be, and every rule passes.
    const dir = mkdtempSync(path.join(tmpdir(), 'vs-sandbox-csp-'));
    try {
      const file = path.join(dir, 'csp-host.html');
      const html = readFileSync(fault('csp-self.html'), 'utf8')
        .replace(
          /content="script-src [^"]*"/,
          `content="script-src 'nonce-r4nd' https://widgets.sir.sportradar.com; connect-src https://api.example.com"`,
        )
        .replace(/<script>/g, '<script nonce="r4nd">');
      writeFileSync(file, html);
      assertPasses(await inChromium({page: file, fixturesFile: starterFixtures}));
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('an exception in the adapter, asked with the fixtures, fails page.no-console-errors', async () => {
    const results = await inChromium({page: fault('adapter-throws.html'), fixturesFile: starterFixtures});
    assertFails(
      results,
      pageRules.consoleErrors.id,
      /your adapter threw on matchEventMarkets: TypeError: Cannot read properties of undefined/,
    );
    assert.equal(results.find((result) => result.rule.id === pageRules.order.id)?.status, 'pass');
  });
});

describe('finding the browser', () => {
  test('--browser comes first, then CHROME_PATH, then the usual paths', () => {
    const here = __filename;
    assert.equal(findBrowser(here, {CHROME_PATH: '/nowhere'}, ['/nowhere']).path, here);
    assert.equal(findBrowser(undefined, {CHROME_PATH: here}, []).path, here);
    assert.equal(findBrowser(undefined, {}, ['/nowhere/chrome', here]).path, here);
    assert.deepEqual(findBrowser(undefined, {}, ['/nowhere/chrome']), {tried: ['/nowhere/chrome']});
  });

  test('without a browser, one line names --browser and the page is judged on the model, marked so', async () => {
    const saved = process.env['CHROME_PATH'];
    delete process.env['CHROME_PATH'];
    try {
      const notices: string[] = [];
      const results = await runCheck({
        page: fault('late-register.html'),
        browserCandidates: [],
        notice: (line) => notices.push(line),
      });
      assert.equal(notices.length, 1);
      assert.match(notices[0] ?? '', /^no Chrome or Chromium found \(pass --browser PATH or set CHROME_PATH\)/);
      const order = results.find((result) => result.rule.id === pageRules.order.id);
      assert.equal(order?.status, 'fail', 'the same rule fails on the model');
      for (const result of results) assert.match(result.details[0] ?? '', /^\(model, not a browser\): /);
    } finally {
      if (saved !== undefined) process.env['CHROME_PATH'] = saved;
    }
  });

  test('--browser naming no file is a wrong command line (exit 2)', async () => {
    const printed: string[] = [];
    assert.equal(
      await main(['check', '--page', fault('late-register.html'), '--browser', '/nowhere/chrome'], (text) =>
        printed.push(text),
      ),
      2,
    );
    assert.match(printed.join('\n'), /--browser \/nowhere\/chrome: no such file/);
  });
});

/** "The reader's dev server": a page with the snippet under /match/, its own script beside it, every request logged. */
async function devServer(): Promise<{url: string; requests: string[]; server: Server}> {
  const requests: string[] = [];
  const snippet = (await import('node:fs')).readFileSync(fault('late-register.html'), 'utf8');
  const head = snippet.slice(snippet.indexOf('<head>') + 6, snippet.indexOf('</head>'));
  const page = `<!doctype html><html lang="en"><head>${head}</head><body>
    <div id="sr-vs-widget" style="height: 640px"></div>
    <script src="match.js"></script>
  </body></html>`;
  const script = `SIR('registerAdapter', function (requestName, args, callback) {
    if (requestName === 'matchEventMarkets') callback(null, {matchEventMarkets: []});
    else if (requestName !== 'virtualStadium.matchEventMarkets') callback(null, undefined);
  });
  fetch('/api/session').then(function (answer) { return answer.text(); }).then(function (user) {
    SIR('addWidget', '#sr-vs-widget', 'virtualStadium', {jwt: '<JWT>', channelId: user});
  });\n`;
  const server = createServer((req, res) => {
    requests.push(`${req.method ?? ''} ${req.url ?? ''}`);
    if (req.url === '/match/?lang=en') res.writeHead(200, {'Content-Type': 'text/html'}).end(page);
    else if (req.url === '/match/match.js') res.writeHead(200, {'Content-Type': 'text/javascript'}).end(script);
    else if (req.url === '/api/session') res.writeHead(200, {'Content-Type': 'text/plain'}).end('spain-germany');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/match/?lang=en`;
  return {url, requests, server};
}

describe("serve --page URL and check --page URL: the reader's dev server behind the sandbox", () => {
  test("the page comes back through the sandbox with the stand-in loader, and the page's own script still loads", async () => {
    const dev = await devServer();
    const sandbox = await startPageSandbox(dev.url, readFixtures(starterFixtures), {port: 0, quiet: true});
    try {
      const page = await (await fetch(`${sandbox.url}/match/?lang=en`)).text();
      assert.match(page, /'\/__vs-sandbox\/widgetloader\.js'/, 'the stand-in loader in place of Sportradar');
      assert.doesNotMatch(page, /widgets\.sir\.sportradar\.com/);
      assert.match(page, /<script src="match\.js"><\/script>/, "the page's own script tag is kept");
      const script = await (await fetch(`${sandbox.url}/match/match.js`)).text();
      assert.match(script, /^SIR\('registerAdapter'/, "the page's own script comes through the proxy");
      assert.equal(await (await fetch(`${sandbox.url}/api/session`)).text(), 'spain-germany');
      const standIn = await (await fetch(`${sandbox.url}/__vs-sandbox/widgetloader.js`)).text();
      assert.match(standIn, /__vsSandboxConfig = \{"fixtures":/);
      assert.deepEqual(dev.requests, ['GET /match/?lang=en', 'GET /match/match.js', 'GET /api/session']);
    } finally {
      await sandbox.close();
      dev.server.close();
    }
  });

  test(
    'check --page URL runs the proxied page in Chromium: its own script registers and adds the widget',
    {skip: noBrowser},
    async () => {
      const dev = await devServer();
      try {
        const printed: string[] = [];
        const code = await main(
          ['check', '--page', dev.url, '--browser', CHROMIUM, '--fixtures', starterFixtures],
          (text) => printed.push(text),
        );
        const report = printed.join('\n');
        assert.equal(code, 0, report);
        assert.match(
          report,
          /^PASS page\.register-first: .*\n {7}in Chrome [\d.]+, headless: calls in order: registerAdapter, addWidget$/m,
        );
        assert.match(report, /^PASS page\.no-console-errors: .*\n {7}in Chrome [\d.]+, headless: no console error$/m);
        // The browser asked the dev server for the page's script and its session, through the sandbox.
        assert.ok(
          dev.requests.filter((request) => request === 'GET /match/match.js').length >= 1,
          dev.requests.join('\n'),
        );
        assert.ok(dev.requests.includes('GET /api/session'), dev.requests.join('\n'));
      } finally {
        dev.server.close();
      }
    },
  );
});
