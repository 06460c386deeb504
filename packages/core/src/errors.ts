/**
 * Every failure the user can see is a HandoffError: one line of text and a documented exit code.
 * The CLI prints `message` alone on stderr and exits with `exitCode`; nothing else reaches the user.
 */
export const ExitCode = {
  ok: 0,
  /** A check failed: redaction found a secret in final output, a contract file is invalid, a write was refused. */
  failure: 1,
  /** Unknown command, option or target. */
  usage: 2,
  /** Unknown or ambiguous session or checkpoint id. */
  notFound: 3,
  /** The repository holds no Entire data. */
  noData: 4,
  /** The user cancelled an interactive prompt (Ctrl-C). */
  cancelled: 130,
} as const;

export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

export class HandoffError extends Error {
  readonly exitCode: ExitCodeValue;

  constructor(message: string, exitCode: ExitCodeValue = ExitCode.failure) {
    super(message);
    this.name = 'HandoffError';
    this.exitCode = exitCode;
  }
}

export function usageError(message: string): HandoffError {
  return new HandoffError(message, ExitCode.usage);
}

export function notFoundError(message: string): HandoffError {
  return new HandoffError(message, ExitCode.notFound);
}

export function noDataError(message: string): HandoffError {
  return new HandoffError(message, ExitCode.noData);
}
