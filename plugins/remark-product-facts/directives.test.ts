import assert from 'node:assert/strict';
import {test} from 'node:test';

import {formatFact, loaderSnippet} from '../../src/data/productFacts';
import {designedRequestNames} from 'virtual-stadium-api/internal/designed';
import {docPath, webModules, type WidgetModule} from '../../src/data/siteAreas';
import {joinAsProse, resolveDirectivesInText} from './directives';

test('fact, list and marker directives resolve to the facts source in plain Markdown', () => {
  const source =
    'At most :fact[jwtMaxAge] (:fact[jwtMaxAge]{form=number} h). Roles: :facts[moderationRoles]. Types: :facts[jwtEnvValues]{code}. `CopyBet` :designed.';
  assert.equal(
    resolveDirectivesInText(source),
    `At most ${formatFact('jwtMaxAge')} (${formatFact('jwtMaxAge', 'number')} h). Roles: Supervisor, Moderator and Guest. Types: \`dev\` and \`prod\`. \`CopyBet\` (designed: confirm at onboarding).`,
  );
});

test('the loader snippet directive becomes a fenced html block with the one loader; code fences are left alone', () => {
  const resolved = resolveDirectivesInText(
    'Intro\n\n::loader-snippet{title="index.html"}\n\n```ts\nconst a = ":fact[x]";\n```',
  );
  assert.equal(
    resolved,
    `Intro\n\n\`\`\`html title="index.html"\n${loaderSnippet()}\n\`\`\`\n\n\`\`\`ts\nconst a = ":fact[x]";\n\`\`\``,
  );
});

test('an unknown fact name fails loudly instead of shipping as text', () => {
  assert.throws(() => resolveDirectivesInText(':fact[jwtMaxAgee]'), /names no fact/);
});

test('a module list can link each module to its page; other lists cannot', () => {
  const resolved = resolveDirectivesInText('Switch on :facts[modules]{links}.');
  assert.match(resolved, /^Switch on \[Flash Bet\]\(\/docs\/web\/widgets\/virtualStadium\/modules\/flashBet\), /);
  // The last module of the registry, whichever a maintainer adds.
  const last = webModules.at(-1);
  assert.ok(resolved.endsWith(` and [${last?.label ?? ''}](${docPath(last?.docId ?? '')}).`), resolved);
  assert.throws(() => resolveDirectivesInText(':facts[moderationRoles]{links}'), /links work on module lists only/);
});

test('the modules with a published request leave out those whose request name is designed', () => {
  const withRequest = (designed: boolean) =>
    (webModules as readonly WidgetModule[])
      .filter(
        (module) =>
          module.request !== undefined &&
          (designedRequestNames as readonly string[]).includes(module.request) === designed,
      )
      .map((module) => module.label);
  assert.equal(resolveDirectivesInText(':facts[modulesWithPublishedRequests]'), joinAsProse(withRequest(false)));
  assert.equal(resolveDirectivesInText(':facts[modulesWithDesignedRequests]'), joinAsProse(withRequest(true)));
  // Bet Share's request name is designed for a custom adapter (designed.ts); Flash Bet's is published.
  assert.ok(withRequest(true).includes('Bet Share') && withRequest(false).includes('Flash Bet'));
});
