/**
 * What happened, as the trigger modules see it (CR 603.2): the engine fires
 * one of these where the game changes (engine/triggers.ts `fire`), and every
 * triggered ability whose module matches it waits to go on the stack. These
 * are the rules' events; what players read are the typed events of
 * src/events.ts.
 */
import type { GameObject, Seat } from '../../engine/state.ts';

export type TriggerEvent =
  | { type: 'ETB'; object: number }
  | {
      type: 'DIES';
      object: number;
      lkiObject: GameObject;
      controller: Seat;
      /** The permanents that were attached to it (Auras, Equipment), now unattached. */
      attached?: number[];
    }
  | { type: 'ATTACKS'; object: number }
  | { type: 'BLOCKS'; object: number }
  /** An attacker with at least one blocker, once per combat (CR 509.1h). */
  | { type: 'BECOMES_BLOCKED'; object: number }
  /** One side of a block: `with` blocks or is blocked by `object` (fired for each side). */
  | { type: 'IN_BLOCK_WITH'; object: number; with: number }
  /** The end of combat step begins (CR 511.1). */
  | { type: 'END_OF_COMBAT' }
  /** A permanent left the battlefield, to any zone (tokens too); read looking back (CR 603.10a). */
  | { type: 'LEAVES'; object: number; lkiObject: GameObject }
  /** A source dealt damage (one recipient; CR 120.3). */
  | {
      type: 'DEALS_DAMAGE';
      source: number;
      amount: number /** The player dealt it, if a player. */;
      player?: Seat;
    }
  | { type: 'COMBAT_DAMAGE_TO_PLAYER'; source: number; player: Seat; amount: number }
  | { type: 'DEALT_DAMAGE'; object: number; amount: number }
  | { type: 'BECOMES_TARGET'; object: number; by: Seat }
  | { type: 'UPKEEP'; player: Seat }
  /** A card drawn and revealed as it was drawn (Rowen's "reveal the first card you draw each turn"). */
  | { type: 'DRAW_REVEALED'; player: Seat; object: number }
  | { type: 'DRAW_STEP'; player: Seat }
  | { type: 'END_STEP'; player: Seat }
  | { type: 'LOSE_LIFE'; player: Seat; amount: number }
  | { type: 'CAST'; spell: number; controller: Seat }
  /** A permanent became tapped; `forMana` when a mana ability tapped it (CR 106.12). */
  | { type: 'TAPPED'; object: number; forMana: boolean };
