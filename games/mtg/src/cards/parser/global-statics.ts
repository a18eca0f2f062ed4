/**
 * Sixth Edition's global statics: characteristic-defining P/T ("~'s power
 * and toughness are each equal to the number of Swamps you control", CR
 * 604.3), cost increases, "can't be the targets of", activation bans and
 * additional land plays. Each sentence becomes a continuous effect of the
 * general vocabulary; abilities.ts calls `globalStaticOf` from its static
 * reader.
 */
import type { Continuous } from '../rules-block.ts';
import { parseFilter } from './phrases.ts';

/** The continuous effect of one static sentence of this family, or undefined. */
export function globalStaticOf(text: string): Continuous | undefined {
  const cda = /^~'s power and toughness are each equal to the number of (.+)$/.exec(text);
  if (cda) {
    if (/^cards in your hand$/i.test(cda[1]))
      return { affects: { self: true }, definePT: { cardsInHand: 'you' } };
    return { affects: { self: true }, definePT: { count: parseFilter(cda[1]) } };
  }
  return undefined;
}
