/** "Put a Basic Pokémon from your opponent's discard pile onto their Bench" (the player chooses which). */
import { info, newSlot, other } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';

export const opponentDiscardBasicToBench = defineEffect({
  id: 'opponent_discard_basic_to_bench',
  description: "put a Basic Pokémon from the opponent's discard pile onto their Bench (chosen)",
  params: paramsOf('opponent_discard_basic_to_bench', {}),
  phase: 'after',
  usable(s, side) {
    const o = s.sides[other(side)];
    return (
      o.bench.length < 3 && o.discard.some((uid) => info(s, uid).kind === 'pokemon' && info(s, uid).basic)
    );
  },
  run(ctx) {
    const o = ctx.s.sides[ctx.opp];
    const c = o.discard.filter((uid) => info(ctx.s, uid).kind === 'pokemon' && info(ctx.s, uid).basic);
    if (c.length === 0 || o.bench.length >= 3) return;
    const uid =
      c[
        ctx.choose(
          ctx.player,
          "Choose a Basic Pokémon from the opponent's discard",
          c.map((x) => info(ctx.s, x).name),
        )
      ];
    o.discard.splice(o.discard.indexOf(uid), 1);
    const slot = newSlot(uid, ctx.turn);
    o.bench.push(slot);
    ctx.emit?.({ type: 'bench', side: ctx.opp, pokemon: info(ctx.s, uid).name, from: 'discard' });
    ctx.enterPlay(ctx.opp, slot);
  },
  words: () => "put a Basic Pokémon from your opponent's discard pile onto their Bench",
});
