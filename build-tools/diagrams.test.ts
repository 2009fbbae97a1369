import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {walk} from './files';
import {
  darkDiagram,
  darkPalette,
  diagramVariants,
  isSourceDiagram,
  panelDiagram,
  phonePanels,
  variantName,
  viewBoxOf,
} from './diagrams';

const sample = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 940 610" width="940" height="610" data-phone-panels="0 0 400 610; 400 0 540 300">
  <defs><marker id="a"><path d="M0,0 L10,5 z" fill="#0b5cad"/></marker></defs>
  <rect width="940" height="610" fill="#f8fafc"/>
  <g font-size="13" fill="#1f2937"><text x="1" y="2">Label</text></g>
  <rect x="40" y="378" width="300" height="86" fill="#1d4ed8"/>
  <text x="56" y="404" fill="#ffffff">On blue</text>
  <line x1="0" y1="0" x2="5" y2="5" stroke="#0b5cad"/>
</svg>`;

test('the dark version swaps surfaces, ink and lines by role', () => {
  const dark = darkDiagram(sample);
  assert.match(dark, /<rect width="940" height="610" fill="#080b0f"\/>/, 'the ground is a dark surface');
  assert.match(dark, /<g font-size="13" fill="#e6edf3">/, 'a group that holds text takes ink, a title near-white');
  assert.match(
    dark,
    /fill="#1a4580"\/>\n\s*<text x="56" y="404" fill="#f0f6fc">/,
    'white text stays light on a deep blue box',
  );
  assert.match(dark, /<path d="M0,0 L10,5 z" fill="#4a8bd6"\/>/, 'arrowheads match the lines');
  assert.match(dark, /stroke="#4a8bd6"/);
  assert.doesNotMatch(dark, /#f8fafc|#1f2937|#0b5cad/i, 'no light colour is left');
});

test('a colour without a dark counterpart stops the build, naming the diagram', () => {
  assert.throws(
    () => darkDiagram('<svg viewBox="0 0 1 1"><rect fill="#123456"/></svg>', 'X.svg'),
    /X\.svg: colour #123456/,
  );
});

test('every colour the site diagrams use has a dark counterpart', () => {
  const imageDir = path.join(__dirname, '..', 'static', 'img');
  const sources = walk(imageDir).filter((file) => path.dirname(file) !== imageDir && isSourceDiagram(file));
  assert.ok(sources.length >= 20);
  for (const file of sources) assert.doesNotThrow(() => darkDiagram(fs.readFileSync(file, 'utf8'), file));
  for (const [light, dark] of Object.entries(darkPalette))
    assert.match(light + dark.ink + dark.surface, /^(#[0-9a-f]{6}){3}$/);
});

test('phone panels are windows on the same drawing', () => {
  assert.deepEqual(viewBoxOf(sample), {x: 0, y: 0, width: 940, height: 610});
  const panels = phonePanels(sample);
  assert.deepEqual(panels, [
    {x: 0, y: 0, width: 400, height: 610},
    {x: 400, y: 0, width: 540, height: 300},
  ]);
  const second = panelDiagram(sample, panels[1]!);
  assert.match(second, /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="400 0 540 300" width="540" height="300">/);
  assert.equal(second.replace(/<svg[^>]*>/, ''), sample.replace(/<svg[^>]*>/, ''), 'the drawing itself is untouched');
  assert.throws(() => phonePanels('<svg viewBox="0 0 1 1" data-phone-panels="1 2 3">'), /not "x y width height"/);
  assert.deepEqual(phonePanels('<svg viewBox="0 0 1 1">'), []);
});

test('variants are named beside the source, and are not sources themselves', () => {
  assert.deepEqual(
    diagramVariants('Flow.svg', sample).map((file) => file.name),
    ['Flow.dark.svg', 'Flow.phone-1.svg', 'Flow.phone-1.dark.svg', 'Flow.phone-2.svg', 'Flow.phone-2.dark.svg'],
  );
  assert.equal(variantName('Flow.svg', {}), 'Flow.svg');
  assert.ok(isSourceDiagram('/a/Flow.svg'));
  for (const name of ['Flow.dark.svg', 'Flow.light.svg', 'Flow.phone-1.svg', 'Flow.phone-12.dark.svg'])
    assert.ok(!isSourceDiagram(name));
  assert.doesNotMatch(diagramVariants('Flow.svg', sample)[0]!.svg, /data-phone-panels/);
});

test('a phone panel drops what only the wide drawing shows (data-wide-only)', () => {
  const svg = `<svg viewBox="0 0 900 100" data-phone-panels="0 0 400 100; 500 0 400 100">
  <line x1="10" y1="5" x2="20" y2="5" marker-end="url(#a)"/>
  <line x1="380" y1="50" x2="520" y2="50" marker-end="url(#a)" data-wide-only=""/>
  <text x="400" y="40" data-wide-only="">Between the panels</text>
  <g data-wide-only=""><line x1="1" y1="1" x2="2" y2="2"/></g>
</svg>`;
  const [, panel] = diagramVariants('X.svg', svg);
  assert.equal(panel?.name, 'X.phone-1.svg');
  assert.doesNotMatch(panel?.svg ?? '', /data-wide-only|Between the panels/);
  assert.match(panel?.svg ?? '', /<line x1="10"/);
  assert.match(diagramVariants('X.svg', svg)[0]?.svg ?? '', /Between the panels/, 'the wide drawing keeps them');
});
