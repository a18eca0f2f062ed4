/** "Flip a coin. If heads, your opponent shuffles their Active Pokémon into their deck." */
import { removeFromPlay, slotInfo } from '../../rules/ops.ts';
import { coin, defineEffect, onHeads, paramsOf } from '../effect.ts';
import { defenderShielded } from '../helpers.ts';

export const shuffleOpponentActiveIntoDeck = defineEffect({
  id: 'shuffle_opponent_active_into_deck',
  description: 'the opponent shuffles their Active Pokémon into their deck (on heads)',
  params: paramsOf('shuffle_opponent_active_into_deck', { coin }),
  phase: 'after',
  run(ctx, p) {
    if (p.coin && !ctx.flip()) return;
    const o = ctx.s.sides[ctx.opp];
    if (!o.active || defenderShielded(ctx)) return;
    ctx.emit?.({ type: 'leave-play', side: ctx.opp, pokemon: slotInfo(ctx.s, o.active).name, to: 'deck' });
    removeFromPlay(ctx.s, ctx.opp, o.active, 'deck', ctx.emit);
  },
  words: (p) => `${onHeads(p.coin)}your opponent shuffles their Active Pokémon into their deck`,
});
