import type {PrismTheme} from 'prism-react-renderer';

/**
 * One Prism theme for both colour modes, with no colour of its own: the code box takes its colours
 * from CSS variables, and the tokens are coloured by class in src/css/code-colours.css, for light
 * and dark. So the server-rendered code is right in either mode (src/theme/CodeBlock can skip
 * the re-render that stock Docusaurus does after hydration to swap inline colours), and no token
 * carries an inline style (about a fifth of a code-heavy page's HTML otherwise).
 */
export const codeTheme: PrismTheme = {
  // The text colour is set in CSS too (--prism-color): as a theme colour it would be repeated inline.
  plain: {backgroundColor: 'var(--vs-code-background)'},
  styles: [],
};
