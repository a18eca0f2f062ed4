/**
 * "Discard this card." in a Tool's trigger ("… heal 30 damage from it. If
 * you do, discard this card.", "If this card is attached to 1 of your
 * Pokémon, discard it at the end of your opponent's turn."): the Tool whose
 * text runs leaves its holder for its owner's discard pile, and its effects
 * end at once (T5). Run anywhere else, or when the Tool is no longer on the
 * Pokémon, it does nothing.
 */
import { removeTool } from '../../rules/attached-cards.ts';
import { holdsTool } from '../../state.ts';
import { defineEffect, paramsOf } from '../effect.ts';

export const discardThisTool = defineEffect({
  id: 'discard_this_tool',
  description: 'the Pokémon Tool whose text runs is discarded from the Pokémon it is attached to',
  params: paramsOf('discard_this_tool', {}),
  phase: 'after',
  run(ctx) {
    const holder = ctx.self;
    if (!holder || !holdsTool(holder, ctx.res.card)) return;
    removeTool(ctx.s, ctx.player, holder, 'discard', ctx.emit, ctx.res.card);
  },
  words: () => 'discard this card',
});
