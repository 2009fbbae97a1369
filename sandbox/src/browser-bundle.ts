/**
 * The browser's stand-in (browser/stand-in-loader.ts) as one script, bundled with esbuild when `serve --page` starts.
 * The package (scripts/build/pack-sandbox.ts) puts the script, bundled at build time, in place of this module, so that an
 * installed sandbox needs no source.
 */
import path from 'node:path';

import {findEsbuild} from './load-adapter';

export async function standInLoaderScript(): Promise<string> {
  const entry = path.join(__dirname, 'browser', 'stand-in-loader.ts');
  const result = await findEsbuild(entry).build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    logLevel: 'silent',
    conditions: ['source'],
  });
  const code = result.outputFiles?.[0]?.text;
  if (code === undefined) throw new Error('esbuild produced nothing for the stand-in loader');
  return code;
}
