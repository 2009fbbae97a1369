/**
 * Prepares the production build for static serving, as the last step of `docusaurus build`:
 * renders deploy/nginx.conf.template with a Content-Security-Policy computed from the inline
 * scripts of this very build. (Precompression runs after the build, scripts/precompress.ts,
 * because other plugins write files in their own postBuild steps.)
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {contentSecurityPolicy, inlineScripts, scriptHash} from './csp';

/** Every file below `dir`, recursively. */
export function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Where Debian and other distributions install nginx's brotli_static module; undefined when absent. */
export function brotliStaticModule(): string | undefined {
  return ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', '/usr/share/nginx/modules/ngx_http_brotli_static_module.so'].find(
    (file) => fs.existsSync(file),
  );
}

export interface RenderOptions {
  readonly root: string;
  readonly listen: string;
  readonly csp: string;
  readonly brotli: boolean;
}

export function renderNginxConf(template: string, options: RenderOptions): string {
  return template
    .replaceAll('__ROOT__', options.root)
    .replaceAll('__LISTEN__', options.listen)
    .replaceAll('__CSP__', options.csp)
    .replaceAll('__BROTLI__', options.brotli ? 'brotli_static on;' : '# brotli_static: module not installed');
}

export default function productionServing(context: LoadContext): Plugin {
  return {
    name: 'production-serving',
    async postBuild({outDir}) {
      const files = walk(outDir);
      const hashes = new Set<string>();
      for (const file of files.filter((name) => name.endsWith('.html'))) {
        for (const body of inlineScripts(fs.readFileSync(file, 'utf8'))) {
          hashes.add(scriptHash(body));
        }
      }
      const csp = contentSecurityPolicy(hashes);
      // Next to the output directory: build/ -> build-deploy/, build-fixtures/ -> build-fixtures-deploy/.
      const deployDir = `${path.resolve(outDir)}-deploy`;
      fs.mkdirSync(deployDir, {recursive: true});
      fs.writeFileSync(path.join(deployDir, 'csp.txt'), `${csp}\n`);
      const template = fs.readFileSync(path.join(context.siteDir, 'deploy/nginx.conf.template'), 'utf8');
      const conf = renderNginxConf(template, {
        root: path.resolve(outDir),
        listen: process.env.NGINX_LISTEN ?? '80',
        csp,
        brotli: process.env.NGINX_BROTLI ? process.env.NGINX_BROTLI === 'on' : brotliStaticModule() !== undefined,
      });
      fs.writeFileSync(path.join(deployDir, 'virtual-stadium-docs.conf'), conf);
      console.log(
        `[production-serving] ${hashes.size} inline script hash(es) in the CSP; ${path.relative(context.siteDir, deployDir)}/virtual-stadium-docs.conf written`,
      );
    },
  };
}
