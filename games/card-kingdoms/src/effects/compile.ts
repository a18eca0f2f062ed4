/**
 * Named operations and keys compiled by their modules: a leg's arguments
 * read (`readArgs`), checked by the module's params schema and compiled to
 * the typed params its hooks receive — once per leg (legs are shared and
 * never changed), at load for every shipped string (`checkEffect`: a string
 * whose arguments do not fit is an error naming the card), on first use for
 * legs the engine makes itself. A module only ever receives what its own
 * schema and compile step made. (Loading checks the shipped strings through
 * `check.ts`.)
 */
import type { EffectModule } from '@arbiter/core';
import type { Leg } from '../grammar/tree.ts';
import { readArgs } from './args.ts';
import type { CkEffects, KeyModule, OperationModule } from './module.ts';

type KeyLeg = Extract<Leg, { kind: 'key' | 'flag' }>;
type OpLeg = Extract<Leg, { kind: 'op' }>;

/** Compiles `leg`'s arguments with `module`; each problem goes to `report`; null when there was one. */
export function compileWith(
  module: EffectModule<CkEffects, unknown, unknown>,
  leg: OpLeg | KeyLeg,
  report: (reason: string) => void,
): { params: unknown } | null {
  const parsed = module.params.safeParse(readArgs(leg.kind === 'flag' ? [] : leg.args));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const at = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
      report(`'${module.id}' arguments${at}: ${issue.message}`);
    }
    return null;
  }
  if (!module.compile) return { params: parsed.data };
  let ok = true;
  const params = module.compile(parsed.data, {
    error(reason) {
      ok = false;
      report(`'${module.id}': ${reason}`);
    },
  });
  return ok && params !== null ? { params } : null;
}

const compiled = new WeakMap<Leg, { params: unknown }>();

function compiledOrThrow(module: OperationModule | KeyModule, leg: OpLeg | KeyLeg): unknown {
  let c = compiled.get(leg);
  if (!c) {
    const problems: string[] = [];
    const made = compileWith(module, leg, (r) => problems.push(r));
    if (!made) throw new Error(problems.join('; '));
    c = made;
    compiled.set(leg, c);
  }
  return c.params;
}

/** An operation leg's params, as its module compiled them. */
export function opParams(module: OperationModule, leg: OpLeg): unknown {
  return compiledOrThrow(module, leg);
}

/** A key or flag leg's params, as its module compiled them. */
export function keyParams(module: KeyModule, leg: KeyLeg): unknown {
  return compiledOrThrow(module, leg);
}

/** Keeps params compiled at load for the engine (`check.ts`). */
export function keepParams(leg: Leg, made: { params: unknown }): void {
  compiled.set(leg, made);
}
