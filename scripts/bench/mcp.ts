/**
 * The MCP part of `npm run bench` (scripts/bench/main.ts; `npm run bench -- --mcp-only` prints it alone): the docs' MCP
 * server as `npm run build` leaves it in build-deploy/docs-mcp/ (the tarball's files), driven by the SDK's client.
 * Reported, not asserted:
 *
 *   1. cold start over stdio, 5 starts: from spawning `node server.mjs` to the answer to `initialize` (the server has
 *      read the twins, loaded the engine and every index chunk and run a warm-up query before it reads the request),
 *      then the first `search_docs` on its own and a warm one (another query, right after), each as median and
 *      min–max (issue #46: start-up under 1 s, the first search no slower than a warm one, under 300 ms);
 *   2. `search_docs` (every reader query of tests/support/search-queries.ts, once each, the first time it is asked)
 *      and `get_page` (every twin of llms.txt) round trips over stdio and over Streamable HTTP to the Node process
 *      on loopback: median and p99;
 *   3. a bounded load run on loopback: 50 concurrent HTTP sessions of 20 calls each (search_docs and get_page in
 *      turn), straight to the Node process, as nginx's rate limit would refuse most of them: throughput, p99 and
 *      errors.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';

import {pageOfTwin, parseLlmsTxt} from '../../docs-mcp/src/corpus';
import {searchQueries} from '../../tests/support/search-queries';

const siteDir = path.resolve(__dirname, '..', '..');
const serverFile = path.join(siteDir, 'build-deploy/docs-mcp/server.mjs');
const httpPort = 4420;
/** Cold starts measured (each: initialize, a first and a warm search_docs). */
const startRuns = 5;

export interface LatencySummary {
  readonly median: number;
  readonly p99: number;
  readonly count: number;
}

/** Median and range of a few runs (ms, rounded to 0.1 ms). */
export interface RunSummary {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly count: number;
}

function runSummary(values: readonly number[]): RunSummary {
  const round = (value: number): number => Math.round(value * 10) / 10;
  return {
    median: percentile(values, 0.5),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
    count: values.length,
  };
}

export interface McpMeasurement {
  /** The machine's one-minute load average before and after (two cores here: above 2, processes wait for one). */
  readonly loadAverage: readonly [number, number];
  readonly coldStart: LatencySummary;
  readonly firstSearch: LatencySummary;
  /** Per start: spawn to the answer to initialize; the first search_docs alone; a warm one right after it. */
  readonly startup: {readonly initialize: RunSummary; readonly first: RunSummary; readonly warm: RunSummary};
  readonly stdio: {readonly search: LatencySummary; readonly page: LatencySummary};
  readonly http: {readonly search: LatencySummary; readonly page: LatencySummary};
  readonly load: {
    readonly sessions: number;
    readonly callsPerSession: number;
    readonly calls: number;
    readonly errors: number;
    readonly seconds: number;
    readonly callsPerSecond: number;
    readonly latency: LatencySummary;
    /** CPU time (user + system) the server process spent per call, from /proc; undefined where there is none. */
    readonly cpuMsPerCall: number | undefined;
  };
}

/** Nearest-rank percentile of `values` (milliseconds), rounded to 0.1 ms. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return Math.round((sorted[index] ?? Number.NaN) * 10) / 10;
}

function summary(values: readonly number[]): LatencySummary {
  return {median: percentile(values, 0.5), p99: percentile(values, 0.99), count: values.length};
}

async function timedCall(client: Client, name: string, args: Record<string, unknown>): Promise<number> {
  const start = performance.now();
  const result = await client.callTool({name, arguments: args});
  const elapsed = performance.now() - start;
  if (result.isError) throw new Error(`${name} ${JSON.stringify(args)} failed: ${JSON.stringify(result.content)}`);
  return elapsed;
}

/** CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat (Linux; 100 ticks a second). */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields =
      fs
        .readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
        .split(') ')[1]
        ?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

function stdioClient(): {client: Client; transport: StdioClientTransport} {
  return {
    client: new Client({name: 'bench', version: '1.0.0'}),
    transport: new StdioClientTransport({command: process.execPath, args: [serverFile], stderr: 'ignore'}),
  };
}

async function callsOf(client: Client, twins: readonly string[]): Promise<{search: number[]; page: number[]}> {
  const search: number[] = [];
  for (const {query} of searchQueries) search.push(await timedCall(client, 'search_docs', {query}));
  const page: number[] = [];
  for (const twin of twins) page.push(await timedCall(client, 'get_page', {path: pageOfTwin(twin)}));
  return {search, page};
}

export async function measureMcp(): Promise<McpMeasurement> {
  if (!fs.existsSync(serverFile)) throw new Error(`${serverFile} is missing: run \`npm run build\` first`);
  const twins = parseLlmsTxt(fs.readFileSync(path.join(siteDir, 'build/llms.txt'), 'utf8')).map((entry) => entry.twin);

  const loadBefore = os.loadavg()[0] ?? 0;
  const starts: number[] = [];
  const firstSearches: number[] = [];
  const firstAlone: number[] = [];
  const warmAlone: number[] = [];
  for (let run = 0; run < startRuns; run += 1) {
    const {client, transport} = stdioClient();
    const start = performance.now();
    await client.connect(transport);
    starts.push(performance.now() - start);
    firstAlone.push(await timedCall(client, 'search_docs', {query: 'jwt claims'}));
    firstSearches.push(performance.now() - start);
    warmAlone.push(await timedCall(client, 'search_docs', {query: 'token expired'}));
    await client.close();
  }

  const stdio = stdioClient();
  await stdio.client.connect(stdio.transport);
  const stdioCalls = await callsOf(stdio.client, twins);
  await stdio.client.close();

  const server = spawn(process.execPath, [serverFile, '--http', `127.0.0.1:${httpPort}`], {stdio: 'ignore'});
  const endpoint = new URL(`http://127.0.0.1:${httpPort}/mcp`);
  try {
    for (let attempt = 0; ; attempt += 1) {
      const up = await fetch(endpoint, {method: 'POST', body: '{}'}).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (attempt > 100) throw new Error('the MCP HTTP server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const single = new Client({name: 'bench', version: '1.0.0'});
    await single.connect(new StreamableHTTPClientTransport(endpoint));
    const httpCalls = await callsOf(single, twins);
    await single.close();

    const sessions = 50;
    const callsPerSession = 20;
    const latencies: number[] = [];
    let errors = 0;
    const cpuBefore = cpuMs(server.pid);
    const started = performance.now();
    await Promise.all(
      Array.from({length: sessions}, async (_, session) => {
        const client = new Client({name: `bench-${session}`, version: '1.0.0'});
        try {
          await client.connect(new StreamableHTTPClientTransport(endpoint));
        } catch {
          errors += callsPerSession;
          return;
        }
        for (let call = 0; call < callsPerSession; call += 1) {
          const index = session * callsPerSession + call;
          const query = searchQueries[index % searchQueries.length]?.query ?? 'token';
          const twin = twins[index % twins.length] ?? '/docs.md';
          try {
            latencies.push(
              call % 2 === 0
                ? await timedCall(client, 'search_docs', {query})
                : await timedCall(client, 'get_page', {path: pageOfTwin(twin)}),
            );
          } catch {
            errors += 1;
          }
        }
        await client.close();
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpuMs(server.pid);
    const calls = sessions * callsPerSession;
    return {
      loadAverage: [Math.round(loadBefore * 10) / 10, Math.round((os.loadavg()[0] ?? 0) * 10) / 10],
      coldStart: summary(starts),
      firstSearch: summary(firstSearches),
      startup: {initialize: runSummary(starts), first: runSummary(firstAlone), warm: runSummary(warmAlone)},
      stdio: {search: summary(stdioCalls.search), page: summary(stdioCalls.page)},
      http: {search: summary(httpCalls.search), page: summary(httpCalls.page)},
      load: {
        sessions,
        callsPerSession,
        calls,
        errors,
        seconds: Math.round(seconds * 100) / 100,
        callsPerSecond: Math.round((calls - errors) / seconds),
        latency: summary(latencies),
        cpuMsPerCall:
          cpuBefore === undefined || cpuAfter === undefined
            ? undefined
            : Math.round(((cpuAfter - cpuBefore) / calls) * 100) / 100,
      },
    };
  } finally {
    server.kill('SIGTERM');
  }
}

const ms = (value: number): string => `${value} ms`;

/** The report's paragraph on the MCP server. */
export function mcpSentence(mcp: McpMeasurement): string {
  const pair = (s: LatencySummary): string => `median ${ms(s.median)}, p99 ${ms(s.p99)}`;
  const range = (s: RunSummary): string => `median ${ms(s.median)} (${s.min}–${s.max})`;
  return `MCP server (build-deploy/docs-mcp/server.mjs, the tarball's files; SDK client): cold start over stdio (${mcp.coldStart.count} starts): spawn to the answer to initialize (twins read, engine and index loaded, warm-up query run) ${range(mcp.startup.initialize)}; then the first search_docs alone ${range(mcp.startup.first)}, a warm one right after ${range(mcp.startup.warm)}; spawn to the first search's answer ${pair(mcp.firstSearch)}. search_docs, each of the ${mcp.stdio.search.count} reader queries once: stdio ${pair(mcp.stdio.search)}; Streamable HTTP on loopback ${pair(mcp.http.search)}. get_page, each of the ${mcp.stdio.page.count} twins: stdio ${pair(mcp.stdio.page)}; HTTP ${pair(mcp.http.page)}. Load on loopback, straight to the Node process: ${mcp.load.sessions} concurrent HTTP sessions of ${mcp.load.callsPerSession} calls (search_docs and get_page in turn), ${mcp.load.calls} calls in ${mcp.load.seconds} s, ${mcp.load.callsPerSecond} calls/s, ${pair(mcp.load.latency)}, ${mcp.load.errors} errors${mcp.load.cpuMsPerCall === undefined ? '' : `; the server process used ${mcp.load.cpuMsPerCall} ms of CPU per call (sessions' initialize included), a figure the machine's load moves less`}. Load average of the machine (${os.cpus().length} cores) ${mcp.loadAverage[0]} before, ${mcp.loadAverage[1]} after.`;
}
