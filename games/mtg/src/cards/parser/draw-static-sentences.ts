/**
 * Sixth Edition's statics over players that watch draws and graveyards (CR
 * 614, 121.6, 701.20): "If you would draw a card, return a card from your
 * graveyard to your hand instead. If you can't, you lose the game." and "If a
 * card would be put into your graveyard from anywhere, exile that card
 * instead." (Forbidden Crypt); "If a player would draw a card, they reveal it
 * instead. Then …" and "Players play with their hands revealed." (Zur's
 * Weirding); "Reveal the first card you draw each turn. Whenever you reveal a
 * basic land card this way, draw a card." (Rowen: a static and the triggered
 * ability that reads it). abilities.ts hands a line to `readDrawStatics`.
 */
import type { RulesBlock, Step } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { ParseFailure, parseFilter } from './phrases.ts';

type Template = [RegExp, (m: RegExpExecArray) => Step[]];

/** What happens instead of a draw (the drawing player is "that player" / "they"). */
const INSTEAD_TEMPLATES: Template[] = [
  [
    /^return a card from your graveyard to your hand\. if you can't, you lose the game$/i,
    () => [
      { op: 'lose_game', who: { you: true }, if: { id: 'graveyard_empty', who: { you: true } } },
      { op: 'return_chosen_from_graveyard', who: { you: true }, amount: 1, to: 'hand' },
    ],
  ],
  [
    /^they reveal it\. then any other player may pay (\d+) life\. if a player does, put that card into its owner's graveyard\. otherwise, that player draws a card$/i,
    (m) => [{ op: 'reveal_draw_others_may_pay', who: { eventSubject: true }, life: Number(m[1]) }],
  ],
];

function insteadSteps(text: string): Step[] {
  for (const [re, make] of INSTEAD_TEMPLATES) {
    const m = re.exec(text);
    if (m) return make(m);
  }
  throw new ParseFailure(`no reading of a draw's replacement '${text}'`);
}

/**
 * Reads `line` into `block` if it is one of these statics (with Rowen's trigger); false otherwise.
 * `readEffect` reads a triggered ability's effect text.
 */
export function readDrawStatics(
  line: string,
  block: RulesBlock,
  readEffect: (
    text: string,
    it?: EffectContext['it'],
  ) => { steps: Step[]; targets: EffectContext['targets'] },
): boolean {
  const text = line.replace(/\.$/, '');
  let m = /^If (you|a player) would draw a card, (.+?) instead\. (.+)$/.exec(text);
  if (!m) m = /^If (you|a player) would draw a card, (they reveal it) instead\. (.+)$/.exec(text);
  if (m) {
    const instead = insteadSteps(`${m[2]}. ${m[3]}`);
    block.statics.push({
      text: line,
      effect: {
        affects: m[1] === 'you' ? { you: true } : { eachPlayer: true },
        rules: [{ id: 'draw_instead', instead }],
      },
    });
    return true;
  }
  if (/^If a card would be put into your graveyard from anywhere, exile that card instead$/.test(text)) {
    block.statics.push({
      text: line,
      effect: { affects: { you: true }, rules: [{ id: 'graveyard_to_exile' }] },
    });
    return true;
  }
  if (/^Players play with their hands revealed$/.test(text)) {
    block.statics.push({
      text: line,
      effect: { affects: { eachPlayer: true }, rules: [{ id: 'hands_revealed' }] },
    });
    return true;
  }
  m = /^Reveal the first card you draw each turn\. (Whenever you reveal an? (.+?) card this way, (.+))$/.exec(
    text,
  );
  if (m) {
    const { steps, targets } = readEffect(m[3], { eventSubject: true });
    block.statics.push({
      text: 'Reveal the first card you draw each turn.',
      effect: { affects: { you: true }, rules: [{ id: 'reveal_first_draw' }] },
    });
    block.triggers.push({
      text: `${m[1]}.`,
      trigger: 'DRAW_REVEALED',
      conditions: [{ id: 'spell_type', filter: parseFilter(m[2]) }],
      targets,
      steps,
    });
    return true;
  }
  return false;
}
