/**
 * The docs' MCP server (docs-mcp/) as an assistant reaches it, with the SDK's own client: over stdio by running the
 * tarball the site serves with npx (a fresh npm cache and an unreachable registry, so nothing but the docs host is
 * used), and over Streamable HTTP through nginx's /mcp.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';

import {siteOrigin} from './servers';

export const mcpTarballUrl = `${siteOrigin}/virtual-stadium-docs-mcp.tgz`;

/** npm settings for a run that may use the docs host only: its own cache, a registry nobody answers on. */
export function isolatedNpmEnv(cache: string, offline = false): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  return {
    ...env,
    npm_config_cache: cache,
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_update_notifier: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_offline: offline ? 'true' : 'false',
  };
}

export interface McpConnection {
  readonly client: Client;
  close(): Promise<void>;
}

export type TransportName = 'stdio' | 'http';

/**
 * Connects the SDK's client over `transport`. The stdio server is `npx --yes <site>/virtual-stadium-docs-mcp.tgz`,
 * with `cacheDir` as npm's cache (default: a fresh one), and `offline`, npm's --offline.
 */
export async function connect(
  transport: TransportName,
  {cacheDir, offline = false}: {cacheDir?: string; offline?: boolean} = {},
): Promise<McpConnection> {
  const client = new Client({name: 'docs-tests', version: '1.0.0'});
  let cleanup = (): void => {};
  let channel: Transport;
  if (transport === 'stdio') {
    const cache = cacheDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vs-docs-mcp-npx-'));
    if (!cacheDir) cleanup = () => fs.rmSync(cache, {recursive: true, force: true});
    channel = new StdioClientTransport({
      command: 'npx',
      args: ['--yes', mcpTarballUrl],
      env: isolatedNpmEnv(cache, offline),
      stderr: 'pipe',
    });
  } else {
    channel = new StreamableHTTPClientTransport(new URL(`${siteOrigin}/mcp`));
  }
  await client.connect(channel);
  return {
    client,
    async close() {
      await client.close();
      cleanup();
    },
  };
}

/** The text of a tool result's first content block. */
export function resultText(result: unknown): string {
  const content = (result as {content?: {type: string; text?: string}[]}).content ?? [];
  const first = content[0];
  return first?.type === 'text' ? (first.text ?? '') : '';
}
