/** `steal AMOUNT…`: take one of the amounts from an opponent (what they have, up to it); an amount a victim holds none of is not offered. */
import type { CkAction } from '../../state.ts';
import { amountWords, type Delta, listWords, seatName } from '../../words/phrasing.ts';
import type { LegModule } from '../module.ts';
import { addTo, takeFrom, targets } from '../support.ts';
import { holdsSome, someoneHolds } from './can-act.ts';

export const stealLeg: LegModule<'steal'> = {
  kind: 'steal',
  run(en, leg, task) {
    const options: CkAction[] = [];
    for (const victim of targets(en.state, task.player, en.cat)) {
      for (let option = 0; option < leg.options.length; option++)
        if (holdsSome(en.state.players[victim], leg.options[option]))
          options.push({ type: 'steal', option, victim });
    }
    return { kind: 'steal', options };
  },
  canAct: (en, player, leg) => someoneHolds(en.cat, en.state, player, leg.options),
  resolve(en, leg, d, action) {
    if (action.type !== 'steal') throw new Error(`a ${action.type} answer does not fit a steal`);
    const a = leg.options[action.option];
    const delta: Delta = {};
    addTo(delta, a.res, takeFrom(en.state, action.victim, d.player, a));
    if (en.emit) en.emit({ type: 'stole', player: d.player, victim: action.victim, delta, source: d.source });
  },
  label(leg, action) {
    if (action.type !== 'steal') return '';
    return `take ${amountWords(leg.options[action.option])} from ${seatName(action.victim)}`;
  },
  words(leg) {
    const vp = leg.args.find((a) => a.kind === 'kv' && a.key === 'victim_vp');
    const gives = vp?.kind === 'kv' && typeof vp.value === 'number' ? ` (they gain ${vp.value} VP)` : '';
    return `take ${listWords(leg.options.map(amountWords), 'or')} from an opponent${gives}`;
  },
};
