/** A mana cost as payment reads it: generic plus coloured symbols, with X chosen and reductions taken off. */
import type { ManaCost } from '../cards/rules-block.ts';
import type { ManaColor } from './state.ts';

export interface CostToPay {
  generic: number;
  colored: Partial<Record<ManaColor, number>>;
}

export function costWithX(cost: ManaCost | null, x: number, reduction = 0, extraGeneric = 0): CostToPay {
  const generic = Math.max(0, (cost?.generic ?? 0) + (cost?.x ?? 0) * x - reduction) + extraGeneric;
  return { generic, colored: { ...(cost?.colored ?? {}) } };
}
