/**
 * The one session lifecycle the Android and iOS samples follow: states, events, transitions and constants.
 *
 * Written once, here. scripts/package-tests/test-android-example.ts turns it into a Kotlin file that the Android scenario tests
 * run row by row against `VirtualStadiumSession` and the adversarial SDK stand-in; scripts/check/check-ios-example.ts
 * compares the Swift sources' states and constants with it; pages show it with the `::mobile-lifecycle` directive.
 * Every name and number here was designed by the docs team (the product publishes no session lifecycle), except
 * the token's maximum age, which is the product fact `jwtMaxAge`.
 */

import {productFacts} from './productFacts';

/** What a screen shows. Kotlin spells them SIGNED_OUT…, Swift signedOut…. */
export const sessionStates = {
  SIGNED_OUT: 'Nobody is signed in to your app: no chat session, no login. Screens offer your own sign-in.',
  CONNECTING: 'A user is signed in to your app and the first Virtual Stadium login of this session is under way.',
  READY: 'The SDK reports an open session after your login: screens show the chat.',
  RECONNECTING:
    'The SDK logged the user out without being asked (a rejected or expired token): the chat is hidden behind a ' +
    '"Reconnecting" state until a fresh login opens the session again, then every channel a screen holds reopens.',
} as const;

export type SessionStateName = keyof typeof sessionStates;

/** Events the session reacts to, in the words the scenario tests use. */
export const sessionEvents = {
  signIn: 'your app signs a user in (or restores one at launch)',
  switchUser: 'your app signs a different user in while a session is open',
  signOut: 'your app signs the user out',
  sdkOpen: 'the SDK reports an open session (any status but LOGGED_OUT or LOADING) after your login',
  refreshDue: 'the refresh point of the current token passes on the monotonic clock',
  sdkLoggedOut: 'the SDK reports LOGGED_OUT although your app did not log out',
  backendSignedOut: 'your token endpoint answers 401: your backend no longer has a signed-in user',
  transientFailure:
    'the token request fails otherwise (network, timeout, 5xx, a body that is not a token) or the SDK rejects the login',
} as const;

export type SessionEventName = keyof typeof sessionEvents;

export interface Transition {
  readonly from: readonly SessionStateName[];
  readonly event: SessionEventName;
  readonly to: SessionStateName | 'same';
  /** What the session does, in order, as the Android scenario tests record it. */
  readonly sdkCalls: readonly string[];
  readonly why: string;
}

/** The transitions. A state and event pair that is not listed changes nothing and calls nothing. */
export const sessionTransitions: readonly Transition[] = [
  {
    from: ['SIGNED_OUT'],
    event: 'signIn',
    to: 'CONNECTING',
    sdkCalls: ['login'],
    why: 'fetch a token for the user and log in',
  },
  {
    from: ['CONNECTING', 'RECONNECTING'],
    event: 'sdkOpen',
    to: 'READY',
    sdkCalls: ['getOrAddChannel*'],
    why: 'reopen every channel a screen holds (the SDK may have dropped them at its logout)',
  },
  {
    from: ['READY'],
    event: 'refreshDue',
    to: 'same',
    sdkCalls: ['login'],
    why: 'same user, fresh token: log in again without logOut(), the chat stays on screen',
  },
  {
    from: ['READY'],
    event: 'sdkLoggedOut',
    to: 'RECONNECTING',
    sdkCalls: ['login'],
    why: 'hide the chat at once and log in again with a fresh token, after the retry delay when it keeps happening',
  },
  {
    from: ['CONNECTING', 'READY', 'RECONNECTING'],
    event: 'switchUser',
    to: 'CONNECTING',
    sdkCalls: ['removeAllChannels', 'logOut', 'login'],
    why: 'end the first user’s session completely before the second user’s first login',
  },
  {
    from: ['CONNECTING', 'READY', 'RECONNECTING'],
    event: 'signOut',
    to: 'SIGNED_OUT',
    sdkCalls: ['removeAllChannels', 'logOut'],
    why: 'end the chat session in the app scope; nothing logs in until the next sign-in',
  },
  {
    from: ['CONNECTING', 'READY', 'RECONNECTING'],
    event: 'backendSignedOut',
    to: 'SIGNED_OUT',
    sdkCalls: ['removeAllChannels', 'logOut'],
    why: 'your backend signed the user out: end the chat session and tell your app, which signs its user out too',
  },
  {
    from: ['CONNECTING', 'READY', 'RECONNECTING'],
    event: 'transientFailure',
    to: 'same',
    sdkCalls: [],
    why: 'keep what is on screen, show the error, try again after the retry delay',
  },
];

/** The session's numbers. Kotlin: `SessionPolicy.<name>` as a Duration; Swift: `SessionPolicy.<name>` in seconds. */
export const sessionConstants = {
  /** Refresh this long before the issued token stops being accepted. */
  refreshMargin: {seconds: 5 * 60, meaning: 'how long before the token’s end the session fetches the next one'},
  /** The first retry delay after a failure; each further failure in a row doubles it. */
  retryFirst: {seconds: 30, meaning: 'the wait before the first retry after a failure; it doubles per failure'},
  /** The longest retry delay. The failure count starts again once the session stays READY this long. */
  retryMax: {seconds: 5 * 60, meaning: 'the longest wait between retries, and how long READY must hold to reset it'},
  /** The whole token request, connection to last byte. */
  tokenRequestTimeout: {seconds: 15, meaning: 'the longest a token request may take before it counts as failed'},
  /** The product fact: the longest a token is accepted after its iat. */
  tokenMaxAge: {
    seconds: productFacts.jwtMaxAge.value * 60 * 60,
    meaning: 'the longest a token is accepted after its iat (the product fact jwtMaxAge)',
  },
} as const;

export type SessionConstantName = keyof typeof sessionConstants;

/**
 * When the next refresh is due, in seconds after the token arrived, on a clock the user cannot set: the token's
 * lifetime as the backend issued it (exp - iat, capped at the maximum age), less the margin, but never before half
 * the lifetime. The device's wall clock is never read, so a phone whose clock is hours off refreshes on time.
 */
export function refreshAfterSeconds(iat: number, exp: number | undefined): number {
  const maxAge = sessionConstants.tokenMaxAge.seconds;
  const lifetime = Math.max(0, Math.min(exp ?? iat + maxAge, iat + maxAge) - iat);
  return Math.max(lifetime - sessionConstants.refreshMargin.seconds, lifetime / 2);
}

/** The wait before retry number `failuresInARow` (1 for the first failure): 30 s, 60 s, 120 s … at most 5 min. */
export function retryDelaySeconds(failuresInARow: number): number {
  const {retryFirst, retryMax} = sessionConstants;
  return Math.min(retryFirst.seconds * 2 ** Math.max(0, failuresInARow - 1), retryMax.seconds);
}

/** The checks both platforms make of the token endpoint's answer, in order. */
export const tokenResponseRules = [
  {id: 'status-401', rule: '401 means your backend has no signed-in user: the session ends (backendSignedOut)'},
  {id: 'status-200', rule: 'any status but 200 and 401 is a transient failure, retried'},
  {id: 'content-type', rule: 'the Content-Type is text/plain (parameters such as charset allowed)'},
  {id: 'token-shape', rule: 'the trimmed body is three dot-separated base64url parts whose payload has a numeric iat'},
  {id: 'subject', rule: 'the token’s userId is the user your app signed in; another user’s token is never used'},
] as const;
