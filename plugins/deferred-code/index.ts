/**
 * Writes the highlighted lines of the whole example files that pages show collapsed (issue #43). plugins/rehype-shiki
 * leaves those blocks as plain text with a `highlightedSrc` of /code/<language>/<file>.json; after the build, this
 * plugin finds every such address in the built pages, highlights the file from examples/ with the same Shiki setup
 * (highlightToHtml) and writes it there, as a JSON string. src/theme/CodeBlock fetches it when the reader opens the block. A page
 * naming a file that does not exist, or a language Shiki does not know, fails the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {walk} from '../../build-tools/files';
import {highlightToHtml, parseDeferredCodeUrl} from '../rehype-shiki';

/**
 * Every deferred-code address in a built page (src/theme/CodeBlock writes it on the block's `pre`), quoted or, as
 * the minifier leaves it, not.
 */
export function deferredCodeUrls(html: string): string[] {
  return [...html.matchAll(/\sdata-highlighted-src=(["']?)(\/code\/[^"'\s>]+)\1/g)].map((match) => match[2]!);
}

export async function writeDeferredCode(siteDir: string, outDir: string): Promise<number> {
  const urls = new Set(
    walk(outDir)
      .filter((file) => file.endsWith('.html'))
      .flatMap((file) => deferredCodeUrls(fs.readFileSync(file, 'utf8'))),
  );
  for (const url of urls) {
    const parsed = parseDeferredCodeUrl(url);
    if (!parsed) throw new Error(`[deferred-code] a page asks for ${url}, which names no example file`);
    const source = fs.readFileSync(path.join(siteDir, parsed.file), 'utf8');
    const target = path.join(outDir, ...url.split('/').filter(Boolean));
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, JSON.stringify(await highlightToHtml(source, parsed.fenceLanguage)));
  }
  return urls.size;
}

export default function deferredCode(context: LoadContext): Plugin {
  return {
    name: 'deferred-code',
    async postBuild({outDir}) {
      const count = await writeDeferredCode(context.siteDir, outDir);
      console.log(`[deferred-code] ${count} whole example file(s) highlighted into ${path.basename(outDir)}/code/`);
    },
  };
}
