/**
 * Sixth Edition's colour and mana-spending statics (Celestial Dawn; CR 105.3,
 * 613.1e layer 5, 611.3a, 609.4b-c): "Nonland permanents you control are
 * white. The same is true for spells you control and nonland cards you own
 * that aren't on the battlefield." — a layer-5 colour over the permanents and
 * a static over its controller for their spells and cards elsewhere; "You may
 * spend white mana as though it were mana of any color. You may spend other
 * mana only as though it were colorless mana." — a static over its controller
 * read by payment. abilities.ts reads them through `colourStaticsOf`.
 */
import type { Continuous } from '../rules-block.ts';
import { parseFilter } from './phrases.ts';

const COLOURS = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' } as const;
type ColourWord = keyof typeof COLOURS;

/** The continuous effects of a colour or spending line, or undefined. */
export function colourStaticsOf(line: string): Continuous[] | undefined {
  const text = line.replace(/\.$/, '');
  let m =
    /^(Nonland permanents) you control are (white|blue|black|red|green)\. The same is true for spells you control and (nonland) cards you own that aren't on the battlefield$/.exec(
      text,
    );
  if (m) {
    const color = COLOURS[m[2] as ColourWord];
    return [
      { affects: { all: { ...parseFilter(m[1]), controller: 'you' } }, setColors: [color] },
      {
        affects: { you: true },
        rules: [{ id: 'colour_cards', colors: [color], filter: { notTypes: ['land'] } }],
      },
    ];
  }
  m =
    /^You may spend (white|blue|black|red|green) mana as though it were mana of any color\. You may spend other mana only as though it were colorless mana$/.exec(
      text,
    );
  if (m)
    return [
      { affects: { you: true }, rules: [{ id: 'spend_mana_as', anyColor: COLOURS[m[1] as ColourWord] }] },
    ];
  return undefined;
}
