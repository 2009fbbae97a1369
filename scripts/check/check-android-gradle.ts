/**
 * The Android example's Gradle files, checked for what a real Android build needs before it can even configure.
 * There is no Android SDK or Gradle on the docs' machines, so the check reads the text: the Kotlin scripts with
 * comments and strings told apart and blocks found by matching braces, the version catalog with a small TOML reader
 * (the subset catalogs use). Each problem names the file and what is missing:
 *
 * - settings.gradle.kts: `pluginManagement { repositories { } }` first in the file, with google() (the Android
 *   Gradle plugin lives there); `dependencyResolutionManagement { repositories { } }` with google(), mavenCentral()
 *   and the Virtual Stadium `maven { }` entry; repository credentials read with `.orNull` (never `.get()` or `!!`,
 *   which fail configuration on every machine where the property is not set); `include(":app")`.
 * - app/build.gradle.kts: `namespace`, `compileSdk`, and `minSdk` with the designed comment (the SDKs' own minimum is
 *   not published); the Java and Kotlin JVM targets, set and equal.
 * - every plugin a build file applies has a version: a catalog `[plugins]` entry with one, declared in the root
 *   build file with `apply false`; no org.jetbrains.kotlin.android beside an Android Gradle plugin 9 or later (built-in
 *   Kotlin refuses it); the Compose compiler plugin at the Kotlin Gradle plugin's version, which the root build puts
 *   on its classpath (the Android Gradle plugin would otherwise compile with its own, older one).
 * - every `libs.` alias a build file uses is defined in gradle/libs.versions.toml, and every `version.ref` there
 *   names a `[versions]` entry.
 *
 *   npx tsx scripts/check/check-android-gradle.ts    (a step of `npm run check`; also runs scripts/check/android-dependencies.ts)
 *
 * scripts/check/check-android-gradle.test.ts plants one fault per item in the real files' text and sees each one fail.
 */
import fs from 'node:fs';
import path from 'node:path';

import {dependencyProblems, groovyTwinProblems, readAndroidSources} from './android-dependencies';
import {runAsScript} from '../lib/run-as-script';

const root = path.resolve(__dirname, '..', '..');

/** The example's Gradle files, by their path under examples/android. */
export interface GradleFiles {
  readonly 'settings.gradle.kts': string;
  readonly 'build.gradle.kts': string;
  readonly 'app/build.gradle.kts': string;
  readonly 'gradle/libs.versions.toml': string;
}

export const GRADLE_FILES = [
  'settings.gradle.kts',
  'build.gradle.kts',
  'app/build.gradle.kts',
  'gradle/libs.versions.toml',
] as const satisfies ReadonlyArray<keyof GradleFiles>;

export function readGradleFiles(exampleDir = path.join(root, 'examples', 'android')): GradleFiles {
  const read = (file: string): string => {
    const full = path.join(exampleDir, file);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
  };
  return {
    'settings.gradle.kts': read('settings.gradle.kts'),
    'build.gradle.kts': read('build.gradle.kts'),
    'app/build.gradle.kts': read('app/build.gradle.kts'),
    'gradle/libs.versions.toml': read('gradle/libs.versions.toml'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Kotlin scripts: comments out, strings kept, blocks by matching braces.

/** The script with its comments blanked (line breaks kept, so offsets and lines stay); strings are left whole. */
export function withoutComments(script: string): string {
  let out = '';
  let i = 0;
  while (i < script.length) {
    const two = script.slice(i, i + 2);
    if (two === '//') {
      while (i < script.length && script[i] !== '\n') {
        out += ' ';
        i += 1;
      }
    } else if (two === '/*') {
      const end = script.indexOf('*/', i + 2);
      const stop = end < 0 ? script.length : end + 2;
      out += script.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (script[i] === '"') {
      const end = stringEnd(script, i);
      out += script.slice(i, end);
      i = end;
    } else {
      out += script[i];
      i += 1;
    }
  }
  return out;
}

/** The index just after the string literal that opens at `start` (`"…"` or `"""…"""`). */
function stringEnd(text: string, start: number): number {
  if (text.startsWith('"""', start)) {
    const end = text.indexOf('"""', start + 3);
    return end < 0 ? text.length : end + 3;
  }
  let i = start + 1;
  while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
  return Math.min(i + 1, text.length);
}

/** The body (between the braces) of each `name { … }` in a comment-free script, in order. */
export function blocks(code: string, name: string): string[] {
  const bodies: string[] = [];
  const opener = new RegExp(`(?<![\\w.])${name.replace(/\./g, '\\.')}\\s*\\{`, 'g');
  for (const match of code.matchAll(opener)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    let depth = 0;
    for (let i = open; i < code.length; i += 1) {
      if (code[i] === '"') {
        i = stringEnd(code, i) - 1;
      } else if (code[i] === '{') {
        depth += 1;
      } else if (code[i] === '}') {
        depth -= 1;
        if (depth === 0) {
          bodies.push(code.slice(open + 1, i));
          break;
        }
      }
    }
  }
  return bodies;
}

/** The body of the first `outer { … inner { … } }` path, or undefined. */
function nested(code: string, ...names: string[]): string | undefined {
  let scope: string | undefined = code;
  for (const name of names) scope = scope === undefined ? undefined : blocks(scope, name)[0];
  return scope;
}

// ---------------------------------------------------------------------------------------------------------------
// The version catalog: a TOML reader for what catalogs use (tables, bare and dotted keys, basic strings, inline
// tables, arrays, integers and booleans).

export type TomlValue = string | number | boolean | TomlValue[] | {[key: string]: TomlValue};
export type TomlTable = {[key: string]: TomlValue};

export function parseToml(text: string): TomlTable {
  const document: TomlTable = {};
  let table = document;
  let i = 0;
  const line = (): number => text.slice(0, i).split('\n').length;
  const fail = (what: string): never => {
    throw new Error(`line ${line()}: ${what}`);
  };
  const skip = (newlines: boolean): void => {
    for (;;) {
      while (i < text.length && (text[i] === ' ' || text[i] === '\t' || (newlines && /[\r\n]/.test(text[i] ?? ''))))
        i += 1;
      if (text[i] === '#') while (i < text.length && text[i] !== '\n') i += 1;
      else return;
    }
  };
  const key = (): string[] => {
    const parts: string[] = [];
    for (;;) {
      skip(false);
      if (text[i] === '"') parts.push(basicString());
      else {
        const bare = /^[A-Za-z0-9_-]+/.exec(text.slice(i))?.[0];
        if (!bare) fail(`a key was expected, not ${JSON.stringify(text.slice(i, i + 12))}`);
        parts.push(bare ?? '');
        i += bare?.length ?? 0;
      }
      skip(false);
      if (text[i] !== '.') return parts;
      i += 1;
    }
  };
  const basicString = (): string => {
    const match = /^"((?:[^"\\\n]|\\.)*)"/.exec(text.slice(i));
    if (!match) return fail('an unterminated string');
    i += match[0].length;
    return JSON.parse(`"${match[1] ?? ''}"`) as string;
  };
  const assign = (target: TomlTable, parts: string[], value: TomlValue): void => {
    let scope = target;
    for (const part of parts.slice(0, -1)) {
      const next = scope[part] ?? {};
      if (typeof next !== 'object' || Array.isArray(next)) fail(`${parts.join('.')} is already a value`);
      scope = scope[part] = next as TomlTable;
    }
    const last = parts[parts.length - 1] ?? '';
    if (last in scope) fail(`${parts.join('.')} is defined twice`);
    scope[last] = value;
  };
  const value = (): TomlValue => {
    skip(false);
    const char = text[i];
    if (char === '"') return basicString();
    if (char === '{') {
      i += 1;
      const inline: TomlTable = {};
      skip(false);
      if (text[i] === '}') return ((i += 1), inline);
      for (;;) {
        const parts = key();
        if (text[i] !== '=') fail(`"=" was expected after ${parts.join('.')}`);
        i += 1;
        assign(inline, parts, value());
        skip(false);
        if (text[i] === ',') i += 1;
        else if (text[i] === '}') return ((i += 1), inline);
        else fail('"," or "}" was expected in an inline table');
      }
    }
    if (char === '[') {
      i += 1;
      const items: TomlValue[] = [];
      for (;;) {
        skip(true);
        if (text[i] === ']') return ((i += 1), items);
        items.push(value());
        skip(true);
        if (text[i] === ',') i += 1;
        else if (text[i] !== ']') fail('"," or "]" was expected in an array');
      }
    }
    const word = /^(true|false|[+-]?\d+)(?![\w.])/.exec(text.slice(i))?.[1];
    if (word === undefined) return fail(`a value was expected, not ${JSON.stringify(text.slice(i, i + 12))}`);
    i += word.length;
    return word === 'true' ? true : word === 'false' ? false : Number(word);
  };
  for (;;) {
    skip(true);
    if (i >= text.length) return document;
    if (text[i] === '[') {
      i += 1;
      const parts = key();
      if (text[i] !== ']') fail('"]" was expected after a table name');
      i += 1;
      table = document;
      for (const part of parts) {
        const next = table[part] ?? {};
        if (typeof next !== 'object' || Array.isArray(next)) fail(`[${parts.join('.')}] is already a value`);
        table = table[part] = next as TomlTable;
      }
    } else {
      const parts = key();
      if (text[i] !== '=') fail(`"=" was expected after ${parts.join('.')}`);
      i += 1;
      assign(table, parts, value());
    }
    skip(false);
    if (i < text.length && text[i] !== '\n' && text[i] !== '\r') fail('a line break was expected after a value');
  }
}

/** What a catalog says, by kind, keyed by accessor path (`androidx-core-ktx` is `androidx.core.ktx`). */
export interface Catalog {
  readonly versions: ReadonlyMap<string, TomlValue>;
  readonly plugins: ReadonlyMap<string, {readonly key: string; readonly id?: string; readonly version?: string}>;
  readonly libraries: ReadonlyMap<string, {readonly key: string; readonly module?: string; readonly version?: string}>;
  readonly bundles: ReadonlyMap<string, TomlValue>;
  /** Version references to no `[versions]` entry, and entries of an unknown shape. */
  readonly problems: readonly string[];
}

/** A catalog key as its accessor path: `-`, `_` and `.` all separate (`androidx-core-ktx` → `androidx.core.ktx`). */
export function accessorPath(key: string): string {
  return key.split(/[-_.]/).join('.');
}

/** A version as text: a plain string, or the `strictly`/`require`/`prefer` of a rich version. */
function versionText(version: TomlValue | undefined): string | undefined {
  if (typeof version === 'string') return version;
  if (version && typeof version === 'object' && !Array.isArray(version)) {
    for (const kind of ['strictly', 'require', 'prefer']) {
      const text = version[kind];
      if (typeof text === 'string') return text;
    }
  }
  return undefined;
}

export function readCatalog(toml: string): Catalog {
  const document = parseToml(toml);
  const problems: string[] = [];
  const table = (name: string): TomlTable => {
    const value = document[name];
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  };
  const versions = new Map(Object.entries(table('versions')).map(([key, value]) => [accessorPath(key), value]));
  /** The version of an entry: its `version` (text or rich) or the `[versions]` entry its `version.ref` names. */
  const versionOf = (kind: string, key: string, entry: TomlTable): string | undefined => {
    const version = entry.version;
    if (version && typeof version === 'object' && !Array.isArray(version) && 'ref' in version) {
      const ref = version.ref;
      if (typeof ref !== 'string' || !versions.has(accessorPath(ref))) {
        problems.push(`[${kind}] ${key} refers to version ${JSON.stringify(ref)}, which [versions] does not define`);
        return undefined;
      }
      return versionText(versions.get(accessorPath(ref)));
    }
    return versionText(version);
  };
  const plugins = new Map<string, {key: string; id?: string; version?: string}>();
  for (const [key, entry] of Object.entries(table('plugins'))) {
    if (typeof entry === 'string') {
      const [id, version] = entry.split(':');
      plugins.set(accessorPath(key), {key, id, version});
    } else if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      plugins.set(accessorPath(key), {
        key,
        id: typeof entry.id === 'string' ? entry.id : undefined,
        version: versionOf('plugins', key, entry),
      });
    } else problems.push(`[plugins] ${key} is neither "id:version" nor { id = …, version… }`);
  }
  const libraries = new Map<string, {key: string; module?: string; version?: string}>();
  for (const [key, entry] of Object.entries(table('libraries'))) {
    if (typeof entry === 'string') {
      const [group = '', name = '', version] = entry.split(':');
      libraries.set(accessorPath(key), {key, module: `${group}:${name}`, version});
    } else if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      const module =
        typeof entry.module === 'string'
          ? entry.module
          : typeof entry.group === 'string' && typeof entry.name === 'string'
            ? `${entry.group}:${entry.name}`
            : undefined;
      if (module === undefined) problems.push(`[libraries] ${key} names no module (module = or group = and name =)`);
      libraries.set(accessorPath(key), {key, module, version: versionOf('libraries', key, entry)});
    } else problems.push(`[libraries] ${key} is neither "group:name:version" nor { module = …, … }`);
  }
  const bundles = new Map(Object.entries(table('bundles')).map(([key, value]) => [accessorPath(key), value]));
  return {versions, plugins, libraries, bundles, problems};
}

// ---------------------------------------------------------------------------------------------------------------
// The checks.

const EXAMPLE = 'examples/android';

/** `libs.` accessors in a comment-free script: `libs.plugins.x.y`, `libs.versions.x`, `libs.bundles.x`, `libs.x.y`. */
export function catalogAccessors(
  code: string,
): {kind: 'plugins' | 'versions' | 'bundles' | 'libraries'; path: string}[] {
  return [...code.matchAll(/(?<![\w.])libs\.((?:[A-Za-z]\w*\.)*[A-Za-z]\w*)/g)].map((match) => {
    const full = match[1] ?? '';
    const [head = '', ...rest] = full.split('.');
    if ((head === 'plugins' || head === 'versions' || head === 'bundles') && rest.length > 0) {
      return {kind: head, path: rest.join('.')};
    }
    return {kind: 'libraries', path: full};
  });
}

/** The plugins a script's `plugins { }` block applies or declares. */
export function pluginRequests(code: string): {alias?: string; id?: string; versioned: boolean; applied: boolean}[] {
  const body = blocks(code, 'plugins')[0] ?? '';
  const requests: {alias?: string; id?: string; versioned: boolean; applied: boolean}[] = [];
  for (const statement of body.split('\n').map((line) => line.trim())) {
    const applied = !/\bapply\s*\(?\s*false\b/.test(statement);
    const alias = /^alias\(\s*libs\.plugins\.([\w.]+)\s*\)/.exec(statement)?.[1];
    const id =
      /^id\(\s*"([\w.-]+)"\s*\)/.exec(statement)?.[1] ??
      ((kotlin) => (kotlin ? `org.jetbrains.kotlin.${kotlin}` : undefined))(
        /^kotlin\(\s*"([\w.-]+)"\s*\)/.exec(statement)?.[1],
      );
    if (alias) requests.push({alias, versioned: true, applied});
    else if (id) requests.push({id, versioned: /\bversion\b/.test(statement), applied});
  }
  return requests;
}

const KOTLIN_ANDROID = 'org.jetbrains.kotlin.android';
const COMPOSE_COMPILER = 'org.jetbrains.kotlin.plugin.compose';
const ANDROID_PLUGINS = ['com.android.application', 'com.android.library'];
const KOTLIN_GRADLE_PLUGIN = 'org.jetbrains.kotlin:kotlin-gradle-plugin';
const DESIGNED = 'designed: confirm at onboarding';

export function gradleProblems(files: GradleFiles): string[] {
  const problems: string[] = [];
  const at = (file: keyof GradleFiles) => (problem: string) => problems.push(`${EXAMPLE}/${file}: ${problem}`);
  for (const file of GRADLE_FILES) if (files[file].trim() === '') at(file)('the file is missing or empty');

  let catalog: Catalog;
  let catalogRead = true;
  try {
    catalog = readCatalog(files['gradle/libs.versions.toml']);
  } catch (error) {
    catalogRead = false;
    at('gradle/libs.versions.toml')(`not a TOML file Gradle can read: ${(error as Error).message}`);
    catalog = {versions: new Map(), plugins: new Map(), libraries: new Map(), bundles: new Map(), problems: []};
  }
  catalog.problems.forEach(at('gradle/libs.versions.toml'));

  // settings.gradle.kts: repositories for plugins and for libraries, credentials, the module.
  const settingsAt = at('settings.gradle.kts');
  const settings = withoutComments(files['settings.gradle.kts']);
  const pluginRepositories = nested(settings, 'pluginManagement', 'repositories');
  if (pluginRepositories === undefined) {
    settingsAt('no pluginManagement { repositories { } }: Gradle cannot find the Android Gradle plugin');
  } else {
    if (!/^\s*(?:import [^\n]*\n\s*)*pluginManagement\s*\{/.test(settings)) {
      settingsAt('pluginManagement { } is not the first block of the file, where Gradle requires it');
    }
    if (!/\bgoogle\(\)/.test(pluginRepositories)) {
      settingsAt('pluginManagement { repositories { } } has no google(), where the Android Gradle plugin is published');
    }
  }
  const libraryRepositories = nested(settings, 'dependencyResolutionManagement', 'repositories');
  if (libraryRepositories === undefined) {
    settingsAt('no dependencyResolutionManagement { repositories { } }: the app module could resolve no library');
  } else {
    for (const repository of ['google()', 'mavenCentral()']) {
      if (!libraryRepositories.includes(repository)) {
        settingsAt(`dependencyResolutionManagement { repositories { } } has no ${repository}`);
      }
    }
    const maven = blocks(libraryRepositories, 'maven').find((body) => body.includes('<VS_MAVEN_REPOSITORY_URL>'));
    if (maven === undefined) {
      settingsAt(
        'dependencyResolutionManagement { repositories { } } has no maven { url = uri("<VS_MAVEN_REPOSITORY_URL>") }',
      );
    } else if (blocks(maven, 'credentials').length === 0) {
      settingsAt('the Virtual Stadium maven { } entry reads no credentials { }');
    } else if (!/\.orNull\b|\.getOrNull\(\)|System\.getenv\(/.test(maven)) {
      settingsAt('the repository credentials are not read with .orNull (or System.getenv), so a missing one fails');
    }
  }
  if (!/\binclude\(\s*"?:app"?\s*\)/.test(settings)) settingsAt('does not include(":app")');

  // Any script: reading a property with .get() or !! fails configuration wherever it is not set.
  for (const file of ['settings.gradle.kts', 'build.gradle.kts', 'app/build.gradle.kts'] as const) {
    const code = withoutComments(files[file]);
    if (/\.get\(\s*\)/.test(code)) {
      at(file)(
        'reads a value with .get(), which fails configuration on every machine where it is not set: use .orNull',
      );
    }
    if (/!!/.test(code)) at(file)('reads a value with !!, which fails configuration where it is not set: use .orNull');
  }

  // app/build.gradle.kts: the android { } block.
  const appAt = at('app/build.gradle.kts');
  const appSource = files['app/build.gradle.kts'];
  const app = withoutComments(appSource);
  const android = blocks(app, 'android')[0];
  if (android === undefined) appAt('no android { } block');
  else {
    if (!/(?<![\w.])namespace\s*=\s*"[A-Za-z][\w]*(?:\.[A-Za-z][\w]*)+"/.test(android)) {
      appAt('android { } sets no namespace (namespace = "com.example.app"), which the Android Gradle plugin requires');
    }
    if (!/(?<![\w.])compileSdk\s*(?:=\s*\d+|\{[^}]*\brelease\(\s*\d+)/.test(android)) {
      appAt('android { } sets no compileSdk (compileSdk = <API level>)');
    }
    const defaultConfig = blocks(android, 'defaultConfig')[0] ?? '';
    if (!/(?<![\w.])minSdk\s*=\s*\d+/.test(defaultConfig)) {
      appAt("defaultConfig { } sets no minSdk (a number: the app's own choice)");
    } else {
      const lines = appSource.split('\n');
      const index = lines.findIndex((line) => /^\s*minSdk\s*=/.test(line));
      if (!`${lines[index - 1] ?? ''}\n${lines[index] ?? ''}`.includes(DESIGNED)) {
        appAt(`minSdk has no "${DESIGNED}" comment on its line or the line above: the SDKs' minimum is not published`);
      }
    }
    const compileOptions = blocks(android, 'compileOptions')[0] ?? '';
    const javaTargets = ['sourceCompatibility', 'targetCompatibility'].map(
      (option) => new RegExp(`${option}\\s*=\\s*JavaVersion\\.VERSION_(\\d+)`).exec(compileOptions)?.[1],
    );
    const kotlinTarget = /jvmTarget(?:\s*=\s*|\.set\(\s*)(?:[\w.]*\.)?JvmTarget\.JVM_(\d+)/.exec(
      nested(app, 'kotlin', 'compilerOptions') ?? '',
    )?.[1];
    if (javaTargets.some((target) => target === undefined)) {
      appAt('compileOptions { } does not set sourceCompatibility and targetCompatibility (the Java JVM target)');
    }
    if (kotlinTarget === undefined) {
      appAt('kotlin { compilerOptions { } } does not set jvmTarget (the Kotlin JVM target)');
    }
    if (javaTargets[1] !== undefined && kotlinTarget !== undefined && javaTargets[1] !== kotlinTarget) {
      appAt(`the Kotlin JVM target (${kotlinTarget}) differs from the Java one (${javaTargets[1]}): the build fails`);
    }
  }

  // The rest reads the catalog: a catalog Gradle cannot read is the one problem to report about it.
  if (!catalogRead) return [...new Set(problems)];

  // Plugins: each one applied has a version, the root declares it, and the Kotlin ones agree.
  const root = withoutComments(files['build.gradle.kts']);
  const rootRequests = pluginRequests(root);
  const idOf = (request: {alias?: string; id?: string}): string | undefined =>
    request.alias !== undefined ? catalog.plugins.get(request.alias)?.id : request.id;
  const versionedInRoot = new Set(rootRequests.filter((request) => request.versioned).map(idOf));
  const applied: string[] = [];
  for (const file of ['build.gradle.kts', 'app/build.gradle.kts'] as const) {
    for (const request of pluginRequests(withoutComments(files[file]))) {
      if (request.alias !== undefined) {
        // An alias the catalog lacks is reported with the other accessors, below.
        const plugin = catalog.plugins.get(request.alias);
        if (plugin !== undefined && plugin.version === undefined) {
          at(file)(
            `libs.plugins.${request.alias} (${plugin.id ?? plugin.key}) has no version in gradle/libs.versions.toml`,
          );
        }
      } else if (!request.versioned && file === 'build.gradle.kts') {
        at(file)(`plugin "${request.id ?? ''}" is declared without a version`);
      } else if (!request.versioned && !versionedInRoot.has(request.id)) {
        at(file)(`plugin "${request.id ?? ''}" is applied without a version, and the root build file declares none`);
      }
      const id = idOf(request);
      if (file === 'app/build.gradle.kts' && id !== undefined) {
        applied.push(id);
        if (!versionedInRoot.has(id)) {
          at('build.gradle.kts')(
            `plugins { } does not declare ${id} (apply false), which app/ applies: the build's plugins share one classloader when the root declares them`,
          );
        }
      }
    }
  }
  const androidPlugin = [...catalog.plugins.values()].find((plugin) => ANDROID_PLUGINS.includes(plugin.id ?? ''));
  const agpMajor = Number(/^(\d+)\./.exec(androidPlugin?.version ?? '')?.[1] ?? 0);
  if (!applied.some((id) => ANDROID_PLUGINS.includes(id)))
    appAt('applies no Android Gradle plugin (com.android.application)');
  if (agpMajor >= 9 && applied.includes(KOTLIN_ANDROID)) {
    appAt(
      `applies ${KOTLIN_ANDROID}, which the Android Gradle plugin ${androidPlugin?.version ?? ''} refuses: it compiles Kotlin itself (built-in Kotlin)`,
    );
  }
  if (applied.includes(COMPOSE_COMPILER)) {
    const compose = [...catalog.plugins.values()].find((plugin) => plugin.id === COMPOSE_COMPILER);
    const kgpLibrary = [...catalog.libraries.entries()].find(([, library]) => library.module === KOTLIN_GRADLE_PLUGIN);
    const kgpPlugin = [...catalog.plugins.values()].find(
      (plugin) => plugin.id?.startsWith('org.jetbrains.kotlin.') && plugin.id !== COMPOSE_COMPILER,
    );
    const kotlin = kgpLibrary?.[1].version ?? kgpPlugin?.version;
    if (compose?.version !== undefined && kotlin !== undefined && compose.version !== kotlin) {
      at('gradle/libs.versions.toml')(
        `the Compose compiler plugin (${compose.version}) and the Kotlin Gradle plugin (${kotlin}) differ: they ship together and must have one version`,
      );
    }
    if (agpMajor >= 9) {
      const classpath = nested(root, 'buildscript', 'dependencies') ?? '';
      const onClasspath =
        (kgpLibrary !== undefined && classpath.includes(`libs.${kgpLibrary[0]}`)) ||
        classpath.includes(KOTLIN_GRADLE_PLUGIN);
      if (!onClasspath) {
        at('build.gradle.kts')(
          `buildscript { dependencies { } } does not put ${KOTLIN_GRADLE_PLUGIN} on the classpath: the Android Gradle plugin ${androidPlugin?.version ?? ''} would compile with its own, older Kotlin, not the Compose compiler plugin's ${compose?.version ?? ''}`.trimEnd(),
        );
      }
    }
  }

  // Every libs. accessor a build file uses is in the catalog.
  for (const file of ['settings.gradle.kts', 'build.gradle.kts', 'app/build.gradle.kts'] as const) {
    for (const accessor of catalogAccessors(withoutComments(files[file]))) {
      if (!catalog[accessor.kind].has(accessor.path)) {
        const prefix = accessor.kind === 'libraries' ? '' : `${accessor.kind}.`;
        at(file)(`libs.${prefix}${accessor.path} is not defined in gradle/libs.versions.toml [${accessor.kind}]`);
      }
    }
  }
  return [...new Set(problems)];
}

function main(): number {
  const problems = [
    ...gradleProblems(readGradleFiles()),
    ...dependencyProblems(readAndroidSources(root)).map((problem) => `examples/android: ${problem}`),
    ...['docs/androidSdk/dependencies.mdx', 'docs/sdk/dependencies.mdx'].flatMap((page) =>
      groovyTwinProblems(page, fs.readFileSync(path.join(root, page), 'utf8'), root),
    ),
  ];
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length === 0
      ? `android gradle: ${GRADLE_FILES.length} files, their libraries and the pages' Groovy tabs agree`
      : `android gradle: ${problems.length} problem(s)`,
  );
  return problems.length === 0 ? 0 : 1;
}

runAsScript(module, main);
