/**
 * Which offensive combos five dice show. A die roll satisfies every combo it
 * contains: 5OAK also counts as 4OAK and 3OAK; a large straight also as a
 * small one. PAIR_PAIR is two exact pairs (two faces showing exactly twice).
 */
import { COMBOS, type Combo } from '../data/hero-schema.ts';

export const COMBO_BIT: Record<Combo, number> = {
  '5OAK': 1,
  LARGE_STRAIGHT: 2,
  FULL_HOUSE: 4,
  '4OAK': 8,
  SMALL_STRAIGHT: 16,
  '3OAK': 32,
  PAIR_PAIR: 64,
};

const COUNTS = [0, 0, 0, 0, 0, 0, 0];

/** The mask of every five-dice roll, by the roll read as a base-6 number (7,776 entries, made on first use). */
let FIVE_DICE: Uint8Array | null = null;

function fiveDiceTable(): Uint8Array {
  const table = new Uint8Array(7776);
  const dice = [1, 1, 1, 1, 1];
  for (let n = 0; n < 7776; n++) {
    let x = n;
    for (let i = 4; i >= 0; i--) {
      dice[i] = (x % 6) + 1;
      x = Math.floor(x / 6);
    }
    table[n] = countMask(dice);
  }
  return table;
}

/** Bit set (COMBO_BIT) of the combos `dice` show. */
export function comboMask(dice: readonly number[]): number {
  if (dice.length === 5) {
    const a = dice[0] - 1;
    const b = dice[1] - 1;
    const c = dice[2] - 1;
    const d = dice[3] - 1;
    const e = dice[4] - 1;
    if ((a | b | c | d | e) >= 0 && a < 6 && b < 6 && c < 6 && d < 6 && e < 6) {
      FIVE_DICE ??= fiveDiceTable();
      return FIVE_DICE[(((a * 6 + b) * 6 + c) * 6 + d) * 6 + e];
    }
  }
  return countMask(dice);
}

/** The mask from the face counts (any number of dice). */
function countMask(dice: readonly number[]): number {
  const counts = COUNTS;
  counts.fill(0);
  for (let i = 0; i < dice.length; i++) counts[dice[i]]++;
  let maxCount = 0;
  let pairs = 0;
  let triples = 0;
  let present = 0;
  for (let f = 1; f <= 6; f++) {
    const c = counts[f];
    if (c > maxCount) maxCount = c;
    if (c === 2) pairs++;
    if (c === 3) triples++;
    if (c > 0) present |= 1 << f;
  }
  let mask = 0;
  if (maxCount >= 5) mask |= COMBO_BIT['5OAK'];
  if (maxCount >= 4) mask |= COMBO_BIT['4OAK'];
  if (maxCount >= 3) mask |= COMBO_BIT['3OAK'];
  if (triples === 1 && pairs === 1) mask |= COMBO_BIT.FULL_HOUSE;
  if (pairs >= 2) mask |= COMBO_BIT.PAIR_PAIR;
  // Straights as bit patterns of present faces (bit f set when face f shows).
  if ((present & 0b111110) === 0b111110 || (present & 0b1111100) === 0b1111100)
    mask |= COMBO_BIT.LARGE_STRAIGHT;
  if (
    (present & 0b11110) === 0b11110 ||
    (present & 0b111100) === 0b111100 ||
    (present & 0b1111000) === 0b1111000
  ) {
    mask |= COMBO_BIT.SMALL_STRAIGHT;
  }
  return mask;
}

export function combosShown(dice: readonly number[]): Combo[] {
  const mask = comboMask(dice);
  return COMBOS.filter((c) => (mask & COMBO_BIT[c]) !== 0);
}

export function shows(dice: readonly number[], combo: Combo): boolean {
  return (comboMask(dice) & COMBO_BIT[combo]) !== 0;
}
