/**
 * Ties the bundler's persistent cache to the files under examples/. The MDX loader caches a page by its own text, so
 * without this a page that includes an example file would keep showing the old code after the file changed (the
 * page's .md did not). Every example file is a build dependency of the cache: changing one evicts it.
 */
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

import {walk} from '../../build-tools/files';

const examples = path.resolve(__dirname, '..', '..', 'examples');

/** The files a page can include: everything under examples/ except installed packages. */
export function exampleFiles(): string[] {
  return walk(examples, (name) => name === 'node_modules');
}

export default function exampleIncludesCache(): Plugin {
  return {
    name: 'example-includes-cache',
    configureWebpack() {
      // Docusaurus turns the persistent cache off with this variable; then there is nothing to evict.
      if (process.env['DOCUSAURUS_NO_PERSISTENT_CACHE']) return {};
      return {experiments: {cache: {type: 'persistent', buildDependencies: exampleFiles()}}};
    },
  };
}
