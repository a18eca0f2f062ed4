/**
 * "Discard (2) random Energy from your opponent's Active Pokémon / this
 * Pokémon / among the Energy attached to all (of your) Pokémon", and "from
 * both Active Pokémon" (one from each).
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { slotInfo, slotsOf } from '../../rules/ops.ts';
import type { Side, Slot } from '../../state.ts';
import type { EffectCtx } from '../context.ts';
import { amount, coin, defineEffect, onHeads, paramsOf } from '../effect.ts';
import { defenderShielded, energyDiscarded } from '../helpers.ts';

/** Discards `n` Energy drawn at random, one by one, from among every Energy on `sides`' slots. */
function discardFrom(ctx: EffectCtx, sides: Array<[Side, Slot[]]>, n: number): void {
  for (let k = 0; k < n; k++) {
    const pool: Array<[Side, Slot, number]> = [];
    for (const [side, slots] of sides)
      for (const sl of slots) for (let i = 0; i < sl.energy.length; i++) pool.push([side, sl, i]);
    if (pool.length === 0) return;
    const [side, sl, i] = pool[randInt(ctx.s.rng, pool.length, 'random')];
    const gone = sl.energy.splice(i, 1);
    energyDiscarded(ctx, side, sl, gone);
  }
}

export const discardRandomEnergy = defineEffect({
  id: 'discard_random_energy',
  description:
    "discard random energy from the opponent's Active Pokémon, the user, both Active Pokémon, or from among every (own) Pokémon in play",
  params: paramsOf('discard_random_energy', {
    /** `healed`: the Pokémon the heal step before it healed ("If you do, discard a random Energy from that Pokémon"). */
    from: z.enum([
      'all_in_play',
      'opponent_active',
      'self',
      'both_active',
      'own_all',
      'opponent_all',
      'healed',
    ]),
    /** Only from Pokémon that have an Ability ("all of your opponent's Pokémon that have an Ability"). */
    filter: z.literal('has_ability').optional(),
    coin,
    /** How many (1 when absent). */
    count: amount.optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    if (p.coin && !ctx.flip()) return;
    const n = p.count ?? 1;
    const defender: Slot[] = ctx.defender && !defenderShielded(ctx) ? [ctx.defender] : [];
    const own = slotsOf(ctx.s.sides[ctx.player]);
    switch (p.from) {
      case 'opponent_active':
        return discardFrom(ctx, [[ctx.opp, defender]], n);
      case 'self':
        return discardFrom(ctx, [[ctx.player, ctx.self ? [ctx.self] : []]], n);
      case 'healed':
        return ctx.healed && discardFrom(ctx, [[ctx.healed.side, [ctx.healed.slot]]], n);
      case 'own_all':
        return discardFrom(ctx, [[ctx.player, own]], n);
      case 'opponent_all': {
        const theirs = slotsOf(ctx.s.sides[ctx.opp]).filter(
          (sl) =>
            (!p.filter || slotInfo(ctx.s, sl).ability !== null) &&
            (sl !== ctx.defender || defender.length > 0),
        );
        return discardFrom(ctx, [[ctx.opp, theirs]], n);
      }
      case 'both_active': {
        const mine = ctx.s.sides[ctx.player].active;
        discardFrom(ctx, [[ctx.player, mine ? [mine] : []]], n);
        return discardFrom(ctx, [[ctx.opp, defender]], n);
      }
      default:
        return discardFrom(
          ctx,
          [
            [ctx.player, own],
            [ctx.opp, slotsOf(ctx.s.sides[ctx.opp])],
          ],
          n,
        );
    }
  },
  words: (p) => {
    const what = (p.count ?? 1) === 1 ? 'a random Energy' : `${p.count} random Energy`;
    const from = {
      opponent_active: "your opponent's Active Pokémon",
      self: 'this Pokémon',
      healed: 'that Pokémon',
      both_active: 'both Active Pokémon',
      own_all: 'among the Energy attached to all of your Pokémon',
      opponent_all: `among the Energy attached to all of your opponent's Pokémon${p.filter ? ' that have an Ability' : ''}`,
      all_in_play: "among the Energy attached to all Pokémon (both yours and your opponent's)",
    }[p.from];
    return `${onHeads(p.coin)}discard ${what} from ${from}`;
  },
});
