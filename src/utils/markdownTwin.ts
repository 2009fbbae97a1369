/**
 * The URL of a doc page's Markdown twin: its path without a trailing slash, plus `.md`
 * (`/docs/sdk/intro` -> `/docs/sdk/intro.md`, `/docs/api/` -> `/docs/api.md`).
 * Query strings and hashes are dropped; `.html` forms map to the same twin.
 */
export function markdownTwinPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const withoutHtml = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const trimmed = withoutHtml.length > 1 ? withoutHtml.replace(/\/+$/, '') : withoutHtml;
  return `${trimmed === '/' ? '/index' : trimmed}.md`;
}
