import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {scriptHash} from './csp';
import {cspFileOf, deployDirOf, deployOptionsFromEnvironment, serverBlockFileName, writeDeployFiles} from './deploy';

const siteDir = path.resolve(__dirname, '..');

test("writeDeployFiles writes the CSP of the build's inline scripts and the server block next to the build", async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
  const buildDir = path.join(parent, 'build');
  try {
    fs.mkdirSync(path.join(buildDir, 'docs'), {recursive: true});
    fs.writeFileSync(path.join(buildDir, 'index.html'), '<script>home()</script><script src="/a.js"></script>');
    fs.writeFileSync(path.join(buildDir, 'docs/index.html'), '<script>docs()</script>');
    const written = await writeDeployFiles({siteDir, buildDir, listen: '8080', brotli: false});
    assert.equal(written.deployDir, path.join(parent, 'build-deploy'));
    assert.equal(written.hashCount, 2);
    const csp = fs.readFileSync(cspFileOf(buildDir), 'utf8');
    assert.equal(csp, `${written.csp}\n`);
    assert.ok(csp.includes(scriptHash('home()')) && csp.includes(scriptHash('docs()')));
    const conf = fs.readFileSync(path.join(written.deployDir, serverBlockFileName), 'utf8');
    assert.match(conf, new RegExp(`root ${buildDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')};`));
    assert.match(conf, /listen 8080;/);
    assert.ok(conf.includes(written.csp));
  } finally {
    fs.rmSync(parent, {recursive: true, force: true});
  }
});

test('the deploy folder sits next to the build, whatever its name', () => {
  assert.equal(deployDirOf('/x/build'), '/x/build-deploy');
  assert.equal(deployDirOf('/x/build-fixtures/'), '/x/build-fixtures-deploy');
  assert.equal(cspFileOf('/x/build'), '/x/build-deploy/csp.txt');
});

test('NGINX_LISTEN and NGINX_BROTLI choose the listen address and brotli', () => {
  assert.deepEqual(deployOptionsFromEnvironment({NGINX_LISTEN: '127.0.0.1:81', NGINX_BROTLI: 'off'}), {
    listen: '127.0.0.1:81',
    brotli: false,
  });
  assert.deepEqual(deployOptionsFromEnvironment({NGINX_BROTLI: 'on'}), {listen: '80', brotli: true});
});

test('MCP_UPSTREAM chooses where /mcp is proxied', () => {
  assert.deepEqual(deployOptionsFromEnvironment({NGINX_BROTLI: 'off', MCP_UPSTREAM: '127.0.0.1:9000'}), {
    listen: '80',
    brotli: false,
    mcpUpstream: '127.0.0.1:9000',
  });
});
