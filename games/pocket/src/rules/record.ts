/**
 * What the game remembers of each side's turns for the texts that ask
 * (E7 and the damage-bonus family): the Pokémon last moved from the Bench
 * to the Active Spot and the turn ("If this Pokémon moved from your Bench
 * to the Active Spot this turn"), the attacks the side used during its
 * current and its last turn ("If 1 of your Pokémon used Sweets Relay during
 * your last turn") and how often each over the game ("for each time your
 * Pokémon used Sweets Relay during this game"), the side's Pokémon Knocked
 * Out over the game and the types of those Knocked Out by attack damage
 * during the opponent's last turn, the attacks each Pokémon in play declared
 * since it came into play and the Pokémon damaged by an attack in the Active
 * Spot during the opponent's last turn. An attack counts when it is
 * declared (its own use included; a copied attack counts as the copier's).
 *
 * Kept only in a game where a card reads it (`CardInfo.readsRecord`; the
 * record is undefined otherwise), so games without such cards keep the
 * state, and its hash, they always had. A move to the Active Spot is
 * recorded where every such move goes through (`switchActive`, rules/ops.ts).
 * A record is never changed in place: each change makes a new one, so a
 * copy of the state and a player's view share it instead of copying it.
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
    attacksSincePlay: {},
    damagedActiveThisTurn: [],
    damagedActiveLastTurn: [],
  };
}

/** `side`'s Pokémon `pid` declared the attack `name` (one new record for both counts). */
export function recordAttack(s: PocketState, side: Side, name: string, pid: number): void {
  const p = s.sides[side];
  const r = p.record;
  if (!r) return;
  p.record = {
    ...r,
    attacksThisTurn: [...r.attacksThisTurn, name],
    attackUses: { ...r.attackUses, [name]: (r.attackUses[name] ?? 0) + 1 },
    attacksSincePlay: { ...r.attacksSincePlay, [pid]: (r.attacksSincePlay[pid] ?? 0) + 1 },
  };
}

/** `side`'s Pokémon `pid` left play: its attacks since it came into play are forgotten. */
export function recordLeftPlay(s: PocketState, side: Side, pid: number): void {
  const p = s.sides[side];
  const r = p.record;
  if (!r || r.attacksSincePlay[pid] === undefined) return;
  const { [pid]: _, ...rest } = r.attacksSincePlay;
  p.record = { ...r, attacksSincePlay: rest };
}

/** `side`'s turn starts: what it did during its previous turn, and what it lost during the opponent's, become its last turn's. */
export function recordTurnStart(s: PocketState, side: Side): void {
  const p = s.sides[side];
  const r = p.record;
  if (!r) return;
  p.record = {
    ...r,
    attacksLastTurn: r.attacksThisTurn,
    attacksThisTurn: [],
    koTypesLastTurn: r.koTypesThisTurn,
    koTypesThisTurn: [],
    damagedActiveLastTurn: r.damagedActiveThisTurn,
    damagedActiveThisTurn: [],
  };
  const o = s.sides[side === 0 ? 1 : 0];
  if (o.record && o.record.koTypesThisTurn.length > 0) o.record = { ...o.record, koTypesThisTurn: [] };
}

/** A Pokémon of `side` of type `type` is Knocked Out (`byAttack`: by attack damage in the opponent's turn). */
export function recordKnockout(s: PocketState, side: Side, type: string, byAttack: boolean): void {
  const p = s.sides[side];
  const r = p.record;
  if (!r) return;
  p.record = {
    ...r,
    knockedOut: r.knockedOut + 1,
    koTypesThisTurn: byAttack ? [...r.koTypesThisTurn, type] : r.koTypesThisTurn,
  };
}

/** `side`'s Active Pokémon `pid` was damaged by an attack (during the opponent's turn). */
export function recordDamagedActive(s: PocketState, side: Side, pid: number): void {
  const p = s.sides[side];
  const r = p.record;
  if (!r || r.damagedActiveThisTurn.includes(pid)) return;
  p.record = { ...r, damagedActiveThisTurn: [...r.damagedActiveThisTurn, pid] };
}
