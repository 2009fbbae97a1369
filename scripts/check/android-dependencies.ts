/**
 * The Android example's dependencies against its imports: every library an import of `examples/android/app/src`
 * comes from is declared in `app/build.gradle.kts`, every declared library is imported somewhere (the UI SDK aside:
 * see DECLARED_WITHOUT_IMPORT), every alias is in `gradle/libs.versions.toml`, each SDK is pinned there with
 * `strictly` on a version entry of its own, and the Groovy tab of androidSdk/dependencies lists the same libraries in
 * the same order as the Kotlin file the page includes.
 *
 * Which library an import comes from is this file's knowledge (IMPORT_SOURCES): an import it does not know fails
 * the check, so a new import makes someone name its library here and on the page. The Gradle files' structure
 * (plugins, repositories, namespace, SDK levels) is scripts/check/check-android-gradle.ts's, which also runs this check.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

import {selectRegion} from '../../build-tools/exampleIncludes';
import {walk} from '../../build-tools/files';
import {fencedBlocks, shownCode} from '../../build-tools/fencedBlocks';

/**
 * Import prefixes and the catalog alias that brings them, longest prefix first wins. `null`: no declaration needed
 * (the app itself, the Android platform, the JDK, the Kotlin standard library).
 */
export const IMPORT_SOURCES: ReadonlyArray<readonly [prefix: string, alias: string | null]> = [
  ['com.example.stadium.', null], // the app itself
  // The app imports Data SDK classes, so it declares the Data SDK itself, beside the UI SDK that depends on it.
  ['ag.sportradar.virtualstadium.datasdk.', 'vs-datasdk'],
  ['android.', null],
  ['java.', null],
  ['kotlin.', null],
  ['org.json.', null],
  ['kotlinx.coroutines.', 'kotlinx-coroutines-android'],
  // Material 3 brings Compose foundation, runtime and ui; the BOM picks their versions.
  ['androidx.compose.', 'androidx-material3'],
  ['androidx.activity.', 'androidx-activity-compose'],
  ['androidx.appcompat.', 'androidx-appcompat'],
  ['androidx.fragment.', 'androidx-fragment-ktx'],
  ['androidx.core.', 'androidx-core-ktx'],
  ['androidx.lifecycle.compose.', 'androidx-lifecycle-runtime-compose'],
  ['androidx.lifecycle.ProcessLifecycleOwner', 'androidx-lifecycle-process'],
  ['androidx.lifecycle.lifecycleScope', 'androidx-lifecycle-runtime-ktx'],
  ['androidx.lifecycle.repeatOnLifecycle', 'androidx-lifecycle-runtime-ktx'],
  // ViewModel, viewModelScope, Lifecycle and the viewmodel DSL come with lifecycle-viewmodel-compose.
  ['androidx.lifecycle.', 'androidx-lifecycle-viewmodel-compose'],
  ['org.koin.', 'koin-android'],
];

/**
 * Libraries the app declares though no file of it imports them, and why. The UI SDK's package names are not
 * published, so the example calls none of its classes; a page says where its components go.
 */
export const DECLARED_WITHOUT_IMPORT: ReadonlyMap<string, string> = new Map([
  ['vs-uisdk', 'the Android UI SDK, whose classes the example does not name'],
]);

/** The SDK libraries of the catalog: each pinned with `strictly`, on a version entry of its own. */
export const SDK_LIBRARIES = [
  {name: 'UI SDK', alias: 'vs-uisdk', artifact: '<VS_UISDK_ARTIFACT>', version: '<VS_UISDK_VERSION>'},
  {name: 'Data SDK', alias: 'vs-datasdk', artifact: '<VS_DATASDK_ARTIFACT>', version: '<VS_DATASDK_VERSION>'},
] as const;

/** The alias an import needs, `null` when none, `undefined` when IMPORT_SOURCES does not know it. */
export function aliasFor(importPath: string): string | null | undefined {
  let best: readonly [string, string | null] | undefined;
  for (const entry of IMPORT_SOURCES) {
    if (importPath.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best?.[1];
}

/** The `libs.x.y` aliases a build file declares, in order, as catalog keys (`x-y`); `platform(...)` ones apart. */
export function declaredAliases(buildFile: string): {libraries: string[]; platforms: string[]} {
  const libraries: string[] = [];
  const platforms: string[] = [];
  for (const match of buildFile.matchAll(/implementation\s*\(?\s*(platform\s*\(\s*)?libs\.([\w.]+)/g)) {
    (match[1] ? platforms : libraries).push((match[2] ?? '').replace(/\./g, '-'));
  }
  return {libraries, platforms};
}

/** The keys of the `[libraries]` table of a version catalog. */
export function catalogLibraries(toml: string): string[] {
  const table = /^\[libraries\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? '';
  return [...table.matchAll(/^([\w-]+)\s*=/gm)].map((match) => match[1] ?? '');
}

export interface AndroidSources {
  /** Kotlin files of the app, by path. */
  readonly kotlin: ReadonlyMap<string, string>;
  readonly buildFile: string;
  readonly catalog: string;
  /** The Groovy tab of androidSdk/dependencies beside the Kotlin block of the `libraries` region. */
  readonly groovyBlocks: readonly string[];
}

export function dependencyProblems(sources: AndroidSources): string[] {
  const problems: string[] = [];
  const {libraries, platforms} = declaredAliases(sources.buildFile);
  const catalog = new Set(catalogLibraries(sources.catalog));
  const used = new Set<string>();
  for (const [file, text] of sources.kotlin) {
    for (const match of text.matchAll(/^import\s+([\w.]+)/gm)) {
      const importPath = match[1] ?? '';
      const alias = aliasFor(importPath);
      if (alias === undefined) {
        problems.push(
          `${file}: no library is known for "import ${importPath}": declare it in app/build.gradle.kts, list it on androidSdk/dependencies and add it to IMPORT_SOURCES in scripts/check/android-dependencies.ts`,
        );
      } else if (alias !== null) {
        used.add(alias);
        if (!libraries.includes(alias)) {
          problems.push(
            `${file}: "import ${importPath}" needs libs.${alias.replace(/-/g, '.')}, which app/build.gradle.kts does not declare`,
          );
        }
      }
    }
  }
  for (const alias of libraries) {
    if (!used.has(alias) && !DECLARED_WITHOUT_IMPORT.has(alias))
      problems.push(`app/build.gradle.kts declares libs.${alias.replace(/-/g, '.')}, which no file of the app imports`);
  }
  for (const alias of [...libraries, ...platforms]) {
    if (!catalog.has(alias)) problems.push(`libs.${alias.replace(/-/g, '.')} is not in gradle/libs.versions.toml`);
  }
  const versionRefs = new Set<string>();
  for (const sdk of SDK_LIBRARIES) {
    if (!libraries.includes(sdk.alias)) {
      problems.push(`app/build.gradle.kts does not declare the ${sdk.name} (libs.${sdk.alias.replace(/-/g, '.')})`);
    }
    const entry = new RegExp(
      `^${sdk.alias}\\s*=\\s*\\{[^}\\n]*\\bmodule\\s*=\\s*"${sdk.artifact}"[^}\\n]*\\bversion\\.ref\\s*=\\s*"(\\w+)"`,
      'm',
    ).exec(sources.catalog);
    const ref = entry?.[1];
    const pinned =
      ref !== undefined &&
      new RegExp(`^${ref}\\s*=\\s*\\{\\s*strictly\\s*=\\s*"${sdk.version}"\\s*\\}`, 'm').test(sources.catalog);
    if (!pinned) {
      problems.push(
        `gradle/libs.versions.toml: the ${sdk.name} is not pinned with strictly: ${sdk.alias} = { module = "${sdk.artifact}", version.ref = … } to a [versions] entry = { strictly = "${sdk.version}" }`,
      );
    } else if (versionRefs.has(ref)) {
      problems.push(`gradle/libs.versions.toml: the ${sdk.name} shares its version entry "${ref}" with another SDK`);
    }
    if (ref !== undefined) versionRefs.add(ref);
  }
  if (sources.groovyBlocks.length === 0) problems.push('androidSdk/dependencies: no Groovy block lists the libraries');
  for (const groovy of sources.groovyBlocks) {
    const groovyAliases = [...groovy.matchAll(/implementation\s+(platform\s*\(\s*)?libs\.([\w.]+)/g)].map((match) =>
      (match[2] ?? '').replace(/\./g, '-'),
    );
    // The Groovy tab is the page's version of the `libraries` region (Koin comes with the Data SDK, its own region).
    const region = declaredAliases(selectRegion(sources.buildFile, 'libraries', 'app/build.gradle.kts'));
    const kotlinAliases = [...region.platforms, ...region.libraries];
    if (groovyAliases.join() !== kotlinAliases.join()) {
      problems.push(
        `androidSdk/dependencies: the Groovy tab lists ${groovyAliases.join(', ')}, the Kotlin file ${kotlinAliases.join(', ')}`,
      );
    }
  }
  return problems;
}

export function readAndroidSources(root: string): AndroidSources {
  const example = path.join(root, 'examples', 'android');
  const app = path.join(example, 'app', 'src');
  const kotlin = new Map(
    walk(app)
      .filter((file) => file.endsWith('.kt'))
      .map((file) => [path.relative(example, file), fs.readFileSync(file, 'utf8')] as const),
  );
  const page = fs.readFileSync(path.join(root, 'docs', 'androidSdk', 'dependencies.mdx'), 'utf8');
  // The Groovy tab beside the Kotlin block that shows the `libraries` region.
  const blocks = fencedBlocks(page);
  const groovyBlocks = blocks
    .filter((block, index) => {
      const kotlin = blocks[index - 1];
      return (
        block.language === 'groovy' &&
        kotlin?.included?.file === 'examples/android/app/build.gradle.kts' &&
        kotlin.included.region === 'libraries'
      );
    })
    .map((block) => block.code);
  return {
    kotlin,
    buildFile: fs.readFileSync(path.join(example, 'app', 'build.gradle.kts'), 'utf8'),
    catalog: fs.readFileSync(path.join(example, 'gradle', 'libs.versions.toml'), 'utf8'),
    groovyBlocks,
  };
}

/**
 * What a Gradle block says, in order, whatever its dialect: string contents (quotes dropped), placeholders, numbers,
 * catalog aliases and the words that carry meaning (`implementation`, `platform`, repositories, credentials and how
 * they are read, the android { } settings, the JVM targets). A Groovy tab must say the same as the Kotlin file it
 * stands beside.
 */
export function gradleTokens(code: string): string[] {
  const withoutComments = code.replace(/(^|[^:])\/\/.*$/gm, '$1');
  return [
    ...withoutComments.matchAll(
      /"([^"\n]*)"|'([^'\n]*)'|<[A-Z_]+>|libs\.[\w.]+|\b\d+\b|\b(?:implementation|platform|strictly|pluginManagement|dependencyResolutionManagement|google|mavenCentral|gradlePluginPortal|maven|url|credentials|username|password|gradleProperty|environmentVariable|orElse|orNull|get|namespace|compileSdk|minSdk|targetSdk|compose|sourceCompatibility|targetCompatibility|jvmTarget|JVM_\d+|VERSION_\d+)\b/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[0]);
}

/** Each Groovy tab of a page that stands beside a Kotlin block included from examples/android, and whether they agree. */
export function groovyTwinProblems(page: string, markdown: string, root: string): string[] {
  const blocks = fencedBlocks(markdown);
  const problems: string[] = [];
  blocks.forEach((block, index) => {
    if (block.language !== 'kotlin' || !block.included?.file.startsWith('examples/android/')) return;
    const twin = blocks[index + 1];
    if (twin?.language !== 'groovy') return;
    const kotlin = gradleTokens(shownCode(block, root, page));
    const groovy = gradleTokens(twin.code);
    if (kotlin.join(' ') !== groovy.join(' ')) {
      problems.push(
        `${page}:${twin.fenceLine}: the Groovy tab says ${groovy.join(' ')}; the Kotlin file (${block.included.file}` +
          `${block.included.region ? `#${block.included.region}` : ''}) says ${kotlin.join(' ')}`,
      );
    }
  });
  return problems;
}
