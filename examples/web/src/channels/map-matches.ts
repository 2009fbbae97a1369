/**
 * Maps your own fixtures to Sportradar match ids with the Utility API's matchTree feed (steps 2 to 6 of the guide).
 * Nothing runs on import: bin/map-matches.ts reads the appKey and calls these functions.
 */

/** The production base URL of the Utility API. Tests pass a loopback stand-in instead. */
export const UTILITY_API_BASE_URL = 'https://feed.mapi.sportradar.com/json';

export interface UtilityApiConfig {
  /** UTILITY_API_BASE_URL in production. */
  readonly baseUrl: string;
  /** Your company's key from the Client Setup team, sent as the `appKey` query parameter. Keep it on the server. */
  readonly appKey: string;
  /** Defaults to the global `fetch` of Node 18 or later. */
  readonly fetch?: typeof fetch;
}

// This example's own names for the few matchTree fields it reads. The public material lists what a match carries
// (ids, team names, start time) but not the property names: check them against the payload your appKey returns,
// and change these interfaces and isMatchTreePayload() if they differ.
export interface TreeMatch {
  /** The Sportradar match id, with or without the "sr:match:" prefix. */
  id: string | number;
  homeTeamName: string;
  awayTeamName: string;
  /** ISO 8601 date and time. */
  startTime: string;
}
interface TreeTournament {
  matches: TreeMatch[];
}
interface TreeSport {
  tournaments: TreeTournament[];
}
interface MatchTreePayload {
  sports: TreeSport[];
}

/** A match from your own system. */
export interface OwnFixture {
  ownMatchId: string;
  home: string;
  away: string;
  kickoff: Date;
}

export type MappingResult =
  | {status: 'mapped'; ownMatchId: string; srEntityId: string}
  | {status: 'not-found'; ownMatchId: string}
  | {status: 'ambiguous'; ownMatchId: string; candidates: string[]};

const START_TIME_TOLERANCE_MS = 30 * 60 * 1000;
const FILLER_WORDS = new Set(['fc', 'cf', 'sc', 'afc', 'club', 'the']);

/** Lower-case ASCII letters and digits, accents dropped ("Atlético" -> "atletico"), other characters as spaces. */
export function asciiWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // drop accents and other combining marks
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function normaliseTeam(name: string): string {
  return asciiWords(name)
    .split(' ')
    .filter((word) => word !== '' && !FILLER_WORDS.has(word))
    .join(' ');
}

function sameTeam(a: string, b: string): boolean {
  const left = normaliseTeam(a);
  const right = normaliseTeam(b);
  if (left === '' || right === '') return false;
  return left === right || left.includes(right) || right.includes(left);
}

function toSrMatchId(id: string | number): string {
  const text = String(id);
  return text.startsWith('sr:match:') ? text : `sr:match:${text}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTreeMatch(value: unknown): value is TreeMatch {
  return (
    isRecord(value) &&
    (typeof value.id === 'string' || typeof value.id === 'number') &&
    typeof value.homeTeamName === 'string' &&
    typeof value.awayTeamName === 'string' &&
    typeof value.startTime === 'string' &&
    !Number.isNaN(Date.parse(value.startTime))
  );
}

/** Runtime check of the parsed JSON: sports, then tournaments, then matches with the fields above. */
function isMatchTreePayload(value: unknown): value is MatchTreePayload {
  return (
    isRecord(value) &&
    Array.isArray(value.sports) &&
    value.sports.every(
      (sport: unknown) =>
        isRecord(sport) &&
        Array.isArray(sport.tournaments) &&
        sport.tournaments.every(
          (tournament: unknown) =>
            isRecord(tournament) && Array.isArray(tournament.matches) && tournament.matches.every(isTreeMatch),
        ),
    )
  );
}

/** Fetches matchTree and returns its matches in one list. The error never contains the URL, which holds your key. */
export async function fetchMatchTree(config: UtilityApiConfig): Promise<TreeMatch[]> {
  const url = new URL(`${config.baseUrl.replace(/\/+$/, '')}/matchTree`);
  url.searchParams.set('appKey', config.appKey);
  const response = await (config.fetch ?? fetch)(url);
  if (!response.ok) throw new Error(`matchTree answered HTTP ${response.status}`);
  const json: unknown = await response.json();
  if (!isMatchTreePayload(json)) {
    throw new Error('matchTree payload does not have the shape this example expects; check its interfaces');
  }
  return json.sports.flatMap((sport) => sport.tournaments.flatMap((tournament) => tournament.matches));
}

/** Same teams and a start time within 30 minutes: exactly one candidate is a mapping, anything else goes to a person. */
export function mapFixture(fixture: OwnFixture, tree: readonly TreeMatch[]): MappingResult {
  const candidates = tree.filter(
    (match) =>
      sameTeam(match.homeTeamName, fixture.home) &&
      sameTeam(match.awayTeamName, fixture.away) &&
      Math.abs(Date.parse(match.startTime) - fixture.kickoff.getTime()) <= START_TIME_TOLERANCE_MS,
  );
  const [only] = candidates;
  if (candidates.length === 1 && only !== undefined) {
    return {status: 'mapped', ownMatchId: fixture.ownMatchId, srEntityId: toSrMatchId(only.id)};
  }
  if (candidates.length === 0) return {status: 'not-found', ownMatchId: fixture.ownMatchId};
  return {status: 'ambiguous', ownMatchId: fixture.ownMatchId, candidates: candidates.map((m) => toSrMatchId(m.id))};
}

/** One line per fixture for a log or a person's review list. */
export function describeMapping(result: MappingResult): string {
  switch (result.status) {
    case 'mapped':
      return `${result.ownMatchId} -> ${result.srEntityId}`;
    case 'not-found':
      return `${result.ownMatchId}: not found (too far ahead for matchTree, or the names or kick-off time differ)`;
    case 'ambiguous':
      return `${result.ownMatchId}: check by hand, candidates ${result.candidates.join(', ')}`;
  }
}
