// Words as queries spell them: cspell:ignore oddsobject
/**
 * The list of API reference pages that ranking reads (src/utils/searchQuery.ts, searchPrepared): Pagefind's id of
 * each page below a URL prefix, with its title in lower case, as one small JSON file in the index folder. A result's
 * id is known before its page's data is fetched, so the list lets a guide outrank a reference page without fetching
 * more pages.
 */
import fs from 'node:fs';
import path from 'node:path';

import {readPagefindData} from './pagefindServing';

/** Reads the page fragments of `indexDir` and writes `file` ({"en_abc1234": "oddsobject", …}); returns the count. */
export function writeReferencePages(indexDir: string, urlPrefix: string, file: string): number {
  const fragmentDir = path.join(indexDir, 'fragment');
  const pages: Record<string, string> = {};
  for (const name of fs.readdirSync(fragmentDir).filter((entry) => entry.endsWith('.pf_fragment'))) {
    const fragment = JSON.parse(readPagefindData(path.join(fragmentDir, name)).toString('utf8')) as {
      url: string;
      meta?: {title?: string};
    };
    if (!fragment.url.startsWith(urlPrefix)) continue;
    // Reference titles name the kind first ("Interface: OddsObject"); the type's name is what a query may hold.
    const title = (fragment.meta?.title ?? '').replace(/^[^:]*:\s*/, '');
    pages[name.replace(/\.pf_fragment$/, '')] = title.toLowerCase();
  }
  fs.writeFileSync(path.join(indexDir, file), JSON.stringify(pages));
  return Object.keys(pages).length;
}
