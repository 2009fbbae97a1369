// cspell:ignore authentification betshare virtualstadum flashbet bett setings authentcation -- mistyped paths on purpose
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {closestPages, closestRoutes} from './closestRoutes';

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

test('a search that found nothing suggests pages by title or route, and none for a nonsense word', () => {
  const pages = [
    {route: '/docs/web/widgets/virtualStadium/modules/flashBet', title: 'Flash Bet'},
    {route: '/docs/sdk/chatSettings', title: 'Chat settings'},
    {route: '/docs/integration/authentication', title: 'Authentication'},
  ];
  assert.deepEqual(closestPages('flash bett', pages), ['/docs/web/widgets/virtualStadium/modules/flashBet']);
  assert.deepEqual(closestPages('chat setings', pages), ['/docs/sdk/chatSettings']);
  assert.deepEqual(closestPages('authentcation', [{route: '/docs/integration/authentication'}]), [
    '/docs/integration/authentication',
  ]);
  assert.deepEqual(closestPages('nonexistentword', pages), []);
  assert.deepEqual(closestPages('  ', pages), []);
});
