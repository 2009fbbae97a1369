import assert from 'node:assert/strict';
import {test} from 'node:test';

import {matchedSection, withoutDesignedMarker} from './matches';
import {testCorpus} from './testCorpus';

test('the designed marker is taken out of an excerpt, whole or cut at its end', () => {
  const cases: [string, string][] = [
    [
      'confirmed at onboarding Designed: confirm at onboarding. Modules add betting features',
      'confirmed at onboarding. Modules add betting features',
    ],
    ['The LmtClick action (designed: confirm at onboarding). It opens', 'The LmtClick action. It opens'],
    ['report taps through onAction Designed: confirm at', 'report taps through onAction'],
    ['report taps through onAction Designed:…', 'report taps through onAction…'],
    // The word alone is prose, not the badge.
    ['the docs team designed the flag', 'the docs team designed the flag'],
  ];
  for (const [excerpt, expected] of cases) assert.equal(withoutDesignedMarker(excerpt), expected, excerpt);
});

test("a hit's section is the one its excerpt comes from; designed names are looked for in that section only", () => {
  const hit = (excerpt: string, sections: {id: string; text: string}[]) => ({
    url: '/docs/web/overview',
    title: 'Overview',
    excerpt: [{text: excerpt, marked: false}],
    sections: sections.map(({id, text}) => ({
      title: id,
      url: `/docs/web/overview#${id}`,
      excerpt: [{text, marked: true}],
    })),
  });
  const inParts = matchedSection(
    testCorpus,
    hit('Loader adapter and more', [
      {id: 'the-adapter', text: 'Answers requests'},
      {id: 'the-five-parts', text: 'Loader adapter and'},
    ]),
  );
  assert.equal(inParts.section?.id, 'the-five-parts');
  assert.deepEqual([inParts.designedNames, inParts.marked], [[], false]);
  // Nothing shared with a section: the excerpt is from the top of the page, which states "LmtClick" with the marker.
  const top = matchedSection(testCorpus, hit('The LmtClick action', [{id: 'the-adapter', text: 'Answers requests'}]));
  assert.equal(top.section, undefined);
  assert.deepEqual([top.designedNames, top.marked], [['the "LmtClick" action'], true]);
  assert.equal(top.size, Buffer.byteLength(testCorpus.twins.get('/docs/web/overview') ?? ''));
});
