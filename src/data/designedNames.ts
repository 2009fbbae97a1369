/**
 * Names and claims the docs team designed where the product's public material is silent (see
 * /markdown-page#confirmed-or-designed). A guide page that shows one of them must carry the `:designed` marker;
 * scripts/check/check-rendered-content.ts fails otherwise. The API names come from the API package's own list, which
 * `npm run test:api` keeps equal to its `@designed` tags; the rest are claims made in guides.
 */
import {designedActionTypes, designedRequestNames, designedWidgetProps} from 'virtual-stadium-api/internal/designed';

export interface DesignedName {
  /** What the reader sees: the name or claim. */
  readonly name: string;
  /** How it is found in a page's text (code included). */
  readonly pattern: RegExp;
}

const quoted = (name: string): RegExp => new RegExp(`["'\`]${name}["'\`]`);
/**
 * A name as a string in code only (`case "Error":`), not as inline code in prose: `Error` is also the JavaScript
 * class and `Click` a plain word, and `betHistory` is published as the hosted adapter's provider, so only their use
 * as a string value in code is the designed one. (Inline code in prose reaches the check with its backticks.)
 */
const quotedInCode = (name: string): RegExp => new RegExp(`["']${name}["']`);
const sharedWords = new Set<string>(['Error', 'Click']);

export const designedNames: readonly DesignedName[] = [
  ...designedActionTypes.map((type) => ({
    name: `the "${type}" action`,
    pattern: sharedWords.has(type) ? quotedInCode(type) : quoted(type),
  })),
  ...designedWidgetProps.map((flag) => ({name: `the ${flag} flag`, pattern: new RegExp(`\\b${flag}\\b`)})),
  ...designedRequestNames.map((request) => ({
    name: `${request} as a custom adapter request name`,
    pattern: quotedInCode(request),
  })),
  {name: 'the centralHubButton target', pattern: /\bcentralHubButton\b/},
  {name: 'relatedCompetitions[].srEntityId', pattern: /relatedCompetitions[\s\S]{0,200}?srEntityId/},
  {
    // The channel API publishes `expirationDatetime` as an integer Unix timestamp, without its unit (a JWT's iat
    // and exp are published in seconds, and are not this). Stated next to the field, its expiry or its variables.
    name: 'seconds as the unit of expirationDatetime',
    pattern:
      /(?:expirationDatetime|VS_NEW_EXPIRY|\bEXPIRES\b|expiresIn)[\s\S]{0,200}?\b(?:in (?:whole )?seconds|whole seconds|seconds since the epoch|milliseconds instead of seconds|Unix seconds)\b|\b(?:in (?:whole )?seconds|whole seconds)\b[^.]{0,80}?(?:expirationDatetime|expiresIn)/i,
  },
  {name: 'the Kotlin import datasdk.model.LoginStatus', pattern: /datasdk\.model\.LoginStatus\b/},
  {name: 'the Kotlin import datasdk.model.AllowedChatRange', pattern: /datasdk\.model\.AllowedChatRange\b/},
  {name: 'an Android UI SDK for Jetpack Compose and Views', pattern: /Compose and (?:Android )?Views/i},
  {name: 'the Data SDK has no profile methods', pattern: /no profile (?:methods|API|calls)/i},
  {name: 'an Offensiveness (AI) range', pattern: /Offensiveness \(AI\)[^.]{0,80}?\b0\s*(?:-|–|to)\s*100/},
  {
    name: 'a rejected token reported through an Error action',
    pattern:
      /reject\w*[^.]{0,80}?\btoken\b[^.]{0,80}?["'`]Error["'`]|["'`]Error["'`][^.]{0,80}?reject\w*[^.]{0,40}?token/i,
  },
];
