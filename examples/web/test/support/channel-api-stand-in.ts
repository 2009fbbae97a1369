/**
 * A loopback stand-in of the channel API: a TEST DOUBLE of the published contract, not Sportradar's service, and
 * no evidence of how the real API behaves where its behaviour is not published.
 *
 * What it checks is published: the paths under the Management API's `/api` base (`POST /channel/create`,
 * `POST /channel/create/batch`, `PUT /channel/{id}`, `DELETE /channel/{id}`, and the older
 * `POST /operator/{operatorId}/channel`), the methods, an
 * `Authorization: Bearer <JWT>` header whose token has `userType` `MODERATOR`, and each body against the JSON Schema
 * generated from the example's request types (src/channels/channel-api.ts), plus the published rules a schema
 * cannot express: `expirationDatetime` in the future, and the channel id that cannot change.
 *
 * What it answers is its own wherever the real answer is not published, and its bodies say so: the status codes of
 * refusals (401, 400, 404, 409, 415), every response body, and what a second create with an existing `channelId`
 * does (`duplicates`). Successful calls are only published as 2xx, so `successStatus` lets a test vary it. It does
 * not verify the token's signature (the real service checks it with your public key); it also enforces the
 * docs team's designed reading that `expirationDatetime` is in seconds, not milliseconds (designed: confirm at
 * onboarding).
 */
import http from 'node:http';
import path from 'node:path';
import {type AddressInfo} from 'node:net';
import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';
import {createGenerator} from 'ts-json-schema-generator';

const EXAMPLE_ROOT = path.resolve(import.meta.dirname, '../..');
/** The file holding the request types; the schema is generated from it on every test run. */
export const REQUEST_TYPES_FILE = path.join(EXAMPLE_ROOT, 'src/channels/channel-api.ts');

const STAND_IN_NOTE = "This answer is the test stand-in's own; the real response body is not published.";

export interface RequestValidators {
  readonly create: ValidateFunction;
  readonly batch: ValidateFunction;
  /** The older operator-scoped create (`POST /operator/{operatorId}/channel`). */
  readonly operatorCreate: ValidateFunction;
}

let validators: RequestValidators | undefined;

/** JSON Schema generated from CreateChannelRequest and CreateChannelsBatchRequest, compiled with Ajv (once). */
export function requestValidators(): RequestValidators {
  if (validators) return validators;
  const generator = createGenerator({
    path: REQUEST_TYPES_FILE,
    tsconfig: path.join(EXAMPLE_ROOT, 'tsconfig.json'),
    type: '*',
    skipTypeCheck: true, // `npx tsc -p examples/web/tsconfig.json` type-checks the file
  });
  const ajv = new Ajv({allErrors: true, strict: true});
  const schemaFor = (type: string): ValidateFunction => ajv.compile(generator.createSchema(type));
  validators = {
    create: schemaFor('CreateChannelRequest'),
    batch: schemaFor('CreateChannelsBatchRequest'),
    operatorCreate: schemaFor('OperatorChannelRequest'),
  };
  return validators;
}

export interface ReceivedRequest {
  readonly method: string;
  /** The path as sent, query included. */
  readonly path: string;
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
  /** The parsed JSON body, or the raw text when it is not JSON, or undefined when there is none. */
  readonly body: unknown;
  /** What the stand-in answered. */
  readonly status: number;
}

export interface StandInOptions {
  /** A create with a channelId the stand-in already holds: the real outcome is not published. Default 'refuse'. */
  readonly duplicates?: 'refuse' | 'accept';
  /** The status of a successful call; only "2xx" is published. Default 200. */
  readonly successStatus?: 200 | 201 | 204;
  /** The stand-in's clock, for "in the future". Default: the real time. */
  readonly now?: () => Date;
}

export interface ChannelApiStandIn {
  /** The base URL to pass as ChannelApiConfig.baseUrl, ending in /api like the real one. */
  readonly baseUrl: string;
  readonly received: ReceivedRequest[];
  /** The channels the stand-in holds, by id. */
  readonly channels: Map<string, unknown>;
  /** Answers the next request with this status and body, whatever it is (to play a failing service). */
  failNext(status: number, body?: string): void;
  close(): Promise<void>;
}

interface Answer {
  readonly status: number;
  readonly body?: Record<string, unknown>;
}

const refuse = (status: number, reason: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: {standIn: STAND_IN_NOTE, reason, ...extra},
});

function base64UrlJson(part: string | undefined): unknown {
  if (part === undefined) return undefined;
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Published: a bearer JWT with userType MODERATOR. The signature is not checked here (see the header comment). */
function authorizationProblem(header: string | undefined): string | undefined {
  const match = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]*)$/.exec(header ?? '');
  if (!match) return 'the Authorization header is not "Bearer <JWT>"';
  const payload = base64UrlJson(match[2]);
  if (typeof payload !== 'object' || payload === null || !('userType' in payload)) {
    return 'the token has no userType claim';
  }
  return payload.userType === 'MODERATOR' ? undefined : 'the token does not have userType MODERATOR';
}

function schemaErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}`);
}

/** Rules a schema cannot hold: expiry in the future (published) and in seconds (designed). */
function ruleProblems(body: unknown, now: Date): string[] {
  if (typeof body !== 'object' || body === null || !('expirationDatetime' in body)) return [];
  const expiry = body.expirationDatetime;
  if (typeof expiry !== 'number') return [];
  if (expiry > 1e11) return ['expirationDatetime looks like milliseconds; send whole seconds'];
  return expiry <= Math.floor(now.getTime() / 1000) ? ['expirationDatetime is not in the future'] : [];
}

function channelIdOf(body: unknown): string {
  return typeof body === 'object' && body !== null && 'channelId' in body ? String(body.channelId) : '';
}

export async function startChannelApiStandIn(options: StandInOptions = {}): Promise<ChannelApiStandIn> {
  const {create, batch, operatorCreate} = requestValidators();
  const duplicates = options.duplicates ?? 'refuse';
  const successStatus = options.successStatus ?? 200;
  const now = options.now ?? (() => new Date());
  const received: ReceivedRequest[] = [];
  const channels = new Map<string, unknown>();
  let nextFailure: {status: number; body: string} | undefined;

  const succeed = (extra: Record<string, unknown>): Answer =>
    successStatus === 204 ? {status: 204} : {status: successStatus, body: {standIn: STAND_IN_NOTE, ...extra}};

  function route(method: string, pathname: string, hasJsonBody: boolean, body: unknown): Answer {
    const operatorPath = /^\/api\/operator\/([^/]+)\/channel$/.exec(pathname);
    if (operatorPath) {
      if (method !== 'POST') return refuse(405, `${method} is not a method of ${pathname}`);
      if (!hasJsonBody) return refuse(415, 'the body must be sent as application/json');
      if (!operatorCreate(body)) {
        return refuse(400, 'the body does not match the schema', {errors: schemaErrors(operatorCreate.errors)});
      }
      const operatorId = (body as {operatorId?: string}).operatorId;
      if (operatorId !== undefined && operatorId !== decodeURIComponent(operatorPath[1] ?? '')) {
        return refuse(400, 'operatorId in the body is not the operator of the path');
      }
      channels.set(channelIdOf(body), body);
      return succeed({created: [channelIdOf(body)]});
    }
    const createPath = pathname === '/api/channel/create';
    const batchPath = pathname === '/api/channel/create/batch';
    const idMatch = /^\/api\/channel\/([^/]+)$/.exec(pathname);
    const channelId = idMatch && !createPath ? decodeURIComponent(idMatch[1] ?? '') : undefined;
    if (!createPath && !batchPath && channelId === undefined) return refuse(404, `no route ${pathname}`);
    const allowed = createPath || batchPath ? 'POST' : ['PUT', 'DELETE'];
    if (!(Array.isArray(allowed) ? allowed.includes(method) : allowed === method)) {
      return refuse(405, `${method} is not a method of ${pathname}`);
    }
    if (method !== 'DELETE') {
      if (!hasJsonBody) return refuse(415, 'the body must be sent as application/json');
      const validate = batchPath ? batch : create;
      if (!validate(body))
        return refuse(400, 'the body does not match the schema', {errors: schemaErrors(validate.errors)});
      const elements: unknown[] = Array.isArray(body) ? body : [body];
      const problems = elements.flatMap((element) => ruleProblems(element, now()));
      if (problems.length > 0) return refuse(400, 'the body breaks a published rule', {errors: problems});
    }
    if (createPath || batchPath) {
      const elements: unknown[] = Array.isArray(body) ? body : [body];
      const existing = elements.map(channelIdOf).filter((id) => channels.has(id));
      if (existing.length > 0 && duplicates === 'refuse') {
        return refuse(409, 'a channel with this channelId exists (the stand-in refuses duplicates)', {existing});
      }
      for (const element of elements) channels.set(channelIdOf(element), element);
      return succeed({created: elements.map(channelIdOf)});
    }
    if (channelId === undefined || !channels.has(channelId)) return refuse(404, 'no channel with this id');
    if (method === 'DELETE') {
      channels.delete(channelId);
      return succeed({deleted: channelId});
    }
    if (channelIdOf(body) !== channelId) return refuse(400, 'the channel id cannot change');
    channels.set(channelId, body);
    return succeed({updated: channelId});
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const contentType = request.headers['content-type'];
      const authorization = request.headers.authorization;
      let body: unknown = text === '' ? undefined : text;
      let parsed = false;
      if (text !== '') {
        try {
          body = JSON.parse(text);
          parsed = true;
        } catch {
          // kept as text; the route refuses it
        }
      }
      const method = request.method ?? '';
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const failure = nextFailure;
      nextFailure = undefined;
      const authProblem = authorizationProblem(authorization);
      const answer: Answer | {status: number; raw: string} = failure
        ? {status: failure.status, raw: failure.body}
        : authProblem
          ? refuse(401, authProblem)
          : route(method, url.pathname, parsed && /^application\/json\b/.test(contentType ?? ''), body);
      received.push({method, path: request.url ?? '', authorization, contentType, body, status: answer.status});
      const payload = 'raw' in answer ? answer.raw : answer.body ? JSON.stringify(answer.body) : '';
      const type = 'raw' in answer ? 'text/plain' : 'application/json';
      response.writeHead(answer.status, payload === '' ? {} : {'Content-Type': type});
      response.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    received,
    channels,
    failNext(status, body = '') {
      nextFailure = {status, body};
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
