/**
 * The one effect shape: a module's params schema and compile step turn its
 * JSON into what the engine reads (errors at file and path), its run hook
 * does the work, its words are required, and a registry is built from the
 * modules (reserved ones waiting for data).
 */
import {
  checkCoverage,
  compileEffect,
  type DataError,
  type EffectModule,
  errorAt,
  registryOf,
} from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

interface Board {
  health: number[];
}
interface ToyEffects {
  ctx: Board;
  args: [target: number];
  env: { error(path: Array<string | number>, reason: string): void; known: string[] };
  words: { seat(n: number): string };
}

const heal: EffectModule<ToyEffects, { amount: number }> = {
  id: 'heal',
  description: 'gain health',
  params: z.object({ amount: z.number().int().min(1) }).strict(),
  run(board, { amount }, target) {
    board.health[target] += amount;
  },
  words: ({ amount }) => `gain ${amount} health`,
};

/** A module whose JSON names another card, compiled to its index. */
const summon: EffectModule<ToyEffects, { card: number }, { card: string }> = {
  id: 'summon',
  description: 'summon a named card',
  reserved: true,
  params: z.object({ card: z.string() }).strict(),
  compile(raw, env) {
    const card = env.known.indexOf(raw.card);
    if (card < 0) {
      env.error(['card'], `no card named '${raw.card}'`);
      return null;
    }
    return { card };
  },
  words: ({ card }, w) => `summon card #${card} for ${w.seat(0)}`,
};

describe('EffectModule', () => {
  const at = { file: 'effects.json', path: ['fireball', 'ops', 0] };
  const errors: DataError[] = [];
  const env = {
    known: ['imp', 'wolf'],
    error: (p: Array<string | number>, r: string) => errors.push(errorAt(at, p, r)),
  };

  it('parses its JSON with its params schema and runs on the compiled params', () => {
    const params = compileEffect(heal, { amount: 3 }, env, at, errors);
    expect(params).toEqual({ amount: 3 });
    const board = { health: [10, 10] };
    heal.run?.(board, params!, 1);
    expect(board.health).toEqual([10, 13]);
    expect(heal.words(params!, { seat: (n) => `seat ${n + 1}` })).toBe('gain 3 health');
  });

  it('a schema problem is a DataError at its place under the module, and nothing is compiled', () => {
    errors.length = 0;
    expect(compileEffect(heal, { amount: 0 }, env, at, errors)).toBeNull();
    expect(errors.map((e) => `${e.file} ${e.path}`)).toEqual(['effects.json $.fireball.ops[0].amount']);
    errors.length = 0;
    expect(compileEffect(heal, { amount: 2, extra: 1 }, env, at, errors)).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it("a compile step resolves names and reports what does not exist through the game's env", () => {
    errors.length = 0;
    expect(compileEffect(summon, { card: 'wolf' }, env, at, errors)).toEqual({ card: 1 });
    expect(errors).toEqual([]);
    expect(compileEffect(summon, { card: 'dragon' }, env, at, errors)).toBeNull();
    expect(errors.map((e) => e.message)).toEqual([
      "effects.json $.fireball.ops[0].card: no card named 'dragon'",
    ]);
  });

  it('words are required: a module without them does not typecheck', () => {
    // @ts-expect-error words is a required member of every effect module
    const silent: EffectModule<ToyEffects, { amount: number }> = {
      id: 'silent',
      description: 'no words',
      params: z.object({ amount: z.number() }),
    };
    expect(silent.id).toBe('silent');
  });
});

describe('registryOf effect modules', () => {
  const registry = registryOf('operation', [heal, summon]);

  it('holds modules of different params as one vocabulary, keyed by id', () => {
    expect(registry.ids()).toEqual(['heal', 'summon']);
    expect(registry.get('summon').description).toBe('summon a named card');
  });

  it('takes modules marked reserved as reserved, so the coverage check does not flag them unused', () => {
    expect([...registry.reserved]).toEqual(['summon']);
    const report = checkCoverage(registry, [{ id: 'heal', file: 'cards.json', path: [0, 'op'] }]);
    expect(report).toMatchObject({ ok: true, unused: [], reservedUnused: ['summon'] });
    const unknown = checkCoverage(registry, [{ id: 'burn', file: 'cards.json', path: [3, 'op'] }]);
    expect(unknown.missing.map((e) => e.message)).toEqual(["cards.json $[3].op: unknown operation 'burn'"]);
  });
});
