/**
 * A Fossil: "Play this card as if it were a N-HP Basic (type) Pokémon. At
 * any time during your turn, you may discard this card from play. This card
 * can't retreat." The card plays as a Pokémon (rules/cards.ts reads these
 * params through this module's schema); as an effect it never runs.
 */
import { amount, defineEffect, energy, paramsOf } from '../effect.ts';

export const fossilParams = paramsOf('fossil', { hp: amount, energyType: energy });

export const fossil = defineEffect({
  id: 'fossil',
  description:
    'played to the Bench or Active Spot as a Basic Colorless Pokémon with this HP; may be discarded from play; cannot retreat',
  params: fossilParams,
  phase: 'after',
  usable: () => false,
  words: (p, w) =>
    `play this card as if it were a ${p.hp}-HP Basic ${w.energy(p.energyType)} Pokémon; at any time during your turn, you may discard this card from play; this card can't retreat`,
});
