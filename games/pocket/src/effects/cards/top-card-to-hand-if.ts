/**
 * "Look at the top card of your deck. If that card is a (type) Pokémon, put
 * it into your hand. If it is not, put it on the bottom of your deck." The
 * card is seen by its owner only (decided where the rules are silent);
 * everyone sees where it went.
 */
import { info } from '../../rules/ops.ts';
import { defineEffect, paramsOf, pokemonType } from '../effect.ts';

export const topCardToHandIf = defineEffect({
  id: 'top_card_to_hand_if',
  description: 'the top card of the deck goes to the hand if it is a Pokémon of a type, else to the bottom',
  params: paramsOf('top_card_to_hand_if', { energyType: pokemonType }),
  phase: 'after',
  usable: (s, side) => s.sides[side].deck.length > 0,
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    const top = pl.deck.shift();
    if (top === undefined) return;
    const ci = info(ctx.s, top);
    const toHand = ci.kind === 'pokemon' && ci.type === p.energyType;
    if (toHand) pl.hand.push(top);
    else pl.deck.push(top);
    ctx.emit?.({ type: 'top-card-seen', side: ctx.player, card: ci.name, visibleTo: ctx.player });
    ctx.emit?.({ type: 'top-card', side: ctx.player, to: toHand ? 'hand' : 'bottom' });
  },
  words: (p, w) =>
    `look at the top card of your deck; if that card is a ${w.energy(p.energyType)} Pokémon, put it into your hand; if it is not, put it on the bottom of your deck`,
});
