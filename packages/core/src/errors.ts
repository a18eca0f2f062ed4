/**
 * The two errors the kernel knows. A RuleViolation means "this action is not
 * allowed here" and guarantees the state was not changed. A DataError means
 * "this file is wrong at this place, for this reason"; schema problems become
 * DataErrors worded for the person fixing the file (what was expected, what
 * is there), not in zod's words.
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

/**
 * A zod issue (any version's shape): where and what. Zod 4 adds the fields
 * read below; `errors` holds a union's failures, one list per alternative.
 */
export interface IssueLike {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  code?: string;
  expected?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
  options?: readonly unknown[];
  discriminator?: string;
  errors?: ReadonlyArray<ReadonlyArray<IssueLike>>;
  input?: unknown;
}

/**
 * Converts zod issues into DataErrors. With `input` (the value that was
 * checked), each reason says what was expected and what was found ("expected
 * number, got string \"70\"", "missing (expected string)"), where zod 4 says
 * only "Invalid input" for a union: a union of plain alternatives lists them,
 * a union of shapes reports the problems of the alternative that came
 * closest (the fewest problems; the first on a tie).
 */
export function issuesToDataErrors(
  file: string,
  issues: ReadonlyArray<IssueLike>,
  prefix: JsonPath = [],
  input?: unknown,
): DataError[] {
  return issueProblems(issues, input).map((p) => new DataError(file, [...prefix, ...p.path], p.reason));
}

/** The same problems as `issuesToDataErrors`, as paths and reasons (for a caller that places them itself). */
export function issueProblems(
  issues: ReadonlyArray<IssueLike>,
  input?: unknown,
): Array<{ path: Array<string | number>; reason: string }> {
  const out: Array<{ path: Array<string | number>; reason: string }> = [];
  const at: Found = { present: input !== undefined, value: input };
  for (const issue of issues) collectIssue(issue, [], at, out);
  return out;
}

interface Found {
  present: boolean;
  value: unknown;
}

function keyOf(p: PropertyKey): string | number {
  return typeof p === 'number' ? p : String(p);
}

/** The value at `path` below `from`, and whether it is there at all. */
function valueAt(from: Found, path: ReadonlyArray<PropertyKey>): Found {
  let here = from;
  for (const p of path) {
    const v = here.value;
    if (!here.present || typeof v !== 'object' || v === null) return { present: false, value: undefined };
    const k = keyOf(p);
    if (!Object.hasOwn(v, k)) return { present: false, value: undefined };
    here = { present: true, value: (v as Record<string | number, unknown>)[k] };
  }
  return here;
}

function collectIssue(
  issue: IssueLike,
  base: Array<string | number>,
  root: Found,
  out: Array<{ path: Array<string | number>; reason: string }>,
): void {
  const path = [...base, ...issue.path.map(keyOf)];
  const found = root.present ? valueAt(root, issue.path) : { present: false, value: undefined };
  const branches = issue.code === 'invalid_union' && !issue.discriminator ? (issue.errors ?? []) : [];
  if (branches.length > 0 && !branches.every(isPlainAlternative)) {
    // Alternatives of different shapes: the problems of the one that came closest.
    const closest = branches.reduce((best, b) => (b.length < best.length ? b : best));
    for (const inner of closest) collectIssue(inner, path, found, out);
    return;
  }
  out.push({ path, reason: issueReason(issue, root.present ? found : null) });
}

/** An alternative that failed at the union's own place: a type or a literal, nothing deeper. */
function isPlainAlternative(branch: ReadonlyArray<IssueLike>): boolean {
  return (
    branch.length === 1 &&
    branch[0].path.length === 0 &&
    (branch[0].code === 'invalid_type' || branch[0].code === 'invalid_value')
  );
}

/** What one issue expected, in words: `number`, `"energy"`, `0, 1 or 2`. */
function expectedWords(issue: IssueLike): string | null {
  if (issue.code === 'invalid_type' && issue.expected) return issue.expected;
  if (issue.code === 'invalid_value' && issue.values) return alternatives(issue.values.map(literal));
  if (issue.code === 'invalid_union' && issue.discriminator && issue.options) {
    return alternatives(issue.options.map(literal));
  }
  if (issue.code === 'invalid_union' && issue.errors && issue.errors.length > 0) {
    const words = issue.errors.map((b) => expectedWords(b[0]));
    if (words.every((w): w is string => w !== null)) return alternatives(words);
  }
  return null;
}

function alternatives(words: readonly string[]): string {
  const unique = [...new Set(words)];
  if (unique.length <= 1) return unique[0] ?? 'nothing';
  return `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1]}`;
}

function literal(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(v) : String(v);
}

/** `string "70"`, `number 3`, `null`, `array`, `object`: what was found, short. */
function foundWords(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'object') return 'object';
  const text = typeof v === 'string' ? JSON.stringify(v) : String(v);
  return text.length <= 40 ? `${typeof v} ${text}` : typeof v;
}

/** Issue kinds whose zod message says what was expected but not what was found. */
const FOUND_APPENDED = new Set(['too_small', 'too_big', 'invalid_format', 'not_multiple_of']);

/** The reason for one issue; `found` is the value at its place when the checked input is known. */
function issueReason(issue: IssueLike, known: Found | null): string {
  const found = known ?? ('input' in issue ? { present: true, value: issue.input } : null);
  if (issue.code === 'unrecognized_keys' && issue.keys) {
    return `unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map(literal).join(', ')}`;
  }
  const expected = expectedWords(issue);
  if (expected !== null && found !== null) {
    if (!found.present) return `missing (expected ${expected})`;
    return `expected ${expected}, got ${foundWords(found.value)}`;
  }
  if (expected !== null && issue.code === 'invalid_union') return `expected ${expected}`;
  const primitive = found?.present && found.value !== null && typeof found.value !== 'object';
  if (primitive && issue.code && FOUND_APPENDED.has(issue.code)) {
    return `${issue.message}, got ${foundWords(found.value)}`;
  }
  return issue.message;
}
