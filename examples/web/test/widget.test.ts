/**
 * The widget harness: plays the widget's side of the published contract against the example's page code. The loader
 * snippet comes from public/index.html; the adapter, the onAction router and the page script are the files the docs
 * show. Each adapter answer is validated against JSON Schema generated from the API types and must arrive exactly
 * once; every action type reaches the router with a typed fixture.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, beforeEach, describe, test, type Mock, type TestContext} from 'node:test';
import vm from 'node:vm';

import type {ValidateFunction} from 'ajv';
import type {
  MatchEventMarketRequest,
  MatchEventMarketResponse,
  TriggerActionEnum,
  TriggerActionFunctionType,
} from 'virtual-stadium-api';
import type {AdapterRequestName} from 'virtual-stadium-api/embed';

import {TOKEN_PATH as SERVER_TOKEN_PATH} from '../src/token/token-endpoint';
import {betHistoryProviders} from '../src/widget/bet-history-provider';
import {createBetShare} from '../src/widget/bet-share';
import {fetchVirtualStadiumToken, TOKEN_PATH} from '../src/widget/fetch-token';
import {createFlashBet} from '../src/widget/flash-bet';
import {localisedOdds} from '../src/widget/localised-odds';
import {withRequestLog} from '../src/widget/vs-diagnostics';
import {loaderOptions} from '../src/widget/vs-language';
import {startVirtualStadium, type Integration} from '../src/widget/vs-page';
import {
  actionFixtures,
  cornerMarket,
  flashBetSelection,
  footballCorner,
  gameWinnerMarket,
  requestFixtures,
  SR_MATCH,
  tennisGameWon,
  tickets,
  YOUR_EVENT,
} from './fixtures/widget-fixtures';
import {responseValidators, type ResponseValidators} from './support/api-schemas';
import {recordingSite, type RecordingSite, type SiteRecord} from './support/recording-site';
import {
  arriveLoader,
  installLoaderSnippet,
  LOADER_URL,
  settle,
  type FakeWidget,
  type LoaderPage,
  type SentRequest,
} from './support/widget-page';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.signature';
const validators: ResponseValidators = responseValidators();

/** The harness's rule for a listed request: exactly one answer, no error, and a body that matches the schema. */
export function assertAnsweredOnce<R>(sent: SentRequest<R>, validate: ValidateFunction): R {
  assert.equal(sent.answers.length, 1, `${sent.name}: the callback was called ${sent.answers.length} times, not once`);
  const [answer] = sent.answers;
  assert.equal(answer?.error, null, `${sent.name}: answered with an error`);
  assert.ok(
    validate(answer?.response),
    `${sent.name}: the answer does not match its schema: ${JSON.stringify(validate.errors)}`,
  );
  return answer?.response as R;
}

let page: LoaderPage;
let site: RecordingSite;
const quiet = (t: TestContext): Mock<(...args: unknown[]) => void> => {
  t.mock.method(console, 'info', () => undefined);
  return t.mock.method(console, 'debug', () => undefined);
};

/** The example page, up to the loader's arrival: snippet, then the page script, then the loader. */
async function startPage(): Promise<{widget: FakeWidget; integration: Integration}> {
  const integration = await startVirtualStadium(site.site, '#sr-vs-widget', 'spain-germany', () =>
    Promise.resolve(JWT),
  );
  return {widget: arriveLoader(page), integration};
}

beforeEach(() => {
  page = installLoaderSnippet();
  site = recordingSite();
});
afterEach(() => page.teardown());

describe('the loader queue', () => {
  test('the example page installs the loader snippet: SIR queues, and one async loader script names it', () => {
    assert.equal(typeof page.queue, 'function');
    assert.equal(typeof page.queue.l, 'number');
    assert.deepEqual(page.queue.o, {language: 'en'});
    assert.equal(page.scripts.length, 1);
    assert.equal(page.scripts[0]?.src, LOADER_URL);
    assert.equal(page.scripts[0]?.async, true);
    assert.equal(page.scripts[0]?.attributes['n'], 'SIR');
  });

  test('calls made before the loader arrives are queued, then replayed in order: the adapter before the widget', async () => {
    await startVirtualStadium(site.site, '#sr-vs-widget', 'spain-germany', () => Promise.resolve(JWT));
    assert.deepEqual(
      (page.queue.q ?? []).map((args) => args[0] as unknown),
      ['registerAdapter', 'addWidget'],
    );
    const widget = arriveLoader(page);
    assert.deepEqual(widget.calls, ['registerAdapter', 'addWidget']);
    assert.deepEqual(widget.addedBeforeAdapter, []);
    const [added] = widget.widgets;
    assert.equal(added?.selector, '#sr-vs-widget');
    assert.equal(added?.name, 'virtualStadium');
    assert.equal(added?.props.jwt, JWT);
    assert.equal(added?.props.channelId, 'spain-germany');
    assert.equal(added?.props.enableFlashBet, true);
    assert.equal(added?.props.enableBetInsights, true);
    assert.equal(typeof added?.props.onAction, 'function');
  });

  test('a second view on the same page load adds a widget but no second adapter', async () => {
    await startVirtualStadium(site.site, '#sr-vs-widget', 'spain-germany', () => Promise.resolve(JWT));
    await startVirtualStadium(site.site, '#sr-vs-widget-2', 'france-italy', () => Promise.resolve(JWT));
    const widget = arriveLoader(page);
    assert.deepEqual(widget.calls, ['registerAdapter', 'addWidget', 'addWidget']);
  });

  test('calls made after the loader arrived go straight to the widget', async () => {
    const widget = arriveLoader(page);
    await startVirtualStadium(site.site, '#sr-vs-widget', 'spain-germany', () => Promise.resolve(JWT));
    assert.deepEqual(widget.calls, ['registerAdapter', 'addWidget']);
  });
});

describe('the token', () => {
  test('the page fetches /api/vs-token, the path the token endpoint serves, with the session cookie', async () => {
    assert.equal(TOKEN_PATH, SERVER_TOKEN_PATH);
    const asked: Array<[string, RequestInit | undefined]> = [];
    const token = await fetchVirtualStadiumToken((input, init) => {
      asked.push([input instanceof Request ? input.url : input.toString(), init]);
      return Promise.resolve(new Response(JWT, {status: 200, headers: {'Content-Type': 'text/plain'}}));
    });
    assert.equal(token, JWT);
    assert.deepEqual(asked, [['/api/vs-token', {credentials: 'include'}]]);
  });

  test('a failed token response never becomes the jwt: no adapter, no widget', async () => {
    const notSignedIn = (): Promise<Response> => Promise.resolve(new Response('<h1>Sign in</h1>', {status: 401}));
    await assert.rejects(
      startVirtualStadium(site.site, '#sr-vs-widget', 'spain-germany', () => fetchVirtualStadiumToken(notSignedIn)),
      /token endpoint answered 401/,
    );
    assert.equal(page.queue.q, undefined);
  });
});

/** Sends every fixture of one request name; N keeps the name and its args together. */
function sendAll<N extends AdapterRequestName>(widget: FakeWidget, name: N): Array<SentRequest<unknown>> {
  return requestFixtures[name].map((args) => widget.request(name, args));
}

describe('the adapter', () => {
  test('answers every request of Flash Bet, Bet Insights and Bet Share exactly once, in the published shape', async (t) => {
    const debug = quiet(t);
    const {widget} = await startPage();
    const names = Object.keys(requestFixtures) as AdapterRequestName[];
    const sent = new Map(names.map((name) => [name, sendAll(widget, name)]));
    await settle();
    // A name the typings list must have its own case: the default branch answers "no data", which passes any schema.
    const unhandled = debug.mock.calls
      .filter((call) => call.arguments[0] === 'Virtual Stadium adapter: request not handled')
      .map((call) => String(call.arguments[1]))
      .filter((name) => (names as string[]).includes(name));
    assert.deepEqual(
      [...new Set(unhandled)],
      [],
      'examples/web/src/widget/vs-adapter.ts answers these request names of the typings only in its default branch: ' +
        'give each its case and module file',
    );

    const answers = (name: AdapterRequestName): unknown[] =>
      (sent.get(name) ?? []).map((request) => assertAnsweredOnce(request, validators[name]));

    assert.deepEqual(answers('outcomes'), [
      {
        outcomes: [
          {
            request: {eventId: 'sr:match:123456', marketId: '1', outcomeId: '1'},
            event: {
              id: YOUR_EVENT,
              name: 'Spain vs Germany',
              date: '2025-06-14T19:00:00Z',
              srEventId: 'sr:match:123456',
            },
            market: {id: 'mkt-1x2', name: 'Match winner', status: 'active'},
            outcome: {id: 'out-spain', name: 'Spain', odds: 2.1},
            odds: {decimalValue: 2.1, displayValue: '2.10'},
            status: 'active',
          },
          {
            request: {eventId: 'sr:match:123456', marketId: '18', specifiers: 'total=2.5', outcomeId: '12'},
            event: {
              id: YOUR_EVENT,
              name: 'Spain vs Germany',
              date: '2025-06-14T19:00:00Z',
              srEventId: 'sr:match:123456',
            },
            market: {id: 'mkt-total', name: 'Total goals 2.5', status: 'suspended'},
            outcome: {id: 'out-over', name: 'Over 2.5', odds: 1.95},
            odds: {decimalValue: 1.95, displayValue: '1.95'},
            status: 'suspended',
          },
        ],
      },
      {outcomes: []},
    ]);
    // Tennis GAME_WON, football CORNER, Sportradar's suggestions (the suspended one left out), any other event.
    assert.deepEqual(answers('matchEventMarkets'), [
      {matchEventMarkets: [gameWinnerMarket]},
      {matchEventMarkets: [cornerMarket]},
      {matchEventMarkets: [gameWinnerMarket]},
      {matchEventMarkets: []},
    ]);
    // The deprecated name is never answered.
    for (const request of sent.get('virtualStadium.matchEventMarkets') ?? []) assert.deepEqual(request.answers, []);
    // On the channel's match and not shared yet; without events, every ticket; newest first.
    const ids = (answer: unknown): string[] => (answer as {bets: Array<{id: string}>}).bets.map((bet) => bet.id);
    // designed: confirm at onboarding
    assert.deepEqual(answers('betHistory').map(ids), [
      ['ticket-new'],
      ['ticket-other-match', 'ticket-new', 'ticket-old'],
      [],
    ]);
  });

  test('a request name the typings do not list is answered once, with no data', async (t) => {
    quiet(t);
    const {widget} = await startPage();
    const sent = widget.requestUnlisted('someNewRequest', {any: 'thing'});
    await settle();
    assert.deepEqual(sent.answers, [{error: null, response: undefined}]);
  });

  test('Flash Bet pushes each status change of a market it showed through the kept callback, once', async (t) => {
    quiet(t);
    const {widget} = await startPage();
    const sent = widget.request('matchEventMarkets', tennisGameWon);
    await settle();
    assertAnsweredOnce(sent, validators.matchEventMarkets);

    site.setMarketStatus('mkt-unrelated', 'suspended');
    assert.equal(sent.answers.length, 1, 'a market the card does not show changes nothing');

    site.setMarketStatus(gameWinnerMarket.id, 'suspended');
    assert.equal(sent.answers.length, 2);
    const pushed = sent.answers[1]?.response;
    assert.ok(validators.matchEventMarkets(pushed), JSON.stringify(validators.matchEventMarkets.errors));
    assert.equal(pushed?.matchEventMarkets[0]?.status, 'suspended');

    site.setMarketStatus(gameWinnerMarket.id, 'settled');
    site.setMarketStatus(gameWinnerMarket.id, 'cancelled');
    assert.equal(sent.answers.length, 3, 'once every market is closed, the subscription ends');
  });

  test('a failure on your platform is passed to the callback, once', async (t) => {
    quiet(t);
    site.site.flashBet.nextGameWinnerMarket = () => Promise.reject(new Error('betting API down'));
    site.site.betInsights.selectionByUof = () => Promise.reject(new Error('mapping table down'));
    site.site.betShare.ticketsOfUser = () => Promise.reject(new Error('tickets API down'));
    const {widget} = await startPage();
    const sent = [
      widget.request('matchEventMarkets', tennisGameWon),
      widget.request('outcomes', requestFixtures.outcomes[0]!),
      // designed: confirm at onboarding
      widget.request('betHistory', requestFixtures.betHistory[0]!),
    ];
    await settle();
    for (const request of sent) {
      assert.equal(request.answers.length, 1, request.name);
      assert.match(String(request.answers[0]?.error?.message), /down/);
    }
  });

  test('the diagnostics wrapper forwards each request unchanged and keeps one answer per request', async (t) => {
    quiet(t);
    const {integration} = await startPage();
    const logged = withRequestLog(integration.adapter);
    const widget = arriveLoader({...page, queue: Object.assign(() => undefined, {q: []})});
    widget.dispatch('registerAdapter', logged);
    const listed = widget.request('outcomes', requestFixtures.outcomes[0]!);
    const unlisted = widget.requestUnlisted('someNewRequest', {});
    await settle();
    assertAnsweredOnce(listed, validators.outcomes);
    assert.deepEqual(unlisted.answers, [{error: null, response: undefined}]);
  });
});

describe('the Flash Bet id rule (Event.id in the typings; the Flash Bet page): externalId, else your mapping of srEventId ?? id', () => {
  const answerOf = (args: MatchEventMarketRequest): Promise<MatchEventMarketResponse | undefined> =>
    new Promise((resolve) => createFlashBet(site.site.flashBet).answer(args, (_error, response) => resolve(response)));

  test('the request looks your markets up on your event, found by the rule', async () => {
    // externalId present: it is your event, no mapping.
    assert.deepEqual(await answerOf(footballCorner), {matchEventMarkets: [cornerMarket]});
    assert.deepEqual(site.record.mappingLookups, []);
    // No externalId: the Sportradar id, srEventId before id, in the sr:match:<id> form, through your mapping.
    const numericSrEventId = {...tennisGameWon, event: {id: 'widget-built', srEventId: 123456, sport: {id: 5}}};
    const onlyId = {...tennisGameWon, event: {id: SR_MATCH, sport: {id: 5}}};
    for (const args of [tennisGameWon, numericSrEventId, onlyId]) {
      assert.deepEqual(await answerOf(args), {matchEventMarkets: [gameWinnerMarket]});
    }
    assert.deepEqual(site.record.mappingLookups, [SR_MATCH, SR_MATCH, SR_MATCH]);
    assert.deepEqual(site.record.flashBetMarketLookups, [YOUR_EVENT, YOUR_EVENT, YOUR_EVENT, YOUR_EVENT]);
    // A match you do not offer: no card, and no market lookup by a Sportradar id.
    const unmapped = {...tennisGameWon, event: {id: 'sr:match:999', sport: {id: 5}}};
    assert.deepEqual(await answerOf(unmapped), {matchEventMarkets: []});
    assert.equal(site.record.flashBetMarketLookups.length, 4);
  });

  test('a tapped selection goes to the betslip under your event, found by the same rule', async () => {
    const flashBet = createFlashBet(site.site.flashBet);
    await flashBet.addSelection(flashBetSelection);
    await flashBet.addSelection({...flashBetSelection, externalEvent: {id: SR_MATCH, externalId: 'evt-yours'}});
    assert.deepEqual(site.record.betslip, [
      [YOUR_EVENT, cornerMarket.id, 'out-corner-home'],
      ['evt-yours', cornerMarket.id, 'out-corner-home'],
    ]);
    assert.deepEqual(site.record.mappingLookups, [SR_MATCH]);
  });
});

describe('the hosted adapter providers', () => {
  test('answer betHistory in all three styles with the same tickets, the callback style once', async () => {
    const betShare = createBetShare(site.site.betShare);
    const cache = new Map([['user-1', tickets]]);
    const providers = betHistoryProviders(betShare, cache);
    const args = requestFixtures.betHistory[0]!;
    const viaPromise = await providers.betHistory(args);
    const viaCallback: SentRequest<unknown> = {name: 'betHistoryWithCallback', answers: []};
    providers.betHistoryWithCallback(args, (error, response) => viaCallback.answers.push({error, response}));
    const viaReturn = providers.betHistoryFromCache(args);
    await settle();
    assert.ok(validators.betHistory(viaPromise));
    assert.deepEqual(assertAnsweredOnce(viaCallback, validators.betHistory), viaPromise);
    assert.ok(validators.betHistory(viaReturn));
    // The plain-return style filters like the others: only tickets on the channel's events, not shared yet.
    assert.deepEqual(viaReturn, viaPromise);
  });
});

// --- onAction ------------------------------------------------------------------------------

/** What each page says the router does with its action; complete at compile time over TriggerActionEnum. */
const expectations: {readonly [T in TriggerActionEnum]: (record: SiteRecord, errors: unknown[][]) => void} = {
  FlashBetOutcome: (record) => assert.deepEqual(record.betslip, [[YOUR_EVENT, cornerMarket.id, 'out-corner-home']]),
  BetInsightsOutcome: (record) => assert.deepEqual(record.betslip, [[YOUR_EVENT, 'mkt-1x2', 'out-spain']]),
  OutcomeClick: (record) => assert.deepEqual(record.sharedSelections, ['out-spain']), // designed: confirm at onboarding
  BetslipShare: (record) => assert.deepEqual(record.tracked, [['bet_shared', {ticketId: 'ticket-new', legs: 2}]]), // designed: confirm at onboarding
  CloseBetslipShareList: (record) =>
    assert.deepEqual(record.tracked, [['share_list_closed', {channelId: 'spain-germany'}]]),
  // CopyBet (designed: confirm at onboarding): the open leg is added, the closed one reported, the new price noted.
  CopyBet: (record) => {
    assert.deepEqual(record.betslip, [[YOUR_EVENT, 'mkt-total', 'out-over']]);
    assert.deepEqual(record.betslipOpened, [
      'Not available any more: France vs Italy: Yes 1 selection(s) now have different odds.',
    ]);
  },
  ContactSupport: (record) =>
    // designed: confirm at onboarding
    assert.deepEqual(record.supportPanels, [
      {
        source: 'virtual-stadium',
        channelId: 'spain-germany',
        channelName: 'Spain vs Germany',
        match: 'sr:match:123456',
        userId: 'user-1',
      },
    ]),
  LmtClick: (record) => assert.deepEqual(record.eventPages, [YOUR_EVENT]), // designed: confirm at onboarding
  MessageSent: () => undefined, // designed: confirm at onboarding (analytics only)
  Click: () => undefined, // designed: confirm at onboarding (analytics only)
  SwitchChannel: () => undefined, // designed: confirm at onboarding (analytics only)
  ReactionClick: () => undefined, // designed: confirm at onboarding (counted: see the test)
  ReportMessageClick: () => undefined, // designed: confirm at onboarding (analytics only)
  SelectChannelTag: () => undefined, // designed: confirm at onboarding (analytics only)
  Error: (_record, errors) => assert.deepEqual(errors, [['Virtual Stadium:', 'token rejected']]), // designed: confirm at onboarding
};

/** The fixture table as the widget's [type, data] pairs; the table's mapped type guarantees each pairing. */
const actions = (Object.keys(actionFixtures) as TriggerActionEnum[]).map(
  (type) => [type, actionFixtures[type]] as Parameters<TriggerActionFunctionType>,
);

describe('the onAction router', () => {
  for (const action of actions) {
    const [type] = action;
    test(`${type}: forwarded to analytics, then handled as its page says`, async (t) => {
      quiet(t);
      const errors: unknown[][] = [];
      t.mock.method(console, 'error', (...args: unknown[]) => errors.push(args));
      const {widget, integration} = await startPage();
      widget.act(...action);
      await settle();
      assert.deepEqual(site.record.analytics, [
        {name: `virtual_stadium_${type}`, properties: {channelId: 'spain-germany', page: '/match/spain-germany'}},
      ]);
      expectations[type](site.record, errors);
      if (type !== 'Error') assert.deepEqual(errors, [], 'no handler failed'); // designed: confirm at onboarding
      if (type === 'ReactionClick') assert.deepEqual(integration.reactions.top(), [['🔥', 1]]); // designed: confirm at onboarding
    });
  }

  test('an action type newer than the typings is ignored, and a failing handler never reaches the widget', async (t) => {
    quiet(t);
    const errors: unknown[][] = [];
    t.mock.method(console, 'error', (...args: unknown[]) => errors.push(args));
    site.site.support.openSupportPanel = () => {
      throw new Error('panel crashed');
    };
    const {widget} = await startPage();
    const onAction = widget.widgets[0]?.props.onAction as unknown as (type: string, data: unknown) => void;
    assert.doesNotThrow(() => onAction('SomeNewAction', {}));
    assert.doesNotThrow(() => widget.act('ContactSupport', actionFixtures.ContactSupport)); // designed: confirm at onboarding
    assert.equal(errors.length, 1);
    assert.equal(errors[0]?.[0], 'onAction handler failed');
  });

  test('Contact Support falls back to the help page when no panel can open', async (t) => {
    quiet(t);
    site = recordingSite({supportPanelAvailable: false});
    const {widget} = await startPage();
    widget.act('ContactSupport', actionFixtures.ContactSupport); // designed: confirm at onboarding
    assert.deepEqual(site.record.navigations, ['https://www.example.com/help?channel=spain-germany']);
  });
});

describe('the integration overview page script (public/match-chat.js)', () => {
  test('answers Flash Bet once, never the deprecated name, and every other request once with no data', (t) => {
    quiet(t);
    const script = readFileSync(path.resolve(__dirname, '..', 'public', 'match-chat.js'), 'utf8');
    // Its comment gives the one Flash Bet id rule (Event.id): externalId, else your mapping of srEventId ?? id.
    assert.match(script, /args\.event\.externalId when present, otherwise your ID mapping/);
    assert.match(script, /args\.event\.srEventId \?\? args\.event\.id \(designed: confirm at onboarding\)/);
    vm.runInThisContext(script, {filename: 'public/match-chat.js'});
    const widget = arriveLoader(page);
    assert.deepEqual(widget.calls, ['registerAdapter', 'addWidget']);
    assertAnsweredOnce(widget.request('matchEventMarkets', tennisGameWon), validators.matchEventMarkets);
    assert.deepEqual(widget.request('virtualStadium.matchEventMarkets', tennisGameWon).answers, []);
    for (const sent of [
      widget.request('outcomes', requestFixtures.outcomes[0]!),
      // designed: confirm at onboarding
      widget.request('betHistory', requestFixtures.betHistory[0]!),
      widget.requestUnlisted('someNewRequest', {}),
    ]) {
      assert.deepEqual(sent.answers, [{error: null, response: undefined}], sent.name);
    }
  });
});

describe('page helpers', () => {
  test('the loader language comes from the agreed list, the user first, then the browser', () => {
    assert.deepEqual(loaderOptions('de', 'fr-CH,fr;q=0.9,en;q=0.8', ['en', 'fr']), {language: 'fr'});
    assert.deepEqual(loaderOptions(undefined, 'pt-BR', ['en']), {language: 'en'});
  });

  test('odds keep a plain decimal value and a display text for people', () => {
    assert.deepEqual(localisedOdds(2.5, 'en'), {decimalValue: 2.5, displayValue: '2.50'});
  });
});

describe('the harness itself', () => {
  test('fails an adapter that calls its callback twice', () => {
    const twice: SentRequest<unknown> = {
      name: 'outcomes',
      answers: [
        {error: null, response: {outcomes: []}},
        {error: null, response: {outcomes: []}},
      ],
    };
    assert.throws(() => assertAnsweredOnce(twice, validators.outcomes), /called 2 times, not once/);
  });

  test('fails an answer in the wrong shape', () => {
    const wrong: SentRequest<unknown> = {name: 'matchEventMarkets', answers: [{error: null, response: {markets: []}}]};
    assert.throws(() => assertAnsweredOnce(wrong, validators.matchEventMarkets), /does not match its schema/);
    const extra: SentRequest<unknown> = {
      name: 'betHistory', // designed: confirm at onboarding
      answers: [{error: null, response: {bets: [], nextPage: 2}}],
    };
    assert.throws(() => assertAnsweredOnce(extra, validators.betHistory), /does not match its schema/);
  });
});
