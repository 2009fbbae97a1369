/**
 * Lays out a long type in a Twoslash popup the way Prettier lays out a type alias: a union too long for one line gets
 * one member a line, each after `| `, under the name or parameter it belongs to; a group (parentheses, brackets,
 * braces) that holds such a union opens on its own line and closes on its own line. A type that fits in `width`
 * characters is left on one line. TypeScript's quick info prints every type on one line, so a union of a dozen
 * action tuples (TriggerActionFunctionType) came out as one wrapped wall of text.
 */

const OPEN: Record<string, string> = {'(': ')', '[': ']', '{': '}', '<': '>'};

/** The index after the closing bracket that matches the one at `start`, skipping strings; -1 when unmatched. */
function matchingClose(text: string, start: number): number {
  const stack: string[] = [];
  for (let index = start; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '"' || char === "'" || char === '`') {
      index = text.indexOf(char, index + 1);
      if (index < 0) return -1;
      continue;
    }
    if (char === '>' && text[index - 1] === '=') continue; // an arrow, not a bracket
    if (OPEN[char]) stack.push(OPEN[char]);
    else if (char === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return index + 1;
    }
  }
  return -1;
}

/** `text` cut at `separator` where it is outside every bracket and string. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '"' || char === "'" || char === '`') {
      const end = text.indexOf(char, index + 1);
      if (end < 0) break;
      index = end;
    } else if (OPEN[char] && !(char === '<' && text[index + 1] === '=')) {
      const end = matchingClose(text, index);
      if (end < 0) break;
      index = end - 1;
    } else if (char === separator) {
      parts.push(text.slice(from, index));
      from = index + 1;
    }
  }
  parts.push(text.slice(from));
  return parts.map((part) => part.trim());
}

/** What stands before a union: `type Name =`, `name:`, `...args:`, `name?:`, after a `(property)` kind. */
const LEAD = /^((?:\([a-z ]+\)\s+)?(?:type\s+[\w$]+(?:<[^=]*>)?\s*=|(?:\.\.\.)?[\w$]+\??:))\s*/;

function layout(text: string, indent: number, width: number): string {
  if (indent + text.length <= width) return text;
  const pad = ' '.repeat(indent);
  const members = splitTopLevel(text, '|');
  if (members.length > 1) {
    const lead = LEAD.exec(members[0]!);
    if (lead) members[0] = members[0]!.slice(lead[0].length);
    const inner = lead ? indent + 2 : indent;
    const lines = members.map((member) => `\n${' '.repeat(inner)}| ${layout(member, inner + 2, width)}`);
    return `${lead?.[1] ?? ''}${lines.join('')}`;
  }
  const params = splitTopLevel(text, ',');
  if (params.length > 1) return params.map((param) => layout(param, indent, width)).join(`,\n${pad}`);
  const lead = LEAD.exec(text);
  if (lead && /[|]/.test(text)) {
    const rest = layout(text.slice(lead[0].length), indent + 2, width);
    if (rest.startsWith('\n')) return `${lead[1] ?? ''}${rest}`;
  }
  // The first group long enough to hold what overflows, or the first parameter list (not a `(property)` kind or a
  // `(+1 overload)` note): opened and closed on lines of their own.
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (!'([{'.includes(char)) continue;
    const end = matchingClose(text, index);
    if (end < 0) return text;
    const inside = text.slice(index + 1, end - 1).trim();
    const parameters = char === '(' && inside !== '' && !/^[a-z +\d]+$/.test(inside);
    if (inside.length > width / 2 || parameters) {
      const inner = layout(inside, indent + 2, width);
      const body = inner.startsWith('\n') ? inner : `\n${' '.repeat(indent + 2)}${inner}`;
      return `${text.slice(0, index + 1)}${body}\n${pad}${text.slice(end - 1)}`;
    }
    index = end - 1;
  }
  return text;
}

/** The popup text of a type: unchanged when it fits in `width` characters, else laid out one member a line. */
export function formatHoverType(text: string, width = 80): string {
  if (text.includes('\n') || text.length <= width) return text;
  return layout(text, 0, width).replace(/^\n/, '');
}
