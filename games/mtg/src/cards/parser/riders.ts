/**
 * Rider sentences: a sentence that changes the step before it rather than
 * adding one (effects.ts folds them): "It/They can't be regenerated." on a
 * `destroy` (CR 701.19c), and "If that spell is countered this way, put it
 * on top of its owner's library instead of into that player's graveyard."
 * on a `counter` (Memory Lapse: a replacement of where the countered card
 * goes, CR 614.1a, 701.6a).
 */
import type { Step } from '../rules-block.ts';
import { ParseFailure } from './phrases.ts';

export interface Rider {
  op: '~rider';
  rider: 'no_regenerate' | 'countered_to_library_top';
}

export const riderTemplates: Array<[RegExp, () => Rider[]]> = [
  [/^(?:it|they) can't be regenerated$/i, () => [{ op: '~rider', rider: 'no_regenerate' }]],
  [
    /^if that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard$/i,
    () => [{ op: '~rider', rider: 'countered_to_library_top' }],
  ],
];

/** Folds a rider into the step before it (which must be the step it speaks of). */
export function foldRider(out: Step[], r: Rider): void {
  const prev = out[out.length - 1];
  if (r.rider === 'no_regenerate') {
    if (prev?.op !== 'destroy') throw new ParseFailure("'can't be regenerated' without a destruction");
    prev.noRegenerate = true;
    return;
  }
  if (prev?.op !== 'counter') throw new ParseFailure("'countered this way' without a counter");
  prev.to = 'library_top';
}
