/** The golden playthroughs kept in playthroughs/ (regenerate with scripts/playthroughs.ts). */
export const PLAYTHROUGHS = [
  { name: 'pyromancer-vs-monk-v2', seed: '11', options: { enableDefenseV2: true } },
  { name: 'pyromancer-vs-monk-v1', seed: '11', options: { enableDefenseV2: false } },
  {
    name: 'dummy-vs-pyromancer',
    seed: '5',
    options: { hero1: 'training-dummy', hero2: 'pyromancer', enableDefenseV2: true },
  },
];
