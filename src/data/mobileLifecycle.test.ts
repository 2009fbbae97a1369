import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {
  refreshAfterSeconds,
  retryDelaySeconds,
  sessionConstants,
  sessionEvents,
  sessionStates,
  sessionTransitions,
} from './mobileLifecycle';

/** The page that shows the lifecycle table to readers; every other page links to it. */
const PAGE = path.resolve(__dirname, '../../docs/sdk/loginAndUserState.mdx');

/** The cells of every table row under the heading `title` (up to the next heading of any level). */
export function tableRows(markdown: string, title: string): string[][] {
  const start = markdown.indexOf(`\n### ${title}\n`);
  if (start < 0) return [];
  const rest = markdown.slice(start + title.length + 6);
  const end = rest.search(/\n#{2,4} /);
  return (end < 0 ? rest : rest.slice(0, end))
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[-| :]+\|$/.test(line))
    .slice(1) // the heading row
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

const codeNames = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

/** How the page writes a number of seconds: "30 seconds", "5 minutes". */
function spoken(seconds: number): string {
  return seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`;
}

export function lifecycleProblems(markdown: string): string[] {
  const problems: string[] = [];
  const states = tableRows(markdown, 'States and what a screen shows').map((row) => codeNames(row[0] ?? '')[0]);
  if (JSON.stringify(states) !== JSON.stringify(Object.keys(sessionStates))) {
    problems.push(
      `the states table lists ${states.join(', ')}; the table in mobileLifecycle.ts has ${Object.keys(sessionStates).join(', ')}`,
    );
  }
  const transitionRows = tableRows(markdown, 'Events and transitions');
  const events = transitionRows.filter((row) => row.length === 2).map((row) => codeNames(row[0] ?? '')[0]);
  if (JSON.stringify(events) !== JSON.stringify(Object.keys(sessionEvents))) {
    problems.push(
      `the events table lists ${events.join(', ')}; mobileLifecycle.ts has ${Object.keys(sessionEvents).join(', ')}`,
    );
  }
  const rows = transitionRows.filter((row) => row.length === 5 && row[0] !== 'From');
  for (const transition of sessionTransitions) {
    const row = rows.find(
      (candidate) =>
        codeNames(candidate[1] ?? '')[0] === transition.event &&
        JSON.stringify(codeNames(candidate[0] ?? '')) === JSON.stringify(transition.from),
    );
    if (!row) {
      problems.push(`no row for ${transition.event} from ${transition.from.join(', ')}`);
      continue;
    }
    // "same" reads "unchanged", or the one state it starts from.
    const to =
      transition.to !== 'same'
        ? [`\`${transition.to}\``]
        : ['unchanged', ...(transition.from.length === 1 ? [`\`${String(transition.from[0])}\``] : [])];
    if (!to.includes(row[2] ?? ''))
      problems.push(
        `${transition.event} from ${transition.from.join(', ')} goes to ${String(row[2])}, not ${to.join(' or ')}`,
      );
    const calls = codeNames(row[3] ?? '');
    const expected = transition.sdkCalls.map((call) => call.replace('*', ''));
    if (JSON.stringify(calls) !== JSON.stringify(expected)) {
      problems.push(
        `${transition.event} from ${transition.from.join(', ')} calls ${calls.join(', ')}, not ${expected.join(', ')}`,
      );
    }
  }
  if (rows.length !== sessionTransitions.length) {
    problems.push(`the page has ${rows.length} transition rows; mobileLifecycle.ts has ${sessionTransitions.length}`);
  }
  const constants = new Map(
    tableRows(markdown, 'Timing and retries').map((row) => [codeNames(row[0] ?? '')[0], row[1] ?? '']),
  );
  for (const [name, {seconds}] of Object.entries(sessionConstants)) {
    const cell = constants.get(name);
    const expected = name === 'tokenMaxAge' ? ':fact[jwtMaxAge]' : `${spoken(seconds)} :designed`;
    if (cell !== expected) problems.push(`the constant ${name} reads "${cell ?? '(missing)'}", not "${expected}"`);
  }
  const [first = 0, second = 0, third = 0, fourth = 0, last = 0] = [1, 2, 3, 4, 5].map((failures) =>
    retryDelaySeconds(failures),
  );
  const retryLine = `Retries wait ${String(first)} seconds, ${[second, third, fourth].join(', ')}, then ${String(last / 60)} minutes`;
  if (!markdown.replace(/\s+/g, ' ').includes(retryLine)) problems.push(`the retry sequence is not "${retryLine}"`);
  return problems;
}

test('the lifecycle tables on sdk/loginAndUserState say what src/data/mobileLifecycle.ts says', () => {
  assert.deepEqual(lifecycleProblems(fs.readFileSync(PAGE, 'utf8')), []);
});

test('a drifted row, state or constant on the page is named', () => {
  const page = fs.readFileSync(PAGE, 'utf8');
  const planted = [
    page.replace('| `refreshMargin` | 5 minutes :designed |', '| `refreshMargin` | 10 minutes :designed |'),
    page.replace(/\| `RECONNECTING` \| The SDK logged[^\n]*\n/, ''),
    page.replace('| `READY` | `sdkLoggedOut` | `RECONNECTING` |', '| `READY` | `sdkLoggedOut` | `CONNECTING` |'),
    page.replace('| `removeAllChannels`, `logOut`, `login` |', '| `login` |'),
  ];
  for (const drifted of planted) {
    assert.notEqual(drifted, page, 'the planted drift did not apply');
    assert.ok(lifecycleProblems(drifted).length > 0, 'a drifted page passed');
  }
});

test('the refresh point and retry delays: the numbers both platforms must compute', () => {
  assert.equal(refreshAfterSeconds(0, 7_200), 6_900); // a 2-hour token: 1 h 55 min
  assert.equal(refreshAfterSeconds(0, 240), 120); // a 4-minute token: at half its life, never storming
  assert.equal(refreshAfterSeconds(1_000, undefined), sessionConstants.tokenMaxAge.seconds - 300);
  assert.deepEqual([1, 2, 3, 4, 5, 9].map(retryDelaySeconds), [30, 60, 120, 240, 300, 300]);
});
