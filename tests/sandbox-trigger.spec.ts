/**
 * The sandbox in a real browser (issue #42): `serve --page` serves the web starter's page with the stand-in loader in
 * place of Sportradar's, the page's own script registers its adapter and adds its widget to the stand-in running in
 * Chromium, and `trigger`, run as an integrator runs it, drives that page. A goal brings a Flash Bet request for the
 * fixture event, which the page's adapter answers with its markets; a tap reaches the page's betslip.
 *
 * The test starts its own sandbox on a free loopback port and needs neither the build nor nginx:
 * `npx playwright test --config tests/sandbox-trigger.config.ts` runs it alone; the main suite runs it too.
 */
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import path from 'node:path';
import {promisify} from 'node:util';

import {expect, test} from '@playwright/test';

const root = path.resolve(__dirname, '..');
const starter = path.join(root, 'examples/web');
const run = promisify(execFile);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** `virtual-stadium-sandbox trigger EVENT`, from the repository's source, as a second terminal would run it. */
async function trigger(port: number, event: string): Promise<string> {
  const {stdout} = await run('npx', ['tsx', 'sandbox/src/cli.ts', 'trigger', event, '--port', String(port)], {
    cwd: root,
    timeout: 30_000,
  });
  return stdout;
}

let sandbox: ChildProcess | undefined;
let port = 0;
let output = '';

test.beforeAll(async () => {
  test.setTimeout(60_000);
  port = await freePort();
  sandbox = spawn(
    'npx',
    [
      'tsx',
      'sandbox/src/cli.ts',
      'serve',
      '--page',
      path.join(starter, 'public/index.html'),
      '--script',
      `/vs-page.js=${path.join(starter, 'sandbox/page.ts')}`,
      '--fixtures',
      path.join(starter, 'sandbox/fixtures.json'),
      '--port',
      String(port),
    ],
    {cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe']},
  );
  const started = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('sandbox on http://127.0.0.1:')) resolve();
    };
    sandbox?.stdout?.on('data', read);
    sandbox?.stderr?.on('data', read);
    sandbox?.on('exit', (code) => reject(new Error(`the sandbox exited with ${String(code)}:\n${output}`)));
  });
  await started;
});

test.afterAll(() => {
  // The sandbox runs in its own process group (npx, tsx, node): stop all of it.
  if (sandbox?.pid !== undefined && sandbox.exitCode === null) process.kill(-sandbox.pid, 'SIGTERM');
});

test("trigger drives the starter's page: a goal's Flash Bet is answered, a tap reaches the betslip", async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://127.0.0.1:${String(port)}/`);

  // The page's own script registered its adapter and added its widget to the stand-in, which listens for triggers.
  await expect(page.locator('html')).toHaveAttribute('data-vs-sandbox', 'connected');
  await expect(page.locator('#sr-vs-widget')).toHaveAttribute('data-vs-sandbox', 'waiting for a trigger');

  // The server's log (the terminal running serve) has what the stand-in saw the page do: the page sends each line
  // to the server as it happens, so a line may arrive just after the widget shows its state.
  await expect.poll(() => output).toContain('stand-in widget (browser): your page registered its adapter');
  await expect.poll(() => output).toMatch(/your page added the widget to #sr-vs-widget for channel /);

  const goal = await trigger(port, 'goal');
  expect(goal).toMatch(
    /request matchEventMarkets \{"id":"sandbox-fb-\d+","event":\{"id":"sr:match:123456".*"SCORE_CHANGED"/,
  );
  // The page's adapter answered about the fixture event: your market on it (the starter's test data, mkt-game-3).
  expect(goal).toMatch(/answer 1 to matchEventMarkets: \{"matchEventMarkets":\[\{"id":"mkt-game-3"/);
  expect(goal).not.toMatch(/answer \d to virtualStadium\.matchEventMarkets/);
  await expect(page.locator('#sr-vs-widget')).toHaveAttribute('data-vs-sandbox', 'Flash Bet');
  await expect(page.locator('#sr-vs-widget h2')).toHaveText('Winner of game 3, set 1');

  const tap = await trigger(port, 'flash-bet-tap');
  expect(tap).toMatch(
    /onAction\(FlashBetOutcome, \{"externalEvent":\{"id":"sr:match:123456".*"externalOutcome":\{"id":"out-g3-home"/,
  );
  expect(tap).not.toMatch(/threw/);
  // The page's onAction checked the price and added the selection, on its own event id, to its betslip.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {vsSandbox: {betslip: unknown[]}}).vsSandbox.betslip))
    .toEqual([['evt-4711', 'mkt-game-3', 'out-g3-home']]);
  expect(errors).toEqual([]);
});
