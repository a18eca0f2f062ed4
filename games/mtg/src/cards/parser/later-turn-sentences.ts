/**
 * The last sentences of Sixth Edition's step family (share B): modes an
 * opponent chooses ("An opponent chooses one — …", Library of Lat-Nam, CR
 * 700.2), effects delayed to the next turn's upkeep (CR 603.7), and a tutor
 * to the hand for "a card" of any kind (CR 701.23).
 */
import type { Step } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { ParseFailure, parseFilter } from './phrases.ts';

type Template = [RegExp, (m: RegExpExecArray, ctx: EffectContext) => Step[]];

/** Templates that read their parts with the general effect reader (`read`). */
export function laterTurnTemplates(read: (text: string, ctx: EffectContext) => Step[]): Template[] {
  return [
    [
      /^after this main phase, there is an additional combat phase followed by an additional main phase$/i,
      () => [{ op: 'additional_combat' }],
    ],
    [
      // "Untap all creatures that attacked this turn": a quality of the permanents, not a subtype.
      /^untap all (.+?) that attacked this turn$/i,
      (m) => [{ op: 'untap', what: { all: { ...parseFilter(m[1]), attackedThisTurn: true } } }],
    ],
    [
      /^(.+?) at the beginning of the next turn's upkeep$/i,
      (m, c) => [{ op: 'at_next_upkeep', text: `${m[0]}.`, steps: read(m[1], c) }],
    ],
    [
      // "You search …" in a mode an opponent chooses: the spell's controller searches.
      /^(?:you )?search your library for a card, put that card into your hand, then shuffle$/i,
      () => [{ op: 'search', who: { you: true }, filter: {}, to: 'hand', reveal: false }],
    ],
  ];
}

/**
 * "An opponent chooses one — • … • …": the modes as one step, or undefined
 * for another line. `readMode` reads one mode's sentences; a mode with a
 * target is refused (the choice is made on resolution, after targets).
 */
export function opponentModesOf(
  line: string,
  readMode: (text: string) => { steps: Step[]; targets: unknown[] },
): Step | undefined {
  const m = /^An opponent chooses one —\n((?:• .+\n?)+)$/.exec(line);
  if (!m) return undefined;
  const modes = m[1]
    .trim()
    .split('\n')
    .map((b) => b.replace(/^• /, ''))
    .map((text) => {
      const read = readMode(text);
      if (read.targets.length > 0)
        throw new ParseFailure(`a mode an opponent chooses with a target: '${text}'`);
      return { text, steps: read.steps };
    });
  return { op: 'opponent_chooses_mode', modes };
}
