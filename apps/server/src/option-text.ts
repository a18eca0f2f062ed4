/**
 * Labels, help and deck choices for options whose schemas do not carry them
 * yet, keyed by game id and option name. A game gives its own by
 * `.meta({ title: 'Label', deckPicker: {...} }).describe('help')` on each
 * option in its options schema (which wins over this file); once every game
 * does, this file can go. The Queen's Blood presets mirror
 * games/queens-blood/data/qb_decks.json (a test compares them).
 */
import type { DeckPicker } from './protocol.ts';

export interface OptionText {
  label: string;
  help?: string;
  deckPicker?: Omit<DeckPicker, 'seats'>;
}

export const OPTION_TEXT: Record<string, Record<string, OptionText>> = {
  'dice-duel': {
    hero1: {
      label: 'First hero',
      help: 'The hero the first player plays (its dice abilities, HP and defense).',
    },
    hero2: { label: 'Second hero', help: 'The hero the second player plays.' },
    enableDefenseV2: {
      label: 'Defense cards (v2)',
      help: 'The kill-switch for the defense-card system. Off: every hero defends with the v1 combo boards.',
    },
    defense: {
      label: 'Defense system',
      help: "hero: each hero's own defense version; v1 or v2: everyone uses that one (v2 only while defense cards are on).",
    },
    maxRerollsPerDefense: {
      label: 'Rerolls per defense',
      help: 'How many rerolls one defense may cascade into before further rerolls are refused.',
    },
    maxRounds: {
      label: 'Round limit',
      help: 'The match ends after this many rounds; then the higher share of HP left wins.',
    },
  },
  'queens-blood': {
    decks: {
      label: 'Decks',
      help: 'The deck each player plays: a preset, a random legal deck, or a preset picked at random by the seed.',
      deckPicker: {
        presets: [
          {
            value: 'starter',
            label: 'Starter',
            description: 'Plain pawn spreaders, no effects: the baseline deck.',
          },
          {
            value: 'aura-support',
            label: 'Aura support',
            description: 'While-in-play auras that raise allied cards.',
          },
          {
            value: 'enfeeble',
            label: 'Enfeeble',
            description: 'Lower enemy power and profit from enfeebled cards.',
          },
          {
            value: 'destruction',
            label: 'Destruction',
            description: 'Destroy cards and scale with every card destroyed.',
          },
          {
            value: 'replace-and-tokens',
            label: 'Replace and tokens',
            description: 'Add tokens to hand, spawn them, and replace allies.',
          },
          {
            value: 'lane-bonus',
            label: 'Lane bonus',
            description: 'Win lanes and collect score bonuses; raise ranks to reach them.',
          },
          {
            value: 'enhance',
            label: 'Enhance',
            description: 'Enhance cards and trigger first-enhanced effects.',
          },
        ],
        random: [
          { value: 'random-preset', label: 'A random preset' },
          { value: 'random', label: 'A random legal deck' },
        ],
      },
    },
    mulligan: {
      label: 'Mulligan',
      help: 'Before the first turn, each side may once put back any of its five opening cards and draw as many.',
    },
  },
};
