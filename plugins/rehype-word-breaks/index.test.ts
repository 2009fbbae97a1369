import assert from 'node:assert/strict';
import {test} from 'node:test';

import rehypeWordBreaks, {breakableName, breakLongNames, cellLines} from './index';

/** An inline <code> element holding `value`, and any element, as the plugin receives them. */
const code = (value: string) => ({
  type: 'element',
  tagName: 'code',
  properties: {},
  children: [{type: 'text', value}] as {type: string; value?: string; tagName?: string}[],
});
const element = (tagName: string, children: unknown[]) => ({type: 'element', tagName, properties: {}, children});

const texts = (parts: {type: string; value?: string}[]) =>
  parts.filter((part) => part.type === 'text').map((part) => part.value);

test('code names break after dots and slashes, and at camel-case humps only in a long part; text unchanged', () => {
  const parts = breakableName('virtualStadium.matchEventMarkets');
  assert.equal(parts.map((part) => part.value ?? '').join(''), 'virtualStadium.matchEventMarkets');
  assert.deepEqual(texts(parts), ['virtualStadium.', 'matchEventMarkets']);
  assert.equal(parts.filter((part) => part.tagName === 'wbr').length, 1);
  // A short name is never cut into what reads as two words ("Login Manager.login").
  assert.deepEqual(texts(breakableName('LoginManager.login')), ['LoginManager.', 'login']);
  assert.deepEqual(texts(breakableName('VirtualStadiumProps')), ['VirtualStadiumProps']);
  // A part too long for a phone's column breaks at its humps.
  assert.deepEqual(texts(breakableName('SwitchChannelActionInterface')), ['Switch', 'Channel', 'Action', 'Interface']);
  assert.deepEqual(breakableName('string'), [{type: 'text', value: 'string'}]);
  assert.equal(breakableName('HTTP2ClientWithALongNameHere').length, 11);
  assert.deepEqual(texts(breakableName('https://example.com/api')), ['https://example.', 'com/', 'api']);
});

test('a leading dot or slash stays with the word after it', () => {
  assert.deepEqual(breakableName('.loading'), [{type: 'text', value: '.loading'}]);
  assert.deepEqual(texts(breakableName('/docs/api')), ['/docs/', 'api']);
});

test('in plain text only long camel-case names get breaks', () => {
  assert.deepEqual(texts(breakLongNames('Interface: SwitchChannelActionInterface')), [
    'Interface: ',
    'Switch',
    'Channel',
    'Action',
    'Interface',
  ]);
  assert.deepEqual(breakLongNames('TypeScript and JavaScript, e.g. a sentence.'), [
    {type: 'text', value: 'TypeScript and JavaScript, e.g. a sentence.'},
  ]);
  assert.deepEqual(texts(breakLongNames('virtualStadium.matchEventMarkets (deprecated)')), [
    'virtual',
    'Stadium.',
    'match',
    'Event',
    'Markets',
    ' (deprecated)',
  ]);
});

test('inline code gets breaks, code blocks, table headings and summaries do not', () => {
  const inline = code('args.matchEvent.marketsOfTheEventAsked');
  const block = code('args.matchEvent');
  const heading = code('args.matchEvent');
  const summarised = code('SessionKeeper.swift');
  // A <summary> written in MDX reaches the plugin as a JSX node.
  const summary = {type: 'mdxJsxFlowElement', name: 'summary', attributes: [], children: [summarised]};
  const tree = element('root', [element('p', [inline]), element('pre', [block]), element('th', [heading]), summary]);
  rehypeWordBreaks()(tree as never);
  assert.equal(inline.children.length, 13);
  assert.equal(block.children.length, 1);
  assert.equal(heading.children.length, 1);
  assert.equal(summarised.children.length, 1);
});

test('inline code in a table cell breaks into even lines; in a paragraph only in a long part', () => {
  const inCell = code('enableContactSupport');
  const inProse = code('enableContactSupport');
  rehypeWordBreaks()(element('root', [element('td', [inCell]), element('p', [inProse])]) as never);
  assert.deepEqual(
    inCell.children.map((child) => child.value ?? child.tagName),
    ['enableContact', 'wbr', 'Support'],
  );
  assert.equal(inProse.children.length, 1);
});

test('cellLines: a short name whole, a long one at the humps nearest even lines, never mid-word', () => {
  assert.deepEqual(cellLines('enableFlashBet'), ['enableFlashBet']);
  assert.deepEqual(cellLines('virtualStadium.'), ['virtualStadium.']);
  assert.deepEqual(cellLines('enableBetInsights'), ['enableBet', 'Insights']);
  assert.deepEqual(cellLines('TriggerActionFunctionType'), ['TriggerAction', 'FunctionType']);
  assert.deepEqual(cellLines('SwitchChannelActionInterface'), ['SwitchChannel', 'ActionInterface']);
  assert.deepEqual(cellLines('SwitchChannelActionInterfaceWithALongerTail'), [
    'SwitchChannel',
    'Action',
    'InterfaceWith',
    'ALongerTail',
  ]);
  assert.deepEqual(cellLines('lowercase_and_longer_than_a_line'), ['lowercase_and_longer_than_a_line']);
});
