/**
 * "Take a (type) Energy from your Energy Zone and attach it to …" — this
 * Pokémon, a chosen own Pokémon (Benched, Active, of a type or a name), one
 * per heads, and with Misty all to the one Pokémon chosen first.
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { type EnergyType, energyNames } from '../../data/schema.ts';
import { slotInfo } from '../../rules/ops.ts';
import type { Slot } from '../../state.ts';
import { amount, defineEffect, energy, paramsOf, pokemonType } from '../effect.ts';
import { anyEnergyTarget, choosePokemon, energyTargets, flips } from '../helpers.ts';

export const energyZoneAttach = defineEffect({
  id: 'energy_zone_attach',
  description:
    'take energy of a type from the Energy Zone and attach it (to self, a chosen own Pokémon; counted by coins)',
  params: paramsOf('energy_zone_attach', {
    /** The Energy's type, or a list of types ("a [W] and a [L] Energy"): `count` of each. */
    energyType: z.union([energy, z.array(energy).min(2)]),
    target: z.enum(['self', 'own_bench', 'own_active', 'own_any']),
    targetType: pokemonType.optional(),
    names: z.array(z.string()).optional(),
    /** Only Pokémon of this stage ("1 of your Benched Basic Pokémon", "1 of your Stage 2 Pokémon"). */
    stage: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    count: z.union([amount, z.literal('per_heads')]),
    coins: z.union([amount, z.literal('until_tails')]).optional(),
    sameTarget: z.boolean().optional(),
    /**
     * `count` to each of the targets ('all': "attach it to each of your Drifblim
     * and Mismagius") or to each of that many different chosen ones ("Choose 2
     * of your Benched Pokémon. For each of those Pokémon, …").
     */
    each: z.union([z.literal('all'), amount]).optional(),
    /** "Take a random Energy from among [G], [R], … Energy": one of the listed types at random (count 1), drawn once the Pokémon is chosen. */
    random: z.literal(true).optional(),
  }),
  phase: 'after',
  usable(s, side, self, p) {
    return anyEnergyTarget(s, side, self, p);
  },
  run(ctx, p) {
    const targets = energyTargets(ctx.s, ctx.player, ctx.self, p);
    if (targets.length === 0) return;
    if (p.random) {
      const t =
        targets[choosePokemon(ctx, ctx.player, 'Choose a Pokémon for a random Energy', targets, ctx.player)];
      const list = Array.isArray(p.energyType) ? p.energyType : [p.energyType];
      const kind = list[randInt(ctx.s.rng, list.length, 'random')];
      t.energy.push(kind);
      ctx.emit?.({
        type: 'energy-from-zone',
        side: ctx.player,
        energy: kind,
        count: 1,
        to: [slotInfo(ctx.s, t).name],
      });
      return;
    }
    // Every choice is asked before any Energy is attached (a resolution waiting for an answer runs again).
    let n: number | null = null;
    const plan: Array<[EnergyType, Slot[]]> = [];
    if (p.each !== undefined) {
      const receivers = p.each === 'all' ? targets : [];
      for (let k = 0; p.each !== 'all' && k < p.each; k++) {
        const left = targets.filter((t) => !receivers.includes(t));
        if (left.length === 0) break;
        const i = choosePokemon(
          ctx,
          ctx.player,
          `Choose a Pokémon (${k + 1} of ${p.each})`,
          left,
          ctx.player,
        );
        receivers.push(left[i]);
      }
      const per = p.count === 'per_heads' ? flips(ctx, p.coins ?? 1) : p.count;
      for (const kind of Array.isArray(p.energyType) ? p.energyType : [p.energyType])
        plan.push([kind, receivers.flatMap((r) => Array<Slot>(per).fill(r))]);
    }
    for (const kind of p.each !== undefined
      ? []
      : Array.isArray(p.energyType)
        ? p.energyType
        : [p.energyType]) {
      const prompt = `Choose a Pokémon for a ${energyNames[kind]} Energy`;
      let fixed: Slot | null = null;
      if (p.sameTarget) fixed = targets[choosePokemon(ctx, ctx.player, prompt, targets, ctx.player)];
      // The coins are flipped once, after the Pokémon is chosen (Misty: choose, then flip).
      n ??= p.count === 'per_heads' ? flips(ctx, p.coins ?? 1) : p.count;
      const chosen: Slot[] = [];
      for (let i = 0; i < n; i++)
        chosen.push(fixed ?? targets[choosePokemon(ctx, ctx.player, prompt, targets, ctx.player)]);
      plan.push([kind, chosen]);
    }
    for (const [kind, chosen] of plan) {
      for (const t of chosen) t.energy.push(kind);
      ctx.emit?.({
        type: 'energy-from-zone',
        side: ctx.player,
        energy: kind,
        count: chosen.length,
        to: chosen.map((t) => slotInfo(ctx.s, t).name),
      });
    }
  },
  words: (p, w) => {
    const list = Array.isArray(p.energyType);
    const e = Array.isArray(p.energyType)
      ? p.energyType.map((x) => w.energy(x)).join(', a ')
      : w.energy(p.energyType);
    const stage = p.stage === undefined ? '' : p.stage === 0 ? 'Basic ' : `Stage ${p.stage} `;
    const kind = `${stage}${p.targetType ? `${w.energy(p.targetType)} ` : ''}`;
    if (p.random)
      return `take a random Energy from among ${Array.isArray(p.energyType) ? p.energyType.map((x) => w.energy(x)).join(', ') : e} Energy from your Energy Zone and attach it to ${
        p.target === 'self'
          ? 'this Pokémon'
          : `1 of your ${p.target === 'own_bench' ? 'Benched ' : ''}${kind}Pokémon`
      }`;
    const onto =
      p.target === 'self'
        ? 'this Pokémon'
        : p.target === 'own_active'
          ? `the ${kind}Pokémon in the Active Spot`
          : p.names
            ? w.names(p.names)
            : p.target === 'own_bench'
              ? `1 of your Benched ${kind}Pokémon`
              : `1 of your ${kind}Pokémon`;
    if (p.each === 'all')
      return `take a ${e} Energy from your Energy Zone and attach it to each of your ${p.names ? p.names.join(' and ') : `${kind}Pokémon`}`;
    if (p.each !== undefined)
      return `choose ${p.each} of your ${p.target === 'own_bench' ? 'Benched ' : ''}${kind}Pokémon; for each of those Pokémon, take a ${e} Energy from your Energy Zone and attach it to that Pokémon`;
    const anyWay = `your ${p.target === 'own_bench' ? 'Benched ' : ''}${kind}Pokémon in any way you like`;
    if (p.count !== 'per_heads') {
      const take = `take ${p.count === 1 ? 'a' : p.count} ${e} Energy from your Energy Zone and attach`;
      // Several Energy, each to a Pokémon of the player's choice.
      if (
        (list || p.count > 1) &&
        !p.sameTarget &&
        !p.names &&
        (p.target === 'own_bench' || p.target === 'own_any')
      )
        return `${take} them to ${anyWay}`;
      // "Choose 1 of your Alolan Marowak or Turtonator. Take 2 [R] Energy … and attach it to that Pokémon."
      if (p.sameTarget && p.names) return `choose 1 of your ${onto}; ${take} it to that Pokémon`;
      return `${take} ${list ? 'them' : 'it'} to ${onto}`;
    }
    const coins =
      p.coins === 'until_tails' || p.coins === undefined
        ? 'flip a coin until you get tails'
        : `flip ${p.coins === 1 ? 'a coin' : `${p.coins} coins`}`;
    if (p.sameTarget)
      return `choose ${onto}, and ${coins}; for each heads, take a ${e} Energy from your Energy Zone and attach it to that Pokémon`;
    return `${coins}; take an amount of ${e} Energy from your Energy Zone equal to the number of heads and attach it to ${anyWay}`;
  },
});
