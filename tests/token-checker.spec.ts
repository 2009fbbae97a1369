import fs from 'node:fs';
import {expect, test, type Locator, type Page} from '@playwright/test';

import {jwtAlgorithm, jwtEnvValues, jwtUserTypes, productFacts} from '../src/data/productFacts';
import {watchPageHealth} from './support/page-health';

/**
 * The token checker on the authentication page (src/components/TokenChecker, src/utils/jwtCheck.ts), against the
 * production build. Tokens are built here with Node's Buffer: base64url JSON with a dummy signature of the size an
 * RS256 signature with the recommended key has. The checker never verifies signatures, so that is enough.
 */

const route = '/docs/integration/authentication';
const HOUR = 3600;
const maxAgeSeconds = productFacts.jwtMaxAge.value * HOUR;
const [devEnv, prodEnv] = jwtEnvValues;
const [normalUser, , moderator] = jwtUserTypes;
const dummySignature = Buffer.alloc(productFacts.rsaKeySize.value / 8, 9).toString('base64url');
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Json = Record<string, unknown>;

const nowSeconds = (): number => Math.floor(Date.now() / 1000);
const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (header: unknown, payload: unknown, signature = dummySignature): string =>
  `${part(header)}.${part(payload)}.${signature}`;

const validHeader = (): Json => ({alg: jwtAlgorithm, typ: 'JWT'});
function validPayload(): Json {
  const iat = nowSeconds() - 300;
  return {
    iss: 'client-123',
    sub: 'user-42',
    env: devEnv,
    scope: 'av vs',
    iat,
    exp: iat + 2 * HOUR,
    apiKey: 'api-key-from-setup',
    userId: 'user-42',
    displayName: 'Alex',
    userType: normalUser,
  };
}
function withPayload(changes: Json, remove: readonly string[] = []): string {
  const payload = {...validPayload(), ...changes};
  for (const name of remove) delete payload[name];
  return token(validHeader(), payload);
}

function checker(page: Page): Locator {
  return page.getByRole('region', {name: 'Token checker'});
}
const field = (page: Page): Locator => checker(page).getByLabel('Token to check');
const summary = (page: Page): Locator => checker(page).getByRole('status');
const rule = (page: Page, id: string): Locator => checker(page).locator(`li[data-rule="${id}"]`);
const notPassing = (page: Page): Locator => checker(page).locator('li[data-rule]:not([data-status="pass"])');

async function openChecker(page: Page): Promise<void> {
  await page.goto(route);
  await expect(field(page)).toBeEnabled();
}

test('a valid token is decoded and passes every rule', async ({page}) => {
  const health = await watchPageHealth(page);
  await openChecker(page);
  await expect(checker(page).getByText('Do not paste production tokens')).toBeVisible();
  await expect(summary(page)).toHaveText('No token checked yet.');

  await field(page).fill(token(validHeader(), validPayload()));
  await expect(summary(page)).toHaveText('15 checks: 15 passed, 0 failed, 0 warnings.');
  await expect(checker(page).locator('li[data-rule]')).toHaveCount(15);
  await expect(notPassing(page)).toHaveCount(0);
  await expect(rule(page, 'alg')).toContainText(`Pass`);
  await expect(rule(page, 'alg')).toContainText(`alg is ${jwtAlgorithm}`);
  await expect(rule(page, 'age')).toContainText(`${productFacts.jwtMaxAge.value} hours after iat`);
  await expect(checker(page).getByText(/The signature is not verified here: that needs the public key/)).toBeVisible();
  await expect(checker(page).locator('.theme-code-block', {hasText: 'Header (decoded)'})).toContainText(
    `"alg": "${jwtAlgorithm}"`,
  );
  await expect(checker(page).locator('.theme-code-block', {hasText: 'Payload (decoded)'})).toContainText(
    '"displayName": "Alex"',
  );
  await expect(field(page)).not.toHaveAttribute('aria-invalid', 'true');
  expect(health.problems).toEqual([]);
});

test('each rule broken in turn fails (or warns) with its message', async ({page}) => {
  await openChecker(page);
  const iat = nowSeconds() - 300;
  const cases: {name: string; input: () => string; rule: string; status: 'fail' | 'warn'; message: string | RegExp}[] =
    [
      {
        name: 'alg HS256',
        input: () => token({alg: 'HS256', typ: 'JWT'}, validPayload()),
        rule: 'alg',
        status: 'fail',
        message: 'accepts only RS256',
      },
      {
        name: 'alg none',
        input: () => token({alg: 'none', typ: 'JWT'}, validPayload(), ''),
        rule: 'alg',
        status: 'fail',
        message: 'an unsigned token',
      },
      {
        name: 'typ',
        input: () => token({alg: jwtAlgorithm, typ: 'JOSE'}, validPayload()),
        rule: 'typ',
        status: 'fail',
        message: 'when present it must be JWT',
      },
      {
        name: 'empty signature',
        input: () => token(validHeader(), validPayload(), ''),
        rule: 'signature',
        status: 'fail',
        message: 'the token is unsigned',
      },
      {
        name: 'missing iss',
        input: () => withPayload({}, ['iss']),
        rule: 'required',
        status: 'fail',
        message: 'Missing required claim: iss.',
      },
      {
        name: 'missing iat',
        input: () => withPayload({}, ['iat']),
        rule: 'required',
        status: 'fail',
        message: 'Missing required claim: iat.',
      },
      {name: 'empty sub', input: () => withPayload({sub: ''}), rule: 'sub', status: 'fail', message: 'sub is empty'},
      {
        name: 'env',
        input: () => withPayload({env: 'production'}),
        rule: 'env',
        status: 'fail',
        message: 'it must be exactly “dev” or “prod”',
      },
      {
        name: 'prod env',
        input: () => withPayload({env: prodEnv}),
        rule: 'env',
        status: 'warn',
        message: 'this is a production token',
      },
      {
        name: 'scope without vs',
        input: () => withPayload({scope: 'av'}),
        rule: 'scope',
        status: 'fail',
        message: 'does not contain vs',
      },
      {
        name: 'unknown scope',
        input: () => withPayload({scope: 'vs extra'}),
        rule: 'scope',
        status: 'warn',
        message: '"extra", which is not a published scope',
      },
      {
        name: 'iat in ms',
        input: () => withPayload({iat: iat * 1000, exp: undefined}),
        rule: 'iat',
        status: 'fail',
        message: '13 digits: that is milliseconds',
      },
      {
        name: 'iat in the future',
        input: () => withPayload({iat: nowSeconds() + HOUR, exp: undefined}),
        rule: 'iat',
        status: 'fail',
        message: /in the future .*allows 60 seconds of clock difference/,
      },
      {
        name: 'too old',
        input: () => withPayload({iat: nowSeconds() - maxAgeSeconds - HOUR, exp: undefined}),
        rule: 'age',
        status: 'fail',
        message: `at most ${productFacts.jwtMaxAge.value} hours after its iat`,
      },
      {
        name: 'exp before iat',
        input: () => withPayload({exp: iat - 1}),
        rule: 'exp',
        status: 'fail',
        message: 'is not after iat',
      },
      {
        name: 'exp too late',
        input: () => withPayload({exp: iat + maxAgeSeconds + HOUR}),
        rule: 'exp',
        status: 'fail',
        message: 'never longer',
      },
      {
        name: 'expired',
        input: () => withPayload({iat: nowSeconds() - 3 * HOUR, exp: nowSeconds() - HOUR}),
        rule: 'exp',
        status: 'fail',
        message: 'expired 1 hour ago',
      },
      {
        name: 'userType case',
        input: () => withPayload({userType: 'normal'}),
        rule: 'userType',
        status: 'fail',
        message: 'Spelling and case matter',
      },
      {
        name: 'moderator',
        input: () => withPayload({userType: moderator}),
        rule: 'userType',
        status: 'warn',
        message: 'only for tokens your backend uses to call the channel API',
      },
      {
        name: 'missing apiKey',
        input: () => withPayload({}, ['apiKey']),
        rule: 'apiKey',
        status: 'fail',
        message: 'apiKey is missing',
      },
      {
        name: 'missing userId',
        input: () => withPayload({}, ['userId']),
        rule: 'userId',
        status: 'fail',
        message: 'userId is missing',
      },
      {
        name: 'empty displayName',
        input: () => withPayload({displayName: ''}),
        rule: 'displayName',
        status: 'fail',
        message: 'displayName is empty',
      },
    ];
  for (const broken of cases) {
    await test.step(broken.name, async () => {
      await field(page).fill(broken.input());
      await expect(rule(page, broken.rule)).toHaveAttribute('data-status', broken.status);
      await expect(rule(page, broken.rule)).toContainText(broken.status === 'fail' ? 'Fail' : 'Warning');
      await expect(rule(page, broken.rule)).toContainText(broken.message);
      // Only the broken rule is reported (alg none also empties the signature, on purpose).
      await expect(notPassing(page)).toHaveCount(broken.name === 'alg none' ? 2 : 1);
    });
  }
});

test('bad input gets a clear message and no results', async ({page}) => {
  const health = await watchPageHealth(page);
  await openChecker(page);
  const [header = '', payload = ''] = token(validHeader(), validPayload()).split('.');
  const cases: {name: string; input: string; message: string | RegExp}[] = [
    {
      name: 'not a JWT',
      input: 'this is not a token',
      message: 'This is not a JWT: a JWT has three parts separated by dots',
    },
    {name: 'two parts', input: `${header}.${payload}`, message: 'and this has 2.'},
    {
      name: 'broken base64',
      input: `${header}.${payload.slice(0, 5)}%${payload.slice(6)}.${dummySignature}`,
      message: 'The payload part is not valid base64url: it contains “%” at position 6',
    },
    {name: 'standard base64', input: `${header}+/.${payload}.${dummySignature}`, message: 'That is standard base64'},
    {
      name: 'invalid JSON',
      input: `${Buffer.from('{"alg":').toString('base64url')}.${payload}.${dummySignature}`,
      message: 'The header part decodes, but not to valid JSON.',
    },
    {
      name: 'JSON array',
      input: token(validHeader(), ['vs']),
      message: 'The payload part is JSON an array, not a JSON object',
    },
    {
      name: '100 KiB',
      input: 'a'.repeat(100 * 1024),
      message: 'This is 102,400 characters long; the checker reads at most 16,384 (16 KiB).',
    },
  ];
  for (const bad of cases) {
    await test.step(bad.name, async () => {
      await field(page).fill(bad.input);
      await expect(summary(page)).toContainText('Not checked.');
      await expect(summary(page)).toContainText(bad.message);
      await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(checker(page).locator('li[data-rule]')).toHaveCount(0);
      await expect(checker(page).locator('.theme-code-block')).toHaveCount(0);
    });
  }
  expect(health.problems).toEqual([]);
});

test('markup in a claim is shown as text and never runs', async ({page}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const health = await watchPageHealth(page);
  await openChecker(page);
  const imagesBefore = await page.locator('img').count();
  const markup = '<img src=x onerror=alert(1)>';
  const script = '<script>alert(2)</script>';
  await field(page).fill(withPayload({displayName: markup, sub: script, userType: `<b onmouseover=alert(3)>vip</b>`}));
  await expect(rule(page, 'userType')).toHaveAttribute('data-status', 'fail');
  const decodedPayload = checker(page).locator('.theme-code-block', {hasText: 'Payload (decoded)'});
  await expect(decodedPayload).toContainText(`"displayName": "${markup}"`);
  await expect(decodedPayload).toContainText(`"sub": "${script}"`);
  await expect(rule(page, 'userType')).toContainText('<b onmouseover=alert(3)>vip</b>');

  await checker(page).locator('li[data-rule="userType"]').hover();
  // Inline handlers would run during the hover's events; two frames later any of them has had its turn.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  expect(dialogs).toEqual([]);
  await expect(checker(page).locator('img, script, b')).toHaveCount(0);
  expect(await page.locator('img').count()).toBe(imagesBefore);
  expect(await page.evaluate(() => document.querySelectorAll('img[src="x"]').length)).toBe(0);
  expect(health.problems).toEqual([]);
});

test('checking tokens makes no network request', async ({page}) => {
  await openChecker(page);
  // Let everything the page itself loads settle first, including the link prefetches that scrolling triggers.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await field(page).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');

  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

  await field(page).fill(token(validHeader(), validPayload()));
  await expect(summary(page)).toContainText('15 passed');
  await field(page).fill(withPayload({displayName: '<img src=x onerror=alert(1)>', env: prodEnv}));
  await expect(rule(page, 'env')).toHaveAttribute('data-status', 'warn');
  await field(page).fill('a'.repeat(100 * 1024));
  await expect(summary(page)).toContainText('16 KiB');
  await field(page).fill('');
  await field(page).pressSequentially(token(validHeader(), validPayload()).slice(0, 40));
  await field(page).fill(token(validHeader(), validPayload()));
  await expect(summary(page)).toContainText('15 passed');
  // Anything the checker had started would keep the network busy; idle means nothing is pending.
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
});

test('keyboard: type a token, reach Clear with Tab, clear with Enter', async ({page}) => {
  await openChecker(page);
  await field(page).focus();
  await page.keyboard.insertText(token(validHeader(), validPayload()));
  await expect(summary(page)).toContainText('15 passed');
  await page.keyboard.press('Tab');
  const clear = checker(page).getByRole('button', {name: 'Clear'});
  await expect(clear).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field(page)).toHaveValue('');
  await expect(summary(page)).toHaveText('No token checked yet.');
  await expect(checker(page).locator('li[data-rule]')).toHaveCount(0);
});

test('results meet WCAG 2.2 AA in light and dark mode', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  await openChecker(page);
  // Every status at once: a prod token with an unknown scope, a bad userType and a missing apiKey.
  await field(page).fill(withPayload({env: prodEnv, scope: 'vs extra', userType: 'admin'}, ['apiKey']));
  await expect(notPassing(page)).toHaveCount(4);
  await page.evaluate(axeSource);
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: object,
            ) => Promise<{violations: {id: string; nodes: {target: string[]}[]}[]}>;
          };
        }
      ).axe;
      const result = await axe.run(
        {include: [['section[aria-label="Token checker"]']]},
        {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']}},
      );
      return result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
      );
    });
    expect(violations, mode).toEqual([]);
  }
});
