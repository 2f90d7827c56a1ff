/**
 * A failure the person running the server can act on: `message` is the German explanation for the
 * console (what happened, what to do), `logLine` the English line for the log. The server and its
 * commands print both and exit non-zero, without a stack trace.
 */
export class OperatorError extends Error {
  constructor(
    message: string,
    readonly logLine: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Prints an operator error (or any other error with its stack) and ends the process with exit code 1. */
export function exitWith(error: unknown): never {
  if (error instanceof OperatorError) {
    console.error(`\n${error.message}\n`);
    console.error(error.logLine);
  } else {
    console.error(error);
  }
  process.exit(1);
}
