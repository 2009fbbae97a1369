// cspell:ignore overveiw fram setings nonexistentword
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';

import {encodeBase64url} from '../../src/utils/jwtCheck';
import {testCorpus} from './testCorpus';
import type {SiteSearch} from './search';
import {createDocsServer, maxQueryLength, resourceNotFoundCode, searchableQuery} from './server';

/** A search that finds the overview page, its excerpt in "The five parts", and records the queries it was given. */
function fakeSearch(queries: string[]): SiteSearch {
  return {
    ready: Promise.resolve(),
    close: () => undefined,
    search(query) {
      queries.push(query);
      // The site's search finds nothing for these (src/utils/searchQuery.ts: stop words, words the index lacks).
      if (['nonexistentword', 'chat setings', 'the'].includes(query)) return Promise.resolve({total: 0, hits: []});
      const excerpt = 'Loader, adapter and the LmtClick action Designed: confirm at onboarding. More text';
      return Promise.resolve({
        total: 1,
        hits: [
          {
            hit: {
              url: '/docs/web/overview',
              title: 'Web widget overview',
              excerpt: [{text: excerpt, marked: false}],
              sections: [
                {
                  title: 'The adapter',
                  url: '/docs/web/overview#the-adapter',
                  excerpt: [{text: 'Answers requests.', marked: false}],
                },
                {
                  title: 'The five parts',
                  url: '/docs/web/overview#the-five-parts',
                  excerpt: [{text: 'Loader, adapter and the LmtClick action', marked: false}],
                },
              ],
            },
            excerpt,
          },
        ],
      });
    },
  };
}

async function connected(queries: string[] = []): Promise<Client> {
  const server = createDocsServer(testCorpus, fakeSearch(queries));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({name: 'unit', version: '1.0.0'});
  await client.connect(clientSide);
  return client;
}

const textOf = (result: unknown, index = 0): string => {
  const block = (result as {content: {type: string; text?: string}[]}).content[index];
  return block?.type === 'text' ? (block.text ?? '') : '';
};

test('every tool refuses an argument its schema does not name', async () => {
  const client = await connected();
  const {tools} = await client.listTools();
  assert.deepEqual(tools.map((tool) => tool.name).sort(), ['check_token', 'get_page', 'list_pages', 'search_docs']);
  for (const tool of tools) assert.equal(tool.inputSchema.additionalProperties, false, tool.name);
  const calls: [string, Record<string, unknown>][] = [
    ['get_page', {path: '/docs/web/overview', format: 'html'}],
    ['search_docs', {query: 'token', lang: 'de'}],
    ['list_pages', {area: 'web', page: 2}],
    ['check_token', {token: 'a.b.c', key: 'secret'}],
  ];
  for (const [name, args] of calls) {
    const result = await client.callTool({name, arguments: args});
    assert.equal(result.isError, true, name);
    assert.match(textOf(result), /Unrecognized key/, name);
  }
});

test('a query past 1,000 characters is cut at a word, and the answer says so', async () => {
  const queries: string[] = [];
  const client = await connected(queries);
  const pasted = `TypeError: token rejected\n    at verify (${'frame '.repeat(400)})`;
  const result = await client.callTool({name: 'search_docs', arguments: {query: pasted}});
  assert.equal(result.isError, undefined);
  const out = result.structuredContent as {query: string; note?: string};
  assert.ok(out.query.length <= maxQueryLength && out.query.length > maxQueryLength - 10, String(out.query.length));
  assert.ok(!out.query.endsWith('fram'), 'cut at a word');
  assert.equal(queries[0], out.query);
  assert.match(
    out.note ?? '',
    /was \d+ characters long; only its first \d+ \(up to 1000, cut at a word\) were searched/,
  );
  const short = await client.callTool({name: 'search_docs', arguments: {query: '  token\n expired '}});
  assert.deepEqual(
    [(short.structuredContent as {query: string}).query, (short.structuredContent as {note?: string}).note],
    ['token expired', undefined],
  );
  assert.equal((await client.callTool({name: 'search_docs', arguments: {query: '   '}})).isError, true);
  assert.equal(searchableQuery('x'.repeat(1500)).query.length, maxQueryLength);
});

test('a search result names its matched section, says whether that section states a designed name, and drops the marker', async () => {
  const client = await connected();
  const result = await client.callTool({name: 'search_docs', arguments: {query: 'adapter'}});
  const [hit] = (result.structuredContent as {results: Record<string, unknown>[]}).results;
  assert.deepEqual(hit?.section, {
    id: 'the-five-parts',
    title: 'The five parts',
    size: Buffer.byteLength('## The five parts\n\nLoader, adapter.\n\n### The adapter\n\nAnswers requests.\n\n'),
  });
  assert.equal(hit?.excerpt, 'Loader, adapter and the LmtClick action. More text');
  // "The five parts" states no designed name, although the page does (at its top).
  assert.equal(hit?.designed, false);
  assert.deepEqual(hit?.designedNames, []);
});

test('get_page returns the page or a section, and a second block with its sections', async () => {
  const client = await connected();
  const whole = await client.callTool({name: 'get_page', arguments: {path: '/Docs/Web/Overview.md'}});
  assert.equal(textOf(whole), testCorpus.twins.get('/docs/web/overview'));
  const info = JSON.parse(textOf(whole, 1)) as {sections: {id: string; title: string; size: number; level: number}[]};
  assert.deepEqual(
    info.sections.map((section) => [section.id, section.level]),
    [
      ['the-five-parts', 2],
      ['the-adapter', 3],
      ['limits-and-defaults', 2],
    ],
  );
  const part = await client.callTool({
    name: 'get_page',
    arguments: {path: '/docs/web/overview', section: 'the-adapter'},
  });
  assert.equal(textOf(part), '### The adapter\n\nAnswers requests.\n\n');
  assert.deepEqual((JSON.parse(textOf(part, 1)) as {section: unknown}).section, {
    id: 'the-adapter',
    title: 'The adapter',
    size: Buffer.byteLength('### The adapter\n\nAnswers requests.\n\n'),
  });
  const miss = await client.callTool({name: 'get_page', arguments: {path: '/docs/web/overveiw'}});
  assert.equal(miss.isError, true);
  assert.match(textOf(miss), /the closest: \/docs\/web\/overview/);
  assert.equal(textOf(await client.callTool({name: 'get_page', arguments: {path: '/llms.txt'}})), testCorpus.llmsTxt);
});

test('check_token runs the token checker and says what it cannot check', async () => {
  const client = await connected();
  const token = [
    encodeBase64url(JSON.stringify({alg: 'HS256', typ: 'JWT'})),
    encodeBase64url(JSON.stringify({sub: 'user-1'})),
    'c2ln',
  ].join('.');
  const result = await client.callTool({name: 'check_token', arguments: {token}});
  const out = result.structuredContent as {
    ok: boolean;
    results: {rule: string; status: string}[];
    counts: {fail: number};
    notChecked: string[];
  };
  assert.equal(out.ok, true);
  assert.equal(out.results.find((rule) => rule.rule === 'alg')?.status, 'fail');
  assert.ok(out.counts.fail > 0);
  assert.match(out.notChecked[0] ?? '', /^The signature: verifying it needs the public key/);
  const bad = await client.callTool({name: 'check_token', arguments: {token: 'Bearer abc'}});
  const badOut = bad.structuredContent as {ok: boolean; problem: {kind: string; message: string}};
  assert.deepEqual([badOut.ok, badOut.problem.kind], [false, 'not-jwt']);
  assert.match(badOut.problem.message, /Remove the word “Bearer”/);
});

test('resources: pages with or without .md in any case, llms.txt, examples by platform, -32002 for the rest', async () => {
  const client = await connected();
  const {resources} = await client.listResources();
  const uris = resources.map((resource) => resource.uri);
  assert.ok(uris.includes('https://docs.example/docs/web/overview.md'));
  assert.ok(uris.includes('https://docs.example/llms.txt'));
  assert.ok(uris.includes('virtual-stadium-docs:///examples/web/'));
  assert.ok(uris.includes('virtual-stadium-docs:///examples/web/src/token/vs-token.ts'));
  assert.ok(uris.includes('virtual-stadium-docs:///examples/ios/App.swift'));
  assert.ok(!uris.includes('virtual-stadium-docs:///examples/android/'), 'no list for a platform with no file');
  const {resourceTemplates} = await client.listResourceTemplates();
  assert.deepEqual(
    resourceTemplates.map((template) => template.name),
    ['pages', 'examples'],
  );

  const read = async (uri: string): Promise<string> => {
    const content = (await client.readResource({uri})).contents[0];
    return content && 'text' in content ? content.text : '';
  };
  const twin = testCorpus.twins.get('/docs/web/overview');
  assert.equal(await read('https://docs.example/docs/web/overview.md'), twin);
  assert.equal(await read('https://docs.example/docs/web/overview'), twin);
  assert.equal(await read('https://docs.example/DOCS/WEB/OVERVIEW'), twin);
  assert.equal(
    await read('https://docs.example/docs/web/overview.md#limits-and-defaults'),
    '## Limits and defaults\n\nNone.\n',
  );
  assert.equal(await read('https://docs.example/llms.txt'), testCorpus.llmsTxt);
  assert.equal(await read('virtual-stadium-docs:///examples/web/'), 'examples/web/src/token/vs-token.ts\n');
  assert.equal(await read('virtual-stadium-docs:///examples/ios/App.swift'), 'import UIKit\n');

  for (const uri of [
    'https://docs.example/docs/no-such-page.md',
    'https://docs.example/docs/web/overveiw.md',
    'https://elsewhere.example/docs/web/overview.md',
    'virtual-stadium-docs:///examples/web/missing.ts',
    'virtual-stadium-docs:///examples/android/',
    'not a uri',
  ]) {
    await assert.rejects(
      client.readResource({uri}),
      (error: {code?: number; message?: string; data?: {uri?: string}}) =>
        error.code === resourceNotFoundCode &&
        /Resource not found/.test(error.message ?? '') &&
        error.data?.uri === uri,
      uri,
    );
  }
  await assert.rejects(
    client.readResource({uri: 'https://docs.example/docs/web/overveiw.md'}),
    (error: {data?: {closest?: string[]}}) => error.data?.closest?.[0] === '/docs/web/overview',
  );
});

test('a query that finds nothing says so and names the closest pages by title or path, never as results', async () => {
  const client = await connected();
  const call = async (query: string): Promise<{total: number; results: unknown[]; note?: string; closest?: unknown}> =>
    (await client.callTool({name: 'search_docs', arguments: {query}})).structuredContent as {
      total: number;
      results: unknown[];
      note?: string;
      closest?: unknown;
    };
  const typo = await call('chat setings');
  assert.deepEqual([typo.total, typo.results], [0, []]);
  assert.match(typo.note ?? '', /^No results for "chat setings"/);
  assert.deepEqual(typo.closest, [{path: '/docs/sdk/chatSettings', title: 'Chat settings'}]);
  for (const query of ['nonexistentword', 'the']) {
    const nothing = await call(query);
    assert.deepEqual([nothing.total, nothing.results, nothing.closest], [0, [], []], query);
    assert.match(nothing.note ?? '', /^No results for/, query);
  }
  // A query that finds pages has no closest list.
  assert.equal((await call('adapter')).closest, undefined);
});
