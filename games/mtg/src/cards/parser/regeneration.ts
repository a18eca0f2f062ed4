/**
 * Sentences of regeneration and keyword loss (Sixth Edition): "Regenerate ~"
 * (CR 701.19), the rider "It/They can't be regenerated." that changes the
 * `destroy` step before it (701.19c; folded by effects.ts), and "target
 * creature loses flying until end of turn" (CR 613.1f, layer 6).
 */
import type { Ref, Step } from '../rules-block.ts';
import { keywordOf, ParseFailure, parseRef, type ReadContext } from './phrases.ts';

/** The rider sentence, before it is folded into the `destroy` step it follows. */
export interface NoRegenerateRider {
  op: '~no_regenerate';
}

type Read = (m: RegExpExecArray, ctx: ReadContext) => Array<Step | NoRegenerateRider>;

function untilEndOfTurnLoses(who: Ref, text: string): Step {
  const removeKeywords = text.split(/\s+and\s+/).map((k) => keywordOf(k) ?? fail(`unknown keyword '${k}'`));
  return {
    op: 'continuous',
    affects: who,
    effect: { affects: who, removeKeywords },
    duration: 'end_of_turn',
  };
}

export const regenerationTemplates: Array<[RegExp, Read]> = [
  [/^regenerate (.+)$/i, (m, c) => [{ op: 'regenerate', what: parseRef(m[1], c) }]],
  [/^(?:it|they) can't be regenerated$/i, () => [{ op: '~no_regenerate' }]],
  [/^(.+?) loses? (.+?) until end of turn$/i, (m, c) => [untilEndOfTurnLoses(parseRef(m[1], c), m[2])]],
];

/** Folds "It can't be regenerated" into the destroy step before it. */
export function foldNoRegenerate(out: Step[]): void {
  const prev = out[out.length - 1];
  if (prev?.op !== 'destroy') throw new ParseFailure("'can't be regenerated' without a destruction");
  prev.noRegenerate = true;
}

function fail(why: string): never {
  throw new ParseFailure(why);
}
