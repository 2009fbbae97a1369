/**
 * `virtual-stadium-sandbox serve`: the docs' stand-in of the widget, running on your adapter, on localhost. It
 * registers your adapter, adds one widget with your onAction, and waits for events: `trigger <event>` (or the
 * buttons of the page it serves) makes things happen, and the log shows what your code answered or did.
 * What the real widget does on a channel or token expiry is not published: the sandbox sends the `Error` action
 * (designed: confirm at onboarding).
 */
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

import {FakeWidget} from '../../examples/web/test/support/fake-widget';
import {createDriver, TRIGGERS} from './driver';
import type {SandboxFixtures} from './fixtures';
import type {LoadedAdapter} from './load-adapter';

export {TRIGGERS, type TriggerName} from './driver';

export interface Sandbox {
  readonly url: string;
  readonly log: string[];
  fire(event: string, argument?: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startSandbox(
  loaded: LoadedAdapter,
  fixtures: SandboxFixtures,
  options: {port?: number; jwt?: string; quiet?: boolean} = {},
): Promise<Sandbox> {
  const log: string[] = [];
  const listeners = new Set<(line: string) => void>();
  const say = (line: string) => {
    log.push(line);
    if (!options.quiet) console.log(line);
    for (const listener of listeners) listener(line);
  };
  const channelId = fixtures.channelId ?? '<CHANNEL_ID>';
  const widget = new FakeWidget();
  const driver = createDriver({
    send: (name, args) => widget.send(name, args),
    onAction: () => loaded.onAction,
    fixtures,
    channelId,
    say,
    setMarketStatus: loaded.setMarketStatus,
    noOddsFeed: 'your adapter file exports no setMarketStatus(marketId, status)',
  });
  widget.dispatch('registerAdapter', loaded.adapter);
  widget.dispatch('addWidget', '#sr-vs-widget', 'virtualStadium', {
    jwt: options.jwt ?? '<JWT>',
    channelId,
    onAction: driver.act,
  });
  say(`stand-in widget: adapter registered, widget added to #sr-vs-widget for channel ${channelId}`);
  if (!loaded.onAction) say('  your adapter file exports no onAction: actions are logged, not handled');

  const fire = async (event: string, argument?: string): Promise<string[]> => {
    const from = log.length;
    await driver.fire(event, argument);
    return log.slice(from);
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const trigger = /^\/trigger\/([\w-]+)$/.exec(url.pathname);
    if (trigger && req.method === 'POST') {
      fire(trigger[1] ?? '', url.searchParams.get('arg') ?? undefined).then(
        (lines) => res.writeHead(200, {'Content-Type': 'application/json'}).end(JSON.stringify({lines})),
        (error: unknown) => res.writeHead(500, {'Content-Type': 'text/plain'}).end(String(error)),
      );
      return;
    }
    if (url.pathname === '/events') {
      res.writeHead(200, {'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store'});
      for (const line of log) res.write(`data: ${JSON.stringify(line)}\n\n`);
      const listener = (line: string) => res.write(`data: ${JSON.stringify(line)}\n\n`);
      listeners.add(listener);
      req.on('close', () => listeners.delete(listener));
      return;
    }
    if (url.pathname === '/') {
      const buttons = Object.entries(TRIGGERS)
        .map(([name, what]) => `<li><button data-event="${name}">${name}</button> ${what}</li>`)
        .join('\n');
      res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8'}).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Virtual Stadium sandbox</title></head>
<body><h1>Virtual Stadium sandbox</h1>
<p>The docs' stand-in of the widget runs on your adapter. Each button fires an event, as <code>virtual-stadium-sandbox trigger &lt;event&gt;</code> does.</p>
<ul>${buttons}</ul><pre id="log"></pre>
<script>
const log = document.getElementById('log');
new EventSource('/events').onmessage = (message) => { log.textContent += JSON.parse(message.data) + '\\n'; };
for (const button of document.querySelectorAll('button')) button.onclick = () => fetch('/trigger/' + button.dataset.event, {method: 'POST'});
</script></body></html>`);
      return;
    }
    res.writeHead(404, {'Content-Type': 'text/plain'}).end('Not found');
  });
  return listenSandbox(server, options.port, log, fire);
}

/** Listens on loopback (port 4321 unless given) and returns the running sandbox; shared by both serve modes. */
export async function listenSandbox(
  server: Server,
  port: number | undefined,
  log: string[],
  fire: Sandbox['fire'],
): Promise<Sandbox> {
  await new Promise<void>((resolve) => server.listen(port ?? 4321, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    log,
    fire,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
