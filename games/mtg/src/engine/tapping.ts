/**
 * A permanent became tapped (CR 701.26a): the event "becomes tapped" and
 * "is tapped for mana" triggers wait for (City of Brass, Blight, Manabarbs).
 * Every place that taps a permanent on the battlefield tells it here; a
 * permanent that enters tapped does not become tapped (it was never
 * untapped on the battlefield), so moving one onto the battlefield does not.
 */
import type { MtgState } from './state.ts';
import { fire } from './triggers.ts';

/** `id` just became tapped; `forMana`: by activating one of its mana abilities (CR 106.12). */
export function becameTapped(s: MtgState, id: number, forMana: boolean): void {
  fire(s, { type: 'TAPPED', object: id, forMana });
}
