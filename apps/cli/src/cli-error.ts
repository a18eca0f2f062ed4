/**
 * How the CLI fails: one readable line on stderr starting `arbiter: ` and an
 * exit code. 2 means the command was used wrongly (unknown game, bad number,
 * invalid option, missing file); 1 means the command ran and found a problem
 * (replay mismatch, invalid data, an illegal action, a broken file).
 */
import { DataError, DataErrors, ReplayMismatch, RuleViolation } from '@arbiter/core';

export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** An error whose message is already the one line the user should read. */
export class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

export function usageError(message: string): CliError {
  return new CliError(message, EXIT_USAGE);
}

export function failure(message: string): CliError {
  return new CliError(message, EXIT_FAILURE);
}

interface IssueLike {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

function zodIssues(error: unknown): IssueLike[] | null {
  if (typeof error !== 'object' || error === null || !('issues' in error)) return null;
  const issues = (error as { issues: unknown }).issues;
  return Array.isArray(issues) ? (issues as IssueLike[]) : null;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** The single line (without the `arbiter: ` prefix) and exit code for any thrown value. */
export function describeError(error: unknown): { line: string; exitCode: number } {
  if (error instanceof CliError) return { line: oneLine(error.message), exitCode: error.exitCode };
  if (error instanceof ReplayMismatch) {
    return { line: `replay mismatch: ${error.message}`, exitCode: EXIT_FAILURE };
  }
  if (error instanceof RuleViolation) {
    return { line: oneLine(`rule violation (${error.code}): ${error.reason}`), exitCode: EXIT_FAILURE };
  }
  if (error instanceof DataError) return { line: oneLine(error.message), exitCode: EXIT_FAILURE };
  if (error instanceof DataErrors) {
    const [first] = error.errors;
    const more = error.errors.length > 1 ? ` (and ${error.errors.length - 1} more data errors)` : '';
    return { line: oneLine(`${first?.message ?? 'data errors'}${more}`), exitCode: EXIT_FAILURE };
  }
  const issues = zodIssues(error);
  if (issues && issues.length > 0) {
    const [first] = issues;
    const where = first.path.length > 0 ? `${first.path.map(String).join('.')}: ` : '';
    return { line: oneLine(`invalid input: ${where}${first.message}`), exitCode: EXIT_FAILURE };
  }
  if (error instanceof Error) return { line: oneLine(error.message), exitCode: EXIT_FAILURE };
  return { line: oneLine(String(error)), exitCode: EXIT_FAILURE };
}
