/**
 * The React app's one integration, built once when the app starts: the page's adapter and module handlers. Every
 * match page gets it as a prop. Replace placeholderSite() with your site's functions (vs-page.ts, YourSite).
 */
import {placeholderSite} from '../widget/placeholder-site';
import {createIntegration} from '../widget/vs-page';

export const integration = createIntegration(placeholderSite());
