/**
 * MatchChat.tsx and MatchPage.tsx in a React app, rendered with React's development build (which runs StrictMode's double effects)
 * into happy-dom, with a stand-in for the loader's `SIR` that records each call and checks the selector finds the
 * container. It holds the claims the widget page makes for single-page apps.
 */
import assert from 'node:assert/strict';
import {afterEach, beforeEach, test} from 'node:test';

import {Window} from 'happy-dom';
import {act, createElement, StrictMode} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import type {TriggerActionFunctionType} from 'virtual-stadium-api';
import type {AdapterOnRequest} from 'virtual-stadium-api/embed';

interface SirCall {
  readonly method: string;
  /** For addWidget: the element the selector found when the call ran, and the props it was given. */
  readonly element?: Element;
  readonly props?: {channelId: string; jwt: string; onAction: TriggerActionFunctionType};
}

const adapter: AdapterOnRequest = (_request, _args, callback) => callback(null, undefined);
/** The page's one integration: its onAction for a channel records the channel, so a test can tell them apart. */
const routers = new Map<TriggerActionFunctionType, string>();
const integration = {
  adapter,
  onActionFor(channelId: string): TriggerActionFunctionType {
    const onAction: TriggerActionFunctionType = () => undefined;
    routers.set(onAction, channelId);
    return onAction;
  },
};

let calls: SirCall[];
let root: Root;
let host: Element;
const globals = ['window', 'document', 'CSS', 'HTMLElement', 'Element', 'Node', 'SIR', 'IS_REACT_ACT_ENVIRONMENT'];

beforeEach(() => {
  const window = new Window({url: 'https://www.example.com/match'});
  calls = [];
  Object.assign(globalThis, {
    window,
    document: window.document,
    CSS: window.CSS,
    HTMLElement: window.HTMLElement,
    Element: window.Element,
    Node: window.Node,
    IS_REACT_ACT_ENVIRONMENT: true,
    SIR: (method: string, ...rest: unknown[]) => {
      if (method !== 'addWidget') return void calls.push({method});
      const [selector, , props] = rest as [string, string, NonNullable<SirCall['props']>];
      const element = window.document.querySelector(selector);
      assert.ok(element, `addWidget ran with "${selector}", which matches no element`);
      calls.push({method, element: element as unknown as Element, props});
    },
  });
  host = window.document.createElement('main') as unknown as Element;
  window.document.body.appendChild(host as never);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  for (const name of globals) Reflect.deleteProperty(globalThis, name);
});

async function show(channelId: string, jwt = 'token-1'): Promise<void> {
  const {MatchChat} = await import('../src/react/MatchChat');
  await act(() => {
    root.render(createElement(StrictMode, null, createElement(MatchChat, {channelId, jwt, integration})));
    return Promise.resolve();
  });
}

const added = (): SirCall[] => calls.filter((call) => call.method === 'addWidget');

test('StrictMode runs the effect twice, and the container still gets one widget', async () => {
  await show('spain-germany');
  assert.equal(added().length, 1);
  assert.equal(added()[0]?.element?.id, 'sr-vs-widget-spain-germany');
  assert.deepEqual(
    calls.map((call) => call.method),
    ['registerAdapter', 'addWidget'],
    'the adapter is registered before the widget is added',
  );
});

test('a view that mounts again does not register the adapter a second time', async () => {
  await show('spain-germany');
  act(() => root.unmount());
  root = createRoot(host);
  await show('spain-germany');
  assert.equal(calls.filter((call) => call.method === 'registerAdapter').length, 1);
});

test('a new token for the same match adds no second widget', async () => {
  await show('spain-germany', 'token-1');
  await show('spain-germany', 'token-2');
  assert.equal(added().length, 1);
});

test('another match gets a new element and a widget with its own channel', async () => {
  await show('spain-germany');
  await show('france-italy');
  const [first, second] = added();
  assert.equal(added().length, 2);
  assert.notEqual(first?.element, second?.element, 'the second match reuses the first match element');
  assert.equal(second?.props?.channelId, 'france-italy');
  assert.equal(routers.get(second.props.onAction), 'france-italy', 'the second widget got the first match router');
  assert.equal(host.querySelectorAll('.vs-container').length, 1, 'the old container left the page');
});

test('a channel id with punctuation still finds its container', async () => {
  await show('league:2026.final');
  assert.equal(added()[0]?.element?.id, 'sr-vs-widget-league:2026.final');
});

async function showPage(channelId: string, fetchToken: () => Promise<string>): Promise<void> {
  const {MatchPage} = await import('../src/react/MatchPage');
  await act(async () => {
    root.render(createElement(StrictMode, null, createElement(MatchPage, {channelId, integration, fetchToken})));
    await Promise.resolve();
  });
}

test('a match page fetches the token, then adds the chat with it', async () => {
  await showPage('spain-germany', () => Promise.resolve('token-for-sam'));
  assert.equal(added().length, 1);
  assert.equal(added()[0]?.props?.jwt, 'token-for-sam');
});

test('a match page whose token request fails adds no chat and says why', async () => {
  await showPage('spain-germany', () => Promise.reject(new Error('token endpoint answered 401')));
  assert.equal(added().length, 0);
  assert.match(host.textContent ?? '', /Sign in to join the match chat/);
});

test('two match pages in turn share the one adapter registration', async () => {
  await showPage('spain-germany', () => Promise.resolve('token-1'));
  await showPage('france-italy', () => Promise.resolve('token-2'));
  assert.equal(calls.filter((call) => call.method === 'registerAdapter').length, 1);
  assert.deepEqual(
    added().map((call) => call.props?.channelId),
    ['spain-germany', 'france-italy'],
  );
});
