/**
 * "Once during each player's turn, that player may …" (Mesagoza, Fragrant
 * Forest, Area Zero, Kid's Room, Rainbow Cave: S4). A wrapper: the Stadium
 * action (the `stadium` action of the turn's player, once per turn per
 * player and per Stadium card) resolves the effects it holds as a Trainer's,
 * for the player using it; it is offered only when they can do something.
 * Its effects are checked at load and counted by coverage like any nested
 * effects (`nested`).
 */
import { z } from 'zod';
import { defineEffect, type InnerRef, innerRefs, paramsOf } from '../effect.ts';

const params = paramsOf('stadium_action', { oncePerTurn: z.literal(true), effects: innerRefs });
type Params = z.infer<typeof params>;

export const stadiumAction = defineEffect({
  id: 'stadium_action',
  description: "a Stadium's once-per-turn action for the player whose turn it is: runs `effects`",
  params,
  phase: 'after',
  nested: (p: Params) => [{ key: 'effects', refs: p.effects as readonly InnerRef[] }],
  words: (p, w) => `once during each player's turn, that player may: ${w.effects(p.effects)}`,
});
