/**
 * The text table's rules for the family "cards" (docs/text-inventory.md):
 * the texts of this family read so far (discarding from the top of a deck,
 * a random card from the opponent's hand). Spread into `textRules`
 * (scripts/text-map.ts) with one line.
 */
import type { TextRule } from './tools.ts';

const rule = (source: string, effects: TextRule['effects']): TextRule => ({
  pattern: new RegExp(`^${source}$`),
  effects,
});
const WHOSE: Record<string, string> = { your: 'own', "your opponent's": 'opponent', "each player's": 'both' };

export const cardRules: TextRule[] = [
  rule("Discard the top card of (your|your opponent's) deck\\.", (m) => [
    { type: 'mill', count: 1, side: WHOSE[m[1]] },
  ]),
  rule("Discard the top (\\d+) cards of (your|your opponent's|each player's) deck\\.", (m) => [
    { type: 'mill', count: Number.parseInt(m[1], 10), side: WHOSE[m[2]] },
  ]),
  rule("Discard a random card from your opponent's hand\\.", () => [
    { type: 'discard_random_hand_card', coin: false },
  ]),
];
