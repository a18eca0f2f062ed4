/**
 * Flipping cards face down: `flip_citizen [targeted] [optional]` (one of
 * your own, or an opponent's when `targeted`), `flip_opponent_citizen`,
 * `concurrent_flip_one_citizen` (every player flips one of their own, in
 * turn order), `flip_opponent_domain`. A flipped citizen does not activate
 * or lend icons until the end; a flipped domain's passive stops.
 */
import { z } from 'zod';
import type { Leg } from '../../../grammar/tree.ts';
import { queueNow } from '../../../rules/perform.ts';
import { type CkAction, playerExtra, type Task } from '../../../state.ts';
import { seatName } from '../../../words/phrasing.ts';
import { NO_ARGS, NO_ARGS_SHAPE } from '../../args.ts';
import { defineOperation, type OperationModule } from '../../module.ts';
import { targets, turnOrder, withDecline } from '../../support.ts';
import { citizenOptions } from './cards.ts';

interface Flip {
  targeted: boolean;
  optional: boolean;
}

function flipCitizen(id: string, whose: 'own' | 'opponent'): OperationModule {
  return defineOperation({
    id,
    description:
      whose === 'own'
        ? 'flip one of your citizens (an opponent’s when targeted) face down'
        : "flip an opponent's citizen face down",
    params: z.object({ ...NO_ARGS_SHAPE, words: z.array(z.literal('targeted')).max(1) }).strict(),
    compile: (raw): Flip => ({
      targeted: whose === 'opponent' || raw.words.length > 0,
      optional: raw.optional,
    }),
    run(en, { targeted, optional }, task) {
      const victims = targeted ? targets(en.state, task.player, en.cat) : [task.player];
      return {
        kind: 'card',
        options: withDecline(optional, citizenOptions(en.cat, en.state, victims, null)),
      };
    },
    resolve(en, _p, d, action) {
      if (action.type !== 'card') return;
      playerExtra(en.state.players[action.victim]).flipped.push(action.card);
      if (en.emit)
        en.emit({
          type: 'flipped',
          player: d.player,
          owner: action.victim,
          card: en.cat.citizens[action.card].name,
          source: d.source,
        });
    },
    label(_p, action, { cat, decision }) {
      if (action.type !== 'card') return '';
      const name = cat.citizens[action.card].name;
      return action.victim === decision.player
        ? `flip ${name} face down`
        : `flip ${seatName(action.victim)}'s ${name} face down`;
    },
    words: ({ targeted, optional }) =>
      whose === 'opponent'
        ? "flip a citizen of a player of your choice face down (it pays nothing while it's down)"
        : `${optional ? 'you may ' : ''}flip ${targeted ? 'a citizen of an opponent' : 'one of your citizens'} face down`,
  });
}

export const flipOwnCitizen = flipCitizen('flip_citizen', 'own');
export const flipOpponentCitizen = flipCitizen('flip_opponent_citizen', 'opponent');

/** The leg each player runs for `concurrent_flip_one_citizen`. */
const OWN_FLIP: Leg = { kind: 'op', name: 'flip_citizen', args: [] };

export const concurrentFlipOneCitizen = defineOperation({
  id: 'concurrent_flip_one_citizen',
  description: 'every player flips one of their citizens face down, in turn order',
  params: NO_ARGS,
  run(en, _p, task) {
    const tasks: Task[] = turnOrder(en.state).map((player) => ({
      player,
      legs: [OWN_FLIP],
      at: 0,
      source: task.source,
      onTurn: player === en.state.active,
    }));
    queueNow(en.state, tasks);
    return null;
  },
  words: () => 'every player flips one of their citizens face down',
});

export const flipOpponentDomain = defineOperation({
  id: 'flip_opponent_domain',
  description: "flip an opponent's domain face down",
  params: NO_ARGS,
  compile: (raw): boolean => raw.optional,
  run(en, optional, task) {
    const options: CkAction[] = [];
    for (const victim of targets(en.state, task.player, en.cat)) {
      const p = en.state.players[victim];
      for (const d of p.domains) {
        if (!p.extra?.flippedDomains.includes(d.card)) options.push({ type: 'card', victim, card: d.card });
      }
    }
    return { kind: 'card', options: withDecline(optional, options) };
  },
  resolve(en, _p, d, action) {
    if (action.type !== 'card') return;
    playerExtra(en.state.players[action.victim]).flippedDomains.push(action.card);
    if (en.emit)
      en.emit({
        type: 'flipped',
        player: d.player,
        owner: action.victim,
        card: en.cat.domains[action.card].name,
        source: d.source,
      });
  },
  label: (_p, action, { cat }) =>
    action.type === 'card'
      ? `flip ${seatName(action.victim)}'s ${cat.domains[action.card].name} face down`
      : '',
  words: () => "flip a domain of a player of your choice face down (it does nothing while it's down)",
});
