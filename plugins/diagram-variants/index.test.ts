import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {formatFact} from '../../src/data/productFacts';
import {diagramVariantsDir, writeDiagramVariants} from './index';

test('a diagram with fact placeholders gets a filled light version, and every variant is filled', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-variants-'));
  try {
    const area = path.join(site, 'static', 'img', 'area');
    fs.mkdirSync(area, {recursive: true});
    const box = 'viewBox="0 0 400 100" width="400" height="100"';
    fs.writeFileSync(
      path.join(area, 'Facts.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg" ${box}><desc>Tokens live {{fact:jwtMaxAge}}.</desc><text fill="#1f2937">{{fact:jwtMaxAge}}</text></svg>\n`,
    );
    fs.writeFileSync(
      path.join(area, 'Plain.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg" ${box}><text>x</text></svg>\n`,
    );
    const {diagrams} = writeDiagramVariants(site);
    assert.equal(diagrams['/img/area/Facts.svg']?.light, 'Facts.light.svg');
    assert.equal(diagrams['/img/area/Plain.svg']?.light, undefined);
    const out = path.join(site, diagramVariantsDir, 'img', 'area');
    for (const name of ['Facts.light.svg', 'Facts.dark.svg']) {
      const text = fs.readFileSync(path.join(out, name), 'utf8');
      assert.ok(!text.includes('{{fact'), `${name} has a placeholder left`);
      assert.ok(text.includes(`Tokens live ${formatFact('jwtMaxAge')}.`), name);
    }
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
});
