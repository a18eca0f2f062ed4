/**
 * `WHO_gain AMOUNT…` / `WHO_lose AMOUNT…` (`all_gain`, `all_lose`,
 * `active_gain`, `others_lose`, `self_gain`, …): each player reached gains,
 * or loses down to 0, the amounts. `active` is the active player, `others`
 * everyone else, `all` every player in turn order, `self` the effect's
 * player. During their own roll and harvest, a player with a live
 * `immuneOnSix` passive loses nothing on a roll showing a 6.
 */
import { z } from 'zod';
import type { Amount } from '../../../grammar/tree.ts';
import type { CkState } from '../../../state.ts';
import { amountsWords } from '../../../words/phrasing.ts';
import { amountSchema, NO_ARGS_SHAPE } from '../../args.ts';
import { defineOperation, type OperationModule } from '../../module.ts';
import { changeBy, turnOrder } from '../../support.ts';
import { immuneOnSix } from '../roll/exekratys-immune.ts';

type Who = 'all' | 'active' | 'others' | 'self';

/** The seats a WHO word reaches. */
function reached(state: CkState, who: Who, self: number): number[] {
  if (who === 'all') return turnOrder(state);
  if (who === 'active') return [state.active];
  if (who === 'others') return turnOrder(state).filter((i) => i !== state.active);
  return [self];
}

const WHO_WORDS: Record<Who, [string, string]> = {
  all: ['every player gains', 'every player loses'],
  active: ['the active player gains', 'the active player loses'],
  others: ['every other player gains', 'every other player loses'],
  self: ['gain', 'lose'],
};

function whoAmounts(who: Who, verb: 'gain' | 'lose'): OperationModule {
  const lose = verb === 'lose';
  return defineOperation({
    id: `${who}_${verb}`,
    description: `${who === 'self' ? 'its player' : `${who} players`} ${verb} amounts`,
    params: z.object({ ...NO_ARGS_SHAPE, amounts: z.array(amountSchema).min(1) }).strict(),
    compile: (raw): Amount[] => raw.amounts,
    run(en, amounts, task) {
      for (const seat of reached(en.state, who, task.player)) {
        if (lose && immuneOnSix(en.cat, en.state, seat)) continue;
        changeBy(en, seat, amounts, task.source, 1, lose ? -1 : 1);
      }
      return null;
    },
    words: (amounts) => `${WHO_WORDS[who][lose ? 1 : 0]} ${amountsWords(amounts)}`,
  });
}

export const WHO_AMOUNTS: readonly OperationModule[] = [
  whoAmounts('all', 'gain'),
  whoAmounts('all', 'lose'),
  whoAmounts('active', 'gain'),
  whoAmounts('active', 'lose'),
  whoAmounts('others', 'gain'),
  whoAmounts('others', 'lose'),
  whoAmounts('self', 'gain'),
];
