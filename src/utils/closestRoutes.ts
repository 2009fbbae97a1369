// Query words on purpose: cspell:ignore flashbet flashbett expi
/**
 * The routes closest to a mistyped path, for the 404 page: each candidate is scored by the edit distance
 * (Levenshtein, case-insensitive) of the whole path, or of its last segment plus a small cost, whichever is lower,
 * so that a typo in one segment and a last segment alone ("/docs/FlashBet") both find the
 * Flash Bet page.
 * A candidate that differs in more than half of its letters is no suggestion.
 */
import leven from 'leven';

/** Cost of matching only the last segment (the rest of the path was wrong or missing). */
const segmentOnlyCost = 2;
/** Largest share of the compared text that may differ. */
const maxDifference = 0.5;

function normalise(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is compared as typed.
  }
  return decoded
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/(\/index)?\.html$/, '')
    .replace(/\/+$/, '');
}

const lastSegment = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** Relative difference between two texts: 0 the same, 1 nothing in common. */
function difference(a: string, b: string, extra = 0): number {
  const longest = Math.max(a.length, b.length, 1);
  return (leven(a, b) + extra) / longest;
}

export function closestRoutes(typed: string, routes: readonly string[], limit = 3): string[] {
  const wanted = normalise(typed);
  if (wanted === '') return [];
  const scored = [...new Set(routes)]
    .map((route) => {
      const candidate = normalise(route);
      const score = Math.min(
        difference(wanted, candidate),
        difference(lastSegment(wanted), lastSegment(candidate), segmentOnlyCost),
      );
      return {route, score};
    })
    .filter(({score}) => score <= maxDifference)
    .sort((a, b) => a.score - b.score || a.route.length - b.route.length);
  return scored.slice(0, limit).map(({route}) => route);
}

/** A page a search may suggest: its route, and its title when the caller knows it. */
export interface PageName {
  readonly route: string;
  readonly title?: string;
}

/** A name as search compares it: lower case, letters and digits only ("Flash Bet", "flashBet" -> "flashbet"). */
const compact = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The pages whose title or route is closest to a search query that found nothing: the query, letters and digits
 * only, against each page's title and its route's last segment ("flashbett" finds /docs/.../flashBet, "chat
 * settings" the Chat settings page). The same threshold as closestRoutes: a name that differs in more than half of
 * its letters is no suggestion, so a nonsense word may have none.
 */
export function closestPages(query: string, pages: readonly PageName[], limit = 3): string[] {
  const wanted = compact(query);
  if (wanted === '') return [];
  const seen = new Set<string>();
  return pages
    .filter(({route}) => !seen.has(route) && seen.add(route))
    .map(({route, title}) => {
      const names = [lastSegment(normalise(route)), title ?? ''].map(compact).filter((name) => name !== '');
      return {route, score: Math.min(...names.map((name) => difference(wanted, name)))};
    })
    .filter(({score}) => score <= maxDifference)
    .sort((a, b) => a.score - b.score || a.route.length - b.route.length)
    .slice(0, limit)
    .map(({route}) => route);
}
