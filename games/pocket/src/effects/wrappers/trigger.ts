/**
 * The trigger wrapper (T7): effects a Pokémon Tool runs when an event of the
 * game happens to the Pokémon it is attached to, not when it is played.
 * "At the end of your turn, if the Pokémon this card is attached to is in
 * the Active Spot, …" (`own_turn_end`, run in the end-of-turn step before
 * the Pokémon Checkup), "If the Pokémon this card is attached to is in the
 * Active Spot and is damaged by an attack from your opponent's Pokémon, …"
 * (`damaged_by_attack`: the holder took damage above 0 from the attack, run
 * once the attack's damage and effects are done, before the knockout check,
 * so it fires when the holder is Knocked Out by that damage too),
 * `knocked_out_by_attack` (the holder Knocked Out by attack damage, in the
 * knockout check, before it leaves play) and `knocks_out_by_attack` (the
 * Active holder's attack Knocked Out an opponent's Pokémon).
 * `activeOnly`: only while the holder is in the Active Spot; `pokemonType`:
 * only while the holder is of that type (T2). The rules fire it
 * (`src/rules/triggers.ts`); its effects run with the holder as "this
 * Pokémon" and the holder's owner as the player.
 */
import { z } from 'zod';
import { defineEffect, type InnerRef, innerRefs, paramsOf, pokemonType } from '../effect.ts';

export const triggerEvents = [
  'own_turn_end',
  'each_turn_end',
  'damaged_by_attack',
  'knocked_out_by_attack',
  'knocks_out_by_attack',
] as const;
export type TriggerEvent = (typeof triggerEvents)[number];

const params = paramsOf('trigger', {
  on: z.enum(triggerEvents),
  /** `attached`: a Tool's holder; `global`: a Stadium's, for the player whose turn it is. */
  scope: z.enum(['attached', 'global']),
  activeOnly: z.literal(true).optional(),
  pokemonType: pokemonType.optional(),
  effects: innerRefs,
});
type Params = z.infer<typeof params>;

const WHEN: Record<TriggerEvent, string> = {
  own_turn_end: 'at the end of your turn',
  each_turn_end: "at the end of each player's turn",
  damaged_by_attack: "whenever it is damaged by an attack from your opponent's Pokémon",
  knocked_out_by_attack: "whenever it is Knocked Out by damage from an attack from your opponent's Pokémon",
  knocks_out_by_attack: "whenever an attack it uses Knocks Out your opponent's Pokémon",
};

export const trigger = defineEffect({
  id: 'trigger',
  description:
    'a Tool: runs `effects` when `on` happens to the Pokémon it is attached to (filtered by place and type)',
  params,
  phase: 'after',
  nested: (p: Params) => [{ key: 'effects', refs: p.effects as readonly InnerRef[] }],
  words: (p, w) =>
    p.scope === 'global'
      ? `${WHEN[p.on]}, that player: ${w.effects(p.effects)}`
      : `${WHEN[p.on]}, if the ${p.pokemonType ? `${w.energy(p.pokemonType)} ` : ''}Pokémon this card is attached to${
          p.activeOnly ? ' is in the Active Spot' : ' is in play'
        }: ${w.effects(p.effects)}`,
});
