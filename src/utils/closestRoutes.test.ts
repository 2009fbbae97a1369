// cspell:ignore authentification betshare virtualstadum flashbet -- mistyped paths on purpose
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {closestRoutes} from './closestRoutes';

const routes = [
  '/',
  '/web',
  '/docs/integration/overview',
  '/docs/integration/authentication',
  '/docs/web/widgets/virtualStadium/modules/flashBet',
  '/docs/web/widgets/virtualStadium/modules/betShare',
  '/docs/web/widgets/virtualStadium/modules/betInsights',
  '/docs/api/interfaces/Bet',
];

test('a typo in one segment finds the page first', () => {
  assert.equal(closestRoutes('/docs/web/widgets/virtualStadum/modules/flashbet', routes)[0], routes[4]);
  assert.equal(closestRoutes('/docs/integration/authentification', routes)[0], '/docs/integration/authentication');
});

test('a last segment alone, in any case or with .html, finds its page', () => {
  assert.deepEqual(closestRoutes('/docs/FlashBet.html', routes).slice(0, 1), [routes[4]]);
  assert.equal(closestRoutes('/betshare/', routes)[0], routes[5]);
  assert.equal(closestRoutes('/DOCS/INTEGRATION/OVERVIEW', routes)[0], '/docs/integration/overview');
});

test('at most three, and nothing for a path unlike any route', () => {
  assert.ok(closestRoutes('/docs/web/widgets/virtualStadium/modules/bet', routes).length <= 3);
  assert.deepEqual(closestRoutes('/docs/no-such-page-anywhere', routes), []);
  assert.deepEqual(closestRoutes('', routes), []);
});

test('a malformed escape is compared as typed', () => {
  assert.doesNotThrow(() => closestRoutes('/docs/%E0%A4%A', routes));
});
