/**
 * `choose OPTION…`: a decision among options, each a bracket of legs (or a
 * bare amount). Options that can do nothing now are not offered; one left
 * is taken without asking; none left does nothing.
 */
import { chooseAction } from '../../rules/interned.ts';
import { queueNow } from '../../rules/perform.ts';
import type { CkAction } from '../../state.ts';
import { amountWords, listWords } from '../../words/phrasing.ts';
import type { LegModule } from '../module.ts';
import { chooserRegistry } from '../scopes/index.ts';

export const chooseLeg: LegModule<'choose'> = {
  kind: 'choose',
  run(en, leg, task, legs) {
    const options: CkAction[] = [];
    for (let option = 0; option < leg.options.length; option++) {
      if (legs.canAct(en, task.player, leg.options[option])) options.push(chooseAction(option));
    }
    return { kind: 'choose', options };
  },
  canAct: (en, player, leg, legs) => leg.options.some((o) => legs.canAct(en, player, o)),
  resolve(en, leg, d, action) {
    if (action.type !== 'choose') throw new Error(`a ${action.type} answer does not fit a choice`);
    const option = leg.options[action.option];
    if (en.emit) en.emit({ type: 'chose', level: 'verbose', player: d.player, option, source: d.source });
    queueNow(en.state, [{ player: d.player, legs: option.legs, at: 0, source: d.source, onTurn: true }]);
  },
  label: (leg, action, _at, w) => (action.type === 'choose' ? w.legs(leg.options[action.option].legs) : ''),
  words(leg, w) {
    // Plain gains read as one list: `gain 2 gold or 2 magic`.
    const plain =
      leg.who === 'self' &&
      leg.options.every((o) => o.legs.length === 1 && o.legs[0].kind === 'gain' && o.legs[0].amount.n > 0);
    if (plain) {
      const amounts = leg.options.flatMap((o) =>
        o.legs.flatMap((l) => (l.kind === 'gain' ? [l.amount] : [])),
      );
      return `gain ${listWords(amounts.map(amountWords), 'or')}`;
    }
    if (leg.options.length === 1) return w.legs(leg.options[0].legs);
    const chooser = leg.who === 'active' ? chooserRegistry.get('active_choose').words : 'choose';
    return `${chooser} one: ${leg.options.map((o) => w.legs(o.legs)).join('; or ')}`;
  },
};
