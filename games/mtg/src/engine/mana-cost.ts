/** A mana cost as payment reads it: generic plus coloured symbols, with X chosen and reductions taken off. */
import type { ManaCost } from '../cards/rules-block.ts';
import type { ManaColor } from './state.ts';

export interface CostToPay {
  generic: number;
  colored: Partial<Record<ManaColor, number>>;
}

export function costWithX(cost: ManaCost | null, x: number, reduction = 0, extraGeneric = 0): CostToPay {
  // X payable with one colour only is that many symbols of the colour (CR 107.3, 609.4).
  const only = cost?.xColor;
  const xGeneric = only ? 0 : (cost?.x ?? 0) * x;
  const generic = Math.max(0, (cost?.generic ?? 0) + xGeneric - reduction) + extraGeneric;
  const colored = { ...(cost?.colored ?? {}) };
  if (only && cost?.x) colored[only] = (colored[only] ?? 0) + cost.x * x;
  return { generic, colored };
}
