/**
 * "Move (a / 2 / all / 2 random) (type) Energy from (this Pokémon / 1 of your
 * Benched (type) Pokémon / each of your Pokémon) to (your Active Pokémon /
 * this Pokémon / 1 of your Benched Pokémon)." The general move the first
 * sets' named moves (move_energy_bench_to_active, …) are cases of; those keep
 * their types so the first sets' data stays as it was.
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { energyNames } from '../../data/schema.ts';
import { slotInfo, slotsOf } from '../../rules/ops.ts';
import type { PlayerState, PocketState, Side, Slot } from '../../state.ts';
import type { EffectCtx } from '../context.ts';
import { amount, defineEffect, type EnergyType, energy, paramsOf, pokemonType } from '../effect.ts';
import { candidatesByType, choosePokemon } from '../helpers.ts';

interface Params {
  from: 'self' | 'own_bench_one' | 'own_all';
  fromType?: z.infer<typeof pokemonType>;
  to: 'self' | 'own_active' | 'own_bench_one';
  count: number | 'all';
  energyType?: EnergyType;
  energyTypes?: EnergyType[];
  random?: boolean;
}

const matches = (p: Params, e: EnergyType) =>
  p.energyType ? e === p.energyType : p.energyTypes ? p.energyTypes.includes(e) : true;

/** The Pokémon Energy may come from (holding a matching Energy), and where it may go. */
export function ends(s: PocketState, side: Side, self: Slot | null, p: Params): { from: Slot[]; to: Slot[] } {
  const pl = s.sides[side];
  const to =
    p.to === 'self'
      ? self
        ? [self]
        : []
      : p.to === 'own_active'
        ? pl.active
          ? [pl.active]
          : []
        : pl.bench;
  const pool = p.from === 'self' ? (self ? [self] : []) : p.from === 'own_bench_one' ? pl.bench : slotsOf(pl);
  const from = candidatesByType(s, pool, p.fromType).filter((x) => x.energy.some((e) => matches(p, e)));
  return { from, to };
}

/**
 * Whether `ends` gives a Pokémon to move Energy from and another to move it
 * to (what `usable` asks: no list is built).
 */
function anyMove(s: PocketState, side: Side, self: Slot | null, p: Params): boolean {
  const pl = s.sides[side];
  if (p.from === 'self') return self !== null && movable(s, self, p) && hasOtherEnd(pl, self, self, p);
  if (
    p.from === 'own_all' &&
    pl.active !== null &&
    movable(s, pl.active, p) &&
    hasOtherEnd(pl, self, pl.active, p)
  )
    return true;
  const bench = pl.bench;
  for (let i = 0; i < bench.length; i++)
    if (movable(s, bench[i], p) && hasOtherEnd(pl, self, bench[i], p)) return true;
  return false;
}

/** Whether `x` is of the text's type and holds a matching Energy (a Pokémon `ends` may move from). */
function movable(s: PocketState, x: Slot, p: Params): boolean {
  if (p.fromType && slotInfo(s, x).type !== p.fromType) return false;
  for (let i = 0; i < x.energy.length; i++) if (matches(p, x.energy[i])) return true;
  return false;
}

/** Whether `ends` gives somewhere to move Energy other than `f` (`self`: the user, or null). */
function hasOtherEnd(pl: PlayerState, self: Slot | null, f: Slot, p: Params): boolean {
  if (p.to === 'self') return self !== null && self !== f;
  if (p.to === 'own_active') return pl.active !== null && pl.active !== f;
  return pl.bench.length > 1 || (pl.bench.length === 1 && pl.bench[0] !== f);
}

function pick(ctx: EffectCtx, prompt: string, slots: Slot[]): Slot {
  return slots[choosePokemon(ctx, ctx.player, prompt, slots, ctx.player)];
}

/**
 * The indices of the Energy to move off `src`: all matching, `count` at
 * random, or `count` chosen by type. Worked out on a copy: every choice is
 * asked before anything moves (a resolution waiting for an answer runs again).
 */
function pickEnergy(ctx: EffectCtx, src: Slot, p: Params): number[] {
  const left = src.energy.map((e, i) => ({ e, i }));
  const out: number[] = [];
  const n = p.count === 'all' ? Number.POSITIVE_INFINITY : p.count;
  while (out.length < n) {
    const ok = left.filter((x) => matches(p, x.e));
    if (ok.length === 0) break;
    let at: { e: EnergyType; i: number };
    if (p.count === 'all') at = ok[ok.length - 1];
    else if (p.random) at = ok[randInt(ctx.s.rng, ok.length, 'random')];
    else {
      const kinds = [...new Set(ok.map((x) => x.e))];
      const kind =
        kinds.length === 1
          ? kinds[0]
          : kinds[
              ctx.choose(
                ctx.player,
                'Choose an Energy to move',
                kinds.map((e) => energyNames[e]),
              )
            ];
      at = ok.filter((x) => x.e === kind).pop() as { e: EnergyType; i: number };
    }
    out.push(at.i);
    left.splice(left.indexOf(at), 1);
  }
  return out;
}

export const moveEnergy = defineEffect({
  id: 'move_energy',
  description:
    'move Energy (a number, all, at random; of a type) from the user, a chosen Benched or every own Pokémon to the user, the Active or a chosen Benched Pokémon',
  params: paramsOf('move_energy', {
    from: z.enum(['self', 'own_bench_one', 'own_all']),
    /** Only from Pokémon of this type ("1 of your Benched [P] Pokémon"). */
    fromType: pokemonType.optional(),
    to: z.enum(['self', 'own_active', 'own_bench_one']),
    count: z.union([amount, z.literal('all')]),
    energyType: energy.optional(),
    /** Any one of these types ("a [R], [W], or [L] Energy"). */
    energyTypes: z.array(energy).min(1).optional(),
    random: z.boolean().optional(),
  }),
  phase: 'after',
  usable(s, side, self, p) {
    return anyMove(s, side, self, p);
  },
  run(ctx, p) {
    const { from, to } = ends(ctx.s, ctx.player, ctx.self, p);
    let sources: Slot[];
    let dest: Slot;
    if (p.from === 'own_bench_one') {
      const ok = from.filter((f) => to.some((t) => t !== f));
      if (ok.length === 0) return;
      sources = [pick(ctx, 'Move Energy from', ok)];
      const left = to.filter((t) => t !== sources[0]);
      dest = left.length === 1 ? left[0] : pick(ctx, 'Move Energy to', left);
    } else {
      const left = to.filter((t) => p.from !== 'self' || t !== ctx.self);
      if (left.length === 0 || from.length === 0) return;
      dest = left.length === 1 && p.to !== 'own_bench_one' ? left[0] : pick(ctx, 'Move Energy to', left);
      sources = from.filter((f) => f !== dest);
    }
    const plan = sources.map((src) => [src, pickEnergy(ctx, src, p)] as const);
    for (const [src, picked] of plan) {
      if (picked.length === 0) continue;
      const moved = picked
        .slice()
        .sort((a, b) => a - b)
        .map((i) => src.energy[i]);
      src.energy = src.energy.filter((_, i) => !picked.includes(i));
      dest.energy.push(...moved);
      ctx.emit?.({
        type: 'move-energy',
        side: ctx.player,
        from: slotInfo(ctx.s, src).name,
        to: slotInfo(ctx.s, dest).name,
        energy: moved,
      });
    }
  },
  words: (p, w) => {
    const type = p.energyType
      ? `${w.energy(p.energyType)} `
      : p.energyTypes
        ? `${p.energyTypes.map((e) => w.energy(e)).join(', or ')} `
        : '';
    const what =
      p.count === 'all'
        ? `all ${type}Energy`
        : `${p.count === 1 ? 'a' : p.count}${p.random ? ' random' : ''} ${type}Energy`;
    const from = {
      self: 'this Pokémon',
      own_bench_one: `1 of your Benched ${p.fromType ? `${w.energy(p.fromType)} ` : ''}Pokémon`,
      own_all: 'each of your Pokémon',
    }[p.from];
    const to = {
      self: 'this Pokémon',
      own_active: 'your Active Pokémon',
      own_bench_one: '1 of your Benched Pokémon',
    }[p.to];
    return `move ${what} from ${from} to ${to}`;
  },
});
