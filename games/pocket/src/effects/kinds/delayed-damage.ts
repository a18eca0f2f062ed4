import { defineKind } from './kind.ts';

/**
 * Damage waiting for the end of the last turn the effect lasts through ("At
 * the end of your opponent's next turn, do 90 damage to …"): the end of that
 * turn puts the value on the Pokémon reached (rules/delayed-damage.ts).
 */
export const delayedDamage = defineKind({
  id: 'delayed_damage',
  description:
    'the reached Pokémon (or the Pokémon in the reached spot) takes the value as damage when the effect ends',
  trigger: 'on_turn_end',
  words: (w) => `${w.pokemon} ${w.one ? 'takes' : 'take'} ${w.value} damage when this effect ends`,
});

/** "At the end of your opponent's next turn, Knock Out the Pokémon in the spot you chose." (the value is unused: 0). */
export const delayedKnockOut = defineKind({
  id: 'delayed_knock_out',
  description: 'the reached Pokémon (or the Pokémon in the reached spot) is Knocked Out when the effect ends',
  trigger: 'on_turn_end',
  words: (w) => `${w.pokemon} ${w.one ? 'is' : 'are'} Knocked Out when this effect ends`,
});
