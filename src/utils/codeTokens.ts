/**
 * A small tokenizer for the code the /web configurator writes in the browser: TypeScript, and HTML with a script
 * inside. Docs code is highlighted at build time (plugins/rehype-shiki) and no highlighter is sent to the browser;
 * the configurator's code changes as the reader types, so it is coloured here instead, with the same token kinds
 * (the `sh-<kind>` classes of src/css/code-colours.css, as Shiki's css-variables theme names them) and loaded by
 * the configurator on its own, so that only /web fetches it (tests/code-blocks.spec.ts looks for its marker).
 *
 * It knows what the configurator's snippets hold (keywords, strings, template literals, comments, numbers, calls,
 * tags and attributes), not the whole languages; text it does not recognise stays plain.
 */

/** Also the marker that tells this module's chunk apart in the browser tests. */
export const codeTokenizerName = 'vs-code-tokenizer';

export type TokenKind = 'keyword' | 'string-expression' | 'constant' | 'function' | 'comment' | 'punctuation';

export interface CodeToken {
  readonly text: string;
  /** Undefined for plain text (spaces, names). */
  readonly kind?: TokenKind;
}

const keywords = new Set(
  (
    'as async await break case catch class const continue default do else export extends finally for from function ' +
    'if import in instanceof interface let new of return switch throw try type typeof var void while'
  ).split(' '),
);
const constants = new Set(['true', 'false', 'null', 'undefined', 'this']);

const tsPattern = new RegExp(
  [
    String.raw`(?<comment>\/\/[^\n]*|\/\*[\s\S]*?\*\/)`,
    String.raw`(?<string>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|` + '`(?:[^`\\\\]|\\\\.)*`)',
    String.raw`(?<number>\b\d[\d_]*(?:\.\d+)?\b)`,
    String.raw`(?<word>[A-Za-z_$][\w$]*)`,
    String.raw`(?<operator>=>|===|!==|==|!=|<=|>=|&&|\|\||\?\?|\?\.|[=+\-*/%!<>?:|&])`,
    String.raw`(?<punctuation>[{}()[\];,.])`,
  ].join('|'),
  'g',
);

function push(tokens: CodeToken[], text: string, kind?: TokenKind): void {
  if (!text) return;
  const last = tokens[tokens.length - 1];
  // Neighbouring plain text is one token, so the markup stays small.
  if (last && !last.kind && !kind) tokens[tokens.length - 1] = {text: last.text + text};
  else tokens.push(kind ? {text, kind} : {text});
}

/** TypeScript (or JavaScript) as tokens; their texts put together give back `code`. */
export function tokenizeTypeScript(code: string): CodeToken[] {
  const tokens: CodeToken[] = [];
  let index = 0;
  for (const match of code.matchAll(tsPattern)) {
    push(tokens, code.slice(index, match.index));
    const text = match[0];
    const groups = match.groups ?? {};
    if (groups.comment) push(tokens, text, 'comment');
    else if (groups.string) push(tokens, text, 'string-expression');
    else if (groups.number) push(tokens, text, 'constant');
    else if (groups.word) {
      const after = code.slice(match.index + text.length).match(/^\s*(\(|<)/);
      if (keywords.has(text)) push(tokens, text, 'keyword');
      else if (constants.has(text)) push(tokens, text, 'constant');
      else if (after) push(tokens, text, 'function');
      else push(tokens, text);
    } else if (groups.operator) push(tokens, text, 'keyword');
    else push(tokens, text, 'punctuation');
    index = match.index + text.length;
  }
  push(tokens, code.slice(index));
  return tokens;
}

const htmlPattern =
  /<!--[\s\S]*?-->|<\/?[A-Za-z][\w-]*(?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*\/?>/g;

function tokenizeTag(tag: string, tokens: CodeToken[]): void {
  const open = /^<\/?/.exec(tag)![0];
  push(tokens, open, 'punctuation');
  const name = /^[A-Za-z][\w-]*/.exec(tag.slice(open.length))![0];
  push(tokens, name, 'string-expression');
  let rest = tag.slice(open.length + name.length);
  const attribute = /^(\s+)([^\s=>/]+)(?:(\s*=\s*)("[^"]*"|'[^']*'|[^\s>]+))?/;
  for (let match = attribute.exec(rest); match; match = attribute.exec(rest)) {
    push(tokens, match[1]!);
    push(tokens, match[2]!, 'constant');
    if (match[3] !== undefined) {
      push(tokens, match[3], 'keyword');
      push(tokens, match[4]!, 'string-expression');
    }
    rest = rest.slice(match[0].length);
  }
  const close = /\/?>$/.exec(rest)?.[0] ?? '';
  push(tokens, rest.slice(0, rest.length - close.length));
  push(tokens, close, 'punctuation');
}

/** HTML as tokens, the text of each <script> element as TypeScript; their texts put together give back `code`. */
export function tokenizeHtml(code: string): CodeToken[] {
  const tokens: CodeToken[] = [];
  let index = 0;
  while (index < code.length) {
    htmlPattern.lastIndex = index;
    const match = htmlPattern.exec(code);
    if (!match) break;
    push(tokens, code.slice(index, match.index));
    const text = match[0];
    index = match.index + text.length;
    if (text.startsWith('<!--')) {
      push(tokens, text, 'comment');
      continue;
    }
    tokenizeTag(text, tokens);
    if (/^<script\b/i.test(text) && !text.endsWith('/>')) {
      // A script's text runs to its closing tag, whatever it holds.
      const end = code.slice(index).search(/<\/script\s*>/i);
      const script = end < 0 ? code.slice(index) : code.slice(index, index + end);
      for (const token of tokenizeTypeScript(script)) push(tokens, token.text, token.kind);
      index += script.length;
    }
  }
  push(tokens, code.slice(index));
  return tokens;
}

/** Tokens of `code` in the configurator's languages (html, ts, js); undefined for another language. */
export function tokenizeCode(code: string, language: string): CodeToken[] | undefined {
  if (language === 'html') return tokenizeHtml(code);
  if (language === 'ts' || language === 'typescript' || language === 'js' || language === 'javascript')
    return tokenizeTypeScript(code);
  return undefined;
}
