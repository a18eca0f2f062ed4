/** `<citizens [N] [where FILTER]>`: take the top citizen of a stack whose top passes the filter, N times. */
import { RuleViolation } from '@arbiter/core';
import { queueNow } from '../../rules/perform.ts';
import { filteredNoun, pickableStacks } from '../matchers/index.ts';
import type { PickModule } from '../module.ts';

export const pickCitizens: PickModule = {
  id: 'citizens',
  description: 'take citizens from the centre, each the top of a stack whose top passes the filter',
  run: (en, leg) => ({
    kind: 'pick',
    options: pickableStacks(en.cat, en.state, leg.filter).map((stack) => ({ type: 'pick', stack })),
  }),
  canAct: (en, _player, leg) => pickableStacks(en.cat, en.state, leg.filter).length > 0,
  resolve(en, leg, d, action) {
    if (action.type !== 'pick') return;
    const card = en.state.citizenStacks[action.stack].cards.pop();
    if (card === undefined) throw new RuleViolation('empty-stack', 'that stack is empty');
    en.state.players[d.player].citizens.push(card);
    if (en.emit)
      en.emit({ type: 'took-citizen', player: d.player, card: en.cat.citizens[card].name, source: d.source });
    if (leg.count > 1) {
      queueNow(en.state, [
        { player: d.player, legs: [{ ...leg, count: leg.count - 1 }], at: 0, source: d.source, onTurn: true },
      ]);
    }
  },
  label(_leg, action, { cat, state }) {
    if (action.type !== 'pick') return '';
    const card = state.citizenStacks[action.stack]?.cards.at(-1);
    return `take ${card === undefined ? 'a citizen' : cat.citizens[card].name} from the centre`;
  },
  words: (leg) => `take ${filteredNoun('citizen', leg.filter, leg.count)} from the centre`,
};
