import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {renderLocalNginxConf, renderNginxConf} from './nginx';

const template = fs.readFileSync(path.resolve(__dirname, '../deploy/nginx.conf.template'), 'utf8');
const options = {root: '/srv/site/build', listen: '127.0.0.1:8080', csp: "default-src 'self'", brotli: true};

test('the production template is filled in completely', () => {
  const conf = renderNginxConf(template, options);
  assert.doesNotMatch(conf, /__[A-Z]+__/);
  assert.match(conf, /^\s*listen 127\.0\.0\.1:8080;$/m);
  assert.match(conf, /^\s*root \/srv\/site\/build;$/m);
  assert.match(conf, /^\s*brotli_static on;$/m);
  // The CSP goes on every location that serves HTML, the 404 page included.
  const cspHeaders = conf.match(/add_header Content-Security-Policy "default-src 'self'" always;/g) ?? [];
  assert.equal(cspHeaders.length, 3);
});

test('without the brotli module, brotli_static is left out', () => {
  const conf = renderNginxConf(template, {...options, brotli: false});
  assert.doesNotMatch(conf, /^\s*brotli_static on;/m);
  assert.match(conf, /# brotli_static: module not installed/);
});

test('an unknown placeholder or a CSP that would break the quoted header is refused', () => {
  assert.throws(() => renderNginxConf('root __ROOT__; x __OTHER__;', options), /unknown placeholder __OTHER__/);
  assert.throws(() => renderNginxConf(template, {...options, csp: 'a" always; evil "b'}), /double quotes/);
  assert.throws(() => renderNginxConf(template, {...options, csp: 'a\nb'}), /one line/);
});

test('the local configuration keeps every path inside its prefix and loads brotli only when given', () => {
  const conf = renderLocalNginxConf({
    prefix: '/tmp/p',
    serverBlockFile: '/tmp/p/site.conf',
    brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    mimeTypes: '/etc/nginx/mime.types',
    runningAsRoot: false,
  });
  assert.match(conf, /^pid \/tmp\/p\/nginx\.pid;$/m);
  assert.match(conf, /^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;$/m);
  assert.match(conf, /include \/tmp\/p\/site\.conf;/);
  assert.doesNotMatch(conf, /user root;/);
  for (const [, file] of conf.matchAll(/_temp_path (\S+);/g)) assert.ok(file?.startsWith('/tmp/p/'), file);
  const plain = renderLocalNginxConf({prefix: '/tmp/p', serverBlockFile: '/tmp/p/site.conf', runningAsRoot: true});
  assert.doesNotMatch(plain, /load_module/);
  assert.match(plain, /^user root;$/m);
});

test('/mcp is proxied to the MCP server on loopback, with a request-rate limit of its own', () => {
  const conf = renderNginxConf(template, options);
  assert.match(conf, /^limit_req_zone \$binary_remote_addr zone=vs_docs_mcp:\d+m rate=\d+r\/s;$/m);
  const location = /location = \/mcp \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  assert.match(location, /limit_req zone=vs_docs_mcp burst=\d+;/);
  assert.match(location, /limit_req_status 429;/);
  assert.match(location, /proxy_pass http:\/\/127\.0\.0\.1:8931;/);
  const elsewhere = renderNginxConf(template, {...options, mcpUpstream: '127.0.0.1:4193'});
  assert.match(elsewhere, /proxy_pass http:\/\/127\.0\.0\.1:4193;/);
  assert.throws(() => renderNginxConf(template, {...options, mcpUpstream: '127.0.0.1:1; evil'}), /host:port/);
});
