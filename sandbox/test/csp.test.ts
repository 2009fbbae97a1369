/**
 * The CSP reader and judge of rule page.csp-allows-loader (sandbox/src/csp.ts): policies from the header and from
 * meta tags, source matching, inline snippets by nonce and hash, and 'strict-dynamic'.
 */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {describe, test} from 'node:test';

import {loaderSnippet} from '../../src/data/productFacts';
import {
  admitStandIn,
  allowingInline,
  allowingSource,
  inlineHash,
  judgeCsp,
  parsePolicy,
  policiesOfHeader,
  policiesOfMeta,
  scriptDirective,
  scriptsOf,
} from '../src/csp';

const ORIGIN = 'https://widgets.sir.sportradar.com';
const loader = new URL(`${ORIGIN}/CLIENT_ID/widgetloader`);
const page = new URL('https://shop.example.com/match/1');

/** A page with the docs' loader snippet (the nonce goes on its tag) and a meta CSP when given. */
function pageWith(meta: string | undefined, nonce?: string): string {
  const snippet = loaderSnippet().replace('<script>', nonce === undefined ? '<script>' : `<script nonce="${nonce}">`);
  const csp = meta === undefined ? '' : `<meta http-equiv="Content-Security-Policy" content="${meta}">`;
  return `<!doctype html><html><head>${csp}${snippet}</head><body></body></html>`;
}
const snippetText = scriptsOf(pageWith(undefined))[0]?.text ?? '';

describe('reading policies', () => {
  test('directives are split on ;, names are case-insensitive, and the first of a name wins', () => {
    const policy = parsePolicy("Script-Src 'self' https:;  ;script-src *; default-src 'none'", 'x');
    assert.deepEqual(policy.directives.get('script-src'), ["'self'", 'https:']);
    assert.deepEqual(scriptDirective(policy), {name: 'script-src', list: ["'self'", 'https:']});
    assert.deepEqual(scriptDirective(parsePolicy("default-src 'self'", 'x'))?.name, 'default-src');
    assert.deepEqual(
      scriptDirective(parsePolicy("script-src 'self'; script-src-elem *", 'x'))?.name,
      'script-src-elem',
    );
    assert.equal(scriptDirective(parsePolicy("img-src 'self'", 'x')), undefined);
  });

  test('a header may hold several policies; meta tags are found whatever their attribute order and quotes', () => {
    assert.equal(policiesOfHeader("script-src 'self', default-src *").length, 2);
    assert.deepEqual(policiesOfHeader(null), []);
    const html = `<meta content='script-src &apos;self&apos;' HTTP-EQUIV="content-security-policy">
      <meta name="viewport" content="width=device-width"><meta http-equiv="refresh" content="5">`;
    const policies = policiesOfMeta(html);
    assert.equal(policies.length, 1);
    assert.deepEqual(policies[0]?.directives.get('script-src'), ["'self'"]);
  });

  test('script elements with their src, nonce and text', () => {
    assert.deepEqual(scriptsOf('<script src="/a.js" data-nonce="x" nonce=n1></script><script>go()</script>'), [
      {src: '/a.js', nonce: 'n1', text: ''},
      {text: 'go()'},
    ]);
  });
});

describe('matching the loader URL', () => {
  const allows = (sources: string) => allowingSource(sources.split(' '), loader, page);
  test('an exact host, a wildcard host, a scheme source and * allow it', () => {
    assert.equal(allows(`'self' ${ORIGIN}`), ORIGIN);
    assert.equal(allows('widgets.sir.sportradar.com'), 'widgets.sir.sportradar.com', 'no scheme: the page is https');
    assert.equal(allows('https://*.sportradar.com'), 'https://*.sportradar.com');
    assert.equal(allows('https:'), 'https:');
    assert.equal(allows('*'), '*');
    assert.equal(allows(`${ORIGIN}:443`), `${ORIGIN}:443`);
    assert.equal(allows(`${ORIGIN}/CLIENT_ID/`), `${ORIGIN}/CLIENT_ID/`);
  });

  test("'self', another host, the bare parent domain, another port or path, and http only on an https page do not", () => {
    assert.equal(allows("'self'"), undefined);
    assert.equal(allows('https://cdn.example.com https://*.example.com'), undefined);
    assert.equal(allows('https://*.sir.sportradar.com.evil.com https://sportradar.com'), undefined);
    assert.equal(allows(`${ORIGIN}:8443 ${ORIGIN}/other/`), undefined);
    assert.equal(allows("'none' data: blob:"), undefined);
    assert.equal(allowingSource(["'self'"], new URL('https://shop.example.com/x.js'), page), "'self'");
  });
});

describe('letting the inline snippet run', () => {
  const inline = {text: snippetText};
  test('by its nonce, by its hash (base64 or base64url), or by unsafe-inline in a list without either', () => {
    assert.equal(allowingInline(["'nonce-abc'"], {...inline, nonce: 'abc'}), 'its nonce');
    assert.equal(allowingInline(["'nonce-abc'"], {...inline, nonce: 'other'}), undefined);
    const hash = inlineHash(snippetText);
    assert.equal(hash, `sha256-${createHash('sha256').update(snippetText).digest('base64')}`);
    assert.equal(allowingInline([`'${hash}'`], inline), `its hash '${hash}'`);
    const url = hash.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    assert.ok(allowingInline([`'${url}'`], inline));
    assert.ok(allowingInline([`'${inlineHash(snippetText, 'sha384')}'`], inline));
    assert.equal(allowingInline(["'unsafe-inline'"], inline), "'unsafe-inline'");
    assert.equal(allowingInline(["'unsafe-inline'", "'nonce-abc'"], inline), undefined, 'a nonce cancels it');
    assert.equal(allowingInline(["'self'"], inline), undefined);
  });

  test('the hash is of the text as the browser reads it, CRLF as LF', () => {
    assert.equal(inlineHash('a\r\nb'), inlineHash('a\nb'));
  });
});

describe('judging the page', () => {
  const judge = (meta: string | undefined, nonce?: string, header?: string) =>
    judgeCsp({pageUrl: page.href, html: pageWith(meta, nonce), header: header ?? null});

  test('no CSP passes', () => {
    assert.deepEqual(judge(undefined), {problems: [], passed: 'no CSP on the page'});
  });

  test("script-src 'self' fails, naming the directive and the loader's origin, and the blocked snippet", () => {
    const {problems} = judge("script-src 'self'");
    assert.match(
      problems[0] ?? '',
      /the meta CSP's script-src 'self' does not allow the loader's origin https:\/\/widgets\.sir\.sportradar\.com: add https:\/\/widgets\.sir\.sportradar\.com to script-src/,
    );
    assert.match(
      problems[1] ?? '',
      /blocks the inline loader snippet, so SIR is never defined: .*'sha256-[\w+/=]+' to script-src/,
    );
  });

  test('default-src without script-src applies to scripts', () => {
    const {problems} = judge("default-src 'self' 'unsafe-inline'");
    assert.equal(problems.length, 1);
    assert.match(
      problems[0] ?? '',
      /default-src 'self' 'unsafe-inline' \(it has no script-src, so default-src applies to scripts\) does not allow the loader's origin/,
    );
  });

  test('the loader host with the snippet allowed passes; every policy must allow it', () => {
    assert.deepEqual(judge(`script-src 'self' ${ORIGIN} 'nonce-r4nd'`, 'r4nd').problems, []);
    assert.match(
      judge(`script-src 'self' ${ORIGIN} 'unsafe-inline'`).passed,
      /allows the loader https:\/\/widgets\.sir\.sportradar\.com \(https:\/\/widgets\.sir\.sportradar\.com\) and the inline loader snippet \('unsafe-inline'\)/,
    );
    const both = judge(`script-src ${ORIGIN} 'unsafe-inline'`, undefined, "script-src 'self'");
    assert.equal(both.problems.length, 2);
    assert.match(both.problems[0] ?? '', /^the Content-Security-Policy header's script-src 'self'/);
  });

  test("'strict-dynamic' lets the loader in only through a snippet allowed by its nonce or hash", () => {
    assert.deepEqual(judge("script-src 'nonce-r4nd' 'strict-dynamic'", 'r4nd').problems, []);
    assert.deepEqual(judge(`script-src '${inlineHash(snippetText)}' 'strict-dynamic' https:`).problems, []);
    const blocked = judge(`script-src 'nonce-r4nd' 'strict-dynamic' ${ORIGIN}`);
    assert.match(
      blocked.problems[0] ?? '',
      /uses 'strict-dynamic', so the loader https:\/\/widgets\.sir\.sportradar\.com gets in only through the inline loader snippet, which the policy blocks/,
    );
  });

  test('a snippet in a script file of the page is found and judged by its URL', () => {
    const html = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${ORIGIN}"><script src="/vs-loader.js"></script>`;
    const externalScripts = new Map([['/vs-loader.js', snippetText]]);
    assert.deepEqual(judgeCsp({pageUrl: page.href, html, externalScripts}).problems, []);
    const fromFile = {pageUrl: 'file:///home/me/site/match.html', html, externalScripts};
    assert.deepEqual(judgeCsp(fromFile).problems, [], "a file's own scripts are 'self'");
    const elsewhere = html.replace("'self' ", '');
    assert.match(
      judgeCsp({pageUrl: page.href, html: elsewhere, externalScripts}).problems[0] ?? '',
      /blocks the loader snippet's script \/vs-loader\.js/,
    );
  });
});

describe('letting the stand-in in where the loader would be (serve --page)', () => {
  const sandbox = 'http://127.0.0.1:4321/__vs-sandbox/';
  const meta = (policy: string) => `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  test('a script directive that allows the loader gets the sandbox path, and so does connect-src', () => {
    assert.equal(
      admitStandIn(meta(`script-src 'nonce-a' ${ORIGIN}; connect-src https://api.example.com`), sandbox),
      meta(`script-src 'nonce-a' ${ORIGIN} ${sandbox}; connect-src https://api.example.com ${sandbox}`),
    );
    assert.equal(
      admitStandIn(meta("default-src 'self' https:"), sandbox),
      meta(`default-src 'self' https: ${sandbox}`),
    );
  });

  test("a policy that blocks the loader, or uses 'strict-dynamic', keeps its script directive as it is", () => {
    assert.equal(admitStandIn(meta("script-src 'self'"), sandbox), meta("script-src 'self'"));
    assert.equal(
      admitStandIn(meta("script-src 'nonce-a' 'strict-dynamic'; default-src 'self'"), sandbox),
      meta(`script-src 'nonce-a' 'strict-dynamic'; default-src 'self' ${sandbox}`),
    );
    assert.equal(admitStandIn('<meta charset="utf-8">', sandbox), '<meta charset="utf-8">');
  });
});
