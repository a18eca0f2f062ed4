/**
 * A quick first pass of a zod schema over data that is almost always good
 * (the card file at load, its effect parameters): the schema compiled once
 * into plain closures that either give exactly what zod's parse would give
 * (the same values, objects with their keys in the same order) or refuse.
 * A refusal means "ask zod": the caller then runs the schema itself, so every
 * problem is still zod's, with its path and reason, and anything this pass
 * does not know (a transform, a default, a kind of schema it was not written
 * for) simply goes to zod. The one rule this file must keep: it never
 * accepts what zod refuses, nor gives another value than zod's.
 *
 * Why: zod checks the whole pool (3,761 cards) in about 90 ms of a first load
 * and the effect parameters in about 50 more, most of it its own generic
 * machinery run cold; these closures do the same checks in a few ms. The
 * checks attached to a schema (`min`, `int`, `regex`, `refine`) are not
 * re-implemented: they run as zod's own check functions on the value.
 *
 * Reads zod 4's schema definitions (`_zod.def`, `_zod.optin`, `_zod.values`),
 * so test/quick-parse.test.ts compares it with zod on the shipped pool and
 * on broken copies of it.
 */
import type { z } from 'zod';

/** What a quick parser answers when zod must decide. */
export const ASK_ZOD: unique symbol = Symbol('ask zod');
export type QuickParse = (input: unknown) => unknown;

/** The parts of zod 4's internals read here (typed loosely: they are not its public API). */
interface Internals {
  def: Def;
  traits: Set<string>;
  optin?: 'optional' | 'defaulted';
  optout?: 'optional';
  values?: Set<unknown>;
  propValues?: Record<string, Set<unknown>>;
  innerType?: Schema;
  check?: (payload: Payload) => unknown;
}
interface Def {
  type: string;
  coerce?: boolean;
  checks?: Schema[];
  when?: (payload: Payload) => boolean;
  element?: Schema;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  options?: Schema[];
  discriminator?: string;
  unionFallback?: boolean;
  inclusive?: boolean;
  innerType?: Schema;
  // A check's definition.
  check?: string;
  minimum?: number;
  maximum?: number;
  value?: unknown;
  format?: string;
  pattern?: RegExp;
}
interface Schema {
  _zod: Internals;
}
interface Payload {
  value: unknown;
  issues: unknown[];
}

/**
 * How a quick parser gives its value and is built. `copy`: new objects and
 * arrays, as zod does. `reuse`: the input itself wherever zod's copy would be
 * equal to it (same keys in the same order, same values): no allocation on
 * good data, for a caller that owns the input (JSON it has just parsed) and
 * keeps only the result. Both write code for each object schema, worth it
 * for a schema run thousands of times. `once`: as `reuse`, without writing
 * code (a schema that checks a few values: compiling would cost more than it
 * saves).
 */
export type QuickMode = 'copy' | 'reuse' | 'once';

const compilers: Record<QuickMode, Compiler> = {
  copy: { reuse: false, generate: true, cache: new Map() },
  reuse: { reuse: true, generate: true, cache: new Map() },
  once: { reuse: true, generate: false, cache: new Map() },
};
interface Compiler {
  reuse: boolean;
  generate: boolean;
  /** By schema (a Map: the schemas are the modules' constants, and a WeakMap's updates cost more). */
  cache: Map<object, QuickParse | null>;
}

/**
 * The quick parser of `schema`, or null when it holds something this pass
 * does not mirror (then zod is the only parser).
 */
export function quickParser(schema: z.ZodType, mode: QuickMode = 'copy'): QuickParse | null {
  return compile(compilers[mode], schema as unknown as Schema);
}

function compile(c: Compiler, schema: Schema): QuickParse | null {
  const known = c.cache.get(schema);
  if (known !== undefined) return known;
  // A recursive schema meets itself while compiling: refuse until it is done (only lazy schemas recurse, and they compile on first use).
  c.cache.set(schema, null);
  const base = baseParser(c, schema);
  const parse = base && withChecks(schema, base);
  c.cache.set(schema, parse);
  return parse;
}

/** The schema's own checks (`min`, `regex`, `int`, `refine`, …) after its type: zod's check functions, on the parsed value. */
function withChecks(schema: Schema, base: QuickParse): QuickParse | null {
  const z = schema._zod;
  const checks = [...(z.traits.has('$ZodCheck') ? [schema] : []), ...(z.def.checks ?? [])];
  if (checks.length === 0) return base;
  for (const ch of checks) if (typeof ch._zod.check !== 'function') return null;
  return (input) => {
    const value = base(input);
    if (value === ASK_ZOD) return ASK_ZOD;
    const payload: Payload = { value, issues: [] };
    for (const ch of checks) {
      const when = ch._zod.def.when;
      if (when && !when(payload)) continue;
      const r = (ch._zod.check as (p: Payload) => unknown)(payload);
      // An asynchronous check, or any problem: zod says what it is.
      if (r instanceof Promise || payload.issues.length > 0) return ASK_ZOD;
    }
    return payload.value;
  };
}

function baseParser(c: Compiler, schema: Schema): QuickParse | null {
  const def = schema._zod.def;
  if (def.coerce) return null;
  switch (def.type) {
    case 'string':
      return (x) => (typeof x === 'string' ? x : ASK_ZOD);
    case 'number':
      return (x) => (typeof x === 'number' && Number.isFinite(x) ? x : ASK_ZOD);
    case 'boolean':
      return (x) => (typeof x === 'boolean' ? x : ASK_ZOD);
    case 'null':
      return (x) => (x === null ? x : ASK_ZOD);
    case 'unknown':
    case 'any':
      return (x) => x;
    case 'literal':
    case 'enum': {
      const values = schema._zod.values;
      if (!values) return null;
      return (x) => (values.has(x) ? x : ASK_ZOD);
    }
    case 'array':
      return arrayParser(c, def);
    case 'object':
      return objectParser(c, def);
    case 'union':
      return def.discriminator === undefined ? unionParser(c, def) : discriminatedParser(c, schema);
    case 'optional': {
      const inner = def.innerType;
      if (!inner || inner._zod.optin === 'defaulted') return null;
      const p = compile(c, inner);
      return p && ((x) => (x === undefined ? x : p(x)));
    }
    case 'nullable': {
      const p = def.innerType ? compile(c, def.innerType) : null;
      return p && ((x) => (x === null ? x : p(x)));
    }
    case 'lazy': {
      // Compiled when first used: the schema may refer to itself.
      let inner: QuickParse | null | undefined;
      return (x) => {
        if (inner === undefined) {
          const target = schema._zod.innerType;
          inner = target ? compile(c, target) : null;
        }
        return inner ? inner(x) : ASK_ZOD;
      };
    }
    default:
      // Transforms, pipes, defaults, catches, records, tuples…: zod's alone.
      return null;
  }
}

function arrayParser(c: Compiler, def: Def): QuickParse | null {
  const element = def.element ? compile(c, def.element) : null;
  if (!element) return null;
  return (x) => {
    if (!Array.isArray(x)) return ASK_ZOD;
    let out: unknown[] | null = c.reuse ? null : new Array(x.length);
    for (let i = 0; i < x.length; i++) {
      const item = x[i];
      const v = element(item);
      if (v === ASK_ZOD) return ASK_ZOD;
      // Reusing: the input array until an element differs from its input, then a copy.
      if (out === null && v !== item) out = x.slice(0, i);
      if (out !== null) out[i] = v;
    }
    return out ?? x;
  };
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A declared key: its parser, whether it may be absent, and (for a plain value) a test written inline. */
type Field = { key: string; parse: QuickParse; optional: boolean; sure: Sure | null };

/**
 * An object: its declared keys in the schema's order (an absent optional key
 * stays absent, a key present with `undefined` keeps it), then what its
 * catch-all says of the other keys: strict refuses them, loose keeps them
 * after the declared ones, the default drops them.
 */
function objectParser(c: Compiler, def: Def): QuickParse | null {
  const shape = def.shape;
  if (!shape) return null;
  const keys = Object.keys(shape);
  // Keys JavaScript orders on its own (integer-like), or every object has (Object.prototype's; zod skips __proto__), are left to zod.
  if (
    Object.getOwnPropertySymbols(shape).length > 0 ||
    keys.some((k) => k in Object.prototype || /^\d+$/.test(k))
  )
    return null;
  const fields: Field[] = [];
  for (const key of keys) {
    const field = shape[key];
    const { optin, optout } = field._zod;
    const optional = optin !== undefined;
    if (optional && !(optin === 'optional' && optout === 'optional')) return null;
    if (c.generate) {
      const parse = compile(c, field);
      if (!parse) return null;
      fields.push({ key, parse, optional, sure: sureTest(field) });
    } else {
      // Compiled when the key is first met: a schema checked a few times mostly meets few of its optional keys.
      let parse: QuickParse | null | undefined;
      const lazy: QuickParse = (x) => {
        if (parse === undefined) parse = compile(c, field);
        return parse ? parse(x) : ASK_ZOD;
      };
      fields.push({ key, parse: lazy, optional, sure: null });
    }
  }
  const rest = def.catchall?._zod.def.type;
  if (rest !== undefined && rest !== 'never' && rest !== 'unknown') return null;
  return (
    (c.generate && generatedObjectParser(fields, rest, c.reuse)) || closureObjectParser(fields, rest, c.reuse)
  );
}

/**
 * The object parser as code written for its keys (`x["id"]`, `out["id"] =
 * …`): property reads and writes of fixed names stay fast from the first
 * call, where the same loop over the keys is several times slower on the one
 * pass a load makes. Reusing, it gives the input itself when every value came
 * back unchanged and its keys are zod's output order (declared ones in the
 * schema's order, then the others a loose object keeps). Null where code
 * cannot be generated (Node run with `--disallow-code-generation-from-strings`).
 */
function generatedObjectParser(
  fields: Field[],
  rest: 'never' | 'unknown' | undefined,
  reuse: boolean,
): QuickParse | null {
  const lines = [
    'return function quickObject(x) {',
    '  if (typeof x !== "object" || x === null || Array.isArray(x)) return ASK;',
    `  let same = ${reuse};`,
    '  let v;',
  ];
  const consts: unknown[] = [];
  fields.forEach((f, i) => {
    const k = JSON.stringify(f.key);
    const w = `w${i}`;
    lines.push(`  let ${w} = x[${k}];`, `  const has${i} = ${w} !== undefined || ${k} in x;`);
    // A plain value: the inline test, or when it cannot tell, the parser (which gives the value back as it is).
    const sure = f.sure?.(w, (value) => `k[${consts.push(value) - 1}]`);
    if (sure) lines.push(`  if (has${i}) { if (!(${sure}) && p[${i}](${w}) === ASK) return ASK; }`);
    else
      lines.push(
        `  if (has${i}) { v = p[${i}](${w}); if (v === ASK) return ASK; if (v !== ${w}) { same = false; ${w} = v; } }`,
      );
    if (!f.optional) lines.push('  else return ASK;');
  });
  // The input's own keys: an undeclared one (refused, kept or dropped), and whether they come in zod's order.
  const cases = fields.map(
    (f, i) => `case ${JSON.stringify(f.key)}: if (at >= ${i} || extra) same = false; at = ${i}; continue;`,
  );
  const other =
    rest === 'never'
      ? 'return ASK;'
      : rest === 'unknown'
        ? 'extra = true; continue;'
        : 'same = false; continue;';
  // zod leaves an undeclared __proto__ out of what it gives (strict refuses it).
  const proto = rest === 'never' ? '' : 'case "__proto__": same = false; continue;';
  lines.push(
    '  let at = -1, extra = false;',
    `  for (const k in x) { switch (k) { ${cases.join(' ')} ${proto} default: ${other} } }`,
    '  if (same) return x;',
    '  const out = {};',
  );
  fields.forEach((f, i) => {
    lines.push(`  if (has${i}) out[${JSON.stringify(f.key)}] = w${i};`);
  });
  if (rest === 'unknown')
    lines.push(
      `  for (const k in x) { switch (k) { ${fields.map((f) => `case ${JSON.stringify(f.key)}: `).join('')}case "__proto__": continue; default: out[k] = x[k]; } }`,
    );
  lines.push('  return out;', '};');
  try {
    return new Function('ASK', 'p', 'k', lines.join('\n'))(
      ASK_ZOD,
      fields.map((f) => f.parse),
      consts,
    ) as QuickParse;
  } catch {
    return null;
  }
}

/**
 * An inline test of a plain value (a string, number, boolean, null, literal
 * or enum, maybe optional or nullable, with length, bound, integer and
 * pattern checks): JavaScript that is true only when zod accepts the value
 * (it may be false where zod accepts: the caller then asks the parser), or
 * null for anything else. `v` is the variable holding the value, `constant`
 * names a value the code reads (a set of allowed values, a pattern).
 */
type Sure = (v: string, constant: (value: unknown) => string) => string | null;

function sureTest(schema: Schema): Sure | null {
  const def = schema._zod.def;
  if (def.coerce) return null;
  if (def.type === 'optional' || def.type === 'nullable') {
    const inner = def.innerType ? sureTest(def.innerType) : null;
    if (!inner || (def.type === 'optional' && def.innerType?._zod.optin === 'defaulted')) return null;
    const empty = def.type === 'optional' ? 'undefined' : 'null';
    return (v, constant) => {
      const test = inner(v, constant);
      return test && `(${v} === ${empty} || (${test}))`;
    };
  }
  const base: Record<string, Sure> = {
    string: (v) => `typeof ${v} === "string"`,
    number: (v) => `typeof ${v} === "number" && Number.isFinite(${v})`,
    boolean: (v) => `typeof ${v} === "boolean"`,
    null: (v) => `${v} === null`,
  };
  let test: Sure | undefined = base[def.type];
  if (def.type === 'literal' || def.type === 'enum') {
    const values = schema._zod.values;
    if (!values) return null;
    test = (v, constant) => `${constant(values)}.has(${v})`;
  }
  if (!test) return null;
  const checks = [...(schema._zod.traits.has('$ZodCheck') ? [schema] : []), ...(def.checks ?? [])];
  const parts: Sure[] = [test];
  for (const ch of checks) {
    const part = sureCheck(def.type, ch._zod.def);
    if (!part) return null;
    parts.push(part);
  }
  return (v, constant) => parts.map((p) => p(v, constant)).join(' && ');
}

/** A check zod runs on a plain value, as a sufficient inline condition (its own function decides the rest). */
function sureCheck(type: string, ch: Def): Sure | null {
  const n = (x: unknown) => typeof x === 'number' && Number.isFinite(x);
  switch (ch.check) {
    case 'min_length':
      // zod counts code points; a string of 2m-1 UTF-16 units or more has at least m of them.
      if (type !== 'string' || !n(ch.minimum)) return null;
      return (v) => `${v}.length >= ${Math.max(0, 2 * (ch.minimum as number) - 1)}`;
    case 'max_length':
      // Never more code points than units.
      if (type !== 'string' || !n(ch.maximum)) return null;
      return (v) => `${v}.length <= ${ch.maximum}`;
    case 'greater_than':
    case 'less_than': {
      if (type !== 'number' || !n(ch.value)) return null;
      const op = (ch.check === 'greater_than' ? '>' : '<') + (ch.inclusive ? '=' : '');
      return (v) => `${v} ${op} ${ch.value}`;
    }
    case 'number_format':
      if (type !== 'number' || ch.format !== 'safeint') return null;
      return (v) => `Number.isSafeInteger(${v})`;
    case 'string_format':
      if (type !== 'string' || ch.format !== 'regex' || !(ch.pattern instanceof RegExp)) return null;
      return (v, constant) => {
        const re = constant(ch.pattern);
        return `(${re}.lastIndex = 0, ${re}.test(${v}))`;
      };
    default:
      return null;
  }
}

/**
 * The same parser as a loop over the input's keys (a schema with many
 * optional keys is mostly absent ones). For a JSON value: a plain object's
 * keys are its own enumerable ones, which `for…in` lists (the schema's keys
 * are none of Object.prototype's, see objectParser).
 */
function closureObjectParser(
  fields: Field[],
  rest: 'never' | 'unknown' | undefined,
  reuse: boolean,
): QuickParse {
  const position = new Map(fields.map((f, i) => [f.key, i]));
  const required = fields.filter((f) => !f.optional).length;
  return (x) => {
    if (!isObject(x)) return ASK_ZOD;
    const proto = Object.getPrototypeOf(x);
    if (proto !== Object.prototype && proto !== null) return ASK_ZOD;
    let same = reuse;
    let at = -1;
    let extra = false;
    let met = 0;
    let changed: Map<number, unknown> | null = null;
    for (const key in x) {
      const i = position.get(key);
      if (i === undefined) {
        if (rest === 'never') return ASK_ZOD;
        // zod leaves an undeclared __proto__ out of what it gives; the default drops every undeclared key.
        if (rest === undefined || key === '__proto__') same = false;
        else extra = true;
        continue;
      }
      // zod gives the declared keys first, in the schema's order.
      if (at >= i || extra) same = false;
      at = i;
      const w = x[key];
      const v = fields[i].parse(w);
      if (v === ASK_ZOD) return ASK_ZOD;
      if (!fields[i].optional) met++;
      if (v !== w) {
        same = false;
        changed ??= new Map();
        changed.set(i, v);
      }
    }
    if (met !== required) return ASK_ZOD;
    if (same) return x;
    const out: Record<string, unknown> = {};
    fields.forEach((f, i) => {
      if (Object.hasOwn(x, f.key)) out[f.key] = changed?.has(i) ? changed.get(i) : x[f.key];
    });
    if (rest === 'unknown')
      for (const key in x) if (!position.has(key) && key !== '__proto__') out[key] = x[key];
    return out;
  };
}

/** A union: the first option that accepts the value, as zod tries them in order. */
function unionParser(c: Compiler, def: Def): QuickParse | null {
  if (def.inclusive === false || !def.options) return null;
  const options: QuickParse[] = [];
  for (const o of def.options) {
    const p = compile(c, o);
    if (!p) return null;
    options.push(p);
  }
  return (x) => {
    for (const p of options) {
      const v = p(x);
      if (v !== ASK_ZOD) return v;
    }
    return ASK_ZOD;
  };
}

/** A discriminated union: the one option its discriminator's value names (zod's own lookup). */
function discriminatedParser(c: Compiler, schema: Schema): QuickParse | null {
  const def = schema._zod.def;
  const disc = def.discriminator as string;
  if (def.unionFallback || !def.options) return null;
  const byValue = new Map<unknown, QuickParse>();
  for (const o of def.options) {
    const p = compile(c, o);
    const values = o._zod.propValues?.[disc];
    if (!p || !values) return null;
    for (const v of values) {
      // A value two options claim (only `undefined` can be): zod decides.
      if (v === undefined || byValue.has(v)) return null;
      byValue.set(v, p);
    }
  }
  return (x) => {
    if (!isObject(x)) return ASK_ZOD;
    const p = byValue.get(x[disc]);
    return p ? p(x) : ASK_ZOD;
  };
}
