/**
 * What an effect handler works with while an attack, ability or trainer
 * resolves. Coin flips and choices go through `flip` and `choose`, which
 * record their results in the resolution's memo: a handler that needs a
 * player's decision stops (NeedDecision), the decision becomes a pending
 * choice, and when it is answered the handler runs again from its start,
 * reading the same flips and the answer from the memo. So a handler asks
 * and flips first and changes the state (and emits its events) only after
 * its last question.
 *
 * What a handler needs of the rules above the effect modules (a Pokémon
 * entering play registers its Ability's auras through the registry; a copied
 * attack's effects run in their phases) comes through this context, so no
 * effect module imports the registry that lists it.
 */
import type { Emit } from '../events.ts';
import type { PocketState, Resolution, Side, Slot } from '../state.ts';

/**
 * Thrown by `choose` when the answer is not in the memo yet. Not an Error:
 * it is control flow on a hot path, and capturing a stack trace for it
 * would cost more than the rest of the step.
 */
export class NeedDecision {
  readonly player: Side;
  readonly prompt: string;
  readonly options: string[];
  /** The options name cards only `player` may see (their hand). */
  readonly secret: boolean;
  constructor(player: Side, prompt: string, options: string[], secret = false) {
    this.player = player;
    this.prompt = prompt;
    this.options = options;
    this.secret = secret;
  }
}

export interface EffectCtx {
  s: PocketState;
  res: Resolution;
  player: Side;
  opp: Side;
  /** The Pokémon using the attack or ability; null for a trainer. */
  self: Slot | null;
  /** The opponent's Active Pokémon now (null when there is none). */
  defender: Slot | null;
  turn: number;
  flip(): boolean;
  /**
   * Heads among the coins of the latest step that flipped ("If at least 1
   * of them is heads"): counted while the resolution runs, not kept in the
   * state (no text asks across a player's decision).
   */
  lastHeads: number;
  /**
   * An index into `options`; a single option is taken without asking.
   * `secret`: the options name cards only `player` may see (their own hand):
   * the other seat's view shows the prompt without them, and the answer is
   * named to `player` only.
   */
  choose(player: Side, prompt: string, options: string[], secret?: boolean): number;
  /**
   * `choose` among the Pokémon `slots` of `side`, the options named as
   * `label` names them, made only if the player is asked (helpers.ts's
   * `choosePokemon` calls it; absent: the names are made at once).
   */
  choosePokemon?(player: Side, prompt: string, slots: readonly Slot[], side: Side): number;
  emit: Emit;
  /** A Pokémon just put into play on `side`: its Ability's auras start. */
  enterPlay(side: Side, slot: Slot): void;
  /** The phase an effect runs in during an attack (a wrapper's follows its nested effects). */
  phaseOf(ref: { type: string; [param: string]: unknown }): 'modify' | 'after';
  /** In a trigger's effects: what its event happened to (absent elsewhere). */
  event?: TriggerEventInfo;
  /**
   * The Pokémon the latest heal step of this resolution healed and the damage
   * it took off ("If you healed any damage in this way, … that Pokémon"): not
   * kept in the state, as `lastHeads` (the texts that read it follow the heal
   * with no decision between).
   */
  healed?: { side: Side; slot: Slot; amount: number };
}

/**
 * What a trigger's event happened to: the Pokémon an Energy was attached to
 * ("do 20 damage to that Pokémon"), the knockout being scored (its points,
 * which "your opponent can't get any points for it" sets to 0).
 */
export interface TriggerEventInfo {
  target?: Slot;
  targetSide?: Side;
  /** `to`: where the Knocked Out Pokémon's cards go (the discard pile unless a trigger says the hand). */
  knockout?: { points: number; to?: 'hand' };
}

/** Where an aura comes from. */
export interface AuraSource {
  side: Side;
  pid: number;
  card: number;
  activeOnly: boolean;
  label: string;
}
