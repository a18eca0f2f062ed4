/**
 * The two errors the kernel knows. A RuleViolation means "this action is not
 * allowed here" and guarantees the state was not changed. A DataError means
 * "this file is wrong at this place, for this reason".
 */

export class RuleViolation extends Error {
  readonly code: string;
  readonly reason: string;
  constructor(code: string, reason: string) {
    super(`${code}: ${reason}`);
    this.name = 'RuleViolation';
    this.code = code;
    this.reason = reason;
  }
}

export type JsonPath = ReadonlyArray<string | number>;

/** `$.heroes.Pyromancer.rules[2].matcher` */
export function formatJsonPath(path: JsonPath): string {
  let out = '$';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) out += `.${part}`;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out;
}

export class DataError extends Error {
  readonly file: string;
  readonly path: string;
  readonly reason: string;
  constructor(file: string, path: JsonPath | string, reason: string) {
    const p = typeof path === 'string' ? path : formatJsonPath(path);
    super(`${file} ${p}: ${reason}`);
    this.name = 'DataError';
    this.file = file;
    this.path = p;
    this.reason = reason;
  }
}

/** Several problems found in one load; `errors` lists each. */
export class DataErrors extends Error {
  readonly errors: DataError[];
  constructor(errors: DataError[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.name = 'DataErrors';
    this.errors = errors;
  }
}

/** Converts zod issues (any version's shape: { path, message }) into DataErrors. */
export function issuesToDataErrors(
  file: string,
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  prefix: JsonPath = [],
): DataError[] {
  return issues.map(
    (i) =>
      new DataError(
        file,
        [...prefix, ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))],
        i.message,
      ),
  );
}
