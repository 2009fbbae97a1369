/**
 * check-container.ts against what the styling page says it does: it warns when no element matches, and when the
 * chat's container collapses to no height or width, and stays quiet for a container with a size. ResizeObserver and
 * the document are minimal stand-ins.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {watchChatContainer} from '../src/widget/check-container';

type Entry = {contentRect: {width: number; height: number}};

function withPage(found: boolean, run: (resize: (width: number, height: number) => void, warnings: string[]) => void) {
  const warnings: string[] = [];
  let callback: ((entries: Entry[]) => void) | undefined;
  const original = console.warn;
  console.warn = (message: string) => warnings.push(message);
  Object.assign(globalThis, {
    document: {querySelector: () => (found ? {} : null)},
    ResizeObserver: class {
      constructor(observe: (entries: Entry[]) => void) {
        callback = observe;
      }
      observe(): void {}
    },
  });
  try {
    run((width, height) => callback?.([{contentRect: {width, height}}]), warnings);
  } finally {
    console.warn = original;
  }
}

test('a container with no matching element is reported, and nothing is observed', () => {
  withPage(false, (_, warnings) => {
    assert.equal(watchChatContainer('#sr-vs-widget'), undefined);
    assert.deepEqual(warnings, ['Virtual Stadium: no element matches #sr-vs-widget']);
  });
});

test('a collapsed container is reported with its size; one with a size is not', () => {
  withPage(true, (resize, warnings) => {
    assert.ok(watchChatContainer('#sr-vs-widget'));
    resize(360, 640);
    assert.deepEqual(warnings, []);
    resize(360, 0);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0] ?? '', /#sr-vs-widget is 360x0px; give it a definite height/);
  });
});
