/**
 * Every event Card Kingdoms emits: one union on a string-literal `type`,
 * checked by the compiler (`words.ts` gives each type its words). Events
 * are data in logs and golden playthroughs: seats are indices (shown from 1
 * in words), cards are named, resources are signed amounts (`Delta`).
 * Everything is public but a player's dukes (`dukes-dealt`, `duke-chosen`:
 * that seat only). `scored` and `result` name every duke at the end, as the
 * rules reveal them.
 */
import type { Effect } from '../grammar/tree.ts';
import type { Delta } from '../words/phrasing.ts';

export type { Delta };

export type CkEvent =
  // Setup and the turn.
  | { type: 'dukes-dealt'; player: number; dukes: string[]; visibleTo: number }
  | { type: 'relic-dealt'; player: number; relic: string }
  | { type: 'duke-kept'; player: number }
  | { type: 'duke-chosen'; player: number; duke: string; visibleTo: number }
  | { type: 'turn'; player: number; turn: number; round: number }
  // The roll and the harvest.
  | { type: 'rolled'; player: number; dice: [number, number] }
  | { type: 'die-set'; player: number; domain: string; die: number; to: number; paid: Delta }
  | { type: 'rerolled'; player: number; domain: string; dice: [number, number]; paid: Delta }
  /** What one player's citizens and starters paid at once (cards with a choice resolve later, with their own events). */
  | { type: 'harvest'; player: number; cards: { card: string; times: number }[]; gained: Delta }
  | { type: 'harvest-empty'; dice: [number, number] }
  // Main actions and purchases (by an action or an effect).
  | { type: 'took'; player: number; gained: Delta }
  | { type: 'hired'; player: number; card: string; paid: Delta }
  | { type: 'slain'; player: number; card: string; area: string; paid: Delta; reward: Delta; vp: number }
  | { type: 'built'; player: number; card: string; paid: Delta; vp: number }
  /** A domain turned face up on top of its stack (the one above it left). */
  | { type: 'revealed'; stack: number; card: string }
  | { type: 'relic-used'; player: number; relic: string }
  // What effects do (`source`: the card whose effect it is).
  | { type: 'gained'; player: number; delta: Delta; source: string }
  | { type: 'lost'; player: number; delta: Delta; source: string }
  | { type: 'declined'; player: number; source: string }
  /** An option of a choice taken (its legs then tell what they do: a detail, shown with the verbose events). */
  | { type: 'chose'; level: 'verbose'; player: number; option: Effect; source: string }
  | { type: 'took-citizen'; player: number; card: string; source: string }
  | { type: 'took-domain'; player: number; card: string; source: string }
  | { type: 'stole'; player: number; victim: number; delta: Delta; source: string }
  | { type: 'paid-player'; player: number; to: number; delta: Delta; source: string }
  | { type: 'returned'; player: number; card: string; to: string; source: string }
  | { type: 'took-card'; player: number; victim: number; card: string; random: boolean; source: string }
  /** A card removed from the game: from the centre (`owner` null) or from a player's tableau. */
  | { type: 'banished'; player: number; card: string; owner: number | null; source: string }
  | { type: 'flipped'; player: number; owner: number; card: string; source: string }
  | { type: 'cost-raised'; player: number; monster: string; added: Delta; source: string }
  | { type: 'event-cost'; card: string; added: Delta }
  | { type: 'pooled'; player: number; card: string; delta: Delta }
  | { type: 'blockade'; rolls: number[]; source: string }
  | { type: 'stack-placed'; card: string; cards: number; source: string }
  | { type: 'monster-placed'; player: number; monster: string; area: string; source: string }
  /** A lasting key for every player (`key`: its id; its words say what it changes). */
  | { type: 'granted'; key: string; source: string }
  | { type: 'action-gained'; player: number; paid: Delta; source: string }
  | { type: 'goods'; player: number; n: number; source: string }
  | { type: 'noble-rescued'; player: number; noble: string; source: string }
  | { type: 'sailed'; player: number; source: string }
  | { type: 'tomes-refreshed'; player: number; source: string }
  // The end.
  | { type: 'ending'; reason: string }
  | { type: 'game-over'; reason: string }
  | {
      type: 'scored';
      player: number;
      duke: string | null;
      tokens: number;
      monsters: number;
      domains: number;
      dukeVp: number;
      nobles: number;
      total: number;
    }
  | { type: 'result'; winners: number[]; vp: number; tieBreak: boolean };

export type CkEventType = CkEvent['type'];
