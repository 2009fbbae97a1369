/**
 * The MCP server of the Virtual Stadium docs: read-only tools over the site's search, Markdown twins, llms.txt and
 * token checker; the twins, llms.txt and the example projects as resources; and a prompt about the "designed:
 * confirm at onboarding" marker. One server object per connection (stdio) or per request (Streamable HTTP,
 * stateless); all of them share one corpus and one search.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ReadResourceRequestSchema,
  type ReadResourceResult,
  type Resource,
} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';

import {searchSuggestionLimit} from '../../config/search';
import {designedLabel} from '../../src/data/designedMarker';
import {closestPages} from '../../src/utils/closestRoutes';
import {checkToken, maxTokenLength} from '../../src/utils/jwtCheck';
import {
  examplePlatforms,
  examplesDir,
  llmsPath,
  lookupPage,
  maxPathLength,
  type Corpus,
  type FoundPage,
  type PageEntry,
} from './corpus';
import {matchedSection, withoutDesignedMarker} from './matches';
import type {SiteSearch} from './search';
import type {Section} from './sections';

export const serverName = 'virtual-stadium-docs';
export const serverVersion = '0.0.0-docs';

/** The longest query searched: a pasted error message fits; a longer query is cut at a word and the answer says so. */
export const maxQueryLength = 1000;
/** The longest query accepted at all (a pasted log); what is past maxQueryLength is not searched. */
export const maxQueryInput = 16 * 1024;
export const maxSearchLimit = 20;
export const maxSectionLength = 200;
/** A query of more words than this that finds nothing gets a note on searching again with fewer. */
const manyWords = 8;

/** The MCP error code for a resource that does not exist (specification, "Resources", error handling). */
export const resourceNotFoundCode = -32002;

/** The scheme of the example files' resource URIs; the path is the one the pages name (`examples/web/...`). */
export const exampleScheme = 'virtual-stadium-docs:';
export const exampleUriBase = `${exampleScheme}///${examplesDir}/`;

const areaKeys = (corpus: Corpus): [string, ...string[]] => {
  const keys = corpus.manifest.areas.map((area) => area.key);
  if (keys.length === 0) throw new Error('the site manifest lists no area');
  return keys as [string, ...string[]];
};

/** A tool's error result: the message, and nothing else. */
function toolError(message: string): {content: {type: 'text'; text: string}[]; isError: true} {
  return {content: [{type: 'text', text: message}], isError: true};
}

/** A JSON-RPC error with its own code, message and data (the SDK passes `code` and `data` through as they are). */
class ProtocolError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** A query as searched: white space collapsed, cut at a word to maxQueryLength characters. */
export function searchableQuery(query: string): {query: string; trimmedFrom?: number} {
  const collapsed = query.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= maxQueryLength) return {query: collapsed};
  const cut = collapsed.slice(0, maxQueryLength + 1);
  const atWord = cut.lastIndexOf(' ');
  return {
    query: (atWord > maxQueryLength / 2 ? cut.slice(0, atWord) : cut.slice(0, maxQueryLength)).trim(),
    trimmedFrom: collapsed.length,
  };
}

const designedPrompt = `The Virtual Stadium documentation marks some names and statements with "${designedLabel.toLowerCase()}" (in the Markdown pages, the words in brackets after the name or claim; on the site, a badge).

Such a mark means that Sportradar's public material does not publish that name or settle that point: the docs team designed it, or the page records what the public material leaves open. Treat a marked item as a proposal, not a fact about the product:

- When your answer or your code uses a marked name, field, action type or behaviour, say that it is designed and must be confirmed with the Sportradar integration contact at onboarding; repeat the mark in a code comment next to it.
- Do not drop the mark, and do not replace a marked name with one you find more plausible or invent a field, value or endpoint the pages do not give. Values written as <UPPER_SNAKE> placeholders are handed over at onboarding: keep them as placeholders.
- Statements without the mark follow the public material and can be used as written.
- search_docs says whether the section a result matched states a designed name (designed: true, with the names in designedNames); read that section with get_page before relying on it.`;

const sectionOut = (section: Section) => ({id: section.id, title: section.title, size: section.size});

const sectionSchema = z.object({
  id: z.string().describe('The anchor: get_page "<path>#<id>" reads the section'),
  title: z.string(),
  size: z.number().int().describe('Bytes of Markdown, heading and subsections included'),
});

/** The page's own entries and resources, made once per corpus. */
const resourceLists = new WeakMap<Corpus, Resource[]>();

function resourceList(corpus: Corpus): Resource[] {
  let list = resourceLists.get(corpus);
  if (!list) {
    const {siteUrl} = corpus.manifest;
    const platformOf = (file: string): string => file.split('/')[1] ?? '';
    list = [
      {
        uri: `${siteUrl}${llmsPath}`,
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
      ...examplePlatforms
        .filter((platform) => [...corpus.examples.keys()].some((file) => platformOf(file) === platform.key))
        .flatMap((platform) => [
          {
            uri: `${exampleUriBase}${platform.key}/`,
            name: `${examplesDir}/${platform.key}/`,
            title: platform.label,
            description: `The files of ${examplesDir}/${platform.key}, one path a line, as the pages name them`,
            mimeType: 'text/plain',
          },
          ...[...corpus.examples.keys()]
            .filter((file) => platformOf(file) === platform.key)
            .map((file) => ({
              uri: `${exampleScheme}///${file}`,
              name: file,
              title: file.slice(`${examplesDir}/${platform.key}/`.length),
              description: `${platform.label}: a file the pages include`,
              mimeType: 'text/plain',
            })),
        ]),
    ];
    resourceLists.set(corpus, list);
  }
  return list;
}

/** Reads a resource URI: a page (with or without .md, any case, #section), llms.txt, an example file or list. */
function readResource(corpus: Corpus, uri: string): ReadResourceResult {
  const {siteUrl} = corpus.manifest;
  const notFound = (suggestions: readonly string[] = []): never => {
    throw new ProtocolError(resourceNotFoundCode, 'Resource not found', {
      uri,
      ...(suggestions.length > 0 ? {closest: suggestions} : {}),
    });
  };
  let path: string;
  if (uri.toLowerCase().startsWith(`${siteUrl.toLowerCase()}/`)) path = uri.slice(siteUrl.length);
  else if (uri.toLowerCase().startsWith(exampleUriBase)) {
    path = uri.slice(`${exampleScheme}//`.length);
    const platform = /^\/examples\/(\w+)\/?$/i.exec(path)?.[1]?.toLowerCase();
    if (platform !== undefined) {
      const files = [...corpus.examples.keys()].filter((file) => file.startsWith(`${examplesDir}/${platform}/`));
      if (files.length === 0) return notFound();
      return {contents: [{uri, mimeType: 'text/plain', text: `${files.join('\n')}\n`}]};
    }
  } else return notFound();
  const found = lookupPage(corpus, path);
  if ('error' in found) return notFound(found.suggestions);
  const mimeType = found.kind === 'page' ? 'text/markdown' : 'text/plain';
  return {contents: [{uri, mimeType, text: found.text}]};
}

export function createDocsServer(corpus: Corpus, search: SiteSearch): McpServer {
  const {siteUrl} = corpus.manifest;
  const server = new McpServer(
    {name: serverName, version: serverVersion, title: 'Virtual Stadium documentation', websiteUrl: siteUrl},
    {
      instructions:
        'Read-only access to the Virtual Stadium documentation: search it as the site does (search_docs), read a page or one section of it as Markdown (get_page; each answer lists the page\'s sections with their sizes), list pages by area (list_pages), and check a JWT against the authentication rules (check_token). The example projects the pages include are resources, and get_page reads them by the path the pages give (examples/web/...). Names marked "designed: confirm at onboarding" are not confirmed product facts: see the designed-names prompt.',
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
      description: `Searches the Virtual Stadium documentation with the site's own search (the same index and ranking as the search box) and returns the best pages, best first: title, path, the matching excerpt, the section the match is in (read it with get_page "<path>#<section id>"), and whether that section states a name marked "${designedLabel.toLowerCase()}". A query may be a pasted error message: up to ${maxQueryLength} characters are searched.`,
      inputSchema: z
        .object({
          query: z
            .string()
            .min(1)
            .max(maxQueryInput)
            .describe(
              `What to look for: a few words ("token expired") or a pasted error message; past ${maxQueryLength} characters it is cut, and the answer says so`,
            ),
          limit: z
            .number()
            .int()
            .min(1)
            .max(maxSearchLimit)
            .optional()
            .describe(`How many pages to return (default ${searchSuggestionLimit}, as many as the search box shows)`),
        })
        .strict(),
      outputSchema: {
        query: z.string().describe('The query as searched'),
        note: z.string().optional().describe('Said when the query was cut, or found nothing'),
        total: z.number().int().describe('How many pages match in all'),
        results: z.array(
          z.object({
            title: z.string(),
            path: z.string().describe('The page path, for get_page'),
            url: z.string(),
            excerpt: z.string(),
            section: sectionSchema.nullable().describe('The section the excerpt is in; null: the top of the page'),
            size: z.number().int().describe('Bytes of the whole page as Markdown'),
            designed: z.boolean().describe('The matched section states a name or claim marked designed'),
            designedNames: z.array(z.string()).describe('The designed names the matched section states'),
          }),
        ),
        closest: z
          .array(z.object({path: z.string(), title: z.string()}))
          .optional()
          .describe('When nothing matched: the pages closest to the query by title or path (not matches)'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, limit}) => {
      const searched = searchableQuery(query);
      if (searched.query === '') return toolError('query is empty');
      const {total, hits} = await search.search(searched.query, limit ?? searchSuggestionLimit);
      const results = hits.map(({hit, excerpt}) => {
        const match = matchedSection(corpus, hit);
        return {
          title: hit.title,
          path: hit.url,
          url: `${siteUrl}${hit.url}`,
          excerpt: withoutDesignedMarker(excerpt),
          section: match.section ? sectionOut(match.section) : null,
          size: match.size,
          designed: match.designedNames.length > 0 || match.marked,
          designedNames: match.designedNames,
        };
      });
      const notes = [
        ...(searched.trimmedFrom === undefined
          ? []
          : [
              `The query was ${searched.trimmedFrom} characters long; only its first ${searched.query.length} (up to ${maxQueryLength}, cut at a word) were searched.`,
            ]),
        ...(total === 0 && searched.query.split(' ').length > manyWords
          ? [
              'No page holds every word of this query: search again with its few distinctive words (an error name, a claim, a method).',
            ]
          : []),
      ];
      // Nothing found: no page is offered as a match; the pages closest to the query by title or path are named
      // (the 404 page's matcher), as the site's results page does.
      const closest =
        total === 0
          ? closestPages(
              searched.query,
              corpus.pages.map((entry) => ({route: entry.path, title: entry.title})),
            ).map((path) => ({path, title: corpus.pages.find((entry) => entry.path === path)?.title ?? path}))
          : [];
      if (total === 0)
        notes.push(
          `No results for ${JSON.stringify(searched.query)}: no page matched${closest.length > 0 ? '; the pages closest to it by title or path are listed in closest' : ''}.`,
        );
      const structured = {
        query: searched.query,
        ...(notes.length > 0 ? {note: notes.join(' ')} : {}),
        total,
        results,
        ...(total === 0 ? {closest} : {}),
      };
      return {content: [{type: 'text', text: JSON.stringify(structured, null, 2)}], structuredContent: structured};
    },
  );

  const pageInfo = (found: FoundPage) => ({
    path: found.page,
    url: `${siteUrl}${found.page}${found.section ? `#${found.section.id}` : ''}`,
    ...(found.section ? {section: sectionOut(found.section)} : {}),
    size: found.size,
    sections: found.sections.map((section) => ({...sectionOut(section), level: section.level})),
  });

  server.registerTool(
    'get_page',
    {
      title: 'Read a page or one section',
      description: `Returns a documentation page as Markdown, exactly as the site serves it at <page>.md (facts filled in, links pointing at other pages' Markdown, the "${designedLabel.toLowerCase()}" marks kept in the text), or one section of it: "<path>#<section id>" or the section argument. A second block lists the page's sections (id, title, size in bytes), so that you can read only the part you need of a long page. Paths are matched in any case, with or without ".md"; a path that names no page is answered with the closest ones. It also reads ${llmsPath} and the example files the pages include, by the path they give (examples/web/src/token/vs-token.ts, or a "#region" of it).`,
      inputSchema: z
        .object({
          path: z
            .string()
            .max(maxPathLength)
            .describe(
              'The page path on the site, e.g. /docs/integration/authentication or /docs/integration/authentication#step-3-fill-in-the-claims (from search_docs or list_pages); or /llms.txt, or an example file such as examples/web/src/token/vs-token.ts',
            ),
          section: z
            .string()
            .max(maxSectionLength)
            .optional()
            .describe('A section id (or heading) of the page; the same as "#<id>" in the path'),
        })
        .strict(),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({path, section}) => {
      const found = lookupPage(corpus, path, section);
      if ('error' in found) return toolError(found.error);
      if (found.kind !== 'page') return {content: [{type: 'text', text: found.text}]};
      const info = pageInfo(found);
      return {
        content: [
          {type: 'text', text: found.text},
          {type: 'text', text: JSON.stringify(info, null, 2)},
        ],
      };
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the pages',
      description: `Lists the documentation pages as llms.txt does (title, path, one-sentence description), all of them or those of one area: ${corpus.manifest.areas.map((area) => `${area.key} (${area.label})`).join(', ')}.`,
      inputSchema: z
        .object({
          area: z.enum(areaKeys(corpus)).optional().describe('One of the six areas; all pages when left out'),
        })
        .strict(),
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

  server.registerTool(
    'check_token',
    {
      title: 'Check a Virtual Stadium JWT',
      description:
        "Decodes a JWT and checks its header and claims against the rules of the authentication page (/docs/integration/authentication), with the same rules as the page's token checker: algorithm, required claims, scope, env, times, user type and the product's claims. It cannot verify the signature (that needs your public key) and says so. Prefer a test token: a live one is a credential.",
      inputSchema: z
        .object({
          token: z.string().max(maxTokenLength).describe('The token: three base64url parts separated by dots'),
        })
        .strict(),
      outputSchema: {
        ok: z.boolean().describe('The input could be read as a JWT'),
        problem: z.object({kind: z.string(), message: z.string()}).optional(),
        header: z.record(z.unknown()).optional(),
        payload: z.record(z.unknown()).optional(),
        results: z
          .array(
            z.object({
              rule: z.string(),
              label: z.string(),
              status: z.enum(['pass', 'fail', 'warn']),
              message: z.string(),
            }),
          )
          .optional(),
        counts: z.object({pass: z.number(), fail: z.number(), warn: z.number()}).optional(),
        notChecked: z.array(z.string()).describe('What this check cannot tell'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({token}) => {
      const checked = checkToken(token, Math.floor(Date.now() / 1000));
      const notChecked = [
        'The signature: verifying it needs the public key you sent to Sportradar, which this server does not have. A token signed with the wrong key, or changed after signing, looks the same here. Verify it on your server with checkVsToken (examples/web/src/token/check-token.ts, shown on /docs/integration/authentication#check-a-token-before-you-ship).',
        'Whether Sportradar knows the values: that the client id, the key and the user match what was set up at onboarding.',
      ];
      const structured = checked.ok
        ? {
            ok: true,
            header: {...checked.header},
            payload: {...checked.payload},
            results: checked.results.map((result) => ({...result})),
            counts: {...checked.counts},
            notChecked,
          }
        : {ok: false, problem: {...checked.problem}, notChecked};
      return {content: [{type: 'text', text: JSON.stringify(structured, null, 2)}], structuredContent: structured};
    },
  );

  // Resources: llms.txt, every twin and every example file, read in any case, with or without .md; an unknown URI
  // is the protocol's "Resource not found" (-32002), with the closest paths when there are some.
  server.server.registerCapabilities({resources: {}});
  server.server.setRequestHandler(ListResourcesRequestSchema, () => ({resources: resourceList(corpus)}));
  server.server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: [
      {
        uriTemplate: `${siteUrl}{+path}`,
        name: 'pages',
        title: 'Documentation pages',
        description:
          'A page as Markdown by its path (with or without .md, any case; #<section id> for one section), and llms.txt',
        mimeType: 'text/markdown',
      },
      {
        uriTemplate: `${exampleUriBase}{platform}/{+file}`,
        name: 'examples',
        title: 'Example projects',
        description: `A file of an example project the pages include, by platform: ${examplePlatforms.map((platform) => platform.key).join(', ')}; the platform's folder (ending in /) lists its files`,
        mimeType: 'text/plain',
      },
    ],
  }));
  server.server.setRequestHandler(ReadResourceRequestSchema, (request) => readResource(corpus, request.params.uri));

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
