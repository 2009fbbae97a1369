/**
 * The button widget's own code (src/widget/chat-button.ts) against what its page says it does: the adapter is
 * registered at set-up, the widget is added on the first open only, never into a panel closed while its token was
 * loading, a second tap during the token request starts no second request, and a failed request is retried on the
 * next tap. A minimal stand-in of the page's elements and of SIR: no browser needed.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import type {TriggerActionFunctionType} from 'virtual-stadium-api';
import type {AdapterOnRequest} from 'virtual-stadium-api/embed';

import {setUpChatButton} from '../src/widget/chat-button';

type Listener = (event: {key?: string}) => void;

class FakeElement {
  hidden = true;
  readonly attributes = new Map<string, string>();
  readonly listeners = new Map<string, Listener[]>();
  focused = false;
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  focus(): void {
    this.focused = true;
  }
  fire(type: string, event: {key?: string} = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

interface Page {
  open: FakeElement;
  close: FakeElement;
  panel: FakeElement;
  doc: FakeElement;
  sirCalls: unknown[][];
}

/** Installs a fresh page (a new document, so the once-per-page registration starts over) and SIR. */
function page(): Page {
  const open = new FakeElement();
  const close = new FakeElement();
  const panel = new FakeElement();
  const byId: Record<string, FakeElement> = {'#vs-open-chat': open, '#vs-close-chat': close, '#vs-chat-panel': panel};
  const doc = Object.assign(new FakeElement(), {querySelector: (selector: string) => byId[selector] ?? null});
  const sirCalls: unknown[][] = [];
  Object.assign(globalThis, {document: doc, SIR: (...args: unknown[]) => sirCalls.push(args)});
  return {open, close, panel, doc, sirCalls};
}

const adapter: AdapterOnRequest = () => undefined;
const onAction: TriggerActionFunctionType = () => undefined;
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A token request the test answers by hand. */
function manualTokens() {
  const pending: {resolve: (token: string) => void; reject: (error: Error) => void}[] = [];
  const fetchToken = () =>
    new Promise<string>((resolve, reject) => {
      pending.push({resolve, reject});
    });
  return {pending, fetchToken};
}

const widgetCalls = (calls: unknown[][]) => calls.filter(([command]) => command === 'addWidget');

test('the adapter is registered at set-up, before any widget; the first open adds the widget, later opens do not', async () => {
  const p = page();
  const tokens = manualTokens();
  setUpChatButton({adapter, onAction, fetchToken: tokens.fetchToken, channelId: 'ch-1'});
  assert.deepEqual(p.sirCalls, [['registerAdapter', adapter]]);

  p.open.fire('click');
  assert.equal(p.panel.hidden, false);
  assert.equal(p.open.attributes.get('aria-expanded'), 'true');
  tokens.pending[0]?.resolve('token-1');
  await settle();
  const [added] = widgetCalls(p.sirCalls);
  assert.deepEqual(added?.slice(0, 3), ['addWidget', '#sr-vs-widget', 'virtualStadium']);
  assert.equal((added?.[3] as {jwt: string; channelId: string}).jwt, 'token-1');

  p.close.fire('click');
  assert.equal(p.panel.hidden, true);
  assert.equal(p.open.focused, true);
  p.open.fire('click');
  await settle();
  assert.equal(tokens.pending.length, 1, 'no second token request');
  assert.equal(widgetCalls(p.sirCalls).length, 1, 'no second widget');
});

test('a second tap during the token request starts no second request; a panel closed meanwhile gets no widget', async () => {
  const p = page();
  const tokens = manualTokens();
  setUpChatButton({adapter, onAction, fetchToken: tokens.fetchToken, channelId: 'ch-1'});
  p.open.fire('click');
  p.open.fire('click');
  assert.equal(tokens.pending.length, 1);
  p.doc.fire('keydown', {key: 'Escape'});
  assert.equal(p.panel.hidden, true);
  tokens.pending[0]?.resolve('token-1');
  await settle();
  assert.equal(widgetCalls(p.sirCalls).length, 0, 'never added to a hidden panel');

  p.open.fire('click');
  tokens.pending[1]?.resolve('token-2');
  await settle();
  assert.equal(widgetCalls(p.sirCalls).length, 1, 'the next open adds it');
});

test('a failed token request is retried on the next tap', async () => {
  const p = page();
  const tokens = manualTokens();
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    setUpChatButton({adapter, onAction, fetchToken: tokens.fetchToken, channelId: 'ch-1'});
    p.open.fire('click');
    tokens.pending[0]?.reject(new Error('token endpoint answered 401'));
    await settle();
    assert.equal(widgetCalls(p.sirCalls).length, 0);
    assert.equal(errors.length, 1);
    p.open.fire('click');
    assert.equal(tokens.pending.length, 2, 'the next tap asks again');
    tokens.pending[1]?.resolve('token-2');
    await settle();
    assert.equal(widgetCalls(p.sirCalls).length, 1);
  } finally {
    console.error = original;
  }
});
