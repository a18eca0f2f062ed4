/** The golden playthroughs kept in playthroughs/ (regenerate with scripts/playthroughs.ts). */
export const PLAYTHROUGHS = [
  { name: 'mewtwoex-vs-fire', seed: '7', options: { deck1: 'mewtwoex', deck2: 'fire', turnLimit: 12 } },
  {
    name: 'venusaur-vs-weezing',
    seed: '3',
    options: { deck1: 'venusaur-exeggutor', deck2: 'weezing-arbok', turnLimit: 12 },
  },
];
