/**
 * `add_slay_cost AMOUNT` and `modify_monster_strength N` (N strength): the
 * top monster of an area of the player's choice costs the amount more to
 * slay (gold added is paid in gold); the addition leaves with the monster.
 */
import { z } from 'zod';
import type { Engine } from '../../../engine.ts';
import type { Amount } from '../../../grammar/tree.ts';
import { type Added, type CkAction, type Decision, stateExtra } from '../../../state.ts';
import { amountWords, type Delta } from '../../../words/phrasing.ts';
import { amountSchema, NO_ARGS_SHAPE } from '../../args.ts';
import { type Ask, defineOperation, type LabelCtx } from '../../module.ts';
import { addTo } from '../../support.ts';

/** Adds a gold, strength or magic amount to a cost, up to `max`; how much it actually added. */
export function addToCost(into: Added, a: Amount, max = Number.POSITIVE_INFINITY): number {
  if (a.res !== 'g' && a.res !== 's' && a.res !== 'm') return 0;
  const before = into[a.res];
  into[a.res] = Math.min(max, into[a.res] + a.n);
  return into[a.res] - before;
}

/** What both operations do with the amount they add. */
const raise = {
  run(en: Engine): Ask {
    const options: CkAction[] = [];
    en.state.monsterAreas.forEach((a, at) => {
      if (a.cards.length > 0) options.push({ type: 'area', at });
    });
    return { kind: 'area', options };
  },
  resolve(en: Engine, added: Amount, d: Decision, action: CkAction): void {
    if (action.type !== 'area') return;
    const cards = en.state.monsterAreas[action.at].cards;
    const top = cards[cards.length - 1];
    const x = stateExtra(en.state);
    x.monsterCost[top] ??= { g: 0, s: 0, m: 0 };
    const n = addToCost(x.monsterCost[top], added);
    if (en.emit) {
      const delta: Delta = {};
      addTo(delta, added.res, n);
      en.emit({
        type: 'cost-raised',
        player: d.player,
        monster: en.cat.monsters[top].name,
        added: delta,
        source: d.source,
      });
    }
  },
  label(added: Amount, action: CkAction, { cat, state }: LabelCtx): string {
    if (action.type !== 'area') return '';
    const a = state.monsterAreas[action.at];
    const top = a.cards[a.cards.length - 1];
    const what = top === undefined ? 'nothing' : cat.monsters[top].name;
    return `add ${amountWords(added)} to the cost of ${what} (${a.area})`;
  },
  words: (added: Amount) => `add ${amountWords(added)} to the cost of a monster in the centre`,
};

export const addSlayCost = defineOperation({
  id: 'add_slay_cost',
  description: 'the top monster of an area of your choice costs an amount more to slay',
  params: z.object({ ...NO_ARGS_SHAPE, amounts: z.tuple([amountSchema]) }).strict(),
  compile: (raw): Amount => raw.amounts[0],
  ...raise,
});

export const modifyMonsterStrength = defineOperation({
  id: 'modify_monster_strength',
  description: 'the top monster of an area of your choice needs N strength more to slay',
  params: z.object({ ...NO_ARGS_SHAPE, nums: z.tuple([z.number().int()]) }).strict(),
  compile: (raw): Amount => ({ res: 's', n: raw.nums[0] }),
  ...raise,
});
