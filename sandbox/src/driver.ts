/**
 * What each `trigger <event>` makes the stand-in widget do: the requests it sends to the adapter, the actions it sends
 * to onAction, and the log lines that say what came back. One driver serves both places the stand-in runs: in Node on
 * your adapter file (`serve --adapter`) and in a real browser on your page (`serve --page`). It touches neither Node
 * nor the DOM.
 */
import type {
  BetShareResponse,
  Market,
  MatchEventMarketResponse,
  OutcomesResponse,
  TriggerActionFunctionType,
} from 'virtual-stadium-api';

import type {SentRequest} from '../../examples/web/test/support/fake-widget';
import type {SandboxFixtures} from './fixtures';
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

export interface DriverOptions {
  /** Sends one request to the adapter the page (or your file) registered. */
  readonly send: (name: string, args: unknown) => SentRequest<unknown>;
  /** The onAction the widget was added with, when there is one. */
  readonly onAction: () => TriggerActionFunctionType | undefined;
  readonly fixtures: SandboxFixtures;
  readonly channelId: string;
  readonly say: (line: string) => void;
  /** Plays your odds feed, when you gave the sandbox one. */
  readonly setMarketStatus?: ((marketId: string, status: 'suspended') => void) | undefined;
  /** What the log says when there is no odds feed to play. */
  readonly noOddsFeed: string;
  /** Draws the Flash Bet card (the browser's stand-in does; in Node nothing is drawn). */
  readonly showFlashBet?: (markets: readonly Market[]) => void;
}

export interface Driver {
  fire(event: string, argument?: string): Promise<void>;
  /** Sends one action to the widget's onAction and logs it (and what your onAction threw). */
  act: TriggerActionFunctionType;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const show = (value: unknown) => (value === undefined ? 'undefined (no data)' : JSON.stringify(value));

export function createDriver(options: DriverOptions): Driver {
  const {fixtures, channelId, say} = options;
  let lastMarkets: Market[] = [];
  let lastFlashBet: {event: unknown; id: string} | undefined;

  const act: TriggerActionFunctionType = (...action) => {
    say(
      `onAction(${action[0]}, ${action[1] instanceof Error ? `Error(${action[1].message})` : JSON.stringify(action[1])})`,
    );
    const onAction = options.onAction();
    if (onAction === undefined) return;
    try {
      onAction(...action);
    } catch (error) {
      say(`  your onAction threw: ${String(error)}`);
    }
  };

  /** Sends one request and logs each answer as it arrives (a Flash Bet's later pushes too). */
  const request = async (name: string, args: unknown): Promise<unknown> => {
    say(`request ${name} ${JSON.stringify(args)}`);
    let sent: SentRequest<unknown>;
    try {
      sent = options.send(name, args);
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
    // Keep logging later answers (subscriptions); in Node the timer does not hold the process.
    const timer: unknown = setInterval(report, 50);
    (timer as {unref?: () => void}).unref?.();
    return sent.answers[0]?.response;
  };

  const flashBetRequest = async (type?: string) => {
    if (!fixtures.flashBet) return say('no flashBet section in the fixtures');
    const matchEvent = type ? {type} : fixtures.flashBet.matchEvent;
    const args = {
      id: `sandbox-fb-${String(Date.now())}`,
      event: fixtures.flashBet.event,
      matchEvent,
      ...(fixtures.flashBet.suggestedMarkets ? {suggestedMarkets: fixtures.flashBet.suggestedMarkets} : {}),
    };
    const [answer] = await Promise.all([
      request('matchEventMarkets', args),
      request('virtualStadium.matchEventMarkets', args),
    ]);
    lastMarkets = (answer as MatchEventMarketResponse | undefined)?.matchEventMarkets ?? [];
    lastFlashBet = {event: fixtures.flashBet.event, id: args.id};
    options.showFlashBet?.(lastMarkets);
  };

  const fire = async (event: string, argument?: string): Promise<void> => {
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
        else if (!options.setMarketStatus) say(options.noOddsFeed);
        else {
          say(`your odds feed: market ${marketId} is suspended`);
          options.setMarketStatus(marketId, 'suspended');
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
          act('FlashBetOutcome', {
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
          act('BetInsightsOutcome', {
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
        else act('CopyBet', ticket); // designed: confirm at onboarding
        break;
      }
      case 'channel-expiry':
        act('Error', new Error(`channel ${channelId} has expired`)); // designed: confirm at onboarding
        break;
      case 'token-expiry':
        act('Error', new Error('token expired')); // designed: confirm at onboarding
        say('  the widget keeps the jwt it was added with: your page fetches a fresh token on its next load');
        break;
      default:
        say(`unknown event ${event}; one of: ${Object.keys(TRIGGERS).join(', ')}`);
    }
    await sleep(20);
  };

  return {fire, act};
}
