/**
 * `return_owned monster|citizen AMOUNT… [optional]`: put one of your
 * monsters on top of its area (its VP leaves with it) or one of your
 * citizens on top of its stack, then gain the amounts. Only cards whose
 * area or stack is still in the centre can go back; with none, the only
 * option is to decline.
 */
import { z } from 'zod';
import type { Amount } from '../../../grammar/tree.ts';
import { DECLINE } from '../../../rules/interned.ts';
import type { CkAction } from '../../../state.ts';
import { amountsWords } from '../../../words/phrasing.ts';
import { amountSchema, NO_ARGS_SHAPE } from '../../args.ts';
import { defineOperation } from '../../module.ts';
import { changeBy, sameRolls } from '../../support.ts';

interface ReturnOwned {
  what: 'monster' | 'citizen';
  gains: Amount[];
  optional: boolean;
}

export const returnOwned = defineOperation({
  id: 'return_owned',
  description: 'return one of your monsters or citizens to the centre, then gain',
  params: z
    .object({
      ...NO_ARGS_SHAPE,
      words: z.tuple([z.enum(['monster', 'citizen'])]),
      amounts: z.array(amountSchema),
    })
    .strict(),
  compile: (raw): ReturnOwned => ({ what: raw.words[0], gains: raw.amounts, optional: raw.optional }),
  run(en, { what, optional }, task) {
    const { cat, state } = en;
    const p = state.players[task.player];
    const options: CkAction[] = [];
    if (what === 'monster') {
      for (const c of new Set(p.monsters)) {
        if (state.monsterAreas.some((a) => a.area === cat.monsters[c].area))
          options.push({ type: 'return', card: c });
      }
    } else {
      for (const c of new Set(p.citizens)) {
        if (state.citizenStacks.some((s) => sameRolls(s.rolls, cat.citizens[c].rolls)))
          options.push({ type: 'return', card: c });
      }
    }
    if (optional || options.length === 0) options.push(DECLINE);
    return { kind: 'return', options };
  },
  resolve(en, { what, gains }, d, action) {
    if (action.type !== 'return') return;
    const { cat, state } = en;
    const p = state.players[d.player];
    let card: string;
    let to: string;
    if (what === 'monster') {
      const m = cat.monsters[action.card];
      p.monsters.splice(p.monsters.lastIndexOf(action.card), 1);
      state.monsterAreas.find((a) => a.area === m.area)?.cards.push(action.card);
      card = m.name;
      to = `the ${m.area}`;
    } else {
      const c = cat.citizens[action.card];
      p.citizens.splice(p.citizens.lastIndexOf(action.card), 1);
      state.citizenStacks.find((s) => sameRolls(s.rolls, c.rolls))?.cards.push(action.card);
      card = c.name;
      to = 'its stack';
    }
    if (en.emit) en.emit({ type: 'returned', player: d.player, card, to, source: d.source });
    changeBy(en, d.player, gains, d.source);
  },
  label({ what }, action, { cat }) {
    if (action.type !== 'return') return '';
    if (what === 'monster')
      return `return ${cat.monsters[action.card].name} to the ${cat.monsters[action.card].area}`;
    return `return ${cat.citizens[action.card].name} to its stack`;
  },
  words: ({ what, gains }) =>
    `you may return one of your ${what}s to its stack to gain ${amountsWords(gains)}`,
});
