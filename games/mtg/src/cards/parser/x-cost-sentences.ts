/**
 * "Spend only red mana on X." (Crimson Hellkite, CR 107.3): a rider sentence
 * after an activated ability's effect that limits what pays the {X} of its
 * cost. Read off the end of the ability's text; the colour goes on the mana
 * cost (`xColor`), so payment treats each X as a symbol of that colour.
 */
import type { Cost } from '../rules-block.ts';
import type { Color } from '../schema.ts';
import { ParseFailure } from './phrases.ts';

const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** The body without its "Spend only <colour> mana on X." rider, and that colour (or none). */
export function spendOnlyOnX(body: string): { body: string; color?: Color } {
  const m = /\s*Spend only (white|blue|black|red|green) mana on X\.$/.exec(body);
  if (!m) return { body };
  return { body: body.slice(0, m.index), color: COLOR_WORDS[m[1]] };
}

/** Marks the {X} of the costs as payable with `color` only; a cost with no {X} is a sentence misread. */
export function xPaidWith(costs: Cost[], color: Color): void {
  const mana = costs.find((c) => c.kind === 'mana');
  if (mana?.kind !== 'mana' || !mana.mana.x) throw new ParseFailure('"spend only … on X" without {X}');
  mana.mana.xColor = color;
}
