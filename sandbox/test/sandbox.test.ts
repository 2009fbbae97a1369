/**
 * The sandbox against the starter's own token endpoint, adapter and page (every rule passes), and against planted
 * faults, one per rule: each fails its rule, and the report names the rule and the page that states it.
 */
import assert from 'node:assert/strict';
import {generateKeyPairSync, type KeyObject} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import {build} from 'esbuild';

import {createSiteServer} from '../../examples/web/src/server/site-server';
import {issueTokenFor, signVsToken} from '../../examples/web/src/token/vs-token';
import {DEMO_COOKIE, startSandboxTokenServer, type SandboxTokenServer} from '../../examples/web/sandbox/token-server';
import {anchorsOf, sourcePages} from '../../scripts/check/content-checks/sourceLinks';
import {runCheck} from '../src/check';
import {main} from '../src/cli';
import {readFixtures} from '../src/fixtures';
import {loadAdapterFile} from '../src/load-adapter';
import {failed, formatJson, formatText, type RuleResult} from '../src/report';
import {adapterRules, claimRulePages, pageRules, tokenRules} from '../src/rules';
import {startSandbox} from '../src/serve';
import {injectStandInLoader, startPageSandbox} from '../src/serve-page';

const root = path.resolve(__dirname, '..', '..');
const starter = path.join(root, 'examples', 'web');
const starterAdapter = path.join(starter, 'sandbox', 'adapter.ts');
const starterFixtures = path.join(starter, 'sandbox', 'fixtures.json');
const fault = (name: string) => path.join(__dirname, 'faults', name);

let work: string;
let tokenServer: SandboxTokenServer;
let keyFile: string;

before(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'vs-sandbox-test-'));
  tokenServer = await startSandboxTokenServer();
  keyFile = path.join(work, 'public.pem');
  writeFileSync(keyFile, tokenServer.publicKeyPem);
});
after(async () => {
  await tokenServer.close();
  rmSync(work, {recursive: true, force: true});
});

function statusOf(results: readonly RuleResult[], id: string): string | undefined {
  return results.find((result) => result.rule.id === id)?.status;
}

/**
 * The unit tier judges pages on the Node model: a browser per check takes seconds. The same rules in Chromium, on
 * planted pages and the starter's page, run in page-browser.browser-test.ts and scripts/package-tests/test-sandbox-package.ts.
 */
const modelOnly = {browserCandidates: [], notice: () => undefined} as const;
const chromePath = process.env.CHROME_PATH;
before(() => {
  delete process.env.CHROME_PATH;
});
// The unit tests share one process (scripts/check/unit-tests.ts): leave the environment as it was found.
after(() => {
  if (chromePath !== undefined) process.env.CHROME_PATH = chromePath;
});

/** The report fails the rule, and its line names the rule and the page (route and anchor). */
function assertFails(results: readonly RuleResult[], id: string, because: RegExp): void {
  const result = results.find((candidate) => candidate.rule.id === id);
  assert.ok(result, `no result for ${id}`);
  assert.equal(result.status, 'fail', `${id} should fail:\n${formatText(results)}`);
  assert.match(result.details.join('\n'), because);
  const text = formatText(results);
  const line = text.split('\n').find((candidate) => candidate.startsWith(`FAIL ${id}:`));
  assert.ok(line?.endsWith(result.rule.page), `the line names the page: ${String(line)}`);
  assert.match(result.rule.page, /^\/docs\/[\w/]+#[\w-]+$/);
}

/** A token endpoint with one planted fault. */
async function faultyEndpoint(
  answer: (request: IncomingMessage, response: ServerResponse, key: KeyObject) => void,
): Promise<{url: string; keyFile: string; close: () => Promise<void>}> {
  const {privateKey, publicKey} = generateKeyPairSync('rsa', {modulusLength: 2048});
  const file = path.join(work, `key-${String(Math.random()).slice(2)}.pem`);
  writeFileSync(file, publicKey.export({type: 'spki', format: 'pem'}));
  const server = createServer((request, response) => answer(request, response, privateKey));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/api/vs-token`,
    keyFile: file,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const config = (privateKey: KeyObject) => ({
  clientId: 'c',
  apiKey: 'k',
  env: 'dev' as const,
  privateKey,
  userIdSalt: 's',
});
const user = {id: 'account-ana', nickname: 'Ana', isVip: false};
const signedIn = (request: IncomingMessage) => (request.headers.cookie ?? '').includes(DEMO_COOKIE);

async function checkEndpoint(endpoint: {url: string; keyFile: string}): Promise<RuleResult[]> {
  return runCheck({tokenUrl: endpoint.url, signedIn: {Cookie: DEMO_COOKIE}, publicKeyFile: endpoint.keyFile});
}

describe('the starter passes every rule', () => {
  test('token endpoint and adapter: every rule passes, none skipped, and the CLI exits 0 with a JSON report', async () => {
    const lines: string[] = [];
    const code = await main(
      [
        'check',
        '--token-url',
        tokenServer.url,
        '--cookie',
        DEMO_COOKIE,
        '--public-key',
        keyFile,
        '--adapter',
        starterAdapter,
        '--fixtures',
        starterFixtures,
        '--json',
      ],
      (text) => lines.push(text),
    );
    const report = JSON.parse(lines.join('\n')) as {ok: boolean; rules: Array<{id: string; status: string}>};
    assert.equal(code, 0, lines.join('\n'));
    assert.equal(report.ok, true);
    assert.deepEqual(
      report.rules.filter((rule) => rule.status !== 'pass'),
      [],
    );
    for (const rule of [...Object.values(tokenRules), ...Object.values(adapterRules)]) {
      assert.ok(
        report.rules.some((reported) => reported.id === rule.id),
        `${rule.id} is reported`,
      );
    }
  });

  test("the starter's own page (npm start's server) passes the page rules", async () => {
    const {privateKey} = generateKeyPairSync('rsa', {modulusLength: 2048});
    const server = createSiteServer({
      config: config(privateKey),
      currentUser: () => user,
      root: starter,
      bundlePage: async () =>
        (
          await build({
            entryPoints: [path.join(starter, 'bin', 'page.ts')],
            bundle: true,
            write: false,
            format: 'iife',
            target: 'es2020',
          })
        ).outputFiles[0]?.text ?? '',
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`;
      const results = await runCheck({page: url, ...modelOnly});
      assert.deepEqual(failed(results), [], formatText(results));
      assert.equal(statusOf(results, pageRules.order.id), 'pass');
      assert.equal(statusOf(results, pageRules.oneWidget.id), 'pass');
    } finally {
      server.close();
    }
  });
});

describe('planted faults in the token endpoint', () => {
  test('an endpoint that lets the token be cached fails token.no-store', async () => {
    const endpoint = await faultyEndpoint((request, response, key) => {
      if (!signedIn(request)) return void response.writeHead(401, {'Cache-Control': 'no-store'}).end();
      response
        .writeHead(200, {'Content-Type': 'text/plain', 'Cache-Control': 'public, max-age=300'})
        .end(issueTokenFor(user, config(key)));
    });
    try {
      assertFails(await checkEndpoint(endpoint), tokenRules.noStore.id, /max-age=300/);
    } finally {
      await endpoint.close();
    }
  });

  test('an endpoint that returns HTML fails token.text-plain', async () => {
    const endpoint = await faultyEndpoint((request, response) => {
      response
        .writeHead(signedIn(request) ? 200 : 401, {'Content-Type': 'text/html', 'Cache-Control': 'no-store'})
        .end('<!doctype html><title>Sign in</title>');
    });
    try {
      assertFails(await checkEndpoint(endpoint), tokenRules.textPlain.id, /text\/html|HTML/);
    } finally {
      await endpoint.close();
    }
  });

  test('an endpoint that signs iat in milliseconds fails the iat rule', async () => {
    const endpoint = await faultyEndpoint((request, response, key) => {
      if (!signedIn(request)) return void response.writeHead(401, {'Cache-Control': 'no-store'}).end();
      const token = signVsToken(
        {
          iss: 'c',
          sub: 'u',
          env: 'dev',
          scope: 'vs',
          iat: Date.now(),
          apiKey: 'k',
          userId: 'u',
          displayName: 'Ana',
          userType: 'Normal',
        },
        key,
      );
      response.writeHead(200, {'Content-Type': 'text/plain', 'Cache-Control': 'no-store'}).end(token);
    });
    try {
      const results = await checkEndpoint(endpoint);
      assertFails(results, 'token.claim.iat', /milliseconds/);
      assert.equal(claimRulePages['iat'], '/docs/integration/authentication#how-long-a-token-is-valid');
      assertFails(results, tokenRules.serverCheck.id, /milliseconds/);
    } finally {
      await endpoint.close();
    }
  });

  test('an endpoint that gives a token to nobody fails token.anonymous-401', async () => {
    const endpoint = await faultyEndpoint((_request, response, key) => {
      response
        .writeHead(200, {'Content-Type': 'text/plain', 'Cache-Control': 'no-store'})
        .end(issueTokenFor(user, config(key)));
    });
    try {
      assertFails(await checkEndpoint(endpoint), tokenRules.anonymous.id, /answered 200/);
    } finally {
      await endpoint.close();
    }
  });

  test('an endpoint that serves an expired token fails token.lifetime', async () => {
    const endpoint = await faultyEndpoint((request, response, key) => {
      if (!signedIn(request)) return void response.writeHead(401, {'Cache-Control': 'no-store'}).end();
      const iat = Math.floor(Date.now() / 1000) - 3 * 3600;
      const token = signVsToken(
        {
          iss: 'c',
          sub: 'u',
          env: 'dev',
          scope: 'vs',
          iat,
          exp: iat + 3600,
          apiKey: 'k',
          userId: 'u',
          displayName: 'Ana',
          userType: 'Normal',
        },
        key,
      );
      response.writeHead(200, {'Content-Type': 'text/plain', 'Cache-Control': 'no-store'}).end(token);
    });
    try {
      assertFails(await checkEndpoint(endpoint), tokenRules.lifetime.id, /already expired/);
    } finally {
      await endpoint.close();
    }
  });

  test('a token signed with another key fails token.signature', async () => {
    const other = generateKeyPairSync('rsa', {modulusLength: 2048}).privateKey;
    const endpoint = await faultyEndpoint((request, response) => {
      if (!signedIn(request)) return void response.writeHead(401, {'Cache-Control': 'no-store'}).end();
      response
        .writeHead(200, {'Content-Type': 'text/plain', 'Cache-Control': 'no-store'})
        .end(issueTokenFor(user, config(other)));
    });
    try {
      assertFails(await checkEndpoint(endpoint), tokenRules.signature.id, /signature does not match/);
    } finally {
      await endpoint.close();
    }
  });
});

describe('planted faults in the adapter', () => {
  const check = (file: string) => runCheck({adapterFile: file, fixturesFile: starterFixtures});

  test('an adapter that answers twice fails adapter.answered-once', async () => {
    assertFails(
      await check(fault('answers-twice.ts')),
      adapterRules.answeredOnce.id,
      /outcomes .*called 2 times, not once/,
    );
  });

  test('an adapter that answers [] where the fixtures have data fails the Flash Bet, Bet Insights and Bet Share rules', async () => {
    const results = await check(fault('empty-answers.ts'));
    assert.equal(statusOf(results, adapterRules.schema.id), 'pass', 'the shape alone is right');
    assertFails(results, adapterRules.flashBetEvent.id, /no markets for sr:match:123456/);
    assertFails(results, adapterRules.betInsights.id, /offered in your fixtures, answered 0 times/);
    assertFails(results, adapterRules.betShare.id, /no tickets for user-1/);
  });

  test("an adapter that answers another event's markets fails flashBet.your-event", async () => {
    assertFails(
      await check(fault('other-event.ts')),
      adapterRules.flashBetEvent.id,
      /for sr:match:999, an event your fixtures give no markets/,
    );
  });

  test('an adapter that answers a request of its fixtures with an error fails adapter.no-error', async () => {
    assertFails(await check(fault('error-answer.ts')), adapterRules.noError.id, /outcomes/);
  });

  test('Flash Bet odds below 1 fail flashBet.markets', async () => {
    assertFails(await check(fault('bad-odds.ts')), adapterRules.flashBetMarkets.id, /odds/);
  });

  test('a market status change that is never pushed fails flashBet.status-push', async () => {
    assertFails(await check(fault('no-push.ts')), adapterRules.flashBetPush.id, /./);
  });

  test('a file without an adapter fails adapter.module', async () => {
    const file = path.join(work, 'no-adapter.ts');
    writeFileSync(file, 'export const nothing = 1;\n');
    assertFails(await check(file), adapterRules.module.id, /exports no adapter function/);
  });

  test('an adapter that answers the deprecated name, throws, or answers unknown names with data fails its rule', async () => {
    const file = path.join(work, 'sloppy.js');
    writeFileSync(
      file,
      `exports.adapter = (name, args, callback) => {
        if (name === 'betHistory') throw new Error('boom');
        callback(null, {matchEventMarkets: []});
      };\n`,
    );
    const results = await check(file);
    assertFails(results, adapterRules.deprecated.id, /called 1 times/);
    assertFails(results, adapterRules.noThrow.id, /betHistory .*threw: Error: boom/);
    assertFails(results, adapterRules.unknownNames.id, /answer callback\(null, undefined\)/);
    assertFails(results, adapterRules.schema.id, /outcomes/);
  });

  test('an adapter that never answers fails adapter.answered-once within the budget', async () => {
    const file = path.join(work, 'silent.js');
    writeFileSync(file, 'exports.adapter = () => undefined;\n');
    const fixtures = path.join(work, 'fast.json');
    writeFileSync(fixtures, JSON.stringify({...readFixtures(starterFixtures), timeBudgetMs: 100}));
    const results = await runCheck({adapterFile: file, fixturesFile: fixtures});
    assertFails(results, adapterRules.answeredOnce.id, /not answered within 100 ms/);
  });
});

describe('planted faults in the page', () => {
  test('a page that adds the widget before registering the adapter fails page.register-first', async () => {
    assertFails(
      await runCheck({page: fault('late-register.html'), ...modelOnly}),
      pageRules.order.id,
      /came before registerAdapter/,
    );
  });

  test('a page that adds two widgets to one container, or logs an error, fails its rule', async () => {
    const html = readFileSync(fault('late-register.html'), 'utf8').replace(
      /<body>[\s\S]*<\/body>/,
      `<body><div id="sr-vs-widget"></div><script>
        SIR('registerAdapter', function (name, args, callback) { callback(null, undefined); });
        SIR('addWidget', '#sr-vs-widget', 'virtualStadium', {jwt: 'j', channelId: 'c'});
        SIR('addWidget', '#sr-vs-widget', 'virtualStadium', {jwt: 'j', channelId: 'c'});
        console.error('token endpoint answered 401');
      </script></body>`,
    );
    const file = path.join(work, 'two-widgets.html');
    writeFileSync(file, html);
    const results = await runCheck({page: file, ...modelOnly});
    assertFails(results, pageRules.oneWidget.id, /#sr-vs-widget got 2 widgets/);
    assertFails(results, pageRules.consoleErrors.id, /401/);
  });
});

describe("planted faults in the page's Content Security Policy", () => {
  const LOADER_ORIGIN = 'https://widgets.sir.sportradar.com';
  /** The planted page (a good page but for its CSP) with another meta policy, written to the work folder. */
  const withMeta = (name: string, policy: string) => {
    const file = path.join(work, name);
    writeFileSync(
      file,
      readFileSync(fault('csp-self.html'), 'utf8').replace(/content="script-src [^"]*"/, `content="${policy}"`),
    );
    return file;
  };
  const cspOf = (results: readonly RuleResult[]) => results.find((result) => result.rule.id === pageRules.csp.id);

  test("a meta CSP of script-src 'self' fails page.csp-allows-loader, naming the loader's origin and the directive", async () => {
    const results = await runCheck({page: fault('csp-self.html'), ...modelOnly});
    assertFails(
      results,
      pageRules.csp.id,
      /the meta CSP's script-src 'self' 'unsafe-inline' does not allow the loader's origin https:\/\/widgets\.sir\.sportradar\.com: add https:\/\/widgets\.sir\.sportradar\.com to script-src/,
    );
    assert.equal(statusOf(results, pageRules.order.id), 'pass', 'the page itself is right');
    assert.equal(pageRules.csp.page, '/docs/web/widgets/virtualStadium#if-your-site-sends-a-content-security-policy');
    assertFails(
      await runCheck({page: withMeta('csp-self-only.html', "script-src 'self'"), ...modelOnly}),
      pageRules.csp.id,
      /script-src 'self' blocks the inline loader snippet, so SIR is never defined: .*'sha256-[\w+/=]+' to script-src/,
    );
  });

  test("default-src 'self' with no script-src fails page.csp-allows-loader", async () => {
    assertFails(
      await runCheck({page: withMeta('csp-default.html', "default-src 'self' 'unsafe-inline'"), ...modelOnly}),
      pageRules.csp.id,
      /default-src 'self' 'unsafe-inline' \(it has no script-src, so default-src applies to scripts\) does not allow the loader's origin https:\/\/widgets\.sir\.sportradar\.com/,
    );
  });

  test("a policy that allows the loader's host passes, and a page without one passes with 'no CSP on the page'", async () => {
    const allowed = await runCheck({
      page: withMeta('csp-host.html', `default-src 'self'; script-src 'self' 'unsafe-inline' ${LOADER_ORIGIN}`),
      ...modelOnly,
    });
    assert.deepEqual(failed(allowed), [], formatText(allowed));
    assert.match(cspOf(allowed)?.details[0] ?? '', /allows the loader https:\/\/widgets\.sir\.sportradar\.com/);
    const none = await runCheck({page: fault('late-register.html'), ...modelOnly});
    assert.equal(cspOf(none)?.details[0], '(model, not a browser): no CSP on the page');
    assert.equal(cspOf(none)?.status, 'pass');
  });

  test("a dev server's Content-Security-Policy header fails or passes the rule (check --page URL)", async () => {
    const html = readFileSync(fault('csp-self.html'), 'utf8').replace(/\s*<meta http-equiv[^>]*>/, '');
    let header = "script-src 'self' 'unsafe-inline'";
    const server = createServer((_request, response) => {
      response.writeHead(200, {'Content-Type': 'text/html', 'Content-Security-Policy': header}).end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/match`;
      assertFails(
        await runCheck({page: url, ...modelOnly}),
        pageRules.csp.id,
        /the Content-Security-Policy header's script-src 'self' 'unsafe-inline' does not allow the loader's origin https:\/\/widgets\.sir\.sportradar\.com/,
      );
      header = `script-src 'self' 'unsafe-inline' https://*.sportradar.com`;
      const results = await runCheck({page: url, ...modelOnly});
      assert.equal(cspOf(results)?.status, 'pass', formatText(results));
      assert.match(
        cspOf(results)?.details[0] ?? '',
        /header's script-src allows the loader .* \(https:\/\/\*\.sportradar\.com\)/,
      );
    } finally {
      server.close();
    }
  });
});

describe('serve and trigger', () => {
  test('each event reaches the adapter or onAction, and the log shows the answers', async () => {
    const loaded = await loadAdapterFile(starterAdapter);
    const sandbox = await startSandbox(loaded, readFixtures(starterFixtures), {port: 0, quiet: true});
    try {
      const lines = async (event: string) => (
        await main(['trigger', event, '--port', new URL(sandbox.url).port], () => undefined),
        sandbox.log.join('\n')
      );
      assert.match(
        await lines('flash-bet'),
        /answer 1 to matchEventMarkets: \{"matchEventMarkets":\[\{"id":"mkt-game-3"/,
      );
      assert.match(await lines('suspend'), /answer 2 to matchEventMarkets: .*"status":"suspended"/);
      assert.match(await lines('flash-bet-tap'), /onAction\(FlashBetOutcome, /);
      assert.match(await lines('insight-tap'), /onAction\(BetInsightsOutcome, /);
      assert.match(await lines('copy-bet'), /onAction\(CopyBet, \{"id":"ticket-/);
      assert.match(await lines('channel-expiry'), /onAction\(Error, Error\(channel spain-germany has expired\)\)/);
      assert.match(await lines('token-expiry'), /onAction\(Error, Error\(token expired\)\)/);
      assert.match(await lines('goal'), /request matchEventMarkets .*SCORE_CHANGED/);
      assert.doesNotMatch(sandbox.log.join('\n'), /threw/);
    } finally {
      await sandbox.close();
    }
  });

  test("serve --page rewrites the page's loader URL to the stand-in, and trigger waits for an open page", async () => {
    const html = readFileSync(path.join(starter, 'public', 'index.html'), 'utf8');
    const injected = injectStandInLoader(html);
    assert.equal(injected.count, 1);
    assert.doesNotMatch(injected.html, /widgets\.sir\.sportradar\.com/);
    assert.match(injected.html, /'\/__vs-sandbox\/widgetloader\.js'/);
    const sandbox = await startPageSandbox(path.join(starter, 'public', 'index.html'), readFixtures(starterFixtures), {
      port: 0,
      quiet: true,
    });
    try {
      const page = await (await fetch(`${sandbox.url}/`)).text();
      assert.match(page, /\/__vs-sandbox\/widgetloader\.js/);
      const standIn = await (await fetch(`${sandbox.url}/__vs-sandbox/widgetloader.js`)).text();
      assert.match(standIn, /__vsSandboxConfig = \{"fixtures":\{"channelId":"spain-germany"/);
      assert.equal(await (await fetch(`${sandbox.url}/api/vs-token`)).text(), '<JWT>');
      const printed: string[] = [];
      assert.equal(
        await main(['trigger', 'goal', '--port', new URL(sandbox.url).port], (text) => printed.push(text)),
        0,
      );
      assert.match(printed.join(''), /no page is open: open http:\/\/127\.0\.0\.1:\d+ in a browser first/);
    } finally {
      await sandbox.close();
    }
  });

  test('trigger without a running sandbox says so and exits 1', async () => {
    const printed: string[] = [];
    assert.equal(await main(['trigger', 'goal', '--port', '9'], (text) => printed.push(text)), 1);
    assert.match(printed.join(''), /start `virtual-stadium-sandbox serve` first/);
  });
});

describe('the rule catalogue', () => {
  test("every rule's page and anchor exist in docs/", () => {
    const pages = new Map(sourcePages(root).map((page) => [page.route, page.anchors]));
    const all = [...Object.values(tokenRules), ...Object.values(adapterRules), ...Object.values(pageRules)];
    for (const page of [...all.map((rule) => rule.page), ...Object.values(claimRulePages)]) {
      const [route = '', anchor = ''] = page.split('#');
      assert.ok(pages.get(route)?.has(anchor), `${page} does not exist`);
    }
    assert.ok(anchorsOf('## A b\n').has('a-b'));
  });

  test('the JSON report names each rule, its page and whether it is designed', () => {
    const results: RuleResult[] = [{rule: adapterRules.unknownNames, status: 'pass', details: ['ok']}];
    const json = JSON.parse(formatJson(results, 'https://docs.example.com')) as {rules: Array<Record<string, unknown>>};
    assert.deepEqual(json.rules[0], {
      id: 'adapter.unknown-names',
      area: 'adapter',
      status: 'pass',
      title: adapterRules.unknownNames.title,
      page: 'https://docs.example.com/docs/web/widgets/adapter#unknown-request-names',
      designed: true,
      details: ['ok'],
    });
    assert.match(formatText(results), /\(designed: confirm at onboarding\)/);
  });
});

test('without esbuild a JavaScript adapter is imported as it is, and a TypeScript one names the install', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vs-sandbox-plain-js-'));
  try {
    const noEsbuild = (): never => {
      throw new Error('esbuild was not found');
    };
    const js = path.join(dir, 'adapter.js');
    writeFileSync(js, 'exports.adapter = (name, args, callback) => callback(null, []);\n');
    const loaded = await loadAdapterFile(js, noEsbuild);
    let answer: unknown;
    const call = loaded.adapter as unknown as (
      name: string,
      args: object,
      done: (e: unknown, d: unknown) => void,
    ) => void;
    call('outcomes', {}, (error, data) => (answer = data));
    assert.deepEqual(answer, []);
    const ts = path.join(dir, 'adapter.ts');
    writeFileSync(ts, 'export const adapter = () => undefined;\n');
    await assert.rejects(loadAdapterFile(ts, noEsbuild), /esbuild was not found/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
