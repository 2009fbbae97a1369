import assert from 'node:assert/strict';
import {test} from 'node:test';

import {
  accessorPath,
  blocks,
  gradleProblems,
  parseToml,
  readCatalog,
  readGradleFiles,
  withoutComments,
  type GradleFiles,
} from './check-android-gradle';

const files = readGradleFiles();

/** The real files with one of them edited; the edit must change the text, or the planted fault is not planted. */
function planted(file: keyof GradleFiles, edit: (text: string) => string): GradleFiles {
  const text = edit(files[file]);
  assert.notEqual(text, files[file], `the fault was not planted in ${file}`);
  return {...files, [file]: text};
}

function assertFails(changed: GradleFiles, message: RegExp): void {
  const problems = gradleProblems(changed);
  assert.ok(
    problems.some((problem) => message.test(problem)),
    `expected a problem matching ${message}, got:\n${problems.join('\n') || '(none)'}`,
  );
}

test("the example's Gradle files have everything a real Android build needs to configure", () => {
  assert.deepEqual(gradleProblems(files), []);
});

test('a module without a namespace fails, naming the file', () => {
  assertFails(
    planted('app/build.gradle.kts', (text) => text.replace(/^\s*namespace = .*\n/m, '')),
    /^examples\/android\/app\/build\.gradle\.kts: android \{ \} sets no namespace/,
  );
});

test('a module without compileSdk fails', () => {
  assertFails(
    planted('app/build.gradle.kts', (text) => text.replace(/^\s*compileSdk = .*\n/m, '')),
    /app\/build\.gradle\.kts: android \{ \} sets no compileSdk/,
  );
});

test('a module without minSdk, or with a placeholder for it, fails', () => {
  assertFails(
    planted('app/build.gradle.kts', (text) => text.replace(/^\s*minSdk = .*\n/m, '')),
    /app\/build\.gradle\.kts: defaultConfig \{ \} sets no minSdk/,
  );
  assertFails(
    planted('app/build.gradle.kts', (text) => text.replace(/minSdk = \d+/, 'minSdk = <VS_ANDROID_MIN_SDK>')),
    /sets no minSdk \(a number/,
  );
});

test('a minSdk without the designed comment fails: the SDKs do not publish theirs', () => {
  assertFails(
    planted('app/build.gradle.kts', (text) => text.replace(/ designed: confirm at onboarding(?=\n\s*minSdk)/, '')),
    /app\/build\.gradle\.kts: minSdk has no "designed: confirm at onboarding" comment/,
  );
});

test('a plugin whose catalog entry has no version fails', () => {
  assertFails(
    planted('gradle/libs.versions.toml', (text) =>
      text.replace(/(kotlin-compose = \{ id = "[\w.]+"), version\.ref = "kotlin" \}/, '$1 }'),
    ),
    /app\/build\.gradle\.kts: libs\.plugins\.kotlin\.compose \(org\.jetbrains\.kotlin\.plugin\.compose\) has no version/,
  );
});

test('a plugin applied by id, with no version anywhere, fails', () => {
  assertFails(
    planted('app/build.gradle.kts', (text) =>
      text.replace('alias(libs.plugins.kotlin.compose)', 'id("org.jetbrains.kotlin.plugin.serialization")'),
    ),
    /app\/build\.gradle\.kts: plugin "org\.jetbrains\.kotlin\.plugin\.serialization" is applied without a version/,
  );
});

test('a plugin the app applies but the root build file does not declare fails', () => {
  assertFails(
    planted('build.gradle.kts', (text) => text.replace(/.*alias\(libs\.plugins\.kotlin\.compose\) apply false\n/, '')),
    /build\.gradle\.kts: plugins \{ \} does not declare org\.jetbrains\.kotlin\.plugin\.compose \(apply false\)/,
  );
});

test('org.jetbrains.kotlin.android beside the Android Gradle plugin 9 fails: built-in Kotlin refuses it', () => {
  const withKotlinAndroid = planted('gradle/libs.versions.toml', (text) =>
    text.replace(
      '[plugins]\n',
      '[plugins]\nkotlin-android = { id = "org.jetbrains.kotlin.android", version.ref = "kotlin" }\n',
    ),
  );
  const applied = {
    ...withKotlinAndroid,
    'app/build.gradle.kts': files['app/build.gradle.kts'].replace(
      '    alias(libs.plugins.kotlin.compose)\n',
      '    alias(libs.plugins.kotlin.android)\n    alias(libs.plugins.kotlin.compose)\n',
    ),
  };
  assertFails(
    applied,
    /app\/build\.gradle\.kts: applies org\.jetbrains\.kotlin\.android, which the Android Gradle plugin 9\.\d+\.\d+ refuses/,
  );
});

test('a Compose compiler plugin at another version than Kotlin fails', () => {
  assertFails(
    planted('gradle/libs.versions.toml', (text) =>
      text.replace(
        /kotlin-compose = \{ id = "org\.jetbrains\.kotlin\.plugin\.compose", version\.ref = "kotlin" \}/,
        'kotlin-compose = { id = "org.jetbrains.kotlin.plugin.compose", version = "2.3.21" }',
      ),
    ),
    /gradle\/libs\.versions\.toml: the Compose compiler plugin \(2\.3\.21\) and the Kotlin Gradle plugin \([\d.]+\) differ/,
  );
});

test('a root build file that leaves the Kotlin Gradle plugin to the Android Gradle plugin fails', () => {
  assertFails(
    planted('build.gradle.kts', (text) => text.replace(/.*classpath\(libs\.kotlin\.gradle\.plugin\)\n/, '')),
    /build\.gradle\.kts: buildscript \{ dependencies \{ \} \} does not put org\.jetbrains\.kotlin:kotlin-gradle-plugin on the classpath/,
  );
});

test('a libs. alias the catalog does not define fails, in any build file', () => {
  assertFails(
    planted('app/build.gradle.kts', (text) =>
      text.replace(
        'implementation(libs.koin.android)',
        'implementation(libs.koin.android)\n    implementation(libs.androidx.room)',
      ),
    ),
    /app\/build\.gradle\.kts: libs\.androidx\.room is not defined in gradle\/libs\.versions\.toml \[libraries\]/,
  );
  assertFails(
    planted('build.gradle.kts', (text) =>
      text.replace('alias(libs.plugins.android.application)', 'alias(libs.plugins.android.app)'),
    ),
    /build\.gradle\.kts: libs\.plugins\.android\.app is not defined in gradle\/libs\.versions\.toml \[plugins\]/,
  );
});

test('a catalog version.ref to no [versions] entry fails', () => {
  assertFails(
    planted('gradle/libs.versions.toml', (text) =>
      text.replace('version.ref = "agp"', 'version.ref = "androidGradlePlugin"'),
    ),
    /gradle\/libs\.versions\.toml: \[plugins\] android-application refers to version "androidGradlePlugin"/,
  );
});

test('a catalog that is not valid TOML fails, with the line', () => {
  assertFails(
    planted('gradle/libs.versions.toml', (text) => text.replace('agp = "9', 'agp = 9"')),
    /gradle\/libs\.versions\.toml: not a TOML file Gradle can read: line \d+/,
  );
  const problems = gradleProblems(planted('gradle/libs.versions.toml', (text) => `${text}[broken\n`));
  assert.equal(problems.length, 1, problems.join('\n'));
});

test('credentials read with .get() fail: configuration stops where the property is not set', () => {
  assertFails(
    planted('settings.gradle.kts', (text) =>
      text.replace(
        /providers\.gradleProperty\("vsMavenUser"\)\s*\.orElse\([^)]*\)\)\.orNull/,
        'providers.gradleProperty("vsMavenUser").get()',
      ),
    ),
    /settings\.gradle\.kts: reads a value with \.get\(\), which fails configuration/,
  );
  assertFails(
    planted('settings.gradle.kts', (text) =>
      text.replace(
        /providers\.gradleProperty\("vsMavenUser"\)\s*\.orElse\([^)]*\)\)\.orNull/,
        'System.getenv("VS_MAVEN_USER")!!',
      ),
    ),
    /settings\.gradle\.kts: reads a value with !!/,
  );
});

test('a repository without a credentials read fails', () => {
  assertFails(
    planted('settings.gradle.kts', (text) => text.replace(/\n\s*if \(vsUser[\s\S]*?\n {12}\}\n/, '\n')),
    /settings\.gradle\.kts: the Virtual Stadium maven \{ \} entry reads no credentials/,
  );
});

test('settings without pluginManagement repositories, or not first, or without google(), fail', () => {
  assertFails(
    planted('settings.gradle.kts', (text) => text.replace(/pluginManagement \{[\s\S]*?\n\}\n/, '')),
    /settings\.gradle\.kts: no pluginManagement \{ repositories \{ \} \}/,
  );
  assertFails(
    planted('settings.gradle.kts', (text) => `rootProject.name = "first"\n${text}`),
    /settings\.gradle\.kts: pluginManagement \{ \} is not the first block/,
  );
  assertFails(
    planted('settings.gradle.kts', (text) => text.replace(/(pluginManagement[\s\S]*?)google\(\)\n/, '$1')),
    /settings\.gradle\.kts: pluginManagement \{ repositories \{ \} \} has no google\(\)/,
  );
});

test('settings without dependencyResolutionManagement repositories, or the Virtual Stadium one, fail', () => {
  assertFails(
    planted('settings.gradle.kts', (text) =>
      text.replace('dependencyResolutionManagement {', 'dependencyResolution {'),
    ),
    /settings\.gradle\.kts: no dependencyResolutionManagement \{ repositories \{ \} \}/,
  );
  assertFails(
    planted('settings.gradle.kts', (text) => text.replace('<VS_MAVEN_REPOSITORY_URL>', 'https://example.com/maven')),
    /settings\.gradle\.kts: dependencyResolutionManagement \{ repositories \{ \} \} has no maven \{ url = uri\("<VS_MAVEN_REPOSITORY_URL>"\) \}/,
  );
  assertFails(
    planted('settings.gradle.kts', (text) =>
      text.replace(/(dependencyResolutionManagement[\s\S]*?)mavenCentral\(\)\n/, '$1'),
    ),
    /has no mavenCentral\(\)/,
  );
});

test('a module with no Java or Kotlin JVM target, or two different ones, fails', () => {
  assertFails(
    planted('app/build.gradle.kts', (text) => text.replace(/^\s*jvmTarget = .*\n/m, '')),
    /app\/build\.gradle\.kts: kotlin \{ compilerOptions \{ \} \} does not set jvmTarget/,
  );
  assertFails(
    planted('app/build.gradle.kts', (text) => text.replace(/^\s*targetCompatibility = .*\n/m, '')),
    /compileOptions \{ \} does not set sourceCompatibility and targetCompatibility/,
  );
  assertFails(
    planted('app/build.gradle.kts', (text) => text.replace('JvmTarget.JVM_17', 'JvmTarget.JVM_21')),
    /the Kotlin JVM target \(21\) differs from the Java one \(17\)/,
  );
});

test('a missing file fails, naming it', () => {
  assertFails(
    {...files, 'build.gradle.kts': ''},
    /^examples\/android\/build\.gradle\.kts: the file is missing or empty/,
  );
});

test('comments are blanked, strings kept, and blocks found by their braces', () => {
  const code = withoutComments('a { // b { c }\n  url = "https://x/{y}" /* } */\n  inner { d }\n}\n');
  assert.equal(code.split('\n').length, 5);
  assert.match(code, /"https:\/\/x\/\{y\}"/);
  assert.deepEqual(blocks(code, 'inner'), [' d ']);
  assert.equal(blocks(code, 'a')[0]?.includes('inner { d }'), true);
});

test('the TOML reader takes what catalogs use, and catalog keys map to accessors', () => {
  const toml = parseToml(
    '[versions]\na = "1" # note\nb = { strictly = "2" }\n[libraries]\nx-y = { module = "g:n", version.ref = "b" }\n[bundles]\nall = [\n  "x-y",\n]\n',
  );
  assert.deepEqual(toml.versions, {a: '1', b: {strictly: '2'}});
  assert.deepEqual(toml.bundles, {all: ['x-y']});
  assert.equal(
    readCatalog(
      '[libraries]\nx-y = { module = "g:n", version.ref = "b" }\n[versions]\nb = { strictly = "2" }\n',
    ).libraries.get('x.y')?.version,
    '2',
  );
  assert.equal(accessorPath('androidx-core_ktx'), 'androidx.core.ktx');
  assert.throws(() => parseToml('a = "1"\na = "2"\n'), /line 2: a is defined twice/);
});
