/**
 * Keeps Prism out of the start-up bundle. theme-classic registers a client module that imports
 * prism-react-renderer and adds the extra languages on every page, code or not; evaluating it
 * was the largest part of the first long task on a phone. This plugin points that client module
 * at an empty one; src/theme/CodeBlock registers the languages instead, in the chunk that pages
 * with code load anyway. tests/code-blocks.spec.ts checks that every language we use is tokenised.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const themeClassicLib = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib');

export default function prismOnDemand(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            // `$`: only the client module itself, not @theme/prism-include-languages (lib/theme/...).
            [`${path.join(themeClassicLib, 'prism-include-languages')}$`]: path.resolve(__dirname, 'emptyClientModule.js'),
          },
        },
      };
    },
  };
}
