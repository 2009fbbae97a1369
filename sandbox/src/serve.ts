/**
 * `virtual-stadium-sandbox serve`: the docs' stand-in of the widget, running on your adapter, on localhost. It
 * registers your adapter, adds one widget with your onAction, and waits for events: `trigger <event>` (or the
 * buttons of the page it serves) makes things happen, and the log shows what your code answered or did.
 * What the real widget does on a channel or token expiry is not published: the sandbox sends the `Error` action
 * (designed: confirm at onboarding).
 */
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

import type {
  BetShareResponse,
  Market,
  MatchEventMarketResponse,
  OutcomesResponse,
  TriggerActionFunctionType,
} from 'virtual-stadium-api';

import {FakeWidget} from '../../examples/web/test/support/widget-page';
import type {SandboxFixtures} from './fixtures';
import type {LoadedAdapter} from './load-adapter';
import {DESIGNED} from './report';

export const TRIGGERS = {
  'flash-bet': 'a match event of your fixtures fires a Flash Bet request (matchEventMarkets, and the deprecated name)',
  goal: 'a goal (SCORE_CHANGED) on your fixture event fires a Flash Bet request',
  suspend: 'your odds feed suspends a market the last Flash Bet showed (or the market id you give)',
  'flash-bet-tap': 'the user taps an outcome of the last Flash Bet: the FlashBetOutcome action',
  'insight-tap': 'the user taps a Bet Insights selection: an outcomes request, then the BetInsightsOutcome action',
  'copy-bet': `the user copies a shared ticket: a betHistory request, then the CopyBet action (${DESIGNED})`,
  'channel-expiry': `the channel passes its expiry: the Error action (${DESIGNED})`,
  'token-expiry': `the token expires: the Error action (${DESIGNED}); the page then needs a fresh token`,
} as const;

export type TriggerName = keyof typeof TRIGGERS;

export interface Sandbox {
  readonly url: string;
  readonly log: string[];
  fire(event: string, argument?: string): Promise<string[]>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const show = (value: unknown) => (value === undefined ? 'undefined (no data)' : JSON.stringify(value));

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
  const onAction: TriggerActionFunctionType = (...action) => {
    say(
      `onAction(${action[0]}, ${action[1] instanceof Error ? `Error(${action[1].message})` : JSON.stringify(action[1])})`,
    );
    try {
      loaded.onAction?.(...action);
    } catch (error) {
      say(`  your onAction threw: ${String(error)}`);
    }
  };
  widget.dispatch('registerAdapter', loaded.adapter);
  widget.dispatch('addWidget', '#sr-vs-widget', 'virtualStadium', {jwt: options.jwt ?? '<JWT>', channelId, onAction});
  say(`stand-in widget: adapter registered, widget added to #sr-vs-widget for channel ${channelId}`);
  if (!loaded.onAction) say('  your adapter file exports no onAction: actions are logged, not handled');

  let lastMarkets: Market[] = [];
  let lastFlashBet: {event: unknown; id: string} | undefined;

  /** Sends one request and logs each answer as it arrives (a Flash Bet's later pushes too). */
  const request = async (name: string, args: unknown): Promise<unknown> => {
    say(`request ${name} ${JSON.stringify(args)}`);
    let sent;
    try {
      sent = widget.send(name, args);
    } catch (error) {
      say(`  your adapter threw: ${String(error)}`);
      return undefined;
    }
    let seen = 0;
    const report = () => {
      for (; seen < sent.answers.length; seen += 1) {
        const answer = sent.answers[seen];
        say(
          `  answer ${String(seen + 1)} to ${name}: ${answer?.error ? `error ${answer.error.message}` : show(answer?.response)}`,
        );
      }
    };
    // The deprecated name is answered by not calling its callback: no need to wait the whole budget for it.
    const deadline = Date.now() + (name === 'virtualStadium.matchEventMarkets' ? 50 : (fixtures.timeBudgetMs ?? 2000));
    while (sent.answers.length === 0 && Date.now() < deadline) await sleep(5);
    report();
    if (sent.answers.length === 0 && name !== 'virtualStadium.matchEventMarkets') say(`  no answer to ${name} in time`);
    // Keep logging later answers (subscriptions).
    const timer = setInterval(report, 50);
    timer.unref();
    return sent.answers[0]?.response;
  };

  const flashBetRequest = async (type?: string) => {
    if (!fixtures.flashBet) return say('no flashBet section in the fixtures');
    const matchEvent = type ? {type} : fixtures.flashBet.matchEvent;
    const args = {id: `sandbox-fb-${String(Date.now())}`, event: fixtures.flashBet.event, matchEvent};
    const [answer] = await Promise.all([
      request('matchEventMarkets', args),
      request('virtualStadium.matchEventMarkets', args),
    ]);
    lastMarkets = (answer as MatchEventMarketResponse | undefined)?.matchEventMarkets ?? [];
    lastFlashBet = {event: fixtures.flashBet.event, id: args.id};
  };

  const fire = async (event: string, argument?: string): Promise<string[]> => {
    const from = log.length;
    switch (event) {
      case 'flash-bet':
        await flashBetRequest(argument);
        break;
      case 'goal':
        await flashBetRequest('SCORE_CHANGED');
        break;
      case 'suspend': {
        const marketId = argument ?? lastMarkets[0]?.id;
        if (!marketId) say('no market to suspend: trigger flash-bet first, or give a market id');
        else if (!loaded.setMarketStatus) say('your adapter file exports no setMarketStatus(marketId, status)');
        else {
          say(`your odds feed: market ${marketId} is suspended`);
          loaded.setMarketStatus(marketId, 'suspended');
          await sleep(100);
        }
        break;
      }
      case 'flash-bet-tap': {
        if (!lastFlashBet) await flashBetRequest();
        const market = lastMarkets[0];
        const outcome = market?.outcomes?.[0];
        if (!market || !outcome || !fixtures.flashBet) say('the last Flash Bet showed no outcome to tap');
        else {
          onAction('FlashBetOutcome', {
            externalEvent: fixtures.flashBet.event,
            externalMarket: {id: market.id, name: market.name},
            externalOutcome: outcome,
          });
        }
        break;
      }
      case 'insight-tap': {
        if (!fixtures.betInsights) {
          say('no betInsights section in the fixtures');
          break;
        }
        const answer = (await request('outcomes', {outcomes: fixtures.betInsights.offered})) as
          OutcomesResponse | undefined;
        const entry = answer?.outcomes?.[0];
        if (!entry) say('no selection to tap');
        else
          onAction('BetInsightsOutcome', {
            externalEvent: entry.event,
            externalMarket: entry.market,
            externalOutcome: entry.outcome,
          });
        break;
      }
      case 'copy-bet': {
        if (!fixtures.betShare) {
          say('no betShare section in the fixtures');
          break;
        }
        const answer = (await request('betHistory', {
          userId: fixtures.betShare.userWithTickets,
          channelId,
          events: fixtures.betShare.events,
        })) as BetShareResponse | undefined; // designed: confirm at onboarding
        const ticket = answer?.bets?.[0];
        if (!ticket) say('no ticket to copy');
        else onAction('CopyBet', ticket); // designed: confirm at onboarding
        break;
      }
      case 'channel-expiry':
        onAction('Error', new Error(`channel ${channelId} has expired`)); // designed: confirm at onboarding
        break;
      case 'token-expiry':
        onAction('Error', new Error('token expired')); // designed: confirm at onboarding
        say('  the widget keeps the jwt it was added with: your page fetches a fresh token on its next load');
        break;
      default:
        say(`unknown event ${event}; one of: ${Object.keys(TRIGGERS).join(', ')}`);
    }
    await sleep(20);
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
  await new Promise<void>((resolve) => server.listen(options.port ?? 4321, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    url,
    log,
    fire,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
