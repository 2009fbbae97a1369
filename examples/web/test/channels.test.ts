/**
 * The channel example, run: the request checks, channel creation, id mapping feeding channel creation, a duplicate
 * channelId, error answers, update and delete, the moderation fields and the entry points in bin/. Every request goes
 * to loopback stand-ins (test/support), which check each body against JSON Schema generated from
 * src/channels/channel-api.ts. Import side effects are tested in channels-imports.test.ts, in a fresh process.
 */
import assert from 'node:assert/strict';
import {execFile, execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {ChannelApiError, type ChannelApiConfig, type CreateChannelRequest} from '../src/channels/channel-api';
import {createChannel, findProblems} from '../src/channels/create-channel';
import {channelIdFor, createChannels, createMatchChannels} from '../src/channels/create-channels-batch';
import {expiresIn, FORM_DEFAULT_LIFETIME_SECONDS, toUnixSeconds} from '../src/channels/expiry';
import {fetchMatchTree, mapFixture, type OwnFixture} from '../src/channels/map-matches';
import {issueJobToken} from '../src/token/vs-token';
import {testKeys} from './support/token-cases';
import {chooseModeration, toModerationFields, withModeration} from '../src/channels/moderation-fields';
import {deleteChannel, updateChannel} from '../src/channels/update-channel';
import {requestValidators, startChannelApiStandIn, type ChannelApiStandIn} from './support/channel-api-stand-in';
import {startUtilityApiStandIn, type UtilityApiStandIn} from './support/utility-api-stand-in';

const EXAMPLE_ROOT = path.resolve(import.meta.dirname, '..');
/** The tests' clock: before every fixture's kick-off, so the expected bodies never change. */
const NOW = new Date('2030-05-01T00:00:00Z');
const APP_KEY = 'test-app-key';

/** A token-shaped string; the stand-in reads its payload's userType and does not check signatures. */
function fakeJwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({alg: 'RS256', typ: 'JWT'})}.${part(payload)}.signature-not-checked`;
}
const MODERATOR_JWT = fakeJwt({sub: 'channel-scheduler', userType: 'MODERATOR'});

const ownFixtures: OwnFixture[] = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/own-fixtures.json'), 'utf8')) as {
    ownMatchId: string;
    home: string;
    away: string;
    kickoff: string;
  }[]
).map((fixture) => ({...fixture, kickoff: new Date(fixture.kickoff)}));
const matchTree: unknown = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/match-tree.json'), 'utf8'));

/** The guide's example channel. */
function guideChannel(overrides: Partial<CreateChannelRequest> = {}): CreateChannelRequest {
  return {
    channelId: 'north-city-v-south-rovers',
    channelName: 'North City vs South Rovers',
    expirationDatetime: expiresIn(3 * 24 * 60 * 60, NOW),
    metadata: {ourMatchId: 'm-20931'},
    moderationSource: 'VS',
    highPriority: false,
    channelType: 'MATCH',
    relatedCompetitions: [
      {srEntityId: 'sr:match:123456', eventTypes: ['MATCH_STARTED', 'SCORE_CHANGED', 'RED_CARD', 'MATCH_ENDED']},
    ],
    testChannel: false,
    ...overrides,
  };
}

const configFor = (standIn: ChannelApiStandIn, moderatorJwt = MODERATOR_JWT): ChannelApiConfig => ({
  baseUrl: standIn.baseUrl,
  moderatorJwt,
});

/** Runs a stand-in for one test and closes it afterwards. */
async function withStandIn<T>(
  options: Parameters<typeof startChannelApiStandIn>[0],
  body: (standIn: ChannelApiStandIn) => Promise<T>,
): Promise<T> {
  const standIn = await startChannelApiStandIn({now: () => NOW, ...options});
  try {
    return await body(standIn);
  } finally {
    await standIn.close();
  }
}

describe('the request schema generated from channel-api.ts', () => {
  test('accepts the guide example body and the VIP body of moderation-fields.ts', () => {
    const {create, batch} = requestValidators();
    assert.equal(create(guideChannel()), true, JSON.stringify(create.errors));
    const vip = withModeration(
      {channelId: 'vip-lounge', channelName: 'VIP lounge', expirationDatetime: 1904586300, metadata: {}},
      'vip',
    );
    assert.equal(create(vip), true, JSON.stringify(create.errors));
    assert.equal(batch([guideChannel(), vip]), true, JSON.stringify(batch.errors));
  });

  test('refuses each required field missing, and bodies that break the published field rules', () => {
    const {create} = requestValidators();
    const body = guideChannel() as unknown as Record<string, unknown>;
    for (const field of ['channelId', 'channelName', 'expirationDatetime', 'metadata', 'moderationSource']) {
      const {[field]: _dropped, ...rest} = body;
      assert.equal(create(rest), false, `a body without ${field} must be refused`);
    }
    const broken: Record<string, unknown>[] = [
      {...body, channelId: 'x'.repeat(129)},
      {...body, channelId: 'north city'},
      {...body, channelId: ''},
      {...body, channelName: ''},
      {...body, expirationDatetime: 1904586300.5},
      {...body, moderationSource: 'OTHER'},
      {...body, moderationSource: 'EXTERNAL', highPriority: true},
      {...body, channelType: 'LEAGUE'},
      {...body, relatedCompetitions: [{srEntityId: 'sr:match:1', eventTypes: ['GOAL']}]},
      {...body, channelTitle: 'not a published field'},
    ];
    for (const candidate of broken) assert.equal(create(candidate), false, JSON.stringify(candidate).slice(0, 120));
    assert.equal(create({...body, channelId: 'x'.repeat(128)}), true, 'a 128-character id is allowed');
  });

  test('the type forbids highPriority on an EXTERNAL channel at compile time', () => {
    // @ts-expect-error highPriority only exists with moderationSource VS
    const invalid: CreateChannelRequest = {...guideChannel(), moderationSource: 'EXTERNAL', highPriority: true};
    assert.deepEqual(findProblems(invalid, NOW), ['highPriority is only allowed with moderationSource VS']);
  });
});

describe('createChannel against the channel API stand-in', () => {
  test('a token from issueJobToken is accepted as the channel job token', () =>
    withStandIn({}, async (standIn) => {
      const {privateKey} = testKeys();
      const jwt = issueJobToken(
        {id: 'channel-scheduler', name: 'Channel scheduler'},
        {clientId: 'client-123', apiKey: 'api-key', env: 'dev', privateKey, userIdSalt: 'unused'},
      );
      const answer = await createChannel(configFor(standIn, jwt), guideChannel(), NOW);
      assert.equal(answer.status, 200);
    }));

  test('POSTs the body to /channel/create with the bearer token and JSON content type', () =>
    withStandIn({}, async (standIn) => {
      const answer = await createChannel(configFor(standIn), guideChannel(), NOW);
      assert.equal(answer.status, 200);
      assert.deepEqual(standIn.received, [
        {
          method: 'POST',
          path: '/api/channel/create',
          authorization: `Bearer ${MODERATOR_JWT}`,
          contentType: 'application/json',
          body: guideChannel(),
          status: 200,
        },
      ]);
    }));

  for (const successStatus of [201, 204] as const) {
    test(`does not depend on the unpublished response body (a ${successStatus} answer)`, () =>
      withStandIn({successStatus}, async (standIn) => {
        const answer = await createChannel(configFor(standIn), guideChannel(), NOW);
        assert.equal(answer.status, successStatus);
        assert.equal(typeof answer.body, 'string');
      }));
  }

  test('refuses a body that breaks a published rule before sending it', () =>
    withStandIn({}, async (standIn) => {
      const config = configFor(standIn);
      const past = guideChannel({expirationDatetime: toUnixSeconds(NOW) - 1});
      await assert.rejects(createChannel(config, past, NOW), /expirationDatetime must be whole seconds/);
      const fraction = guideChannel({expirationDatetime: toUnixSeconds(NOW) + 0.5});
      await assert.rejects(createChannel(config, fraction, NOW), /expirationDatetime must be whole seconds/);
      const milliseconds = guideChannel({expirationDatetime: NOW.getTime() + 3_600_000});
      await assert.rejects(createChannel(config, milliseconds, NOW), /looks like milliseconds/);
      const longId = guideChannel({channelId: 'x'.repeat(129)});
      await assert.rejects(createChannel(config, longId, NOW), /channelId must be 1 to 128/);
      assert.deepEqual(standIn.received, [], 'nothing was sent');
    }));
});

describe('id mapping on a fixture match list feeds channel creation', () => {
  let utility: UtilityApiStandIn;
  before(async () => {
    utility = await startUtilityApiStandIn(APP_KEY, matchTree);
  });
  after(() => utility.close());

  const settings = {
    moderation: {moderationSource: 'VS', highPriority: false} as const,
    eventTypes: ['MATCH_STARTED', 'SCORE_CHANGED', 'MATCH_ENDED'] as (
      'MATCH_STARTED' | 'SCORE_CHANGED' | 'MATCH_ENDED'
    )[],
    closeAfterKickoffSeconds: 6 * 60 * 60,
  };

  test('mapFixture maps unique matches, and leaves ambiguous and unknown fixtures to a person', async () => {
    const tree = await fetchMatchTree({baseUrl: utility.baseUrl, appKey: APP_KEY});
    assert.deepEqual(
      ownFixtures.map((fixture) => mapFixture(fixture, tree)),
      [
        {status: 'mapped', ownMatchId: 'm-20931', srEntityId: 'sr:match:123456'},
        {status: 'mapped', ownMatchId: 'm-20932', srEntityId: 'sr:match:123470'},
        {status: 'ambiguous', ownMatchId: 'm-20933', candidates: ['sr:match:123481', 'sr:match:123482']},
        {status: 'not-found', ownMatchId: 'm-20934'},
        {status: 'mapped', ownMatchId: 'm-20981', srEntityId: 'sr:match:123499'},
      ],
    );
  });

  test('the batch the stand-in receives carries srEntityId in relatedCompetitions for mapped fixtures only', () =>
    withStandIn({}, async (standIn) => {
      const run = await createMatchChannels(
        {baseUrl: utility.baseUrl, appKey: APP_KEY},
        configFor(standIn),
        ownFixtures,
        settings,
        NOW,
      );
      assert.ok(utility.requested.every((url) => url === `/json/matchTree?appKey=${APP_KEY}`));
      const related = (srEntityId: string) => [{srEntityId, eventTypes: settings.eventTypes}];
      const expected = [
        [
          'm-20931',
          '2030-05-12-north-city-fc-v-south-rovers',
          'North City FC vs South Rovers',
          '2030-05-13T01:45:00Z',
          related('sr:match:123456'),
        ],
        [
          'm-20932',
          '2030-05-12-harbour-fc-v-cafe-lakeside',
          'Harbour FC vs Cafe Lakeside',
          '2030-05-12T23:00:00Z',
          related('sr:match:123470'),
        ],
        ['m-20933', '2030-05-13-old-town-v-hill-united', 'Old Town vs Hill United', '2030-05-13T21:00:00Z', undefined],
        [
          'm-20934',
          '2030-05-13-river-park-v-castle-vale',
          'River Park vs Castle Vale',
          '2030-05-14T00:30:00Z',
          undefined,
        ],
        [
          'm-20981',
          '2030-05-19-north-city-fc-v-south-rovers',
          'North City FC vs South Rovers',
          '2030-05-20T01:45:00Z',
          related('sr:match:123499'),
        ],
      ] as const;
      assert.equal(standIn.received.length, 1);
      const [request] = standIn.received;
      assert.equal(request?.method, 'POST');
      assert.equal(request?.path, '/api/channel/create/batch');
      assert.equal(request?.status, 200, JSON.stringify(request));
      assert.deepEqual(
        request?.body,
        expected.map(([ownMatchId, channelId, channelName, closes, relatedCompetitions]) => ({
          channelId,
          channelName,
          expirationDatetime: toUnixSeconds(new Date(closes)),
          metadata: {ourMatchId: ownMatchId},
          channelType: 'MATCH',
          moderationSource: 'VS',
          highPriority: false,
          ...(relatedCompetitions ? {relatedCompetitions} : {}),
        })),
      );
      assert.deepEqual(
        run.toReview.map((mapping) => mapping.ownMatchId),
        ['m-20933', 'm-20934'],
      );
    }));

  test('a wrong appKey stops the job before any channel is created, without the key in the error', () =>
    withStandIn({}, async (standIn) => {
      const wrongKey = 'not-the-key';
      const run = createMatchChannels(
        {baseUrl: utility.baseUrl, appKey: wrongKey},
        configFor(standIn),
        ownFixtures,
        settings,
        NOW,
      );
      await assert.rejects(run, (error: Error) => {
        assert.match(error.message, /matchTree answered HTTP 401/);
        assert.doesNotMatch(error.message, new RegExp(wrongKey));
        return true;
      });
      assert.deepEqual(standIn.received, []);
    }));
});

describe('a duplicate channelId', () => {
  test('twice in one batch: refused before sending, naming the id', () =>
    withStandIn({}, async (standIn) => {
      const twice = [guideChannel(), guideChannel({channelName: 'Again'})];
      await assert.rejects(
        createChannels(configFor(standIn), twice, NOW),
        /north-city-v-south-rovers: the same channelId appears twice in the batch/,
      );
      assert.deepEqual(standIn.received, []);
    }));

  test('the same teams on another date get another id', () => {
    const [first, , , , weekLater] = ownFixtures;
    assert.ok(first && weekLater);
    assert.notEqual(channelIdFor(first), channelIdFor(weekLater));
  });

  test('channelIdFor drops accents instead of splitting the word', () => {
    const fixture: OwnFixture = {
      ownMatchId: 'm-1',
      home: 'Atlético Madrid',
      away: 'Borussia Mönchengladbach',
      kickoff: new Date('2026-11-27T20:00:00Z'),
    };
    assert.match(channelIdFor(fixture), /^\d{4}-\d{2}-\d{2}-atletico-madrid-v-borussia-monchengladbach$/);
  });

  test('an id the service already holds: a refusal surfaces as ChannelApiError with its status and body', () =>
    withStandIn({duplicates: 'refuse'}, async (standIn) => {
      const config = configFor(standIn);
      await createChannel(config, guideChannel(), NOW);
      await assert.rejects(createChannel(config, guideChannel({channelName: 'Renamed'}), NOW), (error: unknown) => {
        assert.ok(error instanceof ChannelApiError);
        assert.equal(error.status, 409);
        assert.match(error.body, /channelId exists/);
        return true;
      });
      assert.equal(
        (standIn.channels.get('north-city-v-south-rovers') as {channelName: string}).channelName,
        'North City vs South Rovers',
      );
    }));

  test('an id the service already holds: if the service accepts it, the example reports success (the outcome is not published)', () =>
    withStandIn({duplicates: 'accept'}, async (standIn) => {
      const config = configFor(standIn);
      await createChannel(config, guideChannel(), NOW);
      const second = await createChannel(config, guideChannel({channelName: 'Renamed'}), NOW);
      assert.equal(second.status, 200);
    }));
});

describe('error answers surface as errors, never as success', () => {
  test('a 500 rejects with ChannelApiError carrying status and body', () =>
    withStandIn({}, async (standIn) => {
      standIn.failNext(500, 'upstream unavailable');
      await assert.rejects(createChannel(configFor(standIn), guideChannel(), NOW), (error: unknown) => {
        assert.ok(error instanceof ChannelApiError);
        assert.equal(error.status, 500);
        assert.equal(error.message, 'POST /channel/create answered HTTP 500: upstream unavailable');
        return true;
      });
    }));

  test('a user token (userType Normal) and a missing token are refused with 401', () =>
    withStandIn({}, async (standIn) => {
      for (const token of [fakeJwt({userType: 'Normal'}), '']) {
        await assert.rejects(createChannel(configFor(standIn, token), guideChannel(), NOW), (error: unknown) => {
          assert.ok(error instanceof ChannelApiError);
          assert.equal(error.status, 401);
          return true;
        });
      }
      assert.equal(standIn.channels.size, 0);
    }));

  test('a batch refused by the service rejects with ChannelApiError', () =>
    withStandIn({}, async (standIn) => {
      standIn.failNext(400, '{"error":"invalid element"}');
      await assert.rejects(createChannels(configFor(standIn), [guideChannel()], NOW), ChannelApiError);
    }));

  test('no answer at all (nothing listening) rejects', async () => {
    const standIn = await startChannelApiStandIn();
    const config = configFor(standIn);
    await standIn.close();
    await assert.rejects(createChannel(config, guideChannel(), NOW));
  });
});

describe('update and delete', () => {
  test('PUT sends the full body to the percent-encoded id; DELETE removes it; an unknown id is an error', () =>
    withStandIn({}, async (standIn) => {
      const config = configFor(standIn);
      const odd = guideChannel({channelId: 'cup/final?2030'});
      await createChannel(config, odd, NOW);
      await updateChannel(config, {...odd, channelName: 'Cup final (extra time)'}, NOW);
      await deleteChannel(config, odd.channelId);
      assert.deepEqual(
        standIn.received.map(({method, path: sentPath, status}) => `${method} ${sentPath} ${status}`),
        [
          'POST /api/channel/create 200',
          'PUT /api/channel/cup%2Ffinal%3F2030 200',
          'DELETE /api/channel/cup%2Ffinal%3F2030 200',
        ],
      );
      await assert.rejects(deleteChannel(config, odd.channelId), (error: unknown) => {
        assert.ok(error instanceof ChannelApiError);
        assert.equal(error.status, 404);
        return true;
      });
    }));
});

describe('expiry and moderation fields', () => {
  test('expiry values are whole seconds; the form default is one day', () => {
    assert.equal(FORM_DEFAULT_LIFETIME_SECONDS, 86_400);
    const value = expiresIn(FORM_DEFAULT_LIFETIME_SECONDS, new Date('2030-05-01T00:00:00.999Z'));
    assert.equal(value, 1903824000 + 86_400);
    assert.ok(Number.isInteger(value));
  });

  // Channel creation: one Sportradar entity id per channel, in one relatedCompetitions entry (designed: confirm at
  // onboarding).
  test('refuses a second relatedCompetitions entry: a channel has one srEntityId, as Channel creation states', () =>
    withStandIn({}, async (standIn) => {
      const two = guideChannel({
        relatedCompetitions: [
          {srEntityId: 'sr:match:123456', eventTypes: ['CORNER']},
          {srEntityId: 'sr:match:654321', eventTypes: ['CORNER']},
        ],
      });
      await assert.rejects(createChannel(configFor(standIn), two, NOW), /relatedCompetitions must have one entry/);
      assert.deepEqual(standIn.received, []);
    }));

  // Channel creation states the unit once, as designed: a Unix timestamp in seconds (designed: confirm at onboarding).
  test('expirationDatetime is a Unix timestamp in whole seconds, the unit Channel creation states (designed)', () =>
    withStandIn({}, async (standIn) => {
      const inSeconds = guideChannel({expirationDatetime: toUnixSeconds(NOW) + 3600});
      assert.equal(inSeconds.expirationDatetime, Math.floor(NOW.getTime() / 1000) + 3600);
      assert.equal((await createChannel(configFor(standIn), inSeconds, NOW)).status, 200);
      // The same instant in milliseconds is refused before it is sent.
      const inMilliseconds = guideChannel({expirationDatetime: (toUnixSeconds(NOW) + 3600) * 1000});
      await assert.rejects(createChannel(configFor(standIn), inMilliseconds, NOW), /looks like milliseconds/);
      assert.equal(standIn.received.length, 1);
    }));

  test('the moderation policy never puts highPriority on an EXTERNAL channel', () => {
    assert.deepEqual(toModerationFields(chooseModeration('support')), {moderationSource: 'EXTERNAL'});
    assert.deepEqual(toModerationFields(chooseModeration('vip')), {moderationSource: 'VS', highPriority: true});
    assert.deepEqual(toModerationFields(chooseModeration('match')), {moderationSource: 'VS', highPriority: false});
  });
});

describe('the entry points in bin/', () => {
  interface Run {
    code: number;
    stdout: string;
    stderr: string;
  }
  /** Runs a bin script (TypeScript through tsx, shell through bash) with only the given variables and PATH. */
  function runBin(script: string, env: Record<string, string>): Promise<Run> {
    const file = path.join(EXAMPLE_ROOT, 'bin', script);
    const [command, args] = script.endsWith('.sh') ? ['bash', [file]] : [process.execPath, ['--import', 'tsx', file]];
    return new Promise((resolve) => {
      execFile(
        command,
        args,
        {cwd: EXAMPLE_ROOT, env: {PATH: process.env.PATH ?? '', ...env}},
        (error, stdout, stderr) => resolve({code: error ? Number(error.code ?? 1) : 0, stdout, stderr}),
      );
    });
  }

  test('create-channel.ts creates the guide channel on the stand-in, reading the token from VS_MODERATOR_JWT', async () => {
    const standIn = await startChannelApiStandIn();
    try {
      const run = await runBin('create-channel.ts', {
        VS_MODERATOR_JWT: MODERATOR_JWT,
        VS_MANAGEMENT_API_URL: standIn.baseUrl,
      });
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stdout, /^Channel created \(HTTP 200\)/);
      assert.equal(standIn.received.length, 1);
      assert.equal(standIn.received[0]?.status, 200);
    } finally {
      await standIn.close();
    }
  });

  test('create-channel.ts without VS_MODERATOR_JWT exits 1 with a clear message and sends nothing', async () => {
    const standIn = await startChannelApiStandIn();
    try {
      const run = await runBin('create-channel.ts', {VS_MANAGEMENT_API_URL: standIn.baseUrl});
      assert.equal(run.code, 1);
      assert.match(run.stderr, /Set VS_MODERATOR_JWT/);
      assert.deepEqual(standIn.received, []);
    } finally {
      await standIn.close();
    }
  });

  test('map-matches.ts prints the Sportradar id of the sample fixture', async () => {
    const utility = await startUtilityApiStandIn(APP_KEY, matchTree);
    try {
      const run = await runBin('map-matches.ts', {SR_UTILITY_APP_KEY: APP_KEY, SR_UTILITY_API_URL: utility.baseUrl});
      assert.equal(run.code, 0, run.stderr);
      assert.equal(run.stdout, 'm-20931 -> sr:match:123456\n');
    } finally {
      await utility.close();
    }
  });

  const hasCurl = execFileSync('bash', ['-c', 'command -v curl || true'], {encoding: 'utf8'}).trim() !== '';

  test(
    'the curl scripts create, batch-create, update and delete on the stand-in, with bodies the schema accepts',
    {skip: !hasCurl && 'curl is not installed'},
    async () => {
      const standIn = await startChannelApiStandIn();
      try {
        // The new close time: a day after the three days create-channel.sh gives the channel.
        const newExpiry = String(Math.floor(Date.now() / 1000) + 4 * 24 * 60 * 60);
        const env = {VS_MODERATOR_JWT: MODERATOR_JWT, VS_MANAGEMENT_API_URL: standIn.baseUrl, VS_NEW_EXPIRY: newExpiry};
        for (const script of ['create-channel.sh', 'create-channels-batch.sh', 'update-and-delete.sh']) {
          const run = await runBin(script, env);
          assert.equal(run.code, 0, `${script}: ${run.stdout} ${run.stderr}`);
        }
        assert.deepEqual(
          standIn.received.map(({method, path: sentPath, status}) => `${method} ${sentPath} ${status}`),
          [
            'POST /api/channel/create 200',
            'POST /api/channel/create/batch 200',
            'PUT /api/channel/north-city-v-south-rovers 200',
            'DELETE /api/channel/north-city-v-south-rovers 200',
          ],
        );
        // The update moves the close time later, as the page says, never earlier.
        const expiryOf = (method: string) =>
          (standIn.received.find((request) => request.method === method)?.body as {expirationDatetime?: number})
            ?.expirationDatetime ?? 0;
        assert.ok(expiryOf('PUT') > expiryOf('POST'), 'the PUT moves the expiry later than the create set it');
      } finally {
        await standIn.close();
      }
    },
  );

  test(
    'the operator-scoped curl script creates the channel with a body its schema accepts',
    {skip: !hasCurl && 'curl is not installed'},
    async () => {
      const standIn = await startChannelApiStandIn();
      try {
        const env = {VS_MODERATOR_JWT: MODERATOR_JWT, VS_MANAGEMENT_API_URL: standIn.baseUrl, VS_OPERATOR_ID: 'op-1'};
        const run = await runBin('create-channel-operator-scoped.sh', env);
        assert.equal(run.code, 0, `${run.stdout} ${run.stderr}`);
        assert.deepEqual(
          standIn.received.map(({method, path: sentPath, status}) => `${method} ${sentPath} ${status}`),
          ['POST /api/operator/op-1/channel 200'],
        );
        assert.equal((standIn.received[0]?.body as {operatorId?: string}).operatorId, 'op-1');
      } finally {
        await standIn.close();
      }
    },
  );

  test(
    'a curl script exits non-zero when the API refuses the call',
    {skip: !hasCurl && 'curl is not installed'},
    async () => {
      const standIn = await startChannelApiStandIn();
      try {
        const userToken = fakeJwt({userType: 'Normal'});
        const run = await runBin('create-channel.sh', {
          VS_MODERATOR_JWT: userToken,
          VS_MANAGEMENT_API_URL: standIn.baseUrl,
        });
        assert.notEqual(run.code, 0);
        assert.match(run.stdout, /userType MODERATOR/);
      } finally {
        await standIn.close();
      }
    },
  );

  test('print-vip-lounge-body.ts prints a body the schema accepts', async () => {
    const run = await runBin('print-vip-lounge-body.ts', {});
    assert.equal(run.code, 0, run.stderr);
    const body: unknown = JSON.parse(run.stdout);
    const {create} = requestValidators();
    assert.equal(create(body), true, JSON.stringify(create.errors));
    assert.deepEqual(Object.keys(body as object), [
      'channelId',
      'channelName',
      'expirationDatetime',
      'metadata',
      'moderationSource',
      'highPriority',
    ]);
  });
});
