/** The golden playthroughs kept in playthroughs/ (regenerate with scripts/playthroughs.ts). */
export const PLAYTHROUGHS = [
  {
    name: 'glorious-combat-vs-draconic-fury',
    seed: '1',
    options: { deck1: 'glorious_combat', deck2: 'draconic_fury', maxTurns: 60 },
  },
  {
    name: 'boundless-elves-vs-political-trickery',
    seed: '2',
    options: { deck1: 'boundless_elves', deck2: 'political_trickery', maxTurns: 60 },
  },
  {
    name: 'dark-sacrifice-vs-glorious-combat',
    seed: '3',
    options: { deck1: 'dark_sacrifice', deck2: 'glorious_combat', maxTurns: 60 },
  },
];
