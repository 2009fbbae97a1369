/**
 * Importing a module of src/channels has no side effect: it reads no environment variable, makes no request, writes
 * no output, sets no exit code and leaves nothing running. This file imports nothing from src/ statically, so each
 * module is evaluated for the first time inside the test, with process.env replaced by a recording Proxy.
 */
import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {pathToFileURL} from 'node:url';

const CHANNELS = path.resolve(import.meta.dirname, '../src/channels');

test('importing every module in src/channels reads no environment, sends nothing and prints nothing', async () => {
  const modules = readdirSync(CHANNELS).filter((name) => name.endsWith('.ts'));
  assert.ok(modules.length >= 6, `found ${modules.join(', ')}`);

  // Node and tsx read a few variables (NODE_V8_COVERAGE, WATCH_REPORT_DEPENDENCIES) while loading any module, so
  // only reads made from a frame in src/channels count.
  const envReads: string[] = [];
  const record = (what: string) => {
    if ((new Error().stack ?? '').includes(CHANNELS + path.sep)) envReads.push(what);
  };
  const realEnv = process.env;
  const recordingEnv = new Proxy(realEnv, {
    get(target, key, receiver) {
      record(`get ${String(key)}`);
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      record(`has ${String(key)}`);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      record('ownKeys');
      return Reflect.ownKeys(target);
    },
  });
  const sideEffects: string[] = [];
  const realFetch = globalThis.fetch;
  const realConsole = {log: console.log, warn: console.warn, error: console.error, info: console.info};
  // File requests and handle closes are left out: tsx may still be writing its compile cache for the modules just
  // loaded, and a stream it used may still be closing (CloseReq). Neither is a server, timer or socket.
  const running = () =>
    process.getActiveResourcesInfo().filter((type) => !type.startsWith('FSReq') && type !== 'CloseReq');
  const runningBefore = running();
  const exitCodeBefore = process.exitCode;

  process.env = recordingEnv;
  globalThis.fetch = (input) => {
    sideEffects.push(`fetch ${typeof input === 'string' ? input : input instanceof URL ? input.href : input.url}`);
    return Promise.reject(new Error('no requests on import'));
  };
  for (const name of ['log', 'warn', 'error', 'info'] as const) {
    console[name] = (...args: unknown[]) => sideEffects.push(`console.${name} ${args.map(String).join(' ')}`);
  }
  const imported: Record<string, unknown>[] = [];
  try {
    for (const name of modules)
      imported.push((await import(pathToFileURL(path.join(CHANNELS, name)).href)) as Record<string, unknown>);
  } finally {
    process.env = realEnv;
    globalThis.fetch = realFetch;
    Object.assign(console, realConsole);
  }

  assert.deepEqual(envReads, [], 'no environment variable is read on import');
  assert.deepEqual(sideEffects, [], 'no request and no output on import');
  assert.equal(process.exitCode, exitCodeBefore, 'no exit code set on import');
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(running(), runningBefore, 'no server, timer or socket left running');
  assert.ok(
    imported.every((module) => Object.keys(module).length > 0),
    'every module exports something',
  );
});
