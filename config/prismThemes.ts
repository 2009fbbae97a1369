import type {PrismTheme} from 'prism-react-renderer';

/**
 * Prism never runs: code is highlighted at build time (plugins/rehype-shiki) and coloured by class in
 * src/css/code-colours.css. theme-classic's code-block container still reads the Prism theme and sets its
 * `plain` colours as CSS variables on every block, so this theme gives it only the box's background, itself a
 * CSS variable, right in both colour modes.
 */
export const codeTheme: PrismTheme = {
  // The text colour is set in CSS too (--prism-color): as a theme colour it would be repeated inline.
  plain: {backgroundColor: 'var(--vs-code-background)'},
  styles: [],
};
