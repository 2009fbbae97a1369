/** A small corpus for the unit tests: two pages with sections, llms.txt, two example files. */
import type {Corpus} from './corpus';

const twin =
  '# Web widget overview\n\nThe `LmtClick` action (designed: confirm at onboarding).\n\n## The five parts\n\nLoader, adapter.\n\n### The adapter\n\nAnswers requests.\n\n## Limits and defaults\n\nNone.\n';
const example = 'export const a = 1;\n// #region sign\n  sign();\n// #endregion sign\n';
export const testCorpus: Corpus = {
  manifest: {siteUrl: 'https://docs.example', areas: [{key: 'web', label: 'Web Widget'}], pageAreas: {}},
  llmsTxt: '# Docs\n\n- [Overview](/docs/web/overview.md): The widget.\n',
  pages: [
    {title: 'Overview', path: '/docs/web/overview', twin: '/docs/web/overview.md', description: '', areas: ['web']},
    {
      title: 'Chat settings',
      path: '/docs/sdk/chatSettings',
      twin: '/docs/sdk/chatSettings.md',
      description: '',
      areas: [],
    },
    {title: 'Docs', path: '/docs', twin: '/docs.md', description: '', areas: []},
  ],
  twins: new Map([
    ['/docs/web/overview', twin],
    ['/docs/sdk/chatSettings', '# Chat settings\n'],
    ['/docs', '# Documentation\n'],
  ]),
  searchFiles: new Map(),
  examples: new Map([
    ['examples/web/src/token/vs-token.ts', example],
    ['examples/ios/App.swift', 'import UIKit\n'],
  ]),
};
