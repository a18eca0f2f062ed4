/**
 * The conversions: `self_convert PAY GAIN [optional]` (pay, then gain),
 * `pay_to_player PAY GAIN [optional]` (pay a player of your choice, then
 * gain), `take_from_player AMOUNT [optional]` (take from a player of your
 * choice who holds some). A payment the player cannot make is not offered.
 */
import { ACCEPT, DECLINE } from '../../rules/interned.ts';
import type { CkAction } from '../../state.ts';
import { amountsWords, type Delta, seatName } from '../../words/phrasing.ts';
import type { LegModule } from '../module.ts';
import { addTo, canPay, changeBy, takeFrom, targets } from '../support.ts';
import { affords, holdsSome, someoneHolds } from './can-act.ts';

export const convertLeg: LegModule<'convert'> = {
  kind: 'convert',
  run(en, leg, task) {
    const { cat, state } = en;
    const p = state.players[task.player];
    const options: CkAction[] = [];
    if (leg.mode === 'take_from_player') {
      for (const victim of targets(state, task.player, cat))
        if (leg.gain.some((a) => holdsSome(state.players[victim], a)))
          options.push({ type: 'target', victim });
    } else if (leg.pay.every((a) => canPay(p, a))) {
      if (leg.mode === 'self_convert') options.push(ACCEPT);
      else for (const victim of targets(state, task.player, cat)) options.push({ type: 'target', victim });
    } else {
      return null;
    }
    if (leg.optional) options.push(DECLINE);
    return { kind: 'convert', options };
  },
  canAct(en, player, leg) {
    if (leg.mode === 'take_from_player') return someoneHolds(en.cat, en.state, player, leg.gain);
    const p = en.state.players[player];
    if (!leg.pay.every((a) => affords(p, a))) return false;
    return leg.mode === 'self_convert' || targets(en.state, player, en.cat).length > 0;
  },
  resolve(en, leg, d, action) {
    const { state } = en;
    if (leg.mode === 'take_from_player' && action.type === 'target') {
      const delta: Delta = {};
      for (const a of leg.gain) addTo(delta, a.res, takeFrom(state, action.victim, d.player, a));
      if (en.emit)
        en.emit({ type: 'stole', player: d.player, victim: action.victim, delta, source: d.source });
      return;
    }
    if (leg.mode === 'pay_to_player' && action.type === 'target') {
      const delta: Delta = {};
      for (const a of leg.pay) addTo(delta, a.res, takeFrom(state, d.player, action.victim, a));
      if (en.emit)
        en.emit({ type: 'paid-player', player: d.player, to: action.victim, delta, source: d.source });
      changeBy(en, d.player, leg.gain, d.source);
      return;
    }
    if (leg.mode === 'self_convert' && action.type === 'accept') {
      changeBy(en, d.player, [...leg.pay.map((a) => ({ res: a.res, n: -a.n })), ...leg.gain], d.source);
      return;
    }
    throw new Error(`a ${action.type} answer does not fit a ${leg.mode}`);
  },
  label(leg, action) {
    if (action.type === 'target') {
      if (leg.mode === 'take_from_player')
        return `take ${amountsWords(leg.gain)} from ${seatName(action.victim)}`;
      return `pay ${amountsWords(leg.pay)} to ${seatName(action.victim)} to gain ${amountsWords(leg.gain)}`;
    }
    if (action.type === 'accept') return `pay ${amountsWords(leg.pay)} to gain ${amountsWords(leg.gain)}`;
    return '';
  },
  words(leg) {
    const may = leg.optional ? 'you may ' : '';
    if (leg.mode === 'take_from_player')
      return `${may}take ${amountsWords(leg.gain)} from a player of your choice`;
    if (leg.mode === 'pay_to_player')
      return `${may}pay ${amountsWords(leg.pay)} to a player of your choice to gain ${amountsWords(leg.gain)}`;
    return `${may}pay ${amountsWords(leg.pay)} to gain ${amountsWords(leg.gain)}`;
  },
};
