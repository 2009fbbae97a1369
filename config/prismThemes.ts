import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code colours that keep every token at 4.5:1 or more against its background (WCAG 2.2 AA),
 * after the Primer palette. The stock github and dracula themes fail for comments, strings and numbers.
 */
function theme(background: string, colors: Record<'plain' | 'comment' | 'string' | 'keyword' | 'function' | 'number' | 'tag' | 'attr' | 'variable' | 'deleted' | 'inserted', string>): PrismTheme {
  return {
    plain: {color: colors.plain, backgroundColor: background},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: colors.comment, fontStyle: 'italic'}},
      {types: ['string', 'char', 'attr-value', 'template-string', 'regex', 'url'], style: {color: colors.string}},
      {types: ['keyword', 'atrule', 'important', 'selector', 'rule'], style: {color: colors.keyword}},
      {types: ['function', 'class-name', 'method', 'function-variable'], style: {color: colors.function}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'builtin', 'property', 'literal-property', 'unit'], style: {color: colors.number}},
      {types: ['tag', 'namespace'], style: {color: colors.tag}},
      {types: ['attr-name', 'annotation', 'decorator'], style: {color: colors.attr}},
      {types: ['variable', 'parameter', 'interpolation'], style: {color: colors.variable}},
      {types: ['deleted'], style: {color: colors.deleted}},
      {types: ['inserted'], style: {color: colors.inserted}},
      {types: ['punctuation', 'operator', 'plain-text'], style: {color: colors.plain}},
    ],
  };
}

export const lightCodeTheme = theme('#f6f8fa', {
  plain: '#1f2328',
  comment: '#59636e',
  string: '#0a3069',
  keyword: '#cf222e',
  function: '#6639ba',
  number: '#0550ae',
  tag: '#116329',
  attr: '#0550ae',
  variable: '#953800',
  deleted: '#82071e',
  inserted: '#116329',
});

export const darkCodeTheme = theme('#161b22', {
  plain: '#e6edf3',
  comment: '#9198a1',
  string: '#a5d6ff',
  keyword: '#ff7b72',
  function: '#d2a8ff',
  number: '#79c0ff',
  tag: '#7ee787',
  attr: '#79c0ff',
  variable: '#ffa657',
  deleted: '#ffa198',
  inserted: '#7ee787',
});
