/**
 * "Once during each player's turn, that player may …" (Mesagoza, Fragrant
 * Forest, Area Zero, Kid's Room, Rainbow Cave: S4). A wrapper: the Stadium
 * action (the `stadium` action of the turn's player, once per turn per
 * player and per Stadium card) resolves the effects it holds as a Trainer's,
 * for the player using it; it is offered only when they can do something.
 * Its effects are checked at load like any others (the catalog walks into a
 * wrapper's `effects`).
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';

export const stadiumAction = defineEffect({
  id: 'stadium_action',
  description: "a Stadium's once-per-turn action for the player whose turn it is: runs `effects`",
  params: paramsOf('stadium_action', {
    oncePerTurn: z.literal(true),
    effects: z.array(z.object({ type: z.string() }).passthrough()).min(1),
  }),
  phase: 'after',
  words: (p, w) => `once during each player's turn, that player may: ${w.effects(p.effects)}`,
});
