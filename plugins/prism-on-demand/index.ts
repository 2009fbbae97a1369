/**
 * Keeps Prism out of every bundle. theme-classic registers a client module that imports
 * prism-react-renderer and adds the extra languages on every page, code or not. Code is highlighted
 * at build time (plugins/rehype-shiki) and src/theme/CodeBlock never calls Prism, so this plugin
 * points that client module at an empty one. tests/code-blocks.spec.ts checks that no page is sent
 * a highlighter.
 *
 * The alias names a file inside theme-classic, which is not public API. If an upgrade moves it, the
 * alias would match nothing and Prism would silently return to every page; so the plugin checks, and
 * stops the build with a message, (1) when the site config loads: that the file still exists, and
 * (2) before bundling: that theme-classic still registers it as a client module.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const clientModuleName = 'prism-include-languages';
const emptyClientModule = path.resolve(__dirname, 'emptyClientModule.js');

const upgradeHint =
  'plugins/prism-on-demand replaces this theme-classic client module with an empty one. After a Docusaurus ' +
  'upgrade, find where theme-classic now registers Prism (its getClientModules()) and point the alias there, ' +
  'or remove the plugin from docusaurus.config.ts if the theme no longer loads Prism at start-up.';

/** The client module file to replace, without its extension (as Docusaurus lists client modules). Throws when it is gone. */
export function prismClientModule(themeClassicLib: string): string {
  const module = path.join(themeClassicLib, clientModuleName);
  if (!fs.existsSync(`${module}.js`)) {
    throw new Error(`[prism-on-demand] ${module}.js does not exist. ${upgradeHint}`);
  }
  return module;
}

/** Throws unless the generated client-modules list (.docusaurus/client-modules.js) loads `module`. */
export function assertRegistered(clientModulesSource: string, module: string): void {
  // Each entry is `require("<JSON string>")`.
  const listed = [...clientModulesSource.matchAll(/require\(("(?:[^"\\]|\\.)*")\)/g)].map((match) =>
    String(JSON.parse(match[1] ?? '""')).replace(/\.js$/, ''),
  );
  if (!listed.includes(module)) {
    throw new Error(`[prism-on-demand] theme-classic no longer registers ${module} as a client module. ${upgradeHint}`);
  }
}

export default function prismOnDemand(context: LoadContext): Plugin {
  const themeClassicLib = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib');
  const target = prismClientModule(themeClassicLib);
  return {
    name: 'prism-on-demand',
    configureWebpack() {
      // Written by Docusaurus before the bundler is configured.
      const generated = path.join(context.generatedFilesDir, 'client-modules.js');
      assertRegistered(fs.readFileSync(generated, 'utf8'), target);
      return {
        resolve: {
          alias: {
            // `$`: only the client module itself, not @theme/prism-include-languages (lib/theme/...).
            [`${target}$`]: emptyClientModule,
          },
        },
      };
    },
  };
}
