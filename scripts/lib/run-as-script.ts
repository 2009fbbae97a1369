/**
 * The ending every entry point under scripts/ shares: run `main` only when the file is run as a script, not when a
 * unit test or another script imports it; take the exit code it returns; print an error as its message, without a
 * stack, and exit 1. `--help` prints `help`, or else the file's opening comment (what it does and how to call it),
 * and runs nothing.
 *
 *     runAsScript(module, main);
 */
import fs from 'node:fs';

export function runAsScript(
  caller: NodeModule,
  main: (argv: string[]) => number | void | Promise<number | void>,
  help?: string,
): void {
  if (require.main !== caller) return;
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    console.log(help ?? openingComment(fs.readFileSync(caller.filename, 'utf8')));
    return;
  }
  Promise.resolve()
    .then(() => main(argv))
    .then(
      (code) => {
        if (typeof code === 'number') process.exitCode = code;
      },
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exitCode = 1;
      },
    );
}

/** The text of a file's opening `/** … *\/` comment, without its frame and margin of asterisks. */
export function openingComment(source: string): string {
  const comment = /^(?:#!.*\n)?\s*\/\*\*([\s\S]*?)\*\//.exec(source)?.[1];
  if (comment === undefined) return '(no description: this script has no opening comment)';
  return comment
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}
