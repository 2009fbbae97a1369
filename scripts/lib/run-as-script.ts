/**
 * The ending the scripts share: run `main` only when the file is run as a script, not when a unit test imports it;
 * take the exit code it returns; print an error as its message, without a stack, and exit 1.
 *
 *     runAsScript(module, main);
 */
export function runAsScript(
  caller: NodeModule,
  main: (argv: string[]) => number | void | Promise<number | void>,
): void {
  if (require.main !== caller) return;
  Promise.resolve()
    .then(() => main(process.argv.slice(2)))
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
