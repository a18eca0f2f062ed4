/**
 * "Choose 1 of your opponent's (Active) Pokémon's attacks and use it as
 * this attack" (optionally: only with the Energy that attack needs), "Choose
 * 1 of your Benched Pokémon's attacks, except any Pokémon ex, …" (`from:
 * own_bench`, `exceptEx`), "1 attack from among the Pokémon in your
 * opponent's hand and deck is chosen at random, and you use the chosen
 * attack as this attack." (`from: opponent_hand_and_deck`, `random`: each
 * attack of each Pokémon card there is one equal chance; with none, the
 * attack does nothing; the chosen attack is named to both players, the
 * cards stay where they are). The copied attack's effects join the
 * resolution in their own phases; an attack that itself copies is never
 * offered (no loop).
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import type { Attack } from '../../data/schema.ts';
import { canPay, energyCount, info, slotsOf } from '../../rules/ops.ts';
import type { PocketState, Side, Slot, Step } from '../../state.ts';
import { defineEffect, paramsOf } from '../effect.ts';

type From = 'opponent_active' | 'opponent_any' | 'own_bench' | 'opponent_hand_and_deck';

/** The Pokémon cards whose attacks may be copied: in play (their top cards) or in the opponent's hand and deck. */
function sources(s: PocketState, player: Side, opp: Side, from: From): number[] {
  const top = (sl: Slot) => sl.stack[sl.stack.length - 1];
  const o = s.sides[opp];
  if (from === 'opponent_active') return o.active ? [top(o.active)] : [];
  if (from === 'opponent_any') return slotsOf(o).map(top);
  if (from === 'own_bench') return s.sides[player].bench.map(top);
  return [...o.hand, ...o.deck].filter((uid) => info(s, uid).kind === 'pokemon');
}

function copyable(
  s: PocketState,
  player: Side,
  opp: Side,
  p: { from: From; exceptEx?: true },
): Array<{ text: string; attack: Attack }> {
  const options: Array<{ text: string; attack: Attack }> = [];
  for (const uid of sources(s, player, opp, p.from)) {
    const ci = info(s, uid);
    if (p.exceptEx && ci.ex) continue;
    for (const a of ci.attacks)
      if (!a.effect?.effects.some((e) => e.type === 'copy_attack'))
        options.push({ text: `${ci.name}: ${a.name} (${a.damage})`, attack: a });
  }
  return options;
}

export const copyAttack = defineEffect({
  id: 'copy_attack',
  description:
    "use one of the opponent's Pokémon's attacks as this attack (optionally only with the energy for it)",
  params: paramsOf('copy_attack', {
    from: z.enum(['opponent_active', 'opponent_any', 'own_bench', 'opponent_hand_and_deck']),
    requireEnergy: z.boolean(),
    /** "except any Pokémon ex": no ex's attacks are offered. */
    exceptEx: z.literal(true).optional(),
    /** The attack is chosen at random, not by the player. */
    random: z.literal(true).optional(),
  }),
  phase: 'modify',
  run(ctx, p) {
    const options = copyable(ctx.s, ctx.player, ctx.opp, p);
    if (options.length === 0) {
      ctx.res.nothing = true;
      return;
    }
    const pick = p.random
      ? options[randInt(ctx.s.rng, options.length, 'random')]
      : options[
          ctx.choose(
            ctx.player,
            'Choose an attack to copy',
            options.map((o) => o.text),
          )
        ];
    const a = pick.attack;
    ctx.emit?.({ type: 'copy-attack', attack: a.name });
    if (p.requireEnergy && ctx.self && !canPay(energyCount(ctx.s, ctx.player, ctx.self), a.cost)) {
      ctx.res.nothing = true;
      return;
    }
    ctx.res.damage = a.damage;
    ctx.res.cost = a.cost;
    ctx.res.attackName = `${ctx.res.attackName} (${a.name})`;
    const modify: Step[] = [];
    const after: Step[] = [];
    for (const ref of a.effect?.effects ?? []) {
      const phase = ctx.phaseOf(ref);
      (phase === 'modify' ? modify : after).push({ kind: 'effect', ref, phase });
    }
    const steps = ctx.res.steps.slice();
    const damageAt = steps.findIndex((st, i) => i > ctx.res.at && st.kind === 'damage');
    steps.splice(damageAt + 1, 0, ...after);
    steps.splice(ctx.res.at + 1, 0, ...modify);
    ctx.res.steps = steps;
  },
  words: (p) => {
    const energy = p.requireEnergy
      ? "; if this Pokémon doesn't have the necessary Energy to use that attack, this attack does nothing"
      : '';
    if (p.from === 'opponent_hand_and_deck')
      return "1 attack from among the Pokémon in your opponent's hand and deck is chosen at random, and you use it as this attack";
    if (p.from === 'own_bench')
      return `choose 1 of your Benched Pokémon's attacks${p.exceptEx ? ', except any Pokémon ex' : ''}, and use it as this attack${energy}`;
    return p.from === 'opponent_active'
      ? "choose 1 of your opponent's Active Pokémon's attacks and use it as this attack"
      : `choose 1 of your opponent's Pokémon's attacks and use it as this attack${energy}`;
  },
});
