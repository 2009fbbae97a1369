/**
 * The stand-in of the widget loader and the widget, in a real browser (`serve --page`). The sandbox serves your page
 * with its loader snippet pointing here instead of at Sportradar's loader. Like the real loader, this script takes
 * over the global its script tag names (`n`, normally SIR) and replays the queued calls in order, so your page's own
 * code registers its adapter and adds its widget to the stand-in. Then it listens to the sandbox server for
 * triggered events (Server-Sent Events), plays each one with the same driver as the Node stand-in, draws a plain
 * card for a Flash Bet, and sends every log line back to the server, where `trigger` prints it.
 */
import type {Market, TriggerActionFunctionType} from 'virtual-stadium-api';

import {FakeWidget} from '../../../examples/web/test/support/fake-widget';
import {createDriver} from '../driver';
import type {SandboxFixtures} from '../fixtures';

/** What the sandbox server writes before this script: your fixtures and the channel. */
interface StandInConfig {
  readonly fixtures: SandboxFixtures;
  readonly channelId: string;
}

/** What a sandbox page script may expose: your odds feed, for `trigger suspend`. */
interface PageHooks {
  setMarketStatus?: (marketId: string, status: 'suspended') => void;
}

const root = window as unknown as Record<string, unknown>;
const config = root['__vsSandboxConfig'] as StandInConfig;
const globalName = document.currentScript?.getAttribute('n') ?? 'SIR';
const queued = (root[globalName] as {q?: IArguments[]} | undefined)?.q ?? [];

// Log lines go to the server one after the other, so the server's log keeps their order.
let posting: Promise<unknown> = Promise.resolve();
const post = (body: Record<string, unknown>): Promise<unknown> =>
  (posting = posting.then(() =>
    fetch('/__vs-sandbox/log', {method: 'POST', body: JSON.stringify(body)}).catch(() => undefined),
  ));
const say = (line: string): void => void post({line});

const widget = new FakeWidget();
const container = (): HTMLElement | null => {
  const selector = widget.widgets[0]?.selector;
  return selector === undefined ? null : document.querySelector<HTMLElement>(selector);
};

/** Replaces the container's content with a heading and the given nodes: the stand-in draws nothing else. */
function draw(what: string, ...nodes: Node[]): void {
  const element = container();
  if (element === null) return;
  const heading = document.createElement('p');
  heading.textContent = `Virtual Stadium stand-in widget (channel ${config.channelId}): ${what}`;
  element.replaceChildren(heading, ...nodes);
  element.dataset['vsSandbox'] = what;
}

/**
 * What `check --page` reads back over the DevTools protocol: the SIR calls in order, the containers that were missing
 * when their widget was added, and what the page's adapter threw when the stand-in asked it something.
 */
const record = {
  loads: ((root['__vsSandboxRecord'] as {loads?: number} | undefined)?.loads ?? 0) + 1,
  calls: widget.calls,
  adapters: 0,
  widgets: [] as string[],
  addedBeforeAdapter: widget.addedBeforeAdapter,
  missingContainers: [] as string[],
  adapterErrors: [] as string[],
};
root['__vsSandboxRecord'] = record;

const containerMissing = (selector: unknown): boolean => {
  try {
    return typeof selector !== 'string' || document.querySelector(selector) === null;
  } catch {
    return true; // not a valid selector
  }
};

const dispatch = (...args: unknown[]): void => {
  widget.dispatch(...args);
  const [command, selector] = args;
  record.adapters = widget.adapters.length;
  if (command === 'addWidget') {
    record.widgets.push(String(selector));
    if (containerMissing(selector)) record.missingContainers.push(String(selector));
  }
  if (command === 'registerAdapter') say(`stand-in widget (browser): your page registered its adapter`);
  else if (command === 'addWidget') {
    const props = widget.widgets.at(-1)?.props;
    say(
      `stand-in widget (browser): your page added the widget to ${String(selector)} for channel ${String(props?.channelId)}`,
    );
    if (widget.adapters.length === 0) say('  before any adapter was registered: the widget has nobody to ask');
    if (typeof props?.onAction !== 'function') say('  without an onAction: actions are logged, not handled');
    draw('waiting for a trigger');
  } else say(`stand-in widget (browser): your page called SIR(${JSON.stringify(String(command))})`);
};
root[globalName] = dispatch;
for (const args of queued) dispatch(...(Array.from(args) as unknown[]));

/** Sends a request to the page's adapter; what it throws is recorded for `check --page`, then passed on. */
const send = (name: string, args: unknown) => {
  try {
    return widget.send(name, args);
  } catch (error) {
    record.adapterErrors.push(`${name}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    throw error;
  }
};

const driver = createDriver({
  send,
  onAction: () => widget.widgets[0]?.props.onAction,
  fixtures: config.fixtures,
  channelId: config.channelId,
  say,
  setMarketStatus: (root['vsSandbox'] as PageHooks | undefined)?.setMarketStatus,
  noOddsFeed: 'your page exposes no odds feed: a sandbox page script may set window.vsSandbox.setMarketStatus',
  showFlashBet: (markets) => showFlashBet(markets, (...action) => driver.act(...action)),
});

/** A plain Flash Bet card: each market with its outcomes as buttons; a tap sends FlashBetOutcome. */
function showFlashBet(markets: readonly Market[], act: TriggerActionFunctionType): void {
  const event = config.fixtures.flashBet?.event;
  if (markets.length === 0 || event === undefined) return draw('no Flash Bet (the answer held no market)');
  const cards = markets.map((market) => {
    const card = document.createElement('section');
    const title = document.createElement('h2');
    title.textContent = market.name ?? market.id;
    card.append(title);
    for (const outcome of market.outcomes ?? []) {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset['outcomeId'] = outcome.id;
      button.textContent = `${outcome.name ?? outcome.id} ${outcome.odds === undefined ? '' : String(outcome.odds)}`;
      button.onclick = () =>
        act('FlashBetOutcome', {
          externalEvent: event,
          externalMarket: {id: market.id, name: market.name},
          externalOutcome: outcome,
        });
      card.append(button);
    }
    return card;
  });
  draw('Flash Bet', ...cards);
}

const commands = new EventSource('/__vs-sandbox/commands');
commands.onopen = () => document.documentElement.setAttribute('data-vs-sandbox', 'connected');
commands.onmessage = (message: MessageEvent<string>) => {
  const {id, event, argument} = JSON.parse(message.data) as {id: string; event: string; argument?: string};
  const ready =
    widget.adapters.length === 0
      ? 'your page registered no adapter (yet)'
      : widget.widgets.length === 0
        ? 'your page added no widget (yet)'
        : undefined;
  const run = ready === undefined ? driver.fire(event, argument) : Promise.resolve(say(ready));
  run
    .catch((error: unknown) => say(`the stand-in failed on ${event}: ${String(error)}`))
    .finally(() => void post({done: id}));
};

/**
 * `check --page`: once the page has added its widget, the stand-in asks the page's adapter what your fixtures allow
 * (a Flash Bet on your event, your offered selections, your test user's tickets), as the widget would, so that an
 * adapter that throws in the page fails the check. The answers themselves are `check --adapter`'s business.
 */
root['__vsSandboxProbe'] = async (): Promise<void> => {
  if (widget.adapters.length === 0) return;
  const {flashBet, betInsights, betShare} = config.fixtures;
  const ask = (name: string, args: unknown) => {
    try {
      send(name, args);
    } catch {
      // Recorded by send.
    }
  };
  if (flashBet) await driver.fire('flash-bet');
  if (betInsights) ask('outcomes', {outcomes: betInsights.offered});
  if (betShare) {
    const args = {userId: betShare.userWithTickets, channelId: config.channelId, events: betShare.events};
    ask('betHistory', args); // designed: confirm at onboarding
  }
};
