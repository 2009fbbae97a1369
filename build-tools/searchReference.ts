/**
 * The list of API reference pages that ranking reads (src/utils/searchQuery.ts, searchPrepared): Pagefind's id of
 * each page below a URL prefix, with the name it defines, as one small JSON file in the index folder. A result's
 * id is known before its page's data is fetched, so the list lets a guide outrank a reference page without fetching
 * more pages.
 */
import fs from 'node:fs';
import path from 'node:path';

import {readPagefindData} from './pagefindServing';

/** The name a reference page defines, as written: "Interface: OddsObject" -> "OddsObject", "Function: onAction()" ->
 * "onAction"; a page that defines no one name (the reference's index, "API reference") -> "". */
export function typeName(title: string): string {
  const name = title.replace(/^[^:]*:\s*/, '').replace(/\(\)$/, '');
  return /^[\p{L}\p{N}_]+$/u.test(name) && name !== title ? name : '';
}

/** Every page's title by page id ({"en_abc1234": "Chat channels", …}), written to `file`; returns the count. */
export function writePageTitles(indexDir: string, file: string): number {
  const fragmentDir = path.join(indexDir, 'fragment');
  const titles: Record<string, string> = {};
  for (const name of fs.readdirSync(fragmentDir).filter((entry) => entry.endsWith('.pf_fragment'))) {
    const fragment = JSON.parse(readPagefindData(path.join(fragmentDir, name)).toString('utf8')) as {
      meta?: {title?: string};
    };
    const title = fragment.meta?.title;
    if (title !== undefined && title !== '') titles[name.replace(/\.pf_fragment$/, '')] = title;
  }
  fs.writeFileSync(path.join(indexDir, file), JSON.stringify(titles));
  return Object.keys(titles).length;
}

/** Reads the page fragments of `indexDir` and writes `file` ({"en_abc1234": "OddsObject", …}); returns the count. */
export function writeReferencePages(indexDir: string, urlPrefix: string, file: string): number {
  const fragmentDir = path.join(indexDir, 'fragment');
  const pages: Record<string, string> = {};
  for (const name of fs.readdirSync(fragmentDir).filter((entry) => entry.endsWith('.pf_fragment'))) {
    const fragment = JSON.parse(readPagefindData(path.join(fragmentDir, name)).toString('utf8')) as {
      url: string;
      meta?: {title?: string};
    };
    if (!fragment.url.startsWith(urlPrefix)) continue;
    pages[name.replace(/\.pf_fragment$/, '')] = typeName(fragment.meta?.title ?? '');
  }
  fs.writeFileSync(path.join(indexDir, file), JSON.stringify(pages));
  return Object.keys(pages).length;
}
