/**
 * `npm run bench`: measures what readers get, and prints a Markdown table (also written to
 * bench/results/report.md). Numbers are reported, not asserted; the targets are issue #10's.
 *
 *   1. build time of `docusaurus build`: cold with Docusaurus Faster off, cold and warm with it on
 *      (precompression, the rest of `npm run build`, is timed apart)
 *   2. the production build served compressed by nginx on loopback (scripts/tools/serve-nginx.ts)
 *   3. Lighthouse (mobile), median of 3 runs per page type, with LCP, TBT and CLS
 *   4. first-load bytes (as transferred) of HTML, CSS and JavaScript per page type
 *   5. search: bytes fetched by the first query, milliseconds per query after it, top-3 hit rate of the
 *      reader query set
 *   6. a bounded load run (autocannon, loopback only) on a doc page and a hashed asset
 *   6b. the docs' MCP server (scripts/bench/mcp.ts): cold start, search_docs and get_page latency, a bounded
 *      loopback load run of 50 sessions
 *
 *   7. ours against a stock Docusaurus 3.10.2 classic site with the same content (scripts/bench/stock-site.ts):
 *      Lighthouse performance, TBT, LCP and first-load JS per page type, runs interleaved, ratios reported
 *
 * Every Lighthouse run is also audited a second time on thread time (scripts/bench/lighthouse-thread-time.ts): each
 * main-thread task as long as the CPU time its thread spent in it, without the time it waited for a core.
 *
 * This file is the entry point: it reads the flags (`usage` below, `npm run bench -- --help`), the only place that
 * reads them, and runs the mode asked for. The work is in scripts/bench/measure.ts (measuring),
 * scripts/bench/stock-peer.ts (the paired comparison with stock or with --against) and scripts/bench/report.ts
 * (the tables and report.md).
 */
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';

import {measureMcp, mcpSentence} from './mcp';
import {chromiumArgs, findChromium} from '../../tests/support/browser';
import {runAsScript} from '../lib/run-as-script';
import {firstLoadBytes, lighthouseByPage, loadRun, measureSearch, pages, startServer, timedBuilds} from './measure';
import {releaseGuardLimits, releaseVerdict, reportText, searchSentence, writeReport} from './report';
import {byteGrowthReasons, defaultPreviousRelease, previousReleaseBuild} from './previous-release';
import {compareBuilds, compareWithStockSite} from './stock-peer';

const usage = `Usage: npm run bench -- [options]

  --skip-builds    use the existing build instead of timing three builds
  --skip-stock     no comparison with stock Docusaurus
  --runs N         Lighthouse runs per page (default 3)
  --search-only    the existing build's bytes and search figures, printed; no report written
  --mcp-only       the existing build's MCP server figures, printed; no report written
  --against DIR    the existing build against another build folder (e.g. one built from an earlier commit with
                   \`npx docusaurus build --out-dir DIR\`), paired the same way as against stock; the table is
                   printed, no report written
  --previous [REF] the release-to-release guard: this build against the previous release's (REF, by default the
                   commit in bench/previous-release, built once into a temporary folder), paired
                   as --against, 5 runs or more; exits 1 when a page type's TBT or LCP paired median worsens by more
                   than 10 %, or its bytes grow by more than 1 % without a reason in bench/byte-growth.json
  --help           this text

Single Lighthouse runs on this machine differ by more than most changes do: judge a change with --against and 8 runs
or more, by its paired columns.`;

interface BenchOptions {
  runs: number;
  skipBuilds: boolean;
  skipStock: boolean;
  searchOnly: boolean;
  mcpOnly: boolean;
  against?: string;
  previous?: string;
  help: boolean;
}

/** A mistake in the flags: printed as one line, without a stack. */
class UsageError extends Error {}

function parseFlags(argv: string[]): BenchOptions {
  let values;
  let positionals: string[];
  try {
    ({values, positionals} = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'skip-builds': {type: 'boolean', default: false},
        'skip-stock': {type: 'boolean', default: false},
        runs: {type: 'string'},
        'search-only': {type: 'boolean', default: false},
        'mcp-only': {type: 'boolean', default: false},
        against: {type: 'string'},
        previous: {type: 'boolean', default: false},
        help: {type: 'boolean', default: false},
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const options: BenchOptions = {
    runs: Number(values.runs) || 3,
    skipBuilds: values['skip-builds'],
    skipStock: values['skip-stock'],
    searchOnly: values['search-only'],
    mcpOnly: values['mcp-only'],
    against: values.against,
    previous: values.previous ? (positionals[0] ?? defaultPreviousRelease()) : undefined,
    help: values.help,
  };
  const modes = [options.against !== undefined, options.previous !== undefined, options.searchOnly, options.mcpOnly];
  if (modes.filter(Boolean).length > 1) {
    throw new UsageError('--against, --previous, --search-only and --mcp-only are separate runs: give one of them');
  }
  return options;
}

/** The full run (or with --search-only its first part): builds, nginx, bytes, search, Lighthouse, stock, load, MCP. */
async function benchmark({runs, skipBuilds, skipStock, searchOnly}: BenchOptions): Promise<void> {
  const builds = skipBuilds || searchOnly ? undefined : timedBuilds();
  const server = await startServer();
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  try {
    const bytes = await firstLoadBytes(browser);

    // Search: what the first query downloads (engine, WebAssembly, index chunks, the shown pages' fragments),
    // how long each further query takes, and how often the reader query set finds an expected page in the top 3.
    const search = await measureSearch(browser);
    console.log(`bench: search: ${JSON.stringify(search)}`);
    if (searchOnly) {
      console.log(searchSentence(search));
      return;
    }

    const lighthouse = await lighthouseByPage(runs);
    // Ours against stock Docusaurus, interleaved.
    const stock = skipStock ? undefined : await compareWithStockSite(runs);
    const load = await loadRun();
    const mcp = await measureMcp();
    console.log(`bench: mcp: ${JSON.stringify(mcp)}`);

    const pageNames = pages.map(({name}) => name);
    const report = reportText({date: new Date(), runs, pageNames, lighthouse, bytes, search, stock, builds, load, mcp});
    writeReport(report);
    console.log(report);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

async function main(argv: string[]): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseFlags(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`bench: ${error.message} (\`npm run bench -- --help\` lists the flags)`);
    return 1;
  }
  if (options.help) {
    console.log(usage);
  } else if (options.against !== undefined) {
    await compareBuilds(options.against, options.runs);
  } else if (options.previous !== undefined) {
    const {commit, buildDir} = previousReleaseBuild(options.previous);
    const runs = Math.max(options.runs, releaseGuardLimits.minimumRuns);
    const {comparisons, speeds} = await compareBuilds(buildDir, runs);
    const {lines, failures} = releaseVerdict(comparisons, byteGrowthReasons(commit), speeds);
    console.log(`\nRelease guard, against ${commit.slice(0, 12)}:\n${lines.join('\n')}`);
    if (failures.length > 0) {
      console.error(`\nbench: the release guard failed:\n${failures.join('\n')}`);
      return 1;
    }
  } else if (options.mcpOnly) {
    const mcp = await measureMcp();
    console.log(`bench: mcp: ${JSON.stringify(mcp)}`);
    console.log(mcpSentence(mcp));
  } else {
    await benchmark(options);
  }
  return 0;
}

runAsScript(module, main, usage);
