/**
 * Test-only routes, added to the build when VS_TEST_FIXTURES=1 (`npm run build:fixtures`, output
 * in build-fixtures/). The production build never contains them: tests/errors.spec.ts checks that
 * the fixture path is a 404 there.
 *
 * Why a separate build: in Docusaurus 3.10 a page's own chunks are preloaded before it renders,
 * and a failed preload reloads the page (during navigation) or leaves the server-rendered HTML
 * in place (on first load). The red "Retry" panel of @theme/Loading therefore only shows for a
 * resource that a page loads itself, which no reader-facing page does. The fixture is such a page.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The fixture routes, shared with the tests. */
export const fixtureRoutes = {
  loadingError: '/__fixtures__/loading-error',
} as const;

export default function testFixtures(): Plugin {
  return {
    name: 'test-fixtures',
    contentLoaded({actions}) {
      actions.addRoute({
        path: fixtureRoutes.loadingError,
        component: path.resolve(__dirname, '../../tests/fixtures/LoadingErrorPage.tsx'),
        exact: true,
      });
    },
  };
}
