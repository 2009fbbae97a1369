import assert from 'node:assert/strict';
import {test} from 'node:test';

import {onThreadTime, type TraceEvent} from './lighthouse-thread-time';

const main = {pid: 1, tid: 7};

test('a task waiting for a core is shortened to its thread time, and the events inside it with it', () => {
  const task: TraceEvent = {...main, name: 'RunTask', ph: 'X', ts: 1000, dur: 100, tdur: 40};
  const script: TraceEvent = {...main, name: 'EvaluateScript', ph: 'X', ts: 1050, dur: 50, tdur: 20};
  const next: TraceEvent = {...main, name: 'RunTask', ph: 'X', ts: 1200, dur: 30, tdur: 30};
  const events = [next, script, task];
  assert.equal(onThreadTime(events), 1);
  assert.deepEqual([task.ts, task.dur], [1000, 40]);
  assert.deepEqual([script.ts, script.dur], [1020, 20]);
  // Already on thread time: left where it was.
  assert.deepEqual([next.ts, next.dur], [1200, 30]);
});

test('instant events, other threads and events without thread time are left alone', () => {
  const task: TraceEvent = {...main, name: 'RunTask', ph: 'X', ts: 0, dur: 100, tdur: 50};
  const mark: TraceEvent = {...main, name: 'firstContentfulPaint', ph: 'R', ts: 80};
  const otherThread: TraceEvent = {pid: 1, tid: 8, name: 'RasterTask', ph: 'X', ts: 10, dur: 60};
  const noThreadTime: TraceEvent = {...main, name: 'RunTask', ph: 'X', ts: 200, dur: 90};
  const notATask: TraceEvent = {...main, name: 'Layout', ph: 'X', ts: 400, dur: 90, tdur: 10};
  assert.equal(onThreadTime([task, mark, otherThread, noThreadTime, notATask]), 1);
  assert.equal(mark.ts, 80);
  assert.deepEqual([otherThread.ts, otherThread.dur], [10, 60]);
  assert.equal(noThreadTime.dur, 90);
  assert.equal(notATask.dur, 90);
});

test('a task nested in a shortened task moves with it instead of being shortened twice', () => {
  const outer: TraceEvent = {...main, name: 'RunTask', ph: 'X', ts: 0, dur: 200, tdur: 100};
  const inner: TraceEvent = {...main, name: 'RunTask', ph: 'X', ts: 100, dur: 100, tdur: 10};
  onThreadTime([outer, inner]);
  assert.deepEqual([inner.ts, inner.dur], [50, 50]);
  assert.ok(inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0));
});
