/**
 * What a reader reads: the visible prose of a built page, with code blocks, inline code and scripts taken out,
 * and the Markdown or MDX source that must never show in it.
 */
import {load} from 'cheerio';

/** The page's content: the doc article, or the page's main element for non-doc pages. */
function contentRoot(html: string) {
  const $ = load(html);
  const article = $('article').first();
  const root = article.length > 0 ? article : $('main').first();
  return {$, root: root.length > 0 ? root : $('body')};
}

/** Visible text outside code, one line per block element, for the leak and fact checks. */
export function proseText(html: string): string {
  const {$, root} = contentRoot(html);
  root.find('pre, code, script, style, svg, textarea, noscript, template, .sr-only').remove();
  root
    .find('p, li, td, th, h1, h2, h3, h4, h5, h6, dt, dd, figcaption, summary, blockquote, div, br')
    .each((_, element) => {
      $(element).append('\n');
    });
  return root
    .text()
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * The code a reader copies, one line per source line: each code block's text without the type popups that
 * build-time Twoslash puts inside it (those come from the API source, which the hand-typed check covers).
 */
export function codeText(html: string): string {
  const {$, root} = contentRoot(html);
  return root
    .find('pre')
    .toArray()
    .map((pre) => {
      const copy = $(pre).clone();
      copy.find('.twoslash-popup-container, script, style').remove();
      return copy.text();
    })
    .join('\n')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** All visible text of the content, code included (designed names show up in code samples too). */
export function allText(html: string): string {
  const {root} = contentRoot(html);
  root.find('script, style, noscript, template').remove();
  return root.text();
}

export interface Leak {
  readonly kind: string;
  readonly excerpt: string;
}

const leakPatterns: readonly {kind: string; pattern: RegExp}[] = [
  {kind: 'admonition fence', pattern: /:::\s*(?:note|tip|info|warning|danger|caution|important)\b|^:::|:::$/m},
  {kind: 'code fence', pattern: /```|~~~/},
  {kind: 'Markdown link syntax', pattern: /\]\(|\]\[/},
  {kind: 'Markdown emphasis marker', pattern: /\*\*\S|\S\*\*|(?:^|\s)__\w|\w__(?:\s|$)/m},
  {kind: 'MDX comment', pattern: /\{\/\*|\*\/\}/},
  {kind: 'heading id syntax', pattern: /\{#[\w-]+\}/},
  {
    kind: 'product-facts directive',
    pattern: /:facts?\[\w+\]|::(?:loader-snippet|module-request-table|adapter-request-table)\b|(?:^|\s):designed\b/m,
  },
  {
    kind: 'HTML tag as text',
    pattern:
      /<\/?(?:a|b|i|em|strong|p|div|span|br|img|code|pre|ul|ol|li|table|tr|td|th|h[1-6]|details|summary|script|style|kbd|sup|sub)\b[^>]*>/i,
  },
  {kind: 'JSX or import line', pattern: /^(?:import|export)\s+[\w{*]|^<[A-Z]\w*[\s/>]/m},
];

/**
 * The Markdown/MDX source visible in a page's prose, or in its meta description (which search engines, link
 * previews and the site search show as the page's summary).
 */
export function findMarkupLeaks(html: string, description = metaDescription(html)): Leak[] {
  const texts = [
    {where: '', text: proseText(html)},
    {where: ' in the meta description', text: description},
  ];
  const leaks: Leak[] = [];
  for (const {where, text} of texts) {
    for (const {kind, pattern} of leakPatterns) {
      const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
      for (const match of text.matchAll(global)) {
        const start = Math.max(0, (match.index ?? 0) - 40);
        const excerpt = text.slice(start, (match.index ?? 0) + match[0].length + 40).replace(/\n/g, ' ⏎ ');
        leaks.push({kind: `${kind}${where}`, excerpt});
      }
    }
  }
  return leaks;
}

/** The page's meta description, which search engines, link previews, llms.txt and the site search show. */
export function metaDescription(html: string): string {
  return load(html)('meta[name="description"]').attr('content') ?? '';
}

/**
 * The end of a meta description that stops mid-sentence, or undefined. Docusaurus takes a description without front
 * matter from the first line of the first paragraph, so a hard-wrapped paragraph leaves such a summary.
 */
export function cutDescriptionEnd(description: string): string | undefined {
  const trimmed = description.trim();
  return trimmed === '' || /[.!?)"'’]$/.test(trimmed) ? undefined : trimmed.slice(-80);
}
