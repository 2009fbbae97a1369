import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {anchorsOf, brokenLinks} from './sourceLinks';

const root = path.resolve(__dirname, '..', '..', '..');

test('every internal link and anchor in the sources resolves', () => {
  assert.deepEqual(brokenLinks(root), []);
});

test('headings get Docusaurus ids, explicit ids kept', () => {
  const anchors = anchorsOf(
    '## Step 1: get a `jwt`\n\n### Custom {#my-id}\n\n## Step 1: get a `jwt`\n```md\n## not a heading\n```\n',
  );
  assert.deepEqual([...anchors], ['step-1-get-a-jwt', 'my-id', 'step-1-get-a-jwt-1']);
});

/** A copy of docs/ and src/pages with one page edited, in a temporary folder. */
function withEditedPage(file: string, edit: (text: string) => string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-links-'));
  for (const folder of ['docs', 'src/pages', 'static/img', 'virtual-stadium-api/src']) {
    fs.cpSync(path.join(root, folder), path.join(copy, folder), {
      recursive: true,
      filter: (f) => !f.includes(`${path.sep}api${path.sep}`) || folder !== 'docs',
    });
  }
  const target = path.join(copy, file);
  fs.writeFileSync(target, edit(fs.readFileSync(target, 'utf8')));
  return copy;
}

test('a link to a missing page, a missing anchor or an unknown API name fails', () => {
  const copy = withEditedPage('docs/integration/overview.md', (text) =>
    text.concat(
      '\n[a](./noSuchPage.md) [b](./authentication.md#no-such-heading) [c](/docs/web/nowhere) [d](/docs/api/interfaces/NoSuchType)\n',
    ),
  );
  try {
    const reasons = brokenLinks(copy).map((link) => `${link.target}: ${link.reason}`);
    assert.equal(reasons.length, 4, reasons.join('\n'));
    assert.match(reasons[0] ?? '', /no such Markdown file/);
    assert.match(reasons[1] ?? '', /no heading or id "no-such-heading"/);
    assert.match(reasons[2] ?? '', /no page or static file/);
    assert.match(reasons[3] ?? '', /exports no such name/);
  } finally {
    fs.rmSync(copy, {recursive: true, force: true});
  }
});
