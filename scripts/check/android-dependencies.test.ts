import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {
  aliasFor,
  dependencyProblems,
  groovyTwinProblems,
  readAndroidSources,
  type AndroidSources,
} from './android-dependencies';
import {fencedBlocks} from '../../build-tools/fencedBlocks';

const root = path.resolve(__dirname, '..', '..');

const sources = readAndroidSources(root);

function withBuildFile(edit: (text: string) => string): AndroidSources {
  return {...sources, buildFile: edit(sources.buildFile)};
}

test('the example declares exactly the libraries its Kotlin files import, and the page agrees', () => {
  assert.deepEqual(dependencyProblems(sources), []);
});

test('a library left out of the build file fails, naming the import that needs it', () => {
  const problems = dependencyProblems(withBuildFile((text) => text.replace(/.*libs\.androidx\.fragment\.ktx.*\n/, '')));
  assert.ok(problems.some((problem) => /androidx\.fragment.*needs libs\.androidx\.fragment\.ktx/.test(problem)));
});

test('a declared library that nothing imports fails', () => {
  const problems = dependencyProblems(
    withBuildFile((text) =>
      text.replace(
        'implementation(libs.koin.android)',
        'implementation(libs.koin.android)\n    implementation(libs.androidx.room)',
      ),
    ),
  );
  assert.ok(problems.some((problem) => /libs\.androidx\.room, which no file of the app imports/.test(problem)));
  assert.ok(problems.some((problem) => /libs\.androidx\.room is not in gradle\/libs\.versions\.toml/.test(problem)));
});

test('an import of an unknown library fails', () => {
  const kotlin = new Map(sources.kotlin);
  kotlin.set('app/New.kt', 'import com.squareup.okhttp3.OkHttpClient\n');
  assert.match(dependencyProblems({...sources, kotlin}).join('\n'), /no library is known for "import com\.squareup/);
});

test('an SDK whose catalog version is not strictly pinned fails', () => {
  const catalog = sources.catalog.replace(
    'vsUiSdk = { strictly = "<VS_UISDK_VERSION>" }',
    'vsUiSdk = "<VS_UISDK_VERSION>"',
  );
  assert.match(dependencyProblems({...sources, catalog}).join('\n'), /the UI SDK is not pinned with strictly/);
});

test('a Data SDK that shares the version entry of the UI SDK fails: each has one of its own', () => {
  const catalog = sources.catalog.replace('version.ref = "vsDataSdk"', 'version.ref = "vsUiSdk"');
  assert.notEqual(catalog, sources.catalog);
  assert.match(dependencyProblems({...sources, catalog}).join('\n'), /Data SDK is not pinned|shares its version entry/);
});

test('Data SDK imports without the Data SDK declared fail: the app declares it beside the UI SDK', () => {
  const problems = dependencyProblems(withBuildFile((text) => text.replace(/.*libs\.vs\.datasdk.*\n/, '')));
  assert.ok(
    problems.some((problem) =>
      /"import ag\.sportradar\.virtualstadium\.datasdk\.[\w.]+" needs libs\.vs\.datasdk/.test(problem),
    ),
  );
  assert.ok(problems.some((problem) => /does not declare the Data SDK/.test(problem)));
});

test('the UI SDK is declared though no file imports it, and dropping it fails', () => {
  assert.ok(!dependencyProblems(sources).some((problem) => /libs\.vs\.uisdk/.test(problem)));
  const problems = dependencyProblems(withBuildFile((text) => text.replace(/.*libs\.vs\.uisdk.*\n/, '')));
  assert.ok(problems.some((problem) => /does not declare the UI SDK/.test(problem)));
});

test('a Groovy tab that drifts from the Kotlin file fails', () => {
  const groovyBlocks = sources.groovyBlocks.map((block) => block.replace(/.*libs\.androidx\.core\.ktx\n/, ''));
  assert.match(dependencyProblems({...sources, groovyBlocks}).join('\n'), /the Groovy tab lists/);
});

test('imports map to the library that ships them, by the longest prefix', () => {
  assert.equal(aliasFor('androidx.lifecycle.lifecycleScope'), 'androidx-lifecycle-runtime-ktx');
  assert.equal(aliasFor('androidx.lifecycle.ViewModel'), 'androidx-lifecycle-viewmodel-compose');
  assert.equal(
    aliasFor('androidx.lifecycle.compose.collectAsStateWithLifecycle'),
    'androidx-lifecycle-runtime-compose',
  );
  assert.equal(aliasFor('kotlin.time.Duration'), null);
  assert.equal(aliasFor('io.ktor.client.HttpClient'), undefined);
});

test('each Groovy tab says what the Kotlin file beside it says', () => {
  for (const page of ['docs/androidSdk/dependencies.mdx', 'docs/sdk/dependencies.mdx']) {
    const markdown = fs.readFileSync(path.join(root, page), 'utf8');
    assert.ok(
      fencedBlocks(markdown).filter((block) => block.included?.file.startsWith('examples/android/')).length >= 2,
      `${page} includes the example's Gradle files`,
    );
    assert.deepEqual(groovyTwinProblems(page, markdown, root), []);
  }
});

test('a Groovy tab that drops the Data SDK, the repository, or reads credentials with get(), fails', () => {
  const page = 'docs/sdk/dependencies.mdx';
  const markdown = fs.readFileSync(path.join(root, page), 'utf8');
  const noDataSdk = markdown.replace('    implementation libs.vs.datasdk\n', '');
  assert.notEqual(noDataSdk, markdown);
  assert.match(groovyTwinProblems(page, noDataSdk, root).join('\n'), /the Groovy tab says/);
  const noRepository = markdown.replace("url = uri('<VS_MAVEN_REPOSITORY_URL>')", '');
  assert.equal(groovyTwinProblems(page, noRepository, root).length, 1);
  const failingCredentials = markdown.replace(
    "providers.gradleProperty('vsMavenUser')\n                .orElse(providers.environmentVariable('VS_MAVEN_USER')).orNull",
    "providers.gradleProperty('vsMavenUser').get()",
  );
  assert.notEqual(failingCredentials, markdown);
  assert.match(groovyTwinProblems(page, failingCredentials, root).join('\n'), /gradleProperty vsMavenUser get/);
});

test('a Groovy android { } tab with another minSdk or JVM target fails', () => {
  const page = 'docs/androidSdk/dependencies.mdx';
  const markdown = fs.readFileSync(path.join(root, page), 'utf8');
  for (const [from, to] of [
    ['        minSdk = 24\n', '        minSdk = 21\n'],
    ['JvmTarget.JVM_17', 'JvmTarget.JVM_11'],
  ] as const) {
    const drifted = markdown.replace(from, to);
    assert.notEqual(drifted, markdown, from);
    assert.match(groovyTwinProblems(page, drifted, root).join('\n'), /build\.gradle\.kts#android/);
  }
});
