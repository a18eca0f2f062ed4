/**
 * "Attach Energy from your discard pile" (E1: each side's public pile of
 * discarded Energy): Volkner ("Choose 1 of your Electivire or Luxray. Attach
 * 2 [L] Energy from your discard pile to that Pokémon."), Lusamine ("Choose
 * 1 of your Ultra Beasts. Attach 2 random Energy …"), "Attach a [R] Energy
 * from your discard pile to this Pokémon.", Professor Sada ("Attach 3
 * different types of Energy … to your Ancient Pokémon in any way you
 * like", `distinctTypes` and `split`).
 *
 * Which Energy: of `energyType` when named; `random` ones drawn from the
 * pile; `distinctTypes` one of each type the pile holds, up to `count`, in
 * the order the pile holds them (U3); otherwise the player chooses each
 * Energy's type among those in the pile. Fewer than `count` when the pile
 * holds fewer. Where: one Pokémon chosen first, or (`split`) a Pokémon
 * chosen for each Energy. Not offered without a Pokémon to receive it or a
 * matching Energy in the pile.
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { cardTags, type EnergyType, energyNames } from '../../data/schema.ts';
import { slotInfo, slotsOf } from '../../rules/ops.ts';
import type { PocketState, Side, Slot } from '../../state.ts';
import { amount, defineEffect, energy, paramsOf, pokemonType } from '../effect.ts';
import { choosePokemon } from '../helpers.ts';

const target = z
  .object({
    among: z.enum(['self', 'own_one', 'own_active', 'own_any']),
    names: z.array(z.string()).min(1).optional(),
    tag: z.enum(cardTags).optional(),
    pokemonType: pokemonType.optional(),
  })
  .strict();

const params = paramsOf('attach_from_discard', {
  count: amount,
  energyType: energy.optional(),
  random: z.literal(true).optional(),
  distinctTypes: z.literal(true).optional(),
  split: z.literal(true).optional(),
  target,
});
type Params = z.infer<typeof params>;

/** The Pokémon that may receive the Energy. */
export function receivers(s: PocketState, side: Side, self: Slot | null, p: Params): Slot[] {
  const t = p.target;
  const pl = s.sides[side];
  const pool =
    t.among === 'self'
      ? self
        ? [self]
        : []
      : t.among === 'own_active'
        ? pl.active
          ? [pl.active]
          : []
        : slotsOf(pl);
  return pool.filter((sl) => receives(s, sl, t));
}

/** Whether the Pokémon in `sl` is of the names, group and type the text asks. */
function receives(s: PocketState, sl: Slot, t: Params['target']): boolean {
  const ci = slotInfo(s, sl);
  if (t.names && !t.names.includes(ci.name)) return false;
  if (t.tag && !ci.tags.includes(t.tag)) return false;
  return !t.pokemonType || ci.type === t.pokemonType;
}

/** Whether `receivers` is not empty (asked for every card in hand with this text: no list is built). */
export function anyReceiver(s: PocketState, side: Side, self: Slot | null, p: Params): boolean {
  const t = p.target;
  const pl = s.sides[side];
  if (t.among === 'self') return self !== null && receives(s, self, t);
  if (pl.active !== null && receives(s, pl.active, t)) return true;
  if (t.among === 'own_active') return false;
  const bench = pl.bench;
  for (let i = 0; i < bench.length; i++) if (receives(s, bench[i], t)) return true;
  return false;
}

export const matching = (pile: readonly EnergyType[], p: Params) =>
  p.energyType ? pile.filter((e) => e === p.energyType).length : pile.length;

/** Whether `matching` is above 0. */
function anyMatching(pile: readonly EnergyType[], energyType: EnergyType | undefined): boolean {
  if (!energyType) return pile.length > 0;
  for (let i = 0; i < pile.length; i++) if (pile[i] === energyType) return true;
  return false;
}

const NO_ENERGY: readonly EnergyType[] = [];

export const attachFromDiscard = defineEffect({
  id: 'attach_from_discard',
  description:
    'attach Energy from the discard pile (of a type, random, or of different types) to own Pokémon',
  params,
  phase: 'after',
  usable: (s, side, self, p) =>
    anyMatching(s.sides[side].energyDiscard ?? NO_ENERGY, p.energyType) && anyReceiver(s, side, self, p),
  run(ctx, p) {
    const { s, player } = ctx;
    const pile = s.sides[player].energyDiscard ?? [];
    const to = receivers(s, player, ctx.self, p);
    if (to.length === 0 || matching(pile, p) === 0) return;
    // Every question first (a resolution waiting for an answer runs again from the start).
    const fixed = p.split ? null : to[choosePokemon(ctx, player, 'Choose a Pokémon', to, player)];
    const left = pile.slice();
    const picked: EnergyType[] = [];
    for (let k = 0; k < p.count; k++) {
      let i = -1;
      if (p.energyType) i = left.indexOf(p.energyType);
      else if (p.distinctTypes) i = left.findIndex((e) => !picked.includes(e));
      else if (p.random) i = left.length > 0 ? randInt(s.rng, left.length, 'random') : -1;
      else if (left.length > 0) {
        const kinds = [...new Set(left)];
        i = left.indexOf(
          kinds[
            ctx.choose(
              player,
              'Choose an Energy',
              kinds.map((e) => energyNames[e]),
            )
          ],
        );
      }
      if (i < 0) break;
      picked.push(left.splice(i, 1)[0]);
    }
    const dest = picked.map(
      (e) =>
        fixed ??
        to[choosePokemon(ctx, player, `Choose a Pokémon for a ${energyNames[e]} Energy`, to, player)],
    );
    s.sides[player].energyDiscard = left;
    picked.forEach((e, k) => {
      dest[k].energy.push(e);
    });
    ctx.emit?.({
      type: 'energy-from-discard',
      side: player,
      energy: picked,
      to: dest.map((sl) => slotInfo(s, sl).name),
    });
  },
  words: (p, w) => {
    const e = p.energyType
      ? `${w.energy(p.energyType)} `
      : p.random
        ? 'random '
        : p.distinctTypes
          ? 'different types of '
          : '';
    const t = p.target;
    const kind = `${t.pokemonType ? `${w.energy(t.pokemonType)} ` : ''}${t.tag ? `${t.tag} ` : ''}`;
    const onto =
      t.among === 'self'
        ? 'this Pokémon'
        : t.among === 'own_active'
          ? `your Active ${kind}Pokémon`
          : t.names
            ? `1 of your ${w.names(t.names)}`
            : `1 of your ${kind}Pokémon`;
    return `attach ${p.count === 1 ? 'a' : p.count} ${e}Energy from your discard pile to ${p.split ? `your ${kind}Pokémon in any way you like` : onto}`;
  },
});
