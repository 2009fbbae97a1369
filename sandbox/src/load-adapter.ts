/**
 * Loads your adapter file. TypeScript (and JavaScript with imports) is bundled on the fly with esbuild, found from
 * your file's folder or the current one (the web starter has it); without esbuild, a JavaScript file is imported as
 * it is. The result runs in Node, where the adapter must not touch the DOM at import.
 *
 * The file exports:
 *   adapter (or the default export)  the function you register with SIR('registerAdapter', adapter)
 *   onAction                         optional: your onAction router, for `serve` and `trigger`
 *   setMarketStatus(marketId, status) optional: plays your odds feed, for the status-push rule and `trigger suspend`
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import type {MarketStatus, TriggerActionFunctionType} from 'virtual-stadium-api';
import type {AdapterOnRequest} from 'virtual-stadium-api/embed';

export interface LoadedAdapter {
  readonly adapter: AdapterOnRequest;
  readonly onAction?: TriggerActionFunctionType;
  readonly setMarketStatus?: (marketId: string, status: MarketStatus) => void;
}

export interface Esbuild {
  build(options: Record<string, unknown>): Promise<{outputFiles?: Array<{text: string}>}>;
}

/** esbuild, from the folder of `file` or the current one (the reader's project has it; the sandbox ships none). */
export function findEsbuild(file: string): Esbuild {
  for (const from of [file, path.join(process.cwd(), 'package.json')]) {
    try {
      return createRequire(from)('esbuild') as Esbuild;
    } catch {
      // Try the next place.
    }
  }
  throw new Error(
    `esbuild was not found from ${path.dirname(file)} or ${process.cwd()}: install it (npm install --save-dev esbuild), as the web starter does`,
  );
}

/**
 * Bundles `file` for Node into one CommonJS module and loads it. Without esbuild, a JavaScript file (.js, .cjs, .mjs)
 * is loaded as it is, as Node would import it; TypeScript needs esbuild.
 */
export async function loadAdapterFile(
  file: string,
  find: (file: string) => Esbuild = findEsbuild,
): Promise<LoadedAdapter> {
  const absolute = path.resolve(file);
  let esbuild: Esbuild;
  try {
    esbuild = find(absolute);
  } catch (error) {
    if (!/\.[cm]?js$/.test(absolute)) throw error;
    return fromModule((await import(pathToFileURL(absolute).href)) as Record<string, unknown>, file);
  }
  const result = await esbuild.build({
    entryPoints: [absolute],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'silent',
    sourcemap: 'inline',
  });
  const code = result.outputFiles?.[0]?.text;
  if (code === undefined) throw new Error(`esbuild produced nothing for ${file}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'vs-sandbox-adapter-'));
  const bundled = path.join(dir, 'adapter.cjs');
  try {
    writeFileSync(bundled, code);
    const loaded = createRequire(bundled)(bundled) as Record<string, unknown>;
    return fromModule(loaded, file);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

export function fromModule(loaded: Record<string, unknown>, file: string): LoadedAdapter {
  const nested = loaded['default'];
  const candidate =
    loaded['adapter'] ??
    (typeof nested === 'object' && nested !== null ? (nested as Record<string, unknown>)['adapter'] : nested);
  if (typeof candidate !== 'function') {
    throw new Error(`${file} exports no adapter function: export it as \`adapter\` or as the default export`);
  }
  const onAction = loaded['onAction'];
  const setMarketStatus = loaded['setMarketStatus'];
  return {
    adapter: candidate as AdapterOnRequest,
    ...(typeof onAction === 'function' ? {onAction: onAction as TriggerActionFunctionType} : {}),
    ...(typeof setMarketStatus === 'function'
      ? {setMarketStatus: setMarketStatus as (marketId: string, status: MarketStatus) => void}
      : {}),
  };
}
