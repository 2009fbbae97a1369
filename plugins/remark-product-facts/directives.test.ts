import assert from 'node:assert/strict';
import {test} from 'node:test';

import {formatFact, loaderSnippet} from '../../src/data/productFacts';
import {resolveDirectivesInText} from './directives';

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
  assert.match(resolved, / and \[Live Match Tracker\]\(\/docs\/web\/widgets\/virtualStadium\/modules\/lmt\)\.$/);
  assert.throws(() => resolveDirectivesInText(':facts[moderationRoles]{links}'), /links work on module lists only/);
});

test('the modules with a published request leave out those whose request name is designed', () => {
  assert.equal(resolveDirectivesInText(':facts[modulesWithPublishedRequests]'), 'Flash Bet and Bet Insights');
  assert.equal(resolveDirectivesInText(':facts[modulesWithDesignedRequests]'), 'Bet Share');
});
