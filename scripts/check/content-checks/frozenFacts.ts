/**
 * The product facts as they stood when the content checks' tests were written, frozen: the tests of
 * handTypedFacts.ts, factStatements.ts and exampleFacts.ts run on these values, so a change of a live fact in
 * src/data/productFacts.ts fails the checks that scan the sources (with a file and line), never these tests with a
 * bare diff. A new fact key needs its entry here (the type names it).
 */
import type {ProductFact, ProductFactKey} from '../../../src/data/productFacts';

export const frozenFacts: Readonly<Record<ProductFactKey, ProductFact>> = {
  jwtMaxAge: {value: 16, unit: 'hours', meaning: 'token age', source: 'frozen'},
  rsaKeySize: {value: 2048, unit: 'bits', meaning: 'RSA key size', source: 'frozen'},
  channelIdMaxLength: {value: 128, unit: 'characters', meaning: 'channel id length', source: 'frozen'},
  channelDefaultLifetime: {value: 24, unit: 'hours', meaning: 'channel lifetime', source: 'frozen'},
  retentionRange: {value: 1, max: 14, unit: 'days', meaning: 'retention range', source: 'frozen'},
  retentionDefault: {value: 24, unit: 'hours', meaning: 'retention default', source: 'frozen'},
  flashBetDisplayTime: {value: 20, unit: 'seconds', meaning: 'Flash Bet display time', source: 'frozen'},
  messageLengthRange: {value: 1, max: 500, unit: 'characters', meaning: 'message length range', source: 'frozen'},
  logsMaxRange: {value: 7, unit: 'days', meaning: 'Logs range', source: 'frozen'},
  aiScoreRange: {value: 0, max: 100, unit: '', meaning: 'AI Score', source: 'frozen'},
  matchTreeWindow: {value: 14, unit: 'days', meaning: 'match tree window', source: 'frozen'},
  eventTypeCount: {value: 21, unit: 'event types', meaning: 'event types', source: 'frozen'},
};
