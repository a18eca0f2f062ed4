/**
 * "If your opponent's Active Pokémon is an evolved Pokémon, devolve it by
 * putting the highest Stage Evolution card on it into your opponent's
 * hand." The top card of the opponent's Active Pokémon's stack goes to its
 * owner's hand; what it was keeps its damage, Energy and Tool, and, as an
 * evolution does, recovers from its Special Conditions and loses the
 * effects of attacks on it and its Ability's auras (the card under it
 * brings its own). A damage at or above its new HP Knocks it Out in the
 * knockout check after the attack, as any damage does. Not evolved (one
 * card), or the Defending Pokémon protected from effects: nothing.
 */
import { z } from 'zod';
import { clearAttackEffectsOn, info } from '../../rules/ops.ts';
import { removeBySourceCard } from '../active.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { defenderShielded } from '../helpers.ts';

export const devolve = defineEffect({
  id: 'devolve',
  description: "the highest Stage card of the opponent's evolved Active Pokémon goes into its owner's hand",
  params: paramsOf('devolve', { target: z.literal('opponent_active'), to: z.literal('hand') }),
  phase: 'after',
  run(ctx) {
    const { s } = ctx;
    const slot = s.sides[ctx.opp].active;
    if (!slot || slot.stack.length < 2 || defenderShielded(ctx)) return;
    const top = slot.stack.pop() as number;
    s.sides[ctx.opp].hand.push(top);
    slot.status = [];
    clearAttackEffectsOn(s, slot);
    removeBySourceCard(s, top);
    ctx.enterPlay(ctx.opp, slot);
    ctx.emit?.({
      type: 'devolve',
      side: ctx.opp,
      from: info(s, top).name,
      to: info(s, slot.stack[slot.stack.length - 1]).name,
    });
  },
  words: () =>
    "if your opponent's Active Pokémon is an evolved Pokémon, devolve it by putting the highest Stage Evolution card on it into your opponent's hand",
});
