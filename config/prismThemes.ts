import type {PrismTheme} from 'prism-react-renderer';

/**
 * One Prism theme for both colour modes: every colour is a CSS variable, defined for light and
 * dark in src/css/code-colours.css. The server-rendered code is therefore right in either mode,
 * and src/theme/CodeBlock can skip the re-render that stock Docusaurus does after hydration to
 * swap inline colours (the largest single task on a code-heavy page).
 */
const colour = (name: string): string => `var(--vs-code-${name})`;

export const codeTheme: PrismTheme = {
  plain: {color: colour('plain'), backgroundColor: colour('background')},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: colour('comment'), fontStyle: 'italic'}},
    {types: ['string', 'char', 'attr-value', 'template-string', 'regex', 'url'], style: {color: colour('string')}},
    {types: ['keyword', 'atrule', 'important', 'selector', 'rule'], style: {color: colour('keyword')}},
    {types: ['function', 'class-name', 'method', 'function-variable'], style: {color: colour('function')}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'builtin', 'property', 'literal-property', 'unit'], style: {color: colour('number')}},
    {types: ['tag', 'namespace'], style: {color: colour('tag')}},
    {types: ['attr-name', 'annotation', 'decorator'], style: {color: colour('attr')}},
    {types: ['variable', 'parameter', 'interpolation'], style: {color: colour('variable')}},
    {types: ['deleted'], style: {color: colour('deleted')}},
    {types: ['inserted'], style: {color: colour('inserted')}},
    {types: ['punctuation', 'operator', 'plain-text'], style: {color: colour('plain')}},
  ],
};
