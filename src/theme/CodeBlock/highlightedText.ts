/**
 * The text of a highlighted block, read back from the HTML that plugins/rehype-shiki builds: what the copy button
 * copies. Type popups (`.twoslash-popup-container`) are not part of it. The HTML is hast-util-to-html's output
 * (elements and text only, text escaped with character references), so a scan of its tags is enough; carrying the
 * source beside the HTML instead would ship every sample's text twice.
 */
const piece = /<(\/?)([a-z][a-z0-9]*)([^>]*)>|([^<]+)/g;
const reference = /&(?:#x([0-9a-f]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/gi;
const named: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};
const voidElements = new Set(['br', 'hr', 'img', 'input', 'wbr']);

function decode(text: string): string {
  return text.replace(reference, (_, hex?: string, decimal?: string, name?: string) =>
    name ? (named[name.toLowerCase()] ?? '') : String.fromCodePoint(hex ? parseInt(hex, 16) : Number(decimal)),
  );
}

export function highlightedText(html: string): string {
  let text = '';
  // Above zero while inside a type popup: the number of its elements still open.
  let hidden = 0;
  for (const [, closing, name = '', attributes = '', content] of html.matchAll(piece)) {
    if (content !== undefined) {
      if (hidden === 0) text += decode(content);
    } else if (voidElements.has(name.toLowerCase()) || attributes.endsWith('/')) {
      continue;
    } else if (closing) {
      if (hidden > 0) hidden -= 1;
    } else if (hidden > 0 || /\bclass="[^"]*\btwoslash-popup-container\b/.test(attributes)) {
      hidden += 1;
    }
  }
  return text;
}
