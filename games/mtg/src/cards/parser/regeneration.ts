/**
 * Sentences of regeneration and keyword loss (Sixth Edition): "Regenerate ~"
 * (CR 701.19; its rider "It can't be regenerated" is in riders.ts), and
 * "target creature loses flying until end of turn" (CR 613.1f, layer 6).
 */
import type { Ref, Step } from '../rules-block.ts';
import { keywordOf, ParseFailure, parseRef, type ReadContext } from './phrases.ts';

type Read = (m: RegExpExecArray, ctx: ReadContext) => Step[];

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
  [/^(.+?) loses? (.+?) until end of turn$/i, (m, c) => [untilEndOfTurnLoses(parseRef(m[1], c), m[2])]],
];

function fail(why: string): never {
  throw new ParseFailure(why);
}
