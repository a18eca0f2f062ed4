/**
 * What the game remembers of each side's turns for the texts that ask
 * (E7 and the damage-bonus family): the Pokémon last moved from the Bench
 * to the Active Spot and the turn ("If this Pokémon moved from your Bench
 * to the Active Spot this turn"), the attacks the side used during its
 * current and its last turn ("If 1 of your Pokémon used Sweets Relay during
 * your last turn") and how often each over the game ("for each time your
 * Pokémon used Sweets Relay during this game"). An attack counts when it is
 * declared (its own use included; a copied attack counts as the copier's).
 *
 * Kept only in a game where a card reads it (`CardInfo.readsRecord`; the
 * record is undefined otherwise), so games without such cards keep the
 * state, and its hash, they always had. A move to the Active Spot is
 * recorded where every such move goes through (`switchActive`, rules/ops.ts).
 */
import type { GameRecord, PocketState, Side } from '../state.ts';

export function newRecord(): GameRecord {
  return { movedPid: -1, movedTurn: 0, attacksThisTurn: [], attacksLastTurn: [], attackUses: {} };
}

/** `side` declared the attack `name`. */
export function recordAttack(s: PocketState, side: Side, name: string): void {
  const r = s.sides[side].record;
  if (!r) return;
  r.attacksThisTurn.push(name);
  r.attackUses[name] = (r.attackUses[name] ?? 0) + 1;
}

/** `side`'s turn starts: what it did during its previous turn becomes its last turn's. */
export function recordTurnStart(s: PocketState, side: Side): void {
  const r = s.sides[side].record;
  if (!r) return;
  r.attacksLastTurn = r.attacksThisTurn;
  r.attacksThisTurn = [];
}
