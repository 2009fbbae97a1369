/**
 * The docs' MCP server (docs-mcp/, README "Docs in your AI assistant") with the SDK's own client, over both
 * transports: stdio, by running the tarball the site serves with npx, and Streamable HTTP through nginx's /mcp.
 * nginx's side of /mcp (methods, Origin, rate limit, the site without the service) is in serving.spec.ts.
 */
// cspell:ignore overveiw nonexistentword xqzflashbet
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {expect, test, type Page} from '@playwright/test';

import {pageOfTwin, parseLlmsTxt} from '../docs-mcp/src/corpus';
import {jwtAlgorithm, jwtEnvValues, jwtUserTypes, productFacts} from '../src/data/productFacts';
import {areas} from '../src/data/siteAreas';
import {connect, resultText, type McpConnection, type TransportName} from './support/mcp';
import {searchQueries} from './support/search-queries';
import {siteOrigin} from './support/servers';

const transports: readonly TransportName[] = ['stdio', 'http'];

/** The site's origin as the server states it (list_pages gives each page's URL). */
async function siteOriginOf(mcp: McpConnection): Promise<string> {
  const result = await mcp.client.callTool({name: 'list_pages', arguments: {area: 'web'}});
  const url = (result.structuredContent as {pages: {url: string}[]}).pages[0]?.url ?? '';
  return new URL(url).origin;
}

async function servedBytes(urlPath: string): Promise<Buffer> {
  const response = await fetch(`${siteOrigin}${urlPath}`);
  expect(response.status, urlPath).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

interface SearchOut {
  query: string;
  total: number;
  results: {
    title: string;
    path: string;
    url: string;
    excerpt: string;
    designed: boolean;
    designedNames: string[];
    section: {id: string; title: string; size: number} | null;
  }[];
}

interface SearchCall extends SearchOut {
  note?: string;
  closest?: {path: string; title: string}[];
}

async function searchDocs(mcp: McpConnection, query: string, limit?: number): Promise<SearchCall> {
  const result = await mcp.client.callTool({
    name: 'search_docs',
    arguments: limit === undefined ? {query} : {query, limit},
  });
  expect(result.isError ?? false, query).toBe(false);
  return result.structuredContent as SearchCall;
}

/** The words of a text, lower case, letters and digits only: Markdown and the index's " · " or ";" between cells
 * fall away. */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** A section's own text in a twin read with get_page "#id": up to its first subsection (as search_docs judges it). */
const ownText = (section: string): string => {
  const next = section.indexOf('\n#', section.indexOf('\n'));
  return next < 0 ? section : section.slice(0, next);
};

/** The designed marker's words, as the twins write them after a designed name or claim. */
const markerWords = /confirm at onboarding/i;

/** A bad call, and what its error result must say. */
const badCalls: readonly {label: string; name: string; args: Record<string, unknown>; says: RegExp}[] = [
  {
    label: 'unknown page',
    name: 'get_page',
    args: {path: '/docs/no-such-page'},
    says: /no page at "\/docs\/no-such-page"/,
  },
  {label: 'a file path', name: 'get_page', args: {path: '/etc/passwd'}, says: /no page at "\/etc\/passwd"/},
  {label: '.. in path', name: 'get_page', args: {path: '/docs/../../../etc/passwd'}, says: /"\." or "\.\." segments/},
  {
    label: 'encoded .. in path',
    name: 'get_page',
    args: {path: '/docs/%2e%2e/%2e%2e/etc/passwd'},
    says: /may hold only/,
  },
  {
    label: 'absolute URL in path',
    name: 'get_page',
    args: {path: 'https://evil.example/docs/web/overview'},
    says: /not a URL/,
  },
  {label: 'file URL in path', name: 'get_page', args: {path: 'file:///etc/passwd'}, says: /not a URL/},
  {label: 'query of 20 KB', name: 'search_docs', args: {query: 'token '.repeat(3414)}, says: /at most 16384 character/},
  {
    label: 'unknown argument',
    name: 'get_page',
    args: {path: '/docs/web/overview', format: 'html'},
    says: /Unrecognized key\(s\) in object: 'format'/,
  },
  {
    label: 'unknown argument to search_docs',
    name: 'search_docs',
    args: {query: 'token', lang: 'de'},
    says: /Unrecognized key\(s\) in object: 'lang'/,
  },
  {
    label: 'unknown argument to list_pages',
    name: 'list_pages',
    args: {area: 'web', page: 2},
    says: /Unrecognized key\(s\) in object: 'page'/,
  },
  {
    label: 'unknown argument to check_token',
    name: 'check_token',
    args: {token: 'a.b.c', key: 'secret'},
    says: /Unrecognized key\(s\) in object: 'key'/,
  },
  {label: 'unknown section', name: 'get_page', args: {path: '/docs/web/overview#nope'}, says: /has no section "nope"/},
  {label: 'token of the wrong type', name: 'check_token', args: {token: 42}, says: /Expected string/},
  {label: 'query of the wrong type', name: 'search_docs', args: {query: 42}, says: /Expected string, received number/},
  {label: 'limit of the wrong type', name: 'search_docs', args: {query: 'token', limit: '3'}, says: /Expected number/},
  {label: 'path of the wrong type', name: 'get_page', args: {path: ['/docs/web/overview']}, says: /Expected string/},
  {label: 'missing path', name: 'get_page', args: {}, says: /Required/},
  {label: 'unknown area', name: 'list_pages', args: {area: 'marketing'}, says: /Invalid enum value/},
  {label: 'unknown tool', name: 'delete_page', args: {path: '/docs/web/overview'}, says: /Tool delete_page not found/},
];

for (const transport of transports) {
  test.describe(`MCP server over ${transport}`, () => {
    test.describe.configure({mode: 'serial'});
    let mcp: McpConnection;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      mcp = await connect(transport);
    });
    test.afterAll(async () => {
      await mcp.close();
    });

    test('lists the four tools with their schemas, the pages and examples as resources and the designed-names prompt', async () => {
      const {tools} = await mcp.client.listTools();
      const byName = new Map(tools.map((tool) => [tool.name, tool]));
      expect([...byName.keys()].sort()).toEqual(['check_token', 'get_page', 'list_pages', 'search_docs']);
      for (const tool of tools) expect(tool.inputSchema.additionalProperties, tool.name).toBe(false);
      expect(byName.get('search_docs')?.inputSchema).toMatchObject({
        type: 'object',
        properties: {
          query: {type: 'string', minLength: 1, maxLength: 16384},
          limit: {type: 'integer', minimum: 1, maximum: 20},
        },
        required: ['query'],
        additionalProperties: false,
      });
      expect(byName.get('search_docs')?.outputSchema?.properties).toHaveProperty('results');
      expect(byName.get('get_page')?.inputSchema).toMatchObject({
        properties: {path: {type: 'string', maxLength: 300}, section: {type: 'string'}},
        required: ['path'],
      });
      expect(byName.get('check_token')?.inputSchema).toMatchObject({
        properties: {token: {type: 'string'}},
        required: ['token'],
      });
      expect(byName.get('list_pages')?.inputSchema).toMatchObject({
        properties: {area: {type: 'string', enum: areas.map((area) => area.key)}},
      });
      expect(byName.get('list_pages')?.inputSchema.required ?? []).toEqual([]);
      for (const tool of tools) expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);

      const llms = parseLlmsTxt((await servedBytes('/llms.txt')).toString('utf8'));
      const {resources} = await mcp.client.listResources();
      expect(resources.filter((resource) => resource.mimeType === 'text/markdown')).toHaveLength(llms.length);
      for (const platform of ['web', 'android', 'ios']) {
        const files = resources.filter((resource) =>
          resource.uri.startsWith(`virtual-stadium-docs:///examples/${platform}/`),
        );
        expect(files.length, platform).toBeGreaterThan(5);
      }
      const overview = resources.find((resource) => resource.uri.endsWith('/docs/web/overview.md'));
      expect(overview?.mimeType).toBe('text/markdown');
      const read = await mcp.client.readResource({uri: overview?.uri ?? ''});
      const content = read.contents[0];
      expect(content && 'text' in content ? content.text : '').toBe(
        (await servedBytes('/docs/web/overview.md')).toString('utf8'),
      );

      const {prompts} = await mcp.client.listPrompts();
      expect(prompts.map((prompt) => prompt.name)).toEqual(['designed-names']);
      const prompt = await mcp.client.getPrompt({name: 'designed-names'});
      const message = prompt.messages[0]?.content;
      expect(message?.type === 'text' ? message.text : '').toContain('designed: confirm at onboarding');
    });

    test('get_page returns every twin of llms.txt byte for byte as nginx serves it', async () => {
      test.setTimeout(120_000);
      const llms = parseLlmsTxt((await servedBytes('/llms.txt')).toString('utf8'));
      expect(llms.length).toBeGreaterThan(90);
      for (const entry of llms) {
        const served = await servedBytes(entry.twin);
        const result = await mcp.client.callTool({name: 'get_page', arguments: {path: pageOfTwin(entry.twin)}});
        expect(result.isError ?? false, entry.twin).toBe(false);
        expect(Buffer.from(resultText(result), 'utf8').equals(served), `${entry.twin} differs`).toBe(true);
      }
      // A page as a reader writes it: twin path, trailing slash, another case, the site's URL.
      const overview = (await servedBytes('/docs/web/overview.md')).toString('utf8');
      const origin = await siteOriginOf(mcp);
      for (const form of [
        '/docs/web/overview.md',
        'docs/web/overview/',
        '/Docs/Web/Overview',
        `${origin}/docs/web/overview`,
      ]) {
        const result = await mcp.client.callTool({name: 'get_page', arguments: {path: form}});
        expect(resultText(result), form).toBe(overview);
      }
    });

    test('get_page reads one section, lists the sections, and suggests the closest routes', async () => {
      const overview = (await servedBytes('/docs/web/overview.md')).toString('utf8');
      const start = overview.indexOf('## The five parts\n');
      const section = overview.slice(start, overview.indexOf('\n## ', start + 1) + 1);
      for (const args of [
        {path: '/docs/web/overview#the-five-parts'},
        {path: '/docs/web/overview', section: 'the-five-parts'},
      ]) {
        const result = await mcp.client.callTool({name: 'get_page', arguments: args});
        expect(resultText(result), JSON.stringify(args)).toBe(section);
      }
      const whole = await mcp.client.callTool({name: 'get_page', arguments: {path: '/docs/web/overview'}});
      const blocks = whole.content as {type: string; text: string}[];
      const info = JSON.parse(blocks[1]?.text ?? '{}') as {
        size: number;
        sections: {id: string; title: string; size: number}[];
      };
      expect(info.size).toBe(Buffer.byteLength(overview));
      expect(info.sections.find((entry) => entry.id === 'the-five-parts')).toMatchObject({
        title: 'The five parts',
        size: Buffer.byteLength(section),
      });
      // Every heading of the page is listed, in order, with its id, title and size.
      const headings = [...overview.matchAll(/^#{2,6} (.+)$/gm)].map((match) => match[1]);
      expect(info.sections.map((entry) => entry.title)).toEqual(headings);
      // A search result names its section as get_page lists it.
      const hit = (await searchDocs(mcp, 'token expired', 3)).results.find(
        (entry) => entry.path === '/docs/integration/authentication',
      );
      const page = await mcp.client.callTool({name: 'get_page', arguments: {path: hit?.path ?? ''}});
      const listed = (JSON.parse((page.content as {text: string}[])[1]?.text ?? '{}') as typeof info).sections;
      expect(listed.map(({id, title, size}) => ({id, title, size}))).toContainEqual(hit?.section);

      // The spec's routes mix cases; either spelling reads the page.
      for (const [asked, page] of [
        ['/docs/sdk/chatsettings', '/docs/sdk/chatSettings'],
        ['/docs/iosSdk/chatSettings', '/docs/iosSdk/chatsettings'],
      ] as const) {
        const result = await mcp.client.callTool({name: 'get_page', arguments: {path: asked}});
        expect(resultText(result), asked).toBe((await servedBytes(`${page}.md`)).toString('utf8'));
      }
      const llms = await mcp.client.callTool({name: 'get_page', arguments: {path: '/llms.txt'}});
      expect(resultText(llms)).toBe((await servedBytes('/llms.txt')).toString('utf8'));
      const miss = await mcp.client.callTool({name: 'get_page', arguments: {path: '/docs/web/overveiw'}});
      expect(miss.isError).toBe(true);
      expect(resultText(miss)).toMatch(/the closest: \/docs\/web\/overview\b/);
      const example = await mcp.client.callTool({
        name: 'get_page',
        arguments: {path: 'examples/web/src/token/vs-token.ts'},
      });
      expect(resultText(example)).toContain('RS256');
    });

    test('resources: a page without .md, examples by platform, and -32002 for an unknown one', async () => {
      const overview = (await servedBytes('/docs/web/overview.md')).toString('utf8');
      const origin = await siteOriginOf(mcp);
      const read = await mcp.client.readResource({uri: `${origin}/docs/web/overview`});
      const content = read.contents[0];
      expect(content && 'text' in content ? content.text : '').toBe(overview);
      const list = await mcp.client.readResource({uri: 'virtual-stadium-docs:///examples/web/'});
      const files = (list.contents[0] && 'text' in list.contents[0] ? list.contents[0].text : '').trim().split('\n');
      expect(files).toContain('examples/web/src/token/vs-token.ts');
      // Each platform's list names its files, each a listed resource that reads as text.
      const {resources} = await mcp.client.listResources();
      const listedUris = new Set(resources.map((resource) => resource.uri));
      for (const [platform, file] of [
        ['web', 'examples/web/src/token/vs-token.ts'],
        ['android', undefined],
        ['ios', undefined],
      ] as const) {
        const read = await mcp.client.readResource({uri: `virtual-stadium-docs:///examples/${platform}/`});
        const names = (read.contents[0] && 'text' in read.contents[0] ? read.contents[0].text : '').trim().split('\n');
        expect(names.length, platform).toBeGreaterThan(5);
        for (const name of names) {
          expect(name.startsWith(`examples/${platform}/`), name).toBe(true);
          expect(listedUris.has(`virtual-stadium-docs:///${name}`), name).toBe(true);
        }
        const uri = `virtual-stadium-docs:///${file ?? names[0] ?? ''}`;
        const content = (await mcp.client.readResource({uri})).contents[0];
        expect(content && 'text' in content ? content.text.length : 0, uri).toBeGreaterThan(0);
      }
      for (const uri of [`${origin}/docs/no-such-page.md`, 'https://elsewhere.example/x.md']) {
        const error = await mcp.client.readResource({uri}).then(
          () => undefined,
          (thrown: unknown) => thrown as {code?: number; message?: string},
        );
        expect(error?.code, uri).toBe(-32002);
        expect(error?.message, uri).toContain('Resource not found');
      }
      const next = await mcp.client.callTool({name: 'search_docs', arguments: {query: 'token expired', limit: 3}});
      expect(next.isError ?? false).toBe(false);
    });

    test('search_docs takes a pasted error message up to 1,000 characters and says when it cut one', async () => {
      const pasted = `VsTokenRejected: exp is in the past ${'at checkVsToken (check-token.ts:42:11) '.repeat(40)}`;
      const result = await mcp.client.callTool({name: 'search_docs', arguments: {query: pasted}});
      expect(result.isError ?? false).toBe(false);
      const out = result.structuredContent as SearchOut & {note?: string};
      expect(out.query.length).toBeLessThanOrEqual(1000);
      expect(out.note).toMatch(/characters long; only its first \d+ \(up to 1000, cut at a word\) were searched/);
    });

    test('check_token runs the token checker rules and says it cannot verify the signature', async () => {
      const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
      const token = `${part({alg: 'HS256', typ: 'JWT'})}.${part({sub: 'user-1', iat: Date.now()})}.c2ln`;
      const result = await mcp.client.callTool({name: 'check_token', arguments: {token}});
      const out = result.structuredContent as {
        ok: boolean;
        results: {rule: string; status: string; message: string}[];
        notChecked: string[];
      };
      expect(out.ok).toBe(true);
      expect(out.results.find((entry) => entry.rule === 'alg')?.status).toBe('fail');
      expect(out.results.find((entry) => entry.rule === 'iat')?.message).toMatch(/milliseconds/);
      expect(out.notChecked[0]).toMatch(/^The signature/);
    });

    test('list_pages gives llms.txt, whole or for one area', async () => {
      const llms = parseLlmsTxt((await servedBytes('/llms.txt')).toString('utf8'));
      const all = await mcp.client.callTool({name: 'list_pages', arguments: {}});
      const pages = (all.structuredContent as {pages: {title: string; path: string; description: string}[]}).pages;
      expect(pages.map((page) => [page.title, `${page.path}.md`, page.description])).toEqual(
        llms.map((entry) => [entry.title, entry.twin, entry.description]),
      );
      for (const area of areas) {
        const result = await mcp.client.callTool({name: 'list_pages', arguments: {area: area.key}});
        const listed = (result.structuredContent as {pages: {path: string; areas: string[]}[]}).pages;
        expect(listed.length, area.key).toBeGreaterThan(2);
        for (const page of listed) expect(page.areas, page.path).toContain(area.key);
      }
      const moderation = await mcp.client.callTool({name: 'list_pages', arguments: {area: 'moderationUi'}});
      const moderationPaths = (moderation.structuredContent as {pages: {path: string}[]}).pages.map(
        (page) => page.path,
      );
      expect(moderationPaths.every((page) => page.startsWith('/docs/moderationUi/'))).toBe(true);
      const integration = await mcp.client.callTool({name: 'list_pages', arguments: {area: 'integration'}});
      expect((integration.structuredContent as {pages: {path: string}[]}).pages.map((page) => page.path)).toContain(
        '/docs/licensing',
      );
    });

    test('search_docs says whether the matched section is designed, and keeps the marker out of excerpts', async () => {
      const result = await mcp.client.callTool({name: 'search_docs', arguments: {query: 'copy bet', limit: 3}});
      const out = result.structuredContent as SearchOut;
      for (const hit of out.results) expect(hit.excerpt, hit.path).not.toMatch(/designed: confirm/i);
      const copyBet = out.results.find((hit) => hit.path.endsWith('/modules/copyBetButton'));
      expect(copyBet?.designed).toBe(true);
      expect(copyBet?.section?.id).toBeTruthy();
      expect(copyBet?.url).toMatch(/^https:\/\/[^/]+\/docs\/web\/widgets\/virtualStadium\/modules\/copyBetButton$/);
      expect(copyBet?.excerpt.length).toBeGreaterThan(20);
      const twin = resultText(await mcp.client.callTool({name: 'get_page', arguments: {path: copyBet?.path ?? ''}}));
      expect(twin).toContain('(designed: confirm at onboarding)');
    });

    test('search_docs answers nonsense and stop words alone with no results, a note and the closest pages', async () => {
      for (const query of ['nonexistentword', 'the', 'how to', 'xqzflashbet']) {
        const out = await searchDocs(mcp, query);
        expect([out.total, out.results], query).toEqual([0, []]);
        expect(out.note, query).toContain(`No results for ${JSON.stringify(query)}: no page matched`);
        // Nothing close by title or path is an empty list, never a page offered as a match.
        expect(Array.isArray(out.closest), query).toBe(true);
      }
      expect((await searchDocs(mcp, 'nonexistentword')).closest).toEqual([]);
      // A name close to a page's that matches nothing: that page is named as the closest, not returned as a result.
      expect((await searchDocs(mcp, 'xqzflashbet')).closest?.[0]).toEqual({
        path: '/docs/web/widgets/virtualStadium/modules/flashBet',
        title: 'Flash Bet',
      });
      // A query that matches has results and no closest list.
      const found = await searchDocs(mcp, 'flash bet duration');
      expect(found.total).toBeGreaterThan(0);
      expect(found.closest).toBeUndefined();
    });

    test("no excerpt or result text holds the designed marker's words, even when the query is them", async () => {
      for (const query of ['confirm at onboarding', 'designed confirm onboarding', 'onboarding', 'copy bet']) {
        const result = await mcp.client.callTool({name: 'search_docs', arguments: {query, limit: 10}});
        const out = result.structuredContent as SearchCall;
        expect(out.results.length, query).toBeGreaterThan(0);
        for (const hit of out.results) {
          expect(hit.excerpt, `${query}: ${hit.path}`).not.toMatch(markerWords);
          expect(hit.excerpt, `${query}: ${hit.path}`).not.toMatch(/\bdesigned:/i);
          expect(`${hit.title} ${hit.section?.title ?? ''}`, `${query}: ${hit.path}`).not.toMatch(markerWords);
        }
        // The whole answer, but for the query it repeats.
        expect(resultText(result).replace(JSON.stringify(query), ''), query).not.toMatch(markerWords);
      }
    });

    test('the designed flag differs between results: true only where the matched section states a designed name', async () => {
      const seen = new Set<boolean>();
      for (const query of ['token expired', 'copy bet', 'flash bet duration']) {
        for (const hit of (await searchDocs(mcp, query, 5)).results) {
          seen.add(hit.designed);
          const at = hit.section ? `${hit.path}#${hit.section.id}` : hit.path;
          const read = resultText(await mcp.client.callTool({name: 'get_page', arguments: {path: at}}));
          // The top of a page: its text before the first section.
          const own = hit.section ? ownText(read) : read.slice(0, read.search(/\n## /) >>> 0);
          const label = `${query}: ${at} designed=${String(hit.designed)} ${hit.designedNames.join(', ')}`;
          if (hit.designed) expect(hit.designedNames.length > 0 || markerWords.test(own), label).toBe(true);
          else {
            expect(hit.designedNames, label).toEqual([]);
            expect(own, label).not.toMatch(markerWords);
          }
        }
      }
      expect([...seen].sort()).toEqual([false, true]);
    });

    test('an excerpt is the sentence or table row that matched, from the section named with its heading', async () => {
      const descriptions = new Map(
        (
          (await mcp.client.callTool({name: 'list_pages', arguments: {}})).structuredContent as {
            pages: {path: string; description: string}[];
          }
        ).pages.map((page) => [page.path, page.description]),
      );
      for (const [query, page, heading] of [
        ['token expired', '/docs/integration/authentication', 'Failure cases'],
        ['flash bet duration', '/docs/web/widgets/virtualStadium/modules/flashBet', undefined],
        [
          'automatic suspension duration sanctioning rules manual ban days',
          '/docs/moderationUi/views/users',
          undefined,
        ],
      ] as const) {
        const hit = (await searchDocs(mcp, query, 5)).results.find((entry) => entry.path === page);
        expect(hit, `${query}: ${page} among the results`).toBeDefined();
        if (!hit?.section) throw new Error(`${query}: ${page} has no matched section`);
        if (heading !== undefined) expect(hit.section.title, query).toBe(heading);
        const section = resultText(
          await mcp.client.callTool({name: 'get_page', arguments: {path: `${page}#${hit.section.id}`}}),
        );
        // The section read is the one named, heading first.
        expect(section.split('\n')[0], query).toMatch(
          new RegExp(`^#+ ${hit.section.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
        );
        expect(hit.excerpt, query).not.toBe(descriptions.get(page));
        // Its words, up to any cut ("…"), are words of that section in the same order: a sentence or a row of it.
        const lead = wordsOf(hit.excerpt.replace(/^…/, '').split('…')[0] ?? '').slice(0, 8);
        expect(lead.length, query).toBeGreaterThan(3);
        expect(` ${wordsOf(section).join(' ')} `, `${query}: "${hit.excerpt}"`).toContain(` ${lead.join(' ')} `);
        // And it holds a word of the query.
        expect(
          wordsOf(hit.excerpt).some((word) => wordsOf(query).includes(word)),
          query,
        ).toBe(true);
      }
    });

    test('a long question that no page holds whole is ranked by how much of it a page covers', async () => {
      for (const [query, page] of [
        ['automatic suspension duration sanctioning rules manual ban days', '/docs/moderationUi/views/users'],
        [
          'what can the guest role do compared with moderator and supervisor permissions',
          '/docs/moderationUi/management',
        ],
        [
          'open the chat from a floating button instead of a permanent side panel',
          '/docs/web/widgets/virtualStadium/buttonWidget',
        ],
      ] as const) {
        const out = await searchDocs(mcp, query, 3);
        expect(out.results[0]?.path, query).toBe(page);
        expect(out.note, query).toBeUndefined();
        // Not every word is on the page: the answer comes from coverage, not from a page that holds them all.
        const twin = wordsOf(resultText(await mcp.client.callTool({name: 'get_page', arguments: {path: page}})));
        expect(wordsOf(query).filter((word) => !twin.includes(word)).length, query).toBeGreaterThan(0);
      }
    });

    test('check_token passes a good token, refuses what is not one, and says it cannot check the signature', async () => {
      const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const payload = {
        iss: 'client-123',
        sub: 'user-42',
        env: jwtEnvValues[0],
        scope: 'av vs',
        iat: now - 600,
        exp: now + 3600,
        apiKey: 'api-key-from-setup',
        userId: 'user-42',
        displayName: 'Alex',
        userType: jwtUserTypes[0],
      };
      const signature = Buffer.alloc(productFacts.rsaKeySize.value / 8, 7).toString('base64url');
      const good = await mcp.client.callTool({
        name: 'check_token',
        arguments: {token: `${part({alg: jwtAlgorithm, typ: 'JWT'})}.${part(payload)}.${signature}`},
      });
      const goodOut = good.structuredContent as {
        ok: boolean;
        results: {rule: string; status: string}[];
        counts: {pass: number; fail: number; warn: number};
        notChecked: string[];
      };
      expect(goodOut.ok).toBe(true);
      expect(goodOut.results.filter((entry) => entry.status !== 'pass')).toEqual([]);
      expect(goodOut.counts).toMatchObject({fail: 0, warn: 0});
      expect(goodOut.notChecked[0]).toMatch(/^The signature: verifying it needs the public key/);
      const bad = await mcp.client.callTool({name: 'check_token', arguments: {token: 'Bearer abc'}});
      const badOut = bad.structuredContent as {
        ok: boolean;
        problem: {kind: string; message: string};
        notChecked: string[];
      };
      expect([badOut.ok, badOut.problem.kind]).toEqual([false, 'not-jwt']);
      expect(badOut.problem.message).toMatch(/Remove the word “Bearer”/);
      expect(badOut.notChecked[0]).toMatch(/^The signature/);
    });

    test('each bad input gets an error result and nothing else, and the next call succeeds', async () => {
      const answers: string[] = [];
      for (const bad of badCalls) {
        const result = await mcp.client.callTool({name: bad.name, arguments: bad.args});
        expect(result.isError, bad.label).toBe(true);
        expect(result.content, bad.label).toHaveLength(1);
        expect(result.structuredContent, bad.label).toBeUndefined();
        expect(resultText(result), bad.label).toMatch(bad.says);
        answers.push(`${bad.label}: ${resultText(result)}`);
        const next = await mcp.client.callTool({name: 'search_docs', arguments: {query: 'token expired', limit: 3}});
        expect(next.isError ?? false, `after ${bad.label}`).toBe(false);
        expect((next.structuredContent as SearchOut).results, `after ${bad.label}`).toHaveLength(3);
      }
      test.info().annotations.push({type: `bad input (${transport})`, description: answers.join(' | ')});
    });
  });
}

/** The pages the search box lists for a query, typed into it as a reader does (as in search.spec.ts). */
async function searchBoxTopPages(page: Page, query: string): Promise<string[]> {
  const box = page.locator('.navbar input.navbar__search-input');
  const listbox = page.locator('.navbar [role="listbox"]');
  await box.fill(query);
  await expect(listbox.locator('[role="option"]').last()).toContainText(`“${query}”`);
  const urls = await listbox
    .locator('[role="option"][data-url]')
    .evaluateAll((options) => options.map((option) => option.getAttribute('data-url') ?? ''));
  return urls.map((url) => url.split('#')[0] ?? '').slice(0, 3);
}

test('search_docs returns the search box top three pages for every reader query, over both transports', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/docs/integration/overview');
  await page.locator('.navbar input.navbar__search-input').click();
  const browser = new Map<string, string[]>();
  for (const {query} of searchQueries) browser.set(query, await searchBoxTopPages(page, query));

  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-docs-mcp-npx-'));
  try {
    for (const transport of transports) {
      const mcp = await connect(transport, {cacheDir: cache});
      const differing: string[] = [];
      try {
        for (const {query} of searchQueries) {
          const result = await mcp.client.callTool({name: 'search_docs', arguments: {query, limit: 3}});
          const top = (result.structuredContent as SearchOut).results.map((hit) => hit.path);
          const expected = browser.get(query) ?? [];
          if (JSON.stringify(top) !== JSON.stringify(expected))
            differing.push(`${query}: box ${expected.join(', ')} | mcp ${top.join(', ')}`);
        }
      } finally {
        await mcp.close();
      }
      const same = searchQueries.length - differing.length;
      test.info().annotations.push({
        type: `same top three (${transport})`,
        description: `${same}/${searchQueries.length}`,
      });
      expect(differing, `${transport}: queries whose top three differ from the search box`).toEqual([]);
    }
  } finally {
    fs.rmSync(cache, {recursive: true, force: true});
  }
});

test("the served tarball, once fetched, runs from npm's cache with --offline", async () => {
  test.setTimeout(120_000);
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-docs-mcp-npx-'));
  try {
    const first = await connect('stdio', {cacheDir: cache});
    await first.close();
    const offline = await connect('stdio', {cacheDir: cache, offline: true});
    try {
      const result = await offline.client.callTool({name: 'search_docs', arguments: {query: 'jwt claims', limit: 1}});
      expect((result.structuredContent as SearchOut).results[0]?.path).toBe('/docs/integration/authentication');
    } finally {
      await offline.close();
    }
  } finally {
    fs.rmSync(cache, {recursive: true, force: true});
  }
});

test('"How to read these docs" shows a working set-up for Claude Code, Cursor and VS Code, linked from the docs', async ({
  page,
}) => {
  const twin = (await servedBytes('/markdown-page.md')).toString('utf8');
  const section = twin.slice(
    twin.indexOf('### Add the docs to your AI assistant'),
    twin.indexOf('\n## ', twin.indexOf('### Add')),
  );
  const blocks = [...section.matchAll(/```(\w+) title="([^"]+)"\n([\s\S]*?)```/g)].map(([, lang, title, code]) => ({
    lang,
    title,
    code: code ?? '',
  }));
  expect(blocks.map((block) => block.title)).toEqual([
    'Claude Code',
    '.cursor/mcp.json',
    '.vscode/mcp.json',
    'Claude Code, local server',
  ]);
  const endpoint = 'https://<DOCS_HOST>/mcp';
  expect(blocks[0]?.code.trim()).toBe(`claude mcp add --transport http virtual-stadium-docs ${endpoint}`);
  expect(JSON.parse(blocks[1]?.code ?? '')).toEqual({mcpServers: {'virtual-stadium-docs': {url: endpoint}}});
  expect(JSON.parse(blocks[2]?.code ?? '')).toEqual({
    servers: {'virtual-stadium-docs': {type: 'http', url: endpoint}},
  });
  expect(blocks[3]?.code.trim()).toBe(
    'claude mcp add virtual-stadium-docs -- npx -y https://<DOCS_HOST>/virtual-stadium-docs-mcp.tgz',
  );
  // The tool names the page gives are the server's.
  for (const tool of ['search_docs', 'get_page', 'list_pages', 'designed-names'])
    expect(section).toContain(`\`${tool}\``);

  await page.goto('/docs');
  await page.getByRole('link', {name: 'Add these docs to it'}).click();
  await expect(page).toHaveURL(/\/markdown-page#add-the-docs-to-your-ai-assistant$/);
  await expect(page.getByRole('heading', {name: 'Add the docs to your AI assistant'})).toBeInViewport();
});
