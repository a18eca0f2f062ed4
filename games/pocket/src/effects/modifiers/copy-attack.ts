/**
 * "Choose 1 of your opponent's (Active) Pokémon's attacks and use it as
 * this attack" (optionally: only with the Energy that attack needs). The
 * copied attack's effects join the resolution in their own phases.
 */
import { z } from 'zod';
import type { Attack } from '../../data/schema.ts';
import { canPay, energyCount, slotInfo, slotsOf } from '../../rules/ops.ts';
import type { Step } from '../../state.ts';
import { defineEffect, paramsOf } from '../effect.ts';

export const copyAttack = defineEffect({
  id: 'copy_attack',
  description:
    "use one of the opponent's Pokémon's attacks as this attack (optionally only with the energy for it)",
  params: paramsOf('copy_attack', {
    from: z.enum(['opponent_active', 'opponent_any']),
    requireEnergy: z.boolean(),
  }),
  phase: 'modify',
  run(ctx, p) {
    const opp = ctx.s.sides[ctx.opp];
    const from = p.from === 'opponent_active' ? (opp.active ? [opp.active] : []) : slotsOf(opp);
    const options: Array<{ text: string; attack: Attack }> = [];
    for (const slot of from) {
      const ci = slotInfo(ctx.s, slot);
      for (const a of ci.attacks)
        if (!a.effect?.effects.some((e) => e.type === 'copy_attack'))
          options.push({ text: `${ci.name}: ${a.name} (${a.damage})`, attack: a });
    }
    if (options.length === 0) {
      ctx.res.nothing = true;
      return;
    }
    const pick =
      options[
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
  words: (p) =>
    p.from === 'opponent_active'
      ? "choose 1 of your opponent's Active Pokémon's attacks and use it as this attack"
      : `choose 1 of your opponent's Pokémon's attacks and use it as this attack${
          p.requireEnergy
            ? "; if this Pokémon doesn't have the necessary Energy to use that attack, this attack does nothing"
            : ''
        }`,
});
