// Long types in Twoslash popups, laid out one union member a line; short ones left alone.
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {formatHoverType, splitTopLevel} from './hoverType';

const action =
  'type TriggerActionFunctionType = (...args: [type: "FlashBetOutcome", data: ExternalOutcome] | ' +
  '[type: "OutcomeClick", data: ExternalOutcome] | [type: "Click", data: ClickActionInterface["data"]] | ' +
  '[type: "SelectChannelTag", data: ChannelTag]) => void';

test('a long union of action tuples gets one member a line under its parameter', () => {
  assert.equal(
    formatHoverType(action),
    [
      'type TriggerActionFunctionType = (',
      '  ...args:',
      '    | [type: "FlashBetOutcome", data: ExternalOutcome]',
      '    | [type: "OutcomeClick", data: ExternalOutcome]',
      '    | [type: "Click", data: ClickActionInterface["data"]]',
      '    | [type: "SelectChannelTag", data: ChannelTag]',
      ') => void',
    ].join('\n'),
  );
});

test('every line of a laid-out type fits the width, and no character is lost', () => {
  const laid = formatHoverType(action);
  for (const line of laid.split('\n')) assert.ok(line.length <= 80, line);
  // The only character added is the leading `|` of the first member, after `...args:`.
  assert.equal(laid.replace(/\s+/g, '').replace(':|[', ':['), action.replace(/\s+/g, ''));
});

test('a type that fits is left on one line', () => {
  assert.equal(formatHoverType('type Short = "a" | "b"'), 'type Short = "a" | "b"');
});

test('a long parameter list gets one parameter a line', () => {
  assert.equal(
    formatHoverType(
      'function registerAdapter(adapter: Adapter, options?: {timeoutMs: number; onError: (error: Error) => void; label: string}): void',
    ),
    'function registerAdapter(\n  adapter: Adapter,\n  options?: {timeoutMs: number; onError: (error: Error) => void; label: string}\n): void',
  );
});

test('splitTopLevel ignores separators inside brackets, strings and arrows', () => {
  assert.deepEqual(splitTopLevel('A<B | C> | "x|y" | (() => D)', '|'), ['A<B | C>', '"x|y"', '(() => D)']);
});

test('a long signature opens its parameter list, even a short one, and skips the kind in parentheses', () => {
  assert.equal(
    formatHoverType(
      'FlashBetPlatform.nextGameWinnerMarket(yourEventId: string, setNumber: number): Promise<Market | undefined>',
    ),
    'FlashBetPlatform.nextGameWinnerMarket(\n  yourEventId: string, setNumber: number\n): Promise<Market | undefined>',
  );
  assert.equal(
    formatHoverType(
      'function (local function) marketsFor(args: MatchEventMarketRequest): Promise<Array<Market | undefined>>',
    ),
    'function (local function) marketsFor(\n  args: MatchEventMarketRequest\n): Promise<Array<Market | undefined>>',
  );
  const overload = formatHoverType(
    'PromiseConstructor.all<Promise<Market | undefined>[]>(values: Promise<Market | undefined>[]): Promise<(Market | undefined)[]> (+1 overload)',
  );
  assert.equal(overload.split('\n')[1], '  values: Promise<Market | undefined>[]');
  for (const line of overload.split('\n')) assert.ok(line.length <= 80, line);
});
