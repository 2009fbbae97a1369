/**
 * Pages show integration code from `examples/`, never a copy of it. A fenced block whose info string has
 * `file=<path>` (relative to the repository root) and an empty body stands for that file, or for one region of it
 * with `file=<path>#<region>`:
 *
 *     ```ts title="check-token.ts" file=examples/web/src/token/checkToken.ts
 *     ```
 *
 * A region is the lines between `// #region <name>` and `// #endregion <name>` (any indentation); its common
 * indentation is removed. Region marker lines of any region are never shown. The build
 * (plugins/remark-example-includes) and the Markdown-text side (build-tools/fencedBlocks.ts: the sample
 * checkers and the Markdown twins) read files through these functions, so what a reader sees, what a checker reads
 * and what a model reads are the same text. A missing file or region, or a block that has both `file=` and a body,
 * is an error naming the page.
 *
 * Under the first region of a file on a page, the page also holds the whole file, collapsed (wholeFileAfter), unless
 * the page shows that file whole in a block of its own.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface IncludeRef {
  /** Path relative to the repository root, with `/`. */
  readonly file: string;
  readonly region?: string;
}

const FILE_ATTRIBUTE = /(?:^|\s)file=(?:"([^"]+)"|(\S+))/;
const REGION_MARKER = /^\s*(?:\/\/|#|<!--)\s*#(region|endregion)\b\s*([\w.-]*)/;

/** Whether a fence's info string (after the language) holds `word` on its own: `collapsed`, `nocheck`. */
export function hasMetaWord(meta: string | null | undefined, word: string): boolean {
  return (meta ?? '').split(/\s+/).includes(word);
}

/** The `file=` reference of a fence's info string (after the language), if any. */
export function includeRef(meta: string | null | undefined): IncludeRef | undefined {
  const match = FILE_ATTRIBUTE.exec(meta ?? '');
  const value = match?.[1] ?? match?.[2];
  if (!value) return undefined;
  const [file = '', region] = value.split('#');
  return region ? {file, region} : {file};
}

/** The lines without their common indentation. */
export function dedent(lines: readonly string[]): string[] {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^\s*/.exec(line)?.[0].length ?? 0);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(common));
}

/** The shown text of a file's content: the whole file or one region, without region marker lines. */
export function selectRegion(content: string, region: string | undefined, where = 'the file'): string {
  const lines = content.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  let selected: string[] = lines;
  if (region !== undefined) {
    const start = lines.findIndex(
      (line) => REGION_MARKER.exec(line)?.[1] === 'region' && REGION_MARKER.exec(line)?.[2] === region,
    );
    if (start < 0) throw new Error(`${where} has no "// #region ${region}"`);
    const end = lines.findIndex(
      (line, index) =>
        index > start && REGION_MARKER.exec(line)?.[1] === 'endregion' && REGION_MARKER.exec(line)?.[2] === region,
    );
    if (end < 0) throw new Error(`${where}: region "${region}" has no "// #endregion ${region}"`);
    selected = lines.slice(start + 1, end);
  }
  return dedent(selected.filter((line) => !REGION_MARKER.test(line))).join('\n');
}

/** Reads what an include shows. `root` is the repository root. */
export function readInclude(root: string, ref: IncludeRef, page = 'a page'): string {
  const normalised = path.posix.normalize(ref.file);
  if (path.isAbsolute(normalised) || normalised.startsWith('..') || !normalised.startsWith('examples/')) {
    throw new Error(`${page}: file=${ref.file} must be a path under examples/, relative to the repository root`);
  }
  const full = path.join(root, normalised);
  if (!fs.existsSync(full)) throw new Error(`${page}: file=${ref.file} does not exist`);
  return selectRegion(fs.readFileSync(full, 'utf8'), ref.region, `${page}: ${ref.file}`);
}

/** The files that a page's includes show whole, in a block of their own (a region block shows part of one). */
export function filesShownWhole(refs: readonly (IncludeRef | undefined)[]): Set<string> {
  return new Set(refs.flatMap((ref) => (ref && ref.region === undefined ? [ref.file] : [])));
}

/**
 * The whole file to show, collapsed, under a region block: for the first region of each file on a page, unless the
 * page shows that file whole elsewhere. `shown` holds the files the page already shows whole (a block of their own,
 * or an earlier region's whole file) and is updated.
 */
export function wholeFileAfter(root: string, ref: IncludeRef, shown: Set<string>, page = 'a page'): string | undefined {
  if (ref.region === undefined || shown.has(ref.file)) return undefined;
  shown.add(ref.file);
  return readInclude(root, {file: ref.file}, page);
}
