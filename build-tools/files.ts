import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file below `dir`, recursively, in a stable (sorted) order. Symbolic links are not followed. A folder whose
 * name `skipFolder` accepts is not entered.
 */
export function walk(dir: string, skipFolder: (name: string) => boolean = () => false): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return skipFolder(entry.name) ? [] : walk(full, skipFolder);
      return entry.isFile() ? [full] : [];
    });
}
