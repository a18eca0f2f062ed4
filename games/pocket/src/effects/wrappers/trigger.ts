/**
 * The trigger wrapper: effects that run when an event of the game happens,
 * not when a card is played or an Ability is used. It is the text of a
 * Pokémon Tool (T7, `scope: attached`: its holder is "this Pokémon"), of a
 * Stadium (S5, `scope: global`: for the player whose turn it is) or of a
 * Pokémon's Ability (`scope: self`, the default: the Pokémon itself, E13).
 * The rules fire it from one place per event (`src/rules/triggers.ts`):
 *
 * - `own_turn_start` ("At the beginning of your turn"), after the draw and
 *   the Energy Zone; `own_turn_end`, `opponent_turn_end`, `each_turn_end`,
 *   `own_first_turn_end` (E4: the owner's first turn) in the end-of-turn
 *   step, before the Pokémon Checkup; `checkup` ("During Pokémon Checkup",
 *   E3) after the Special Conditions' checkup;
 * - `damaged_by_attack` (the holder took damage above 0 from the attack,
 *   after the attack's damage and effects, before the knockout check),
 *   `knocked_out_by_attack` / `knocked_out` (in the knockout check, before
 *   the points and before it leaves play), `knocks_out_by_attack` (its
 *   attack Knocked Out an opponent's Pokémon);
 * - `zone_attach` (an Energy attached from the Energy Zone: `by` its owner
 *   or the opponent, `to` this Pokémon or any of theirs, of `energyType`);
 * - `evolved_from_hand`, `benched_from_hand` ("when you play this Pokémon
 *   from your hand to evolve 1 of your Pokémon" / "onto your Bench"), as
 *   part of that play.
 *
 * `activeOnly`: only while the holder is in the Active Spot; `pokemonType`:
 * only while it is of that type; `condition`: only when it holds (read with
 * the holder as "this Pokémon"); `optional` ("you may"): its owner chooses
 * yes or no, as a decision. Its effects run with the holder as "this
 * Pokémon" and the holder's owner as the player.
 */
import { z } from 'zod';
import { defineEffect, energy, type InnerRef, innerRefs, paramsOf, pokemonType } from '../effect.ts';
import { conditionSchema, conditionWords } from '../vocabulary/condition.ts';

export const triggerEvents = [
  'own_turn_start',
  'own_turn_end',
  'opponent_turn_end',
  'each_turn_end',
  'own_first_turn_end',
  'checkup',
  'damaged_by_attack',
  'knocked_out',
  'knocked_out_by_attack',
  'knocks_out_by_attack',
  'zone_attach',
  'evolved_from_hand',
  'benched_from_hand',
] as const;
export type TriggerEvent = (typeof triggerEvents)[number];

export const triggerParams = paramsOf('trigger', {
  on: z.enum(triggerEvents),
  /** `self` (the default): an Ability of the Pokémon; `attached`: a Tool's holder; `global`: a Stadium's, for the player whose turn it is. */
  scope: z.enum(['self', 'attached', 'global']).optional(),
  activeOnly: z.literal(true).optional(),
  pokemonType: pokemonType.optional(),
  condition: conditionSchema.optional(),
  optional: z.literal(true).optional(),
  /** `zone_attach`: who attaches (default `own`). */
  by: z.enum(['own', 'opponent']).optional(),
  /** `zone_attach`: onto this Pokémon (default) or onto any of the attaching player's Pokémon. */
  to: z.enum(['self', 'any']).optional(),
  /** `zone_attach`: only an Energy of this type. */
  energyType: energy.optional(),
  effects: innerRefs,
});
export type TriggerParams = z.infer<typeof triggerParams>;

const WHEN: Record<TriggerEvent, string> = {
  own_turn_start: 'at the beginning of your turn',
  own_turn_end: 'at the end of your turn',
  opponent_turn_end: "at the end of your opponent's turn",
  each_turn_end: 'at the end of each turn',
  own_first_turn_end: 'at the end of your first turn',
  checkup: 'during Pokémon Checkup',
  damaged_by_attack: "whenever it is damaged by an attack from your opponent's Pokémon",
  knocked_out: 'when it is Knocked Out',
  knocked_out_by_attack: "whenever it is Knocked Out by damage from an attack from your opponent's Pokémon",
  knocks_out_by_attack: "whenever an attack it uses Knocks Out your opponent's Pokémon",
  zone_attach: 'whenever an Energy is attached from the Energy Zone',
  evolved_from_hand: 'when you play it from your hand to evolve 1 of your Pokémon',
  benched_from_hand: 'when you put it from your hand onto your Bench',
};

function when(p: TriggerParams, w: Parameters<typeof conditionWords>[1]): string {
  if (p.on !== 'zone_attach') return WHEN[p.on];
  const who = p.by === 'opponent' ? 'your opponent attaches' : 'you attach';
  const what = p.energyType ? `a ${w.energy(p.energyType)} Energy` : 'an Energy';
  const onto = p.to === 'any' ? (p.by === 'opponent' ? '1 of their Pokémon' : '1 of your Pokémon') : 'it';
  return `whenever ${who} ${what} from ${p.by === 'opponent' ? 'their' : 'your'} Energy Zone to ${onto}`;
}

export const trigger = defineEffect({
  id: 'trigger',
  description:
    "runs `effects` when `on` happens (to an Ability's Pokémon, a Tool's holder, or for the Stadium's turn player), filtered by place, type and a condition; `optional` asks its owner",
  params: triggerParams,
  phase: 'after',
  nested: (p: TriggerParams) => [{ key: 'effects', refs: p.effects as readonly InnerRef[] }],
  words: (p, w) => {
    const then = `${p.optional ? 'you may ' : ''}${w.effects(p.effects)}`;
    const cond = p.condition ? `, if ${conditionWords(p.condition, w)}` : '';
    if (p.scope === 'global')
      return `${p.on === 'each_turn_end' ? "at the end of each player's turn" : WHEN[p.on]}, that player: ${then}`;
    // A Tool whose text at the end of the opponent's turn names no holder ("If this card is attached to 1 of your Pokémon, discard it …").
    if (
      p.scope === 'attached' &&
      p.on === 'opponent_turn_end' &&
      !p.activeOnly &&
      !p.pokemonType &&
      !p.condition
    )
      return `${when(p, w)}, if this card is attached to 1 of your Pokémon: ${then}`;
    if (p.scope === 'attached')
      return `${when(p, w)}, if the ${p.pokemonType ? `${w.energy(p.pokemonType)} ` : ''}Pokémon this card is attached to${
        p.activeOnly ? ' is in the Active Spot' : ' is in play'
      }${cond}: ${then}`;
    return `${when(p, w)}${p.activeOnly ? ', if this Pokémon is in the Active Spot' : ''}${cond}: ${then}`;
  },
});
