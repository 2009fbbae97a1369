/**
 * Type-checks the embed configurator's TypeScript output against the API types for every subset of
 * modules (64), each combined with no action, every single action (15), and all actions together.
 * Action cases are generated independently of each other, so these cover every line any combination
 * can produce. Prints `snippets: N passed, M failed`.
 */
import path from 'node:path';

import {
  actionOptions,
  buildEmbedSnippet,
  defaultOptions,
  moduleOptions,
  type EmbedOptions,
  type ModuleKey,
} from '../../src/utils/embedConfigurator';
import {runAsScript} from '../lib/run-as-script';
import {typeCheckSamples, type Sample} from './check-doc-samples';

const root = path.resolve(__dirname, '..', '..');
const actionSets: EmbedOptions['actions'][] = [
  [],
  ...actionOptions.map((option) => [option.type]),
  actionOptions.map((option) => option.type),
];

/** One sample per combination of modules and action set the configurator offers. */
function configuratorSamples(): Sample[] {
  const samples: Sample[] = [];
  for (let mask = 0; mask < 1 << moduleOptions.length; mask += 1) {
    const modules = moduleOptions.filter((_, bit) => (mask & (1 << bit)) !== 0).map((option): ModuleKey => option.key);
    for (const actions of actionSets) {
      const options: EmbedOptions = {
        ...defaultOptions,
        modules,
        actions,
        channelId: 'derby-2026-11-21',
        selector: '.chat-panel',
      };
      samples.push({
        docPath: `embed-configurator/modules-${modules.join('+') || 'none'}/actions-${actions.length === actionOptions.length ? 'all' : actions.join('+') || 'none'}`,
        fenceLine: 0,
        index: samples.length + 1,
        extension: '.ts',
        code: buildEmbedSnippet(options).script,
      });
    }
  }
  return samples;
}

function main(): number {
  const result = typeCheckSamples(root, configuratorSamples());
  for (const error of result.errors.slice(0, 20)) console.error(error.text);
  console.log(`snippets: ${result.passed} passed, ${result.failed} failed`);
  return result.failed > 0 || result.errors.length > 0 ? 1 : 0;
}

runAsScript(module, main);
