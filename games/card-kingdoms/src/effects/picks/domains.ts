/** `<domains>`: take the face-up domain of a stack of your choice, as if built (its activation runs; its passive works from next turn). */
import { RuleViolation } from '@arbiter/core';
import { effectTask, queueNow } from '../../rules/perform.ts';
import type { CkAction } from '../../state.ts';
import { filteredNoun } from '../matchers/index.ts';
import type { PickModule } from '../module.ts';

export const pickDomains: PickModule = {
  id: 'domains',
  description: 'take the face-up domain of a stack of your choice, free',
  run(en) {
    const options: CkAction[] = [];
    en.state.domainStacks.forEach((s, stack) => {
      if (s.length > 0) options.push({ type: 'pickDomain', stack });
    });
    return { kind: 'pick', options };
  },
  canAct: (en) => en.state.domainStacks.some((s) => s.length > 0),
  resolve(en, _leg, d, action) {
    if (action.type !== 'pickDomain') return;
    const { cat, state } = en;
    const stack = state.domainStacks[action.stack];
    const card = stack.pop();
    if (card === undefined) throw new RuleViolation('empty-stack', 'that stack is empty');
    state.players[d.player].domains.push({ card, builtTurn: state.turn });
    if (en.emit) {
      en.emit({ type: 'took-domain', player: d.player, card: cat.domains[card].name, source: d.source });
      const top = stack[stack.length - 1];
      if (top !== undefined) en.emit({ type: 'revealed', stack: action.stack, card: cat.domains[top].name });
    }
    const activation = cat.domains[card].activation;
    if (activation) queueNow(state, [effectTask(d.player, activation, cat.domains[card].name)]);
  },
  label(_leg, action, { cat, state }) {
    if (action.type !== 'pickDomain') return '';
    const top = state.domainStacks[action.stack]?.at(-1);
    return `take ${top === undefined ? 'a domain' : cat.domains[top].name}`;
  },
  words: (leg) => `take ${filteredNoun('domain', leg.filter, leg.count)} from the centre`,
};
