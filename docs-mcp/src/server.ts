/**
 * The MCP server of the Virtual Stadium docs: read-only tools over the site's search, Markdown twins and llms.txt,
 * the twins as resources, and a prompt about the "designed: confirm at onboarding" marker. One server object per
 * connection (stdio) or per request (Streamable HTTP, stateless); all of them share one corpus and one search.
 */
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {Resource} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';

import {searchSuggestionLimit} from '../../config/search';
import {designedLabel} from '../../src/data/designedMarker';
import {carriesDesignedNames, lookupPage, maxPathLength, type Corpus, type PageEntry} from './corpus';
import type {SiteSearch} from './search';

export const serverName = 'virtual-stadium-docs';
export const serverVersion = '0.0.0-docs';

/** The longest query search_docs takes; the search box's queries are a few words. */
export const maxQueryLength = 200;
export const maxSearchLimit = 20;

const areaKeys = (corpus: Corpus): [string, ...string[]] => {
  const keys = corpus.manifest.areas.map((area) => area.key);
  if (keys.length === 0) throw new Error('the site manifest lists no area');
  return keys as [string, ...string[]];
};

/** A tool's error result: the message, and nothing else. */
function toolError(message: string): {content: {type: 'text'; text: string}[]; isError: true} {
  return {content: [{type: 'text', text: message}], isError: true};
}

const designedPrompt = `The Virtual Stadium documentation marks some names and statements with "${designedLabel.toLowerCase()}" (in the Markdown pages, the words in brackets after the name or claim; on the site, a badge).

Such a mark means that Sportradar's public material does not publish that name or settle that point: the docs team designed it, or the page records what the public material leaves open. Treat a marked item as a proposal, not a fact about the product:

- When your answer or your code uses a marked name, field, action type or behaviour, say that it is designed and must be confirmed with the Sportradar integration contact at onboarding; repeat the mark in a code comment next to it.
- Do not drop the mark, and do not replace a marked name with one you find more plausible or invent a field, value or endpoint the pages do not give. Values written as <UPPER_SNAKE> placeholders are handed over at onboarding: keep them as placeholders.
- Statements without the mark follow the public material and can be used as written.
- search_docs tells you which pages carry marked names (designed: true); read the page with get_page before relying on one.`;

const resourceLists = new WeakMap<Corpus, Resource[]>();

/** llms.txt and every twin as resources, made once per corpus. */
function resourceList(corpus: Corpus): Resource[] {
  let list = resourceLists.get(corpus);
  if (!list) {
    const {siteUrl} = corpus.manifest;
    list = [
      {
        uri: `${siteUrl}/llms.txt`,
        name: 'llms.txt',
        title: 'llms.txt',
        description: 'Every page with its one-sentence description',
        mimeType: 'text/plain',
      },
      ...corpus.pages.map((entry) => ({
        uri: `${siteUrl}${entry.twin}`,
        name: entry.path,
        title: entry.title,
        description: entry.description,
        mimeType: 'text/markdown',
      })),
    ];
    resourceLists.set(corpus, list);
  }
  return list;
}

export function createDocsServer(corpus: Corpus, search: SiteSearch): McpServer {
  const {siteUrl} = corpus.manifest;
  const server = new McpServer(
    {name: serverName, version: serverVersion, title: 'Virtual Stadium documentation', websiteUrl: siteUrl},
    {
      instructions:
        'Read-only access to the Virtual Stadium documentation: search it as the site does (search_docs), read a page as Markdown (get_page), list pages by area (list_pages). Names marked "designed: confirm at onboarding" are not confirmed product facts: see the designed-names prompt.',
    },
  );

  const pageOut = (entry: PageEntry) => ({
    title: entry.title,
    path: entry.path,
    url: `${siteUrl}${entry.path}`,
    markdown: `${siteUrl}${entry.twin}`,
    description: entry.description,
    areas: [...entry.areas],
  });

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: `Searches the Virtual Stadium documentation with the site's own search (the same index and ranking as the search box) and returns the best pages, best first: title, URL, the matching excerpt, and whether the page carries names marked "${designedLabel.toLowerCase()}". Read a page with get_page and its path.`,
      inputSchema: {
        query: z.string().min(1).max(maxQueryLength).describe('What to look for, in a few words, e.g. "token expired"'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(maxSearchLimit)
          .optional()
          .describe(`How many pages to return (default ${searchSuggestionLimit}, as many as the search box shows)`),
      },
      outputSchema: {
        query: z.string(),
        total: z.number().int().describe('How many pages match in all'),
        results: z.array(
          z.object({
            title: z.string(),
            path: z.string().describe('The page path, for get_page'),
            url: z.string(),
            excerpt: z.string(),
            designed: z.boolean().describe('The page carries names or statements marked designed'),
          }),
        ),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, limit}) => {
      if (query.trim() === '') return toolError('query is empty');
      const {total, hits} = await search.search(query, limit ?? searchSuggestionLimit);
      const results = hits.map(({hit, excerpt}) => {
        const twin = corpus.twins.get(hit.url);
        return {
          title: hit.title,
          path: hit.url,
          url: `${siteUrl}${hit.url}`,
          excerpt,
          designed: twin !== undefined && carriesDesignedNames(twin),
        };
      });
      const structured = {query, total, results};
      return {content: [{type: 'text', text: JSON.stringify(structured, null, 2)}], structuredContent: structured};
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        'Returns a documentation page as Markdown, exactly as the site serves it at <page>.md: facts filled in, links pointing at other pages\' Markdown, and the "designed: confirm at onboarding" marks kept in the text.',
      inputSchema: {
        path: z
          .string()
          .max(maxPathLength)
          .describe(
            'The page path on the site, e.g. /docs/integration/authentication (from search_docs or list_pages)',
          ),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({path}) => {
      const found = lookupPage(corpus, path);
      if ('error' in found) return toolError(found.error);
      return {content: [{type: 'text', text: found.text}]};
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the pages',
      description: `Lists the documentation pages as llms.txt does (title, path, one-sentence description), all of them or those of one area: ${corpus.manifest.areas.map((area) => `${area.key} (${area.label})`).join(', ')}.`,
      inputSchema: {
        area: z.enum(areaKeys(corpus)).optional().describe('One of the six areas; all pages when left out'),
      },
      outputSchema: {
        pages: z.array(
          z.object({
            title: z.string(),
            path: z.string(),
            url: z.string(),
            markdown: z.string(),
            description: z.string(),
            areas: z.array(z.string()),
          }),
        ),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({area}) => {
      const pages = corpus.pages.filter((entry) => area === undefined || entry.areas.includes(area)).map(pageOut);
      const structured = {pages};
      return {content: [{type: 'text', text: JSON.stringify(structured, null, 2)}], structuredContent: structured};
    },
  );

  // One template for llms.txt and every twin, at their URLs on the site (one registration, not one per page: a
  // server object is made for each HTTP request).
  server.registerResource(
    'pages',
    new ResourceTemplate(`${siteUrl}{+file}`, {list: () => ({resources: resourceList(corpus)})}),
    {title: 'Documentation pages', description: 'Every page as Markdown, and llms.txt'},
    (uri, {file}) => {
      const name = Array.isArray(file) ? file.join('/') : (file ?? '');
      if (name === '/llms.txt') return {contents: [{uri: uri.href, mimeType: 'text/plain', text: corpus.llmsTxt}]};
      const found = name.endsWith('.md') ? lookupPage(corpus, name) : {error: `no page at ${uri.href}`};
      if ('error' in found) throw new Error(found.error);
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text: found.text}]};
    },
  );

  server.registerPrompt(
    'designed-names',
    {
      title: 'Designed names',
      description: `How to treat names and statements marked "${designedLabel.toLowerCase()}" in these docs`,
    },
    () => ({messages: [{role: 'user', content: {type: 'text', text: designedPrompt}}]}),
  );

  return server;
}
