/**
 * "At the end of your opponent's next turn, do 90 damage to the Defending
 * Pokémon." and "Choose a spot from among your opponent's Active Spot and
 * Bench. At the end of your opponent's next turn, do 70 damage to (Knock Out)
 * the Pokémon in the spot you chose." An active effect (kind
 * `delayed_damage` or `delayed_knock_out`) lasting through the opponent's
 * next turn: on the Defending Pokémon (scope self: it ends, as any attack's
 * effect on it, when that Pokémon leaves the Active Spot, leaves play or
 * evolves), or on a spot (`spot`: -1 the Active Spot, 0–2 the Bench's
 * positions; whatever Pokémon is there when the turn ends takes it, none:
 * nothing). The end of that turn puts it on (rules/delayed-damage.ts).
 */
import { z } from 'zod';
import { seatName } from '../../events.ts';
import { maxHp, slotInfo } from '../../rules/ops.ts';
import { register } from '../active.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { defenderShielded } from '../helpers.ts';

/** The Bench's size: a spot may be chosen while empty (a Pokémon benched there later takes it). */
const BENCH_SPOTS = 3;

export const delayedDamage = defineEffect({
  id: 'delayed_damage',
  description:
    "damage (or a Knock Out) at the end of the opponent's next turn, to the Defending Pokémon or to the Pokémon in a chosen spot",
  params: paramsOf('delayed_damage', {
    amount: amount.optional(),
    knockOut: z.literal(true).optional(),
    on: z.enum(['defender', 'chosen_spot']),
  }).refine((p) => (p.amount === undefined) !== (p.knockOut === undefined), 'either an amount or knockOut'),
  phase: 'after',
  run(ctx, p) {
    const opp = ctx.s.sides[ctx.opp];
    let spot = -1;
    let on: string;
    if (p.on === 'defender') {
      if (!ctx.defender || defenderShielded(ctx)) return;
      on = slotInfo(ctx.s, ctx.defender).name;
    } else {
      const options = ['Active Spot'];
      for (let i = 0; i < BENCH_SPOTS; i++) options.push(`Bench spot ${i + 1}`);
      const labels = options.map((o, i) => {
        const sl = i === 0 ? opp.active : opp.bench[i - 1];
        return sl
          ? `${o} (${slotInfo(ctx.s, sl).name}, ${maxHp(ctx.s, ctx.opp, sl) - sl.damage} HP)`
          : `${o} (empty)`;
      });
      spot = ctx.choose(ctx.player, "Choose a spot of your opponent's", labels) - 1;
      on = `the Pokémon in ${seatName(ctx.opp)}'s ${options[spot + 1]}`;
    }
    const kind = p.knockOut ? 'delayed_knock_out' : 'delayed_damage';
    const value = p.amount ?? 0;
    const until = ctx.turn + 1;
    const made = register(ctx.s, {
      type: kind,
      scope: 'self',
      value,
      until,
      payload: {
        sourceType: ctx.res.source,
        sourceCard: ctx.res.card,
        sourcePlayer: ctx.player,
        trigger: 'on_turn_end',
        target: p.on === 'defender' && ctx.defender ? ctx.defender.pid : null,
        label: ctx.res.attackName,
        ...(p.on === 'chosen_spot' ? { spot } : {}),
      },
    });
    ctx.emit?.({
      type: 'effect-registered',
      id: made.id,
      side: ctx.player,
      effect: kind,
      source: ctx.res.attackName,
      scope: 'self',
      value,
      on,
      until,
    });
  },
  words: (p) =>
    `${p.on === 'chosen_spot' ? "choose a spot from among your opponent's Active Spot and Bench; " : ''}at the end of your opponent's next turn, ${
      p.knockOut ? 'Knock Out' : `do ${p.amount} damage to`
    } ${p.on === 'defender' ? 'the Defending Pokémon' : 'the Pokémon in the spot you chose'}`,
});
