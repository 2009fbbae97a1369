/**
 * Decoding a pasted JWT for the token checker: base64url without padding, UTF-8, and each part's JSON, with a plain
 * message for every way a part can be malformed. Pure and never throws.
 */

export type TokenPart = 'header' | 'payload' | 'signature';

export type InputProblemKind =
  'empty' | 'too-long' | 'not-jwt' | 'base64' | 'utf8' | 'json' | 'not-object' | 'internal';

export interface InputProblem {
  readonly kind: InputProblemKind;
  readonly part?: TokenPart;
  readonly message: string;
}

/** A JSON object from the token; values stay `unknown` until a rule checks them. */
export type JsonObject = {readonly [key: string]: unknown};

const base64urlAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A character as a reader can see it in a message, including spaces and control characters. */
function describeCharacter(character: string): string {
  if (character === ' ') return 'a space';
  if (character === '\n' || character === '\r') return 'a line break';
  if (character === '\t') return 'a tab';
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20 || code === 0x7f)
    return `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `“${character}”`;
}

export type Base64urlResult =
  {readonly ok: true; readonly bytes: Uint8Array} | {readonly ok: false; readonly reason: string};

/**
 * Decodes base64url (RFC 4648 section 5). Accepts the optional `=` padding when it has the right length; rejects
 * every character outside the alphabet, padding in the middle, and lengths no encoder produces.
 */
export function decodeBase64url(text: string): Base64urlResult {
  const firstPad = text.indexOf('=');
  const body = firstPad === -1 ? text : text.slice(0, firstPad);
  const padding = firstPad === -1 ? '' : text.slice(firstPad);

  for (let index = 0; index < body.length; index += 1) {
    const character = body[index] ?? '';
    if (!base64urlAlphabet.includes(character)) {
      const hint =
        character === '+' || character === '/'
          ? ' That is standard base64; a JWT uses base64url, which writes “-” and “_” instead.'
          : '';
      return {
        ok: false,
        reason: `it contains ${describeCharacter(character)} at position ${index + 1}, which base64url does not use.${hint}`,
      };
    }
  }
  if (/[^=]/.test(padding)) {
    return {ok: false, reason: '“=” padding appears before the end.'};
  }
  const remainder = body.length % 4;
  if (remainder === 1) {
    return {
      ok: false,
      reason: `its length (${body.length} characters) is not one base64url can have: the token may be cut off.`,
    };
  }
  if (padding.length > 0 && padding.length !== (4 - remainder) % 4) {
    return {ok: false, reason: 'its “=” padding does not match its length.'};
  }

  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (const character of body) {
    buffer = ((buffer << 6) | base64urlAlphabet.indexOf(character)) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[written] = (buffer >> bits) & 0xff;
      written += 1;
    }
  }
  return {ok: true, bytes: bytes.subarray(0, written)};
}

/** Encodes bytes or UTF-8 text as base64url without padding (the inverse of decodeBase64url). */
export function encodeBase64url(input: Uint8Array | string): string {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  let output = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    const characters = index + 2 < bytes.length ? 4 : index + 1 < bytes.length ? 3 : 2;
    for (let position = 0; position < characters; position += 1) {
      output += base64urlAlphabet[(chunk >> (18 - 6 * position)) & 0x3f];
    }
  }
  return output;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function jsonKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'a boolean';
  return 'an object';
}

export type PartResult =
  {readonly ok: true; readonly value: JsonObject} | {readonly ok: false; readonly problem: InputProblem};

export function decodeJsonPart(encoded: string, part: 'header' | 'payload'): PartResult {
  if (encoded.length === 0) {
    return {
      ok: false,
      problem: {
        kind: 'not-jwt',
        part,
        message: `The ${part} part is empty: a JWT has a header, a payload and a signature, separated by dots.`,
      },
    };
  }
  const decoded = decodeBase64url(encoded);
  if (!decoded.ok) {
    return {
      ok: false,
      problem: {kind: 'base64', part, message: `The ${part} part is not valid base64url: ${decoded.reason}`},
    };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', {fatal: true}).decode(decoded.bytes);
  } catch {
    return {
      ok: false,
      problem: {kind: 'utf8', part, message: `The ${part} part does not decode to UTF-8 text, so it cannot be JSON.`},
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {ok: false, problem: {kind: 'json', part, message: `The ${part} part decodes, but not to valid JSON.`}};
  }
  if (!isJsonObject(parsed)) {
    return {
      ok: false,
      problem: {
        kind: 'not-object',
        part,
        message: `The ${part} part is JSON ${jsonKind(parsed)}, not a JSON object with named fields.`,
      },
    };
  }
  return {ok: true, value: parsed};
}
