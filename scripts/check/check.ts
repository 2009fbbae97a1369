/**
 * `npm run check`: the fast tier. Everything that needs no production build, no nginx and no browser, two steps at
 * a time (the machine's cores), with the tools' caches under node_modules/.cache/vs-check so a second run after a
 * small edit only redoes what changed. Prints each step's time and exits non-zero if any step fails.
 *
 *   npm run check                              all steps
 *   npm run check -- lint 'source scans'       only the named steps
 *
 * Each step is named for what it runs: 'ios example' is `npm run test:ios` (the iOS example's SDK names and its
 * lifecycle), 'android gradle deps' the Android example's Gradle files and the libraries its imports need.
 */
import {spawn} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {runAsScript} from '../lib/run-as-script';

const root = path.resolve(__dirname, '..', '..');
const cache = 'node_modules/.cache/vs-check';

interface Step {
  readonly name: string;
  readonly command: string;
}

export const steps: readonly Step[] = [
  {name: 'site types', command: `tsc -p tsconfig.json --incremental --tsBuildInfoFile ${cache}/site.tsbuildinfo`},
  {name: 'lint', command: `eslint --max-warnings 0 --cache --cache-location ${cache}/eslint .`},
  {name: 'unit tests', command: 'npm run -s test:unit'},
  {name: 'format', command: `prettier --check --cache --cache-location ${cache}/prettier .`},
  {name: 'spelling', command: `cspell --no-progress --cache --cache-location ${cache}/cspell .`},
  {name: 'api types and exports', command: 'npm run -s test:api'},
  {name: 'typescript samples', command: 'npm run -s test:samples'},
  {
    name: 'web example types',
    command: `tsc -p examples/web/tsconfig.json --incremental --tsBuildInfoFile ${cache}/web-example.tsbuildinfo`,
  },
  {name: 'configurator variants', command: 'npm run -s test:snippets'},
  {name: 'kotlin swift samples', command: 'npm run -s test:native'},
  {name: 'sample definitions', command: 'npm run -s test:sample-definitions'},
  {name: 'ios example', command: 'npm run -s test:ios'},
  {name: 'android gradle deps', command: 'tsx scripts/check/check-android-gradle.ts'},
  {name: 'source scans', command: 'tsx scripts/check/check-sources.ts'},
  {name: 'mdx props', command: 'tsx scripts/check/check-mdx-props.ts'},
];

const nameWidth = Math.max(...steps.map((step) => step.name.length));

interface Result {
  readonly step: Step;
  readonly ok: boolean;
  readonly seconds: number;
  readonly output: string;
}

function run(step: Step): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, {cwd: root, shell: true, env: {...process.env, FORCE_COLOR: '0'}});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({step, ok: code === 0, seconds: (Date.now() - started) / 1000, output}));
  });
}

async function main(only: readonly string[]): Promise<number> {
  const chosen = only.length === 0 ? steps : steps.filter((step) => only.includes(step.name));
  if (chosen.length === 0) {
    console.error(`check: no step named ${only.join(', ')}; steps: ${steps.map((step) => step.name).join(', ')}`);
    return 2;
  }
  const started = Date.now();
  const queue = [...chosen];
  const results: Result[] = [];
  const workers = Array.from({length: Math.min(2, os.availableParallelism())}, async () => {
    for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
      const result = await run(step);
      results.push(result);
      console.log(
        `${result.ok ? 'ok  ' : 'FAIL'}  ${step.name.padEnd(nameWidth)} ${result.seconds.toFixed(1).padStart(5)} s`,
      );
      if (!result.ok) console.log(result.output.trimEnd().replace(/^/gm, '      '));
    }
  });
  await Promise.all(workers);
  const failed = results.filter((result) => !result.ok);
  const total = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`check: ${results.length - failed.length}/${results.length} steps passed in ${total} s`);
  return failed.length === 0 ? 0 : 1;
}

runAsScript(module, main);
