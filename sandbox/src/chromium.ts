/**
 * A locally installed Chrome or Chromium, run headless and driven over the Chrome DevTools Protocol through a pipe
 * (`--remote-debugging-pipe`: the browser reads commands on its fd 3 and writes answers and events on its fd 4, each
 * message one JSON text ended by a NUL byte). Node's own child_process is all it takes: the sandbox stays a one-file
 * CLI without an npm dependency.
 *
 * The browser runs on a fresh profile in a temporary folder. It is always stopped and the folder removed: by
 * `close()`, and, should the sandbox exit or be interrupted first, by the process's exit and signal handlers.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Readable, Writable} from 'node:stream';

/** Where Chrome and Chromium are usually installed, for the platform the sandbox runs on. */
export function wellKnownBrowserPaths(platform: NodeJS.Platform = process.platform): string[] {
  if (platform === 'darwin') {
    return [
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      path.join(process.env['HOME'] ?? '', 'Applications/Google Chrome.app/Contents/MacOS/Google Chrome'),
    ];
  }
  if (platform === 'win32') {
    const roots = [process.env['PROGRAMFILES'], process.env['PROGRAMFILES(X86)'], process.env['LOCALAPPDATA']];
    return roots
      .filter((root): root is string => root !== undefined)
      .flatMap((root) => [
        path.win32.join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'),
        path.win32.join(root, 'Chromium', 'Application', 'chrome.exe'),
      ]);
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
  ];
}

export interface BrowserLookup {
  /** The browser to run, when one was found. */
  readonly path?: string;
  /** Where it was looked for, for the line that says none was found. */
  readonly tried: readonly string[];
}

/** `--browser PATH`, else `CHROME_PATH`, else the well-known paths: the first that exists. */
export function findBrowser(
  explicit?: string,
  env: NodeJS.ProcessEnv = process.env,
  candidates: readonly string[] = wellKnownBrowserPaths(),
): BrowserLookup {
  const tried = [explicit, env['CHROME_PATH'], ...candidates].filter(
    (candidate): candidate is string => candidate !== undefined && candidate !== '',
  );
  const found = tried.find((candidate) => existsSync(candidate));
  return found === undefined ? {tried} : {path: found, tried};
}

type Listener = (params: Record<string, unknown>, sessionId?: string) => void;

/** A running headless browser and its DevTools connection. */
export interface Browser {
  /** The browser's product and version, as it reports them (for example "Chrome/131.0.6778.85"). */
  readonly version: string;
  send(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<Record<string, unknown>>;
  on(event: string, listener: Listener): void;
  close(): Promise<void>;
}

/** Browsers still running, stopped by the exit and signal handlers if the sandbox ends before closing them. */
const running = new Set<() => void>();
let handlersInstalled = false;

function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const stopAll = () => {
    for (const stop of [...running]) stop();
  };
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      stopAll();
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}

/** Launches the browser headless on a temporary profile and opens the DevTools pipe. */
export async function launchBrowser(executable: string, timeoutMs = 30_000): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'vs-sandbox-chrome-'));
  const args = [
    '--headless=new',
    '--remote-debugging-pipe',
    `--user-data-dir=${profile}`,
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-default-apps',
    '--disable-extensions',
    '--disable-sync',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--mute-audio',
    '--password-store=basic',
    '--use-mock-keychain',
    // Chrome refuses its sandbox to root (a container, a CI runner): the pages it opens here are your own.
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    'about:blank',
  ];
  const group = process.platform !== 'win32';
  // Chrome's own temporary files (it leaves org.chromium.* folders behind) go inside the profile, removed with it.
  const temporary = path.join(profile, 'tmp');
  mkdirSync(temporary);
  const child: ChildProcess = spawn(executable, args, {
    env: {...process.env, TMPDIR: temporary, TMP: temporary, TEMP: temporary},
    stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
    // Its own process group, so that stopping it stops its renderers too.
    detached: group,
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    running.delete(stop);
    try {
      if (group && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      else child.kill('SIGKILL');
    } catch {
      // Already gone.
    }
    // The browser may still hold files for a moment after SIGKILL: try again shortly, then give up quietly.
    try {
      rmSync(profile, {recursive: true, force: true, maxRetries: 5, retryDelay: 50});
    } catch {
      // Left in the temporary folder.
    }
  };
  running.add(stop);
  installExitHandlers();

  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<string>((resolve) => {
    child.on('error', (error) => resolve(error.message));
    child.on('exit', (code, signal) => resolve(`exited ${signal ?? String(code)}`));
  });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  toBrowser.on('error', () => undefined);

  let nextId = 0;
  const pending = new Map<number, {resolve: (value: Record<string, unknown>) => void; reject: (e: Error) => void}>();
  const listeners = new Map<string, Listener[]>();
  let buffer = Buffer.alloc(0);
  fromBrowser.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (let end = buffer.indexOf(0); end >= 0; end = buffer.indexOf(0)) {
      const message = JSON.parse(buffer.subarray(0, end).toString('utf8')) as {
        id?: number;
        method?: string;
        params?: Record<string, unknown>;
        result?: Record<string, unknown>;
        error?: {message: string};
        sessionId?: string;
      };
      buffer = buffer.subarray(end + 1);
      if (message.id !== undefined) {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) waiting?.reject(new Error(message.error.message));
        else waiting?.resolve(message.result ?? {});
      } else if (message.method !== undefined) {
        for (const listener of listeners.get(message.method) ?? []) listener(message.params ?? {}, message.sessionId);
      }
    }
  });
  void exited.then((why) => {
    for (const waiting of pending.values()) waiting.reject(new Error(`the browser ${why}: ${stderr.trim()}`));
    pending.clear();
  });

  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      if (stopped) return reject(new Error('the browser is closed'));
      nextId += 1;
      pending.set(nextId, {resolve, reject});
      toBrowser.write(`${JSON.stringify({id: nextId, method, params, ...(sessionId ? {sessionId} : {})})}\0`);
    });

  try {
    const timeout = new Promise<never>((_resolve, reject) =>
      setTimeout(
        () => reject(new Error(`${executable} did not answer within ${String(timeoutMs)} ms`)),
        timeoutMs,
      ).unref(),
    );
    const version = (await Promise.race([send('Browser.getVersion'), timeout])) as {product?: string};
    return {
      version: version.product ?? 'unknown version',
      send,
      on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
      close: async () => {
        // A polite close first, so the browser can flush its profile; the kill follows in any case.
        await Promise.race([send('Browser.close').catch(() => undefined), exited, sleep(1000)]);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw new Error(
      `${executable} could not be started headless: ${error instanceof Error ? error.message : String(error)}${stderr.trim() ? `\n${stderr.trim()}` : ''}`,
    );
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many browsers this process has started and not yet stopped (for tests: none once a check is done). */
export function runningBrowsers(): number {
  return running.size;
}
