/**
 * JSON Schemas of the adapter's answers, generated from the API's own TypeScript types with ts-json-schema-generator
 * and checked with Ajv, so the harness validates at run time what the compiler checks at build time: an answer cast
 * with `as`, built from `any`, or assembled from untyped data still has to match the published shape. Extra
 * properties are rejected. Schemas are cached in the system temp folder, keyed by the API source's content.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {Ajv, type ValidateFunction} from 'ajv';
import {createGenerator} from 'ts-json-schema-generator';
import type {BetShareResponse, MatchEventMarketResponse, OutcomesResponse} from 'virtual-stadium-api';
import type {AdapterRequestName, AdapterResponse} from 'virtual-stadium-api/embed';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** The response type of each request name, by name; the checks below fail the build if a name and its type part. */
export const responseTypeOf = {
  outcomes: 'OutcomesResponse',
  matchEventMarkets: 'MatchEventMarketResponse',
  'virtualStadium.matchEventMarkets': 'MatchEventMarketResponse',
  betHistory: 'BetShareResponse', // designed: confirm at onboarding
} as const satisfies Record<AdapterRequestName, string>;
export const responseTypesMatch: [
  Equal<AdapterResponse<'outcomes'>, OutcomesResponse>,
  Equal<AdapterResponse<'matchEventMarkets'>, MatchEventMarketResponse>,
  Equal<AdapterResponse<'virtualStadium.matchEventMarkets'>, MatchEventMarketResponse>,
  Equal<AdapterResponse<'betHistory'>, BetShareResponse>, // designed: confirm at onboarding
] = [true, true, true, true];

export type ResponseTypeName = (typeof responseTypeOf)[AdapterRequestName];

/** The API's type source: src/index.ts in the docs repository, the packed declarations in the starter. */
function apiSource(): string {
  const require = createRequire(__filename);
  const root = path.dirname(require.resolve('virtual-stadium-api/package.json'));
  const source = path.join(root, 'src', 'index.ts');
  return existsSync(source) ? source : path.join(root, 'dist', 'index.d.ts');
}

function generate(file: string): Record<ResponseTypeName, object> {
  const generator = createGenerator({
    path: file,
    tsconfig: path.resolve(__dirname, '..', '..', 'tsconfig.json'),
    type: '*',
    skipTypeCheck: true,
    additionalProperties: false,
    expose: 'export',
    topRef: false,
    jsDoc: 'none',
  });
  const names = [...new Set(Object.values(responseTypeOf))];
  return Object.fromEntries(names.map((name) => [name, generator.createSchema(name)])) as Record<
    ResponseTypeName,
    object
  >;
}

/**
 * The JSON Schema of each response type, by type name (`OutcomesResponse`...), generated once per API source. The
 * local sandbox (sandbox/ in the docs repository) validates your adapter's answers with the same schemas.
 */
export function responseSchemas(): Record<ResponseTypeName, object> {
  const file = apiSource();
  const key = createHash('sha256').update(readFileSync(file)).update('v1').digest('hex').slice(0, 16);
  const cacheDir = path.join(tmpdir(), 'vs-web-example-schemas');
  const cacheFile = path.join(cacheDir, `${key}.json`);
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<ResponseTypeName, object>;
  const schemas = generate(file);
  mkdirSync(cacheDir, {recursive: true});
  writeFileSync(cacheFile, JSON.stringify(schemas));
  return schemas;
}

export type ResponseValidators = Record<AdapterRequestName, ValidateFunction>;

export function responseValidators(): ResponseValidators {
  const schemas = responseSchemas();
  const ajv = new Ajv({allErrors: true, strict: false});
  const compiled = new Map<ResponseTypeName, ValidateFunction>();
  const validatorFor = (name: ResponseTypeName): ValidateFunction => {
    let validate = compiled.get(name);
    if (validate === undefined) {
      validate = ajv.compile(schemas[name]);
      compiled.set(name, validate);
    }
    return validate;
  };
  return {
    outcomes: validatorFor(responseTypeOf.outcomes),
    matchEventMarkets: validatorFor(responseTypeOf.matchEventMarkets),
    'virtualStadium.matchEventMarkets': validatorFor(responseTypeOf['virtualStadium.matchEventMarkets']),
    betHistory: validatorFor(responseTypeOf.betHistory),
  };
}
