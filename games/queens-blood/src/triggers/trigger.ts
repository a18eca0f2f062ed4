/**
 * What one trigger of the effects registry is: the moment of the rules at
 * which the engine fires it, for the triggers that depend on a card's
 * power the test that decides, and its words. Each trigger is one module in
 * this folder (a kernel `VocabularyItem`), listed in `index.ts`; the rules
 * fire a moment, never a trigger by name.
 */
import type { VocabularyItem } from '@arbiter/core';
import type { EffectDef } from '../catalog-types.ts';
import type { CardInst } from '../state.ts';

/**
 * Where the rules fire effects:
 *  - `placed`: the card was played and has projected its pawns (rules.ts playCard);
 *  - `destroying`: its destroy batch, before the batch leaves the board (resolve.ts destroyBatch);
 *  - `spawned`: a token right after it is placed (the spawn_token operation);
 *  - `card-played` / `card-destroyed`: other cards watching one played from hand or destroyed (kernel dispatch);
 *  - `power-changed`: a discrete power change of the card, fired in the settle step;
 *  - `settle-check`: each settle round, from the card's effective power;
 *  - `in-play`: never fired; its operations' passive hooks shape effective power;
 *  - `lane-scored`: never fired; its operations' score hooks shape the lane's points.
 */
export type Moment =
  | 'placed'
  | 'destroying'
  | 'spawned'
  | 'card-played'
  | 'card-destroyed'
  | 'power-changed'
  | 'settle-check'
  | 'in-play'
  | 'lane-scored';

/** What a trigger's words may ask for (view/card-text.ts supplies it). */
export interface TriggerWords {
  /** "an allied card", "another card": whose play or destruction a watcher waits for (from its scale matcher). */
  watchedSubject(effect: EffectDef): string;
}

export interface TriggerModule extends VocabularyItem {
  readonly moment: Moment;
  /**
   * `power-changed`: whether a discrete change of the card's power delta from
   * `before` to `after` fires this trigger. Called for every card whatever
   * its effect, so once-per-card bookkeeping is kept for all of them.
   */
  powerChanged?(c: CardInst, before: number, after: number, effect: EffectDef | null): boolean;
  /** `settle-check`: whether the card's effect fires now that its effective power is `power`. */
  settleCheck?(c: CardInst, power: number, effect: EffectDef): boolean;
  /** A problem with the effect's conditions for this trigger, or null. */
  checkConditions?(
    conditions: { first_time?: boolean; threshold?: { value: number } } | undefined,
  ): string | null;
  /**
   * The opening clause of its card's text, without punctuation ("when
   * played", "each time an allied card is destroyed"). Required, as every
   * module's words are.
   */
  words(effect: EffectDef, w: TriggerWords): string;
}
