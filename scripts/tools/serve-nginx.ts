/**
 * Serves the production build through nginx on a loopback port, with the same server block that
 * deploy/nginx.conf.template renders for production. Used by the browser tests and the benchmark.
 *
 *   tsx scripts/tools/serve-nginx.ts [--port 4173] [--build build] [--mcp-port 4193]
 *
 * /mcp is proxied to the docs' MCP server on 127.0.0.1:<mcp-port> (default: the port plus 20, where
 * playwright.config.ts starts it); nginx serves the site whether or not that server runs.
 *
 * Runs nginx in the foreground until killed. Needs Debian's nginx (apt-get install nginx-light).
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {cspFileOf} from '../../build-tools/deploy';
import {
  brotliStaticModule,
  findMimeTypes,
  findNginx,
  renderLocalNginxConf,
  renderNginxConf,
} from '../../build-tools/nginx';

import {runAsScript} from '../lib/run-as-script';

function argument(argv: readonly string[], name: string, fallback: string): string {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 && argv[index + 1] ? (argv[index + 1] as string) : fallback;
}

const siteDir = path.resolve(__dirname, '..', '..');

function main(argv: string[]): number | Promise<number> {
  const port = argument(argv, 'port', process.env.TEST_PORT ?? '4173');
  const buildDir = path.resolve(siteDir, argument(argv, 'build', 'build'));
  const mcpPort = argument(argv, 'mcp-port', String(Number(port) + 20));
  // Written by plugins/production-serving next to the build: build/ -> build-deploy/csp.txt.
  const cspFile = cspFileOf(buildDir);

  const nginx = findNginx();
  if (!nginx) {
    console.error(
      'nginx not found. Install it (Debian/Ubuntu: sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static).',
    );
    return 1;
  }
  if (!fs.existsSync(path.join(buildDir, 'index.html')) || !fs.existsSync(cspFile)) {
    console.error(
      `No production build in ${buildDir}: run \`npm run ${path.basename(buildDir) === 'build-fixtures' ? 'build:fixtures' : 'build'}\` first.`,
    );
    return 1;
  }

  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-docs-nginx-'));
  const brotliModule = brotliStaticModule();
  const hasBrotli = brotliModule !== undefined;
  const serverBlock = renderNginxConf(fs.readFileSync(path.join(siteDir, 'deploy/nginx.conf.template'), 'utf8'), {
    root: buildDir,
    listen: `127.0.0.1:${port}`,
    csp: fs.readFileSync(cspFile, 'utf8').trim(),
    brotli: hasBrotli,
    mcpUpstream: `127.0.0.1:${mcpPort}`,
  });
  fs.writeFileSync(path.join(prefix, 'site.conf'), serverBlock);

  const mainConf = renderLocalNginxConf({
    prefix,
    serverBlockFile: path.join(prefix, 'site.conf'),
    brotliModule,
    mimeTypes: findMimeTypes(),
    runningAsRoot: typeof process.getuid === 'function' && process.getuid() === 0,
  });
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), mainConf);

  const check = spawnSync(nginx, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {encoding: 'utf8'});
  if (check.status !== 0) {
    console.error(check.stderr);
    return 1;
  }
  console.log(`nginx serving ${buildDir} on http://127.0.0.1:${port}/ (brotli ${hasBrotli ? 'on' : 'off'})`);
  const child = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {stdio: 'inherit'});
  const stop = (): void => {
    child.kill('SIGQUIT');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return new Promise<number>((resolve) => {
    child.on('exit', (code) => {
      fs.rmSync(prefix, {recursive: true, force: true});
      resolve(code ?? 0);
    });
  });
}

runAsScript(module, main);
