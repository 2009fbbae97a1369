/**
 * `virtual-stadium-sandbox check`: runs each part you name (token endpoint, adapter, page) through its rules and
 * gathers one result per rule.
 */
import {readFileSync} from 'node:fs';

import {checkAdapter} from './check-adapter';
import {checkTokenEndpoint} from './check-token';
import {readFixtures, type SandboxFixtures} from './fixtures';
import {loadAdapterFile, type LoadedAdapter} from './load-adapter';
import {judged, type RuleResult} from './report';
import {adapterRules} from './rules';

export interface CheckOptions {
  readonly tokenUrl?: string;
  /** Headers that sign your test user in, from --cookie and --header. */
  readonly signedIn?: Readonly<Record<string, string>>;
  readonly publicKeyFile?: string;
  readonly adapterFile?: string;
  readonly fixturesFile?: string;
  readonly page?: string;
  /** URL path → a script entry the page loads, bundled for the browser (`--script /path=FILE`). */
  readonly scripts?: Readonly<Record<string, string>>;
  /** The browser that runs the page (`--browser PATH`); else CHROME_PATH, else the usual install paths. */
  readonly browser?: string;
  /** Where to look for a browser after --browser and CHROME_PATH (for tests: [] finds none). */
  readonly browserCandidates?: readonly string[];
  /** Where the line about a missing browser goes (stderr unless given). */
  readonly notice?: (line: string) => void;
  /** Seconds since the Unix epoch, for tests. */
  readonly now?: number;
}

/** --header "Name: value" and --cookie "a=b" as request headers. */
export function signInHeaders(headers: readonly string[], cookie?: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const header of headers) {
    const colon = header.indexOf(':');
    if (colon <= 0) throw new Error(`--header "${header}" is not in the form "Name: value"`);
    result[header.slice(0, colon).trim()] = header.slice(colon + 1).trim();
  }
  if (cookie !== undefined) result['Cookie'] = cookie;
  return result;
}

export async function loadAndCheckAdapter(file: string, fixtures: SandboxFixtures): Promise<RuleResult[]> {
  let loaded: LoadedAdapter;
  try {
    loaded = await loadAdapterFile(file);
  } catch (error) {
    return [judged(adapterRules.module, [error instanceof Error ? error.message : String(error)], '')];
  }
  return [judged(adapterRules.module, [], `${file} exports an adapter`), ...(await checkAdapter(loaded, fixtures))];
}

export async function runCheck(options: CheckOptions): Promise<RuleResult[]> {
  const results: RuleResult[] = [];
  if (options.tokenUrl !== undefined) {
    results.push(
      ...(await checkTokenEndpoint({
        url: options.tokenUrl,
        signedIn: options.signedIn ?? {},
        ...(options.publicKeyFile !== undefined ? {publicKeyPem: readFileSync(options.publicKeyFile, 'utf8')} : {}),
        ...(options.now !== undefined ? {now: options.now} : {}),
      })),
    );
  }
  const fixtures = options.fixturesFile !== undefined ? readFixtures(options.fixturesFile) : undefined;
  if (options.adapterFile !== undefined) {
    results.push(...(await loadAndCheckAdapter(options.adapterFile, fixtures ?? {})));
  }
  if (options.page !== undefined) {
    const {checkPage} = await import('./check-page');
    results.push(
      ...(await checkPage(options.page, {
        ...(fixtures ? {fixtures} : {}),
        ...(options.scripts ? {scripts: options.scripts} : {}),
        ...(options.browser !== undefined ? {browser: options.browser} : {}),
        ...(options.browserCandidates ? {browserCandidates: options.browserCandidates} : {}),
        ...(options.notice ? {notice: options.notice} : {}),
      })),
    );
  }
  return results;
}
