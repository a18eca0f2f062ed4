/**
 * What the game remembers of each side's turns for the texts that ask
 * (E7 and the damage-bonus family): the Pokémon last moved from the Bench
 * to the Active Spot and the turn ("If this Pokémon moved from your Bench
 * to the Active Spot this turn"), the attacks the side used during its
 * current and its last turn ("If 1 of your Pokémon used Sweets Relay during
 * your last turn") and how often each over the game ("for each time your
 * Pokémon used Sweets Relay during this game"), the side's Pokémon Knocked
 * Out over the game and the types of those Knocked Out by attack damage
 * during the opponent's last turn. An attack counts when it is
 * declared (its own use included; a copied attack counts as the copier's).
 *
 * Kept only in a game where a card reads it (`CardInfo.readsRecord`; the
 * record is undefined otherwise), so games without such cards keep the
 * state, and its hash, they always had. A move to the Active Spot is
 * recorded where every such move goes through (`switchActive`, rules/ops.ts).
 */
import type { GameRecord, PocketState, Side } from '../state.ts';

export function newRecord(): GameRecord {
  return {
    movedPid: -1,
    movedTurn: 0,
    attacksThisTurn: [],
    attacksLastTurn: [],
    attackUses: {},
    knockedOut: 0,
    koTypesThisTurn: [],
    koTypesLastTurn: [],
  };
}

/** `side` declared the attack `name`. */
export function recordAttack(s: PocketState, side: Side, name: string): void {
  const r = s.sides[side].record;
  if (!r) return;
  r.attacksThisTurn.push(name);
  r.attackUses[name] = (r.attackUses[name] ?? 0) + 1;
}

/** `side`'s turn starts: what it did during its previous turn, and what it lost during the opponent's, become its last turn's. */
export function recordTurnStart(s: PocketState, side: Side): void {
  const r = s.sides[side].record;
  if (!r) return;
  r.attacksLastTurn = r.attacksThisTurn;
  r.attacksThisTurn = [];
  r.koTypesLastTurn = r.koTypesThisTurn;
  r.koTypesThisTurn = [];
  const o = s.sides[side === 0 ? 1 : 0].record;
  if (o) o.koTypesThisTurn = [];
}

/** A Pokémon of `side` of type `type` is Knocked Out (`byAttack`: by attack damage in the opponent's turn). */
export function recordKnockout(s: PocketState, side: Side, type: string, byAttack: boolean): void {
  const r = s.sides[side].record;
  if (!r) return;
  r.knockedOut++;
  if (byAttack) r.koTypesThisTurn.push(type);
}
