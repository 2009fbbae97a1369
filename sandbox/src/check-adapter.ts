/**
 * Checks your adapter the way the widget uses it: the docs' stand-in of the widget (the FakeWidget of the starter's
 * tests) registers it and sends every request of the contract, built from your fixtures, then the sandbox judges the
 * answers: once each, in time, in the published shape (the starter's JSON Schemas, generated from the typings), and
 * about what was asked (your event, your user, valid odds, known statuses).
 */
import {isDeepStrictEqual} from 'node:util';

import {Ajv, type ValidateFunction} from 'ajv';
import type {
  BetShareResponse,
  BetSlip,
  Event,
  Market,
  MatchEventMarketResponse,
  OutcomeRequestEntry,
  OutcomesResponse,
} from 'virtual-stadium-api';

import {eventKeys} from '../../examples/web/src/widget/match-ids';
import {responseSchemas, responseTypeOf} from '../../examples/web/test/support/api-schemas';
import {FakeWidget, type SentRequest} from '../../examples/web/test/support/widget-page';
import {DEFAULT_TIME_BUDGET_MS, type SandboxFixtures} from './fixtures';
import type {LoadedAdapter} from './load-adapter';
import {judged, skipped, type RuleResult} from './report';
import {adapterRules} from './rules';

/** A request name the typings do not list, as a newer widget might send. */
export const UNKNOWN_REQUEST = 'sandbox.requestNobodyKnows';

interface Probe {
  readonly label: string;
  readonly name: string;
  readonly args: unknown;
  /** answer: one answer with data; no-data: one callback(null, undefined); none: the callback is never called. */
  readonly expect: 'answer' | 'no-data' | 'none';
  readonly sentAt: number;
  readonly sent?: SentRequest<unknown>;
  readonly thrown?: unknown;
}

function validators(): {validate: Record<string, ValidateFunction>; statuses: readonly string[]} {
  const schemas = responseSchemas();
  const ajv = new Ajv({allErrors: true, strict: false});
  const validate: Record<string, ValidateFunction> = {};
  for (const [name, typeName] of Object.entries(responseTypeOf)) validate[name] = ajv.compile(schemas[typeName]);
  const definitions = (schemas.MatchEventMarketResponse as {definitions?: Record<string, {enum?: string[]}>})
    .definitions;
  return {validate, statuses: definitions?.['MarketStatus']?.enum ?? []};
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(widget: FakeWidget, label: string, name: string, args: unknown, expect: Probe['expect']): Probe {
  const sentAt = performance.now();
  try {
    return {label, name, args, expect, sentAt, sent: widget.send(name, args)};
  } catch (thrown) {
    return {label, name, args, expect, sentAt, thrown};
  }
}

/** Waits until every probe that must be answered has an answer, or the budget is spent; then a little longer, to see a second answer. */
async function answers(probes: readonly Probe[], budgetMs: number): Promise<void> {
  const deadline = performance.now() + budgetMs;
  const waiting = () => probes.some((probe) => probe.expect !== 'none' && probe.sent?.answers.length === 0);
  while (waiting() && performance.now() < deadline) await sleep(5);
  await sleep(Math.min(100, budgetMs));
}

const oddsProblem = (where: string, odds: unknown): string | undefined =>
  typeof odds === 'number' && Number.isFinite(odds) && odds >= 1
    ? undefined
    : `${where}: odds ${JSON.stringify(odds)} are not decimal odds of 1 or more`;

function only(probe: Probe | undefined): unknown {
  const [answer] = probe?.sent?.answers ?? [];
  return answer?.error === null ? answer.response : undefined;
}

export async function checkAdapter(loaded: LoadedAdapter, fixtures: SandboxFixtures): Promise<RuleResult[]> {
  const budget = fixtures.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS;
  const {validate, statuses} = validators();
  const widget = new FakeWidget();
  widget.dispatch('registerAdapter', loaded.adapter);
  const probes: Probe[] = [];
  const {flashBet, betInsights, betShare} = fixtures;

  let flashYours: Probe | undefined;
  let flashOther: Probe | undefined;
  if (flashBet) {
    const args = {id: 'sandbox-flash-bet-1', event: flashBet.event, matchEvent: flashBet.matchEvent};
    // The widget sends both names at the same moment.
    flashYours = send(widget, 'Flash Bet on your event', 'matchEventMarkets', args, 'answer');
    probes.push(
      flashYours,
      send(widget, 'Flash Bet, deprecated name', 'virtualStadium.matchEventMarkets', args, 'none'),
    );
    const other = {id: 'sandbox-flash-bet-2', event: flashBet.otherEvent, matchEvent: flashBet.matchEvent};
    flashOther = send(widget, 'Flash Bet on an event without markets', 'matchEventMarkets', other, 'answer');
    probes.push(flashOther);
  }
  let insights: Probe | undefined;
  const requested: OutcomeRequestEntry[] = [...(betInsights?.offered ?? []), ...(betInsights?.notOffered ?? [])];
  if (betInsights) {
    insights = send(widget, 'Bet Insights', 'outcomes', {outcomes: requested}, 'answer');
    probes.push(insights);
  }
  let tickets: Probe | undefined;
  let noTickets: Probe | undefined;
  const shareArgs = (userId: string, alreadySharedBetIds?: string[]) => ({
    userId,
    ...(fixtures.channelId !== undefined ? {channelId: fixtures.channelId} : {}),
    events: betShare?.events,
    ...(alreadySharedBetIds ? {alreadySharedBetIds} : {}),
  });
  if (betShare) {
    tickets = send(
      widget,
      'Bet Share for a user with tickets',
      'betHistory',
      shareArgs(betShare.userWithTickets),
      'answer',
    );
    noTickets = send(
      widget,
      'Bet Share for a user without tickets',
      'betHistory',
      shareArgs(betShare.userWithoutTickets),
      'answer',
    );
    probes.push(tickets, noTickets);
  }
  probes.push(send(widget, 'a request name nobody knows', UNKNOWN_REQUEST, {}, 'no-data'));
  await answers(probes, budget);

  // Second round: what depends on a first answer.
  let shared: Probe | undefined;
  let sharedId: string | undefined;
  if (betShare) {
    sharedId = (only(tickets) as BetShareResponse | undefined)?.bets?.[0]?.id;
    if (sharedId !== undefined) {
      shared = send(
        widget,
        'Bet Share after one ticket was shared',
        'betHistory',
        shareArgs(betShare.userWithTickets, [sharedId]),
        'answer',
      );
      probes.push(shared);
      await answers([shared], budget);
    }
  }

  const results: RuleResult[] = [];
  const listed = probes.filter((probe) => probe.name in responseTypeOf && probe.expect === 'answer');

  results.push(
    judged(
      adapterRules.noThrow,
      probes
        .filter((probe) => probe.thrown !== undefined)
        .map((probe) => `${probe.name} (${probe.label}) threw: ${String(probe.thrown)}`),
      `${String(probes.length)} requests, none threw`,
    ),
  );

  const onceProblems: string[] = [];
  for (const probe of probes.filter((candidate) => candidate.expect !== 'none' && candidate.sent)) {
    const count = probe.sent?.answers.length ?? 0;
    const first = probe.sent?.answers[0];
    if (count === 0) onceProblems.push(`${probe.name} (${probe.label}): not answered within ${String(budget)} ms`);
    else if (count > 1)
      onceProblems.push(`${probe.name} (${probe.label}): the callback was called ${String(count)} times, not once`);
    else if (first?.at !== undefined && first.at - probe.sentAt > budget) {
      onceProblems.push(
        `${probe.name} (${probe.label}): answered after ${String(Math.round(first.at - probe.sentAt))} ms, over the ${String(budget)} ms budget`,
      );
    }
  }
  results.push(judged(adapterRules.answeredOnce, onceProblems, `each answered once within ${String(budget)} ms`));

  const errorProblems = listed.flatMap((probe) =>
    (probe.sent?.answers ?? [])
      .filter((answer) => answer.error !== null)
      .map(
        (answer) =>
          `${probe.name} (${probe.label}): answered with an error: ${String(answer.error?.message ?? answer.error)}`,
      ),
  );
  results.push(judged(adapterRules.noError, errorProblems, 'no request answered with an error'));

  const schemaProblems: string[] = [];
  for (const probe of listed) {
    for (const answer of probe.sent?.answers ?? []) {
      if (answer.error !== null) continue;
      const check = validate[probe.name];
      if (check && !check(answer.response)) {
        const errors = (check.errors ?? []).map(
          (error) => `${error.instancePath || '(answer)'} ${error.message ?? ''}`,
        );
        schemaProblems.push(
          `${probe.name} (${probe.label}): ${answer.response === undefined ? 'answered with no data (undefined)' : errors.slice(0, 4).join('; ')}`,
        );
      }
    }
  }
  results.push(judged(adapterRules.schema, schemaProblems, `${String(listed.length)} answers match their schema`));

  const deprecated = probes.filter((probe) => probe.expect === 'none');
  results.push(
    deprecated.length === 0
      ? skipped(adapterRules.deprecated, 'no flashBet section in the fixtures')
      : judged(
          adapterRules.deprecated,
          deprecated
            .filter((probe) => (probe.sent?.answers.length ?? 0) > 0)
            .map(
              (probe) =>
                `${probe.name}: the callback was called ${String(probe.sent?.answers.length)} times; return without calling it`,
            ),
          'left unanswered',
        ),
  );

  const unknown = probes.find((probe) => probe.name === UNKNOWN_REQUEST);
  const unknownAnswers = unknown?.sent?.answers ?? [];
  const unknownProblems: string[] = [];
  if (unknownAnswers.length === 1 && (unknownAnswers[0]?.error !== null || unknownAnswers[0]?.response !== undefined)) {
    unknownProblems.push(
      `${UNKNOWN_REQUEST}: answered ${unknownAnswers[0]?.error ? `with the error ${String(unknownAnswers[0].error.message)}` : `with data ${JSON.stringify(unknownAnswers[0]?.response)}`}; answer callback(null, undefined)`,
    );
  } else if (unknownAnswers.length !== 1) {
    unknownProblems.push(
      `${UNKNOWN_REQUEST}: the callback was called ${String(unknownAnswers.length)} times, not once`,
    );
  }
  results.push(judged(adapterRules.unknownNames, unknownProblems, 'answered once with no data'));

  // Flash Bet: about the event asked for.
  if (flashBet) {
    const yours = only(flashYours) as MatchEventMarketResponse | undefined;
    const other = only(flashOther) as MatchEventMarketResponse | undefined;
    const markets: Market[] = Array.isArray(yours?.matchEventMarkets) ? yours.matchEventMarkets : [];
    const problems: string[] = [];
    if (markets.length === 0) {
      problems.push(
        `no markets for ${flashBet.event.id} (${flashBet.matchEvent.type}), where your fixtures have some: is the event found by the id rule (externalId, else your mapping of srEventId ?? id)?`,
      );
    }
    const unexpected = flashBet.marketIds ? markets.filter((market) => !flashBet.marketIds?.includes(market.id)) : [];
    if (unexpected.length > 0)
      problems.push(
        `markets ${unexpected.map((market) => market.id).join(', ')} are not among your fixture's ${flashBet.marketIds?.join(', ') ?? ''}`,
      );
    const otherMarkets = Array.isArray(other?.matchEventMarkets) ? other.matchEventMarkets : [];
    if (otherMarkets.length > 0) {
      problems.push(
        `${String(otherMarkets.length)} market(s) (${otherMarkets.map((market) => market.id).join(', ')}) for ${flashBet.otherEvent.id}, an event your fixtures give no markets: the answer must be about the event asked for`,
      );
    }
    results.push(
      judged(
        adapterRules.flashBetEvent,
        problems,
        `${String(markets.length)} market(s) for ${flashBet.event.id}, none for ${flashBet.otherEvent.id}`,
      ),
    );

    const marketProblems: string[] = [];
    for (const market of markets) {
      if (!market.outcomes || market.outcomes.length === 0) marketProblems.push(`market ${market.id} has no outcomes`);
      for (const outcome of market.outcomes ?? []) {
        if (outcome.odds !== undefined) {
          const problem = oddsProblem(`market ${market.id}, outcome ${outcome.id}`, outcome.odds);
          if (problem) marketProblems.push(problem);
        }
      }
      if (market.status !== undefined && !statuses.includes(market.status)) {
        marketProblems.push(
          `market ${market.id}: status ${JSON.stringify(market.status)} is not one of ${statuses.join(', ')}`,
        );
      }
    }
    results.push(
      markets.length === 0
        ? skipped(adapterRules.flashBetMarkets, 'no market to look at')
        : judged(
            adapterRules.flashBetMarkets,
            marketProblems,
            `${String(markets.length)} market(s) with valid odds and statuses`,
          ),
    );

    const shown = markets[0];
    if (!loaded.setMarketStatus) {
      results.push(
        skipped(
          adapterRules.flashBetPush,
          'export setMarketStatus(marketId, status) from your adapter file to play your odds feed',
        ),
      );
    } else if (!shown || !flashYours?.sent) {
      results.push(skipped(adapterRules.flashBetPush, 'no market was shown'));
    } else {
      const before = flashYours.sent.answers.length;
      const pushProblems: string[] = [];
      try {
        loaded.setMarketStatus(shown.id, 'suspended');
      } catch (error) {
        pushProblems.push(`setMarketStatus threw: ${String(error)}`);
      }
      await sleep(Math.min(200, budget));
      const pushed = flashYours.sent.answers.slice(before);
      if (pushed.length !== 1)
        pushProblems.push(`suspending ${shown.id} called the kept callback ${String(pushed.length)} times, not once`);
      const last = pushed[pushed.length - 1]?.response as MatchEventMarketResponse | undefined;
      if (pushed.length > 0 && !validate['matchEventMarkets']?.(last))
        pushProblems.push('the pushed answer does not match its schema');
      const status = last?.matchEventMarkets?.find((market) => market.id === shown.id)?.status;
      if (pushed.length > 0 && status !== 'suspended')
        pushProblems.push(`the pushed answer gives ${shown.id} the status ${String(status)}, not suspended`);
      results.push(judged(adapterRules.flashBetPush, pushProblems, `suspending ${shown.id} pushed one update`));
    }
  } else {
    results.push(skipped(adapterRules.flashBetEvent, 'no flashBet section in the fixtures'));
  }

  // Bet Insights.
  if (betInsights) {
    const answer = only(insights) as OutcomesResponse | undefined;
    const entries = Array.isArray(answer?.outcomes) ? answer.outcomes : [];
    const problems: string[] = [];
    const key = (entry: OutcomeRequestEntry) =>
      `${entry.eventId} market ${entry.marketId}${entry.specifiers ? ` (${entry.specifiers})` : ''} outcome ${entry.outcomeId}`;
    for (const offered of betInsights.offered) {
      const count = entries.filter((entry) => isDeepStrictEqual(entry.request, offered)).length;
      if (count !== 1)
        problems.push(`${key(offered)}: offered in your fixtures, answered ${String(count)} times, not once`);
    }
    for (const notOffered of betInsights.notOffered ?? []) {
      if (entries.some((entry) => isDeepStrictEqual(entry.request, notOffered)))
        problems.push(`${key(notOffered)}: not offered in your fixtures, but answered`);
    }
    for (const entry of entries) {
      const where = entry.request ? key(entry.request) : 'an entry';
      if (!requested.some((request) => isDeepStrictEqual(request, entry.request)))
        problems.push(`${where}: its request is not one the widget sent, copied unchanged`);
      if (!entry.event?.id || !entry.event.date) problems.push(`${where}: the event needs at least id and date`);
      const odds = oddsProblem(where, entry.odds?.decimalValue);
      if (odds) problems.push(odds);
      if (!statuses.includes(entry.status))
        problems.push(`${where}: status ${JSON.stringify(entry.status)} is not one of ${statuses.join(', ')}`);
    }
    results.push(
      judged(
        adapterRules.betInsights,
        problems,
        `${String(entries.length)} selection(s) answered, as your fixtures offer`,
      ),
    );
  } else {
    results.push(skipped(adapterRules.betInsights, 'no betInsights section in the fixtures'));
  }

  // Bet Share.
  if (betShare) {
    const own = only(tickets) as BetShareResponse | undefined;
    const bets: BetSlip[] = Array.isArray(own?.bets) ? own.bets : [];
    const problems: string[] = [];
    const channelKeys = new Set(betShare.events.flatMap((event: Event) => eventKeys(event)));
    if (bets.length === 0)
      problems.push(
        `no tickets for ${betShare.userWithTickets}, whom your fixtures give tickets on the channel's events`,
      );
    for (const ticket of bets) {
      if (!ticket.bets?.some((leg) => eventKeys(leg.event).some((id) => channelKeys.has(id)))) {
        problems.push(`ticket ${ticket.id} has no leg on the channel's events (${[...channelKeys].join(', ')})`);
      }
      const combined = oddsProblem(`ticket ${ticket.id} combinedOdds`, ticket.combinedOdds?.decimalValue);
      if (combined) problems.push(combined);
      for (const leg of ticket.bets ?? []) {
        const odds = oddsProblem(`ticket ${ticket.id}, leg ${leg.id}`, leg.odds?.decimalValue);
        if (odds) problems.push(odds);
      }
    }
    const afterShare = only(shared) as BetShareResponse | undefined;
    if (sharedId !== undefined && afterShare?.bets?.some((ticket) => ticket.id === sharedId)) {
      problems.push(`ticket ${sharedId} came back although alreadySharedBetIds lists it`);
    }
    const none = only(noTickets) as BetShareResponse | undefined;
    if ((none?.bets?.length ?? 0) > 0) {
      problems.push(
        `${String(none?.bets.length)} ticket(s) for ${betShare.userWithoutTickets}, a user without tickets in your fixtures: answer only the asking user's own tickets`,
      );
    }
    results.push(
      judged(
        adapterRules.betShare,
        problems,
        `${String(bets.length)} ticket(s) of ${betShare.userWithTickets}, none of ${betShare.userWithoutTickets}; shared ones left out`,
      ),
    );
  } else {
    results.push(skipped(adapterRules.betShare, 'no betShare section in the fixtures'));
  }
  return results;
}
