/**
 * `all_may LEG`, `all_must LEG`, `active_may LEG` (with or without `seq`):
 * the leg for each player the scope reaches, in turn order from the active
 * player (the resting seat included: events reach everyone); `may` makes it
 * declinable (conversions by their flag, operations by `optional`), `must`
 * not.
 */
import type { Leg } from '../../grammar/tree.ts';
import { queueNow } from '../../rules/perform.ts';
import type { Task } from '../../state.ts';
import type { LegModule } from '../module.ts';
import { allMust, scopeRegistry } from '../scopes/index.ts';
import { turnOrder } from '../support.ts';

const mayLegs = new WeakMap<Leg, Leg>();
const mustLegs = new WeakMap<Leg, Leg>();

/** The leg made optional ("may") or mandatory ("must"). Cached: legs are shared. */
function withChoice(leg: Leg, may: boolean): Leg {
  const cache = may ? mayLegs : mustLegs;
  let out = cache.get(leg);
  if (out) return out;
  if (leg.kind === 'convert') out = { ...leg, optional: may };
  else if (leg.kind === 'op' && may && !leg.args.some((a) => a.kind === 'word' && a.word === 'optional'))
    out = { ...leg, args: [...leg.args, { kind: 'word', word: 'optional' }] };
  else out = leg;
  cache.set(leg, out);
  return out;
}

export const scopedLeg: LegModule<'scoped'> = {
  kind: 'scoped',
  run(en, leg, task) {
    const { state } = en;
    const scope = leg.scope.map((s) => scopeRegistry.get(s)).find((s) => s.who !== undefined) ?? allMust;
    const inner = withChoice(leg.leg, scope.may === true);
    const seats = scope.who === 'active' ? [state.active] : turnOrder(state);
    const tasks: Task[] = seats.map((player) => ({
      player,
      legs: [inner],
      at: 0,
      source: task.source,
      onTurn: player === state.active,
    }));
    queueNow(state, tasks);
    return null;
  },
  canAct: () => true,
  words(leg, w) {
    const who = leg.scope.map((s) => scopeRegistry.get(s).words).join(' ');
    // The scope names who acts, so the leg's "you" becomes "they".
    const inner = w
      .legs([leg.leg])
      .replace(/^you may /, '')
      .replace(/\byour\b/g, 'their')
      .replace(/\byou\b/g, 'they');
    return `${who} ${inner}`;
  },
};
