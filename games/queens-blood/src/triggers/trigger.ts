/**
 * What one trigger of the effects registry is: the moment of the rules at
 * which the engine fires it, and for the triggers that depend on a card's
 * power, the test that decides. Each trigger is one module in this folder,
 * listed in `index.ts`; the rules fire a moment, never a trigger by name.
 */
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

export interface TriggerModule {
  readonly id: string;
  readonly description: string;
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
}
