/**
 * What `docusaurus build` leaves next to the build for serving it (plugins/production-serving calls this
 * in its postBuild step): build/ -> build-deploy/csp.txt and build-deploy/virtual-stadium-docs.conf.
 */
import fs from 'node:fs';
import path from 'node:path';

import {contentSecurityPolicy, inlineScriptHashes} from './csp';
import {brotliStaticModule, renderNginxConf} from './nginx';

/** The folder next to a build that holds its deploy files: build/ -> build-deploy/, build-fixtures/ -> build-fixtures-deploy/. */
export function deployDirOf(buildDir: string): string {
  return `${path.resolve(buildDir)}-deploy`;
}

/** The CSP written for a build (by writeDeployFiles). */
export function cspFileOf(buildDir: string): string {
  return path.join(deployDirOf(buildDir), 'csp.txt');
}

export const serverBlockFileName = 'virtual-stadium-docs.conf';

export interface DeployOptions {
  readonly siteDir: string;
  readonly buildDir: string;
  /** nginx `listen` value for the rendered server block. */
  readonly listen: string;
  /** Whether the rendered block turns on brotli_static. */
  readonly brotli: boolean;
  /** host:port of the MCP service behind /mcp (MCP_UPSTREAM); default build-tools/nginx.ts `defaultMcpUpstream`. */
  readonly mcpUpstream?: string;
}

export interface DeployFiles {
  readonly csp: string;
  readonly hashCount: number;
  readonly deployDir: string;
}

/** Computes the build's CSP from its HTML and writes csp.txt and the nginx server block. */
export async function writeDeployFiles(options: DeployOptions): Promise<DeployFiles> {
  const hashes = await inlineScriptHashes(options.buildDir);
  const csp = contentSecurityPolicy(hashes);
  const deployDir = deployDirOf(options.buildDir);
  fs.mkdirSync(deployDir, {recursive: true});
  fs.writeFileSync(cspFileOf(options.buildDir), `${csp}\n`);
  const template = fs.readFileSync(path.join(options.siteDir, 'deploy/nginx.conf.template'), 'utf8');
  const conf = renderNginxConf(template, {
    root: path.resolve(options.buildDir),
    listen: options.listen,
    csp,
    brotli: options.brotli,
    ...(options.mcpUpstream === undefined ? {} : {mcpUpstream: options.mcpUpstream}),
  });
  fs.writeFileSync(path.join(deployDir, serverBlockFileName), conf);
  return {csp, hashCount: hashes.size, deployDir};
}

/**
 * NGINX_LISTEN, NGINX_BROTLI (`on`/`off`) and MCP_UPSTREAM (host:port of the MCP service) as the README's Deploy
 * section describes; brotli defaults to "if installed".
 */
export function deployOptionsFromEnvironment(
  env: NodeJS.ProcessEnv,
): Pick<DeployOptions, 'listen' | 'brotli' | 'mcpUpstream'> {
  return {
    listen: env.NGINX_LISTEN ?? '80',
    brotli: env.NGINX_BROTLI ? env.NGINX_BROTLI === 'on' : brotliStaticModule() !== undefined,
    ...(env.MCP_UPSTREAM ? {mcpUpstream: env.MCP_UPSTREAM} : {}),
  };
}
