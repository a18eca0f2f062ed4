/** The golden playthroughs kept in playthroughs/ (regenerate with scripts/playthroughs.ts). */
export const PLAYTHROUGHS = [
  { name: 'two-players', seed: '21', options: { players: 2 } },
  { name: 'three-players', seed: '31', options: { players: 3 } },
  { name: 'five-players', seed: '51', options: { players: 5 } },
];
