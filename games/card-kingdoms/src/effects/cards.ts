/**
 * Operations on players' tableaus: flipping a citizen or a domain face down
 * (`flip_citizen [targeted]`, `flip_opponent_citizen`, `flip_opponent_domain`,
 * `concurrent_flip_one_citizen`: every player flips one of their own),
 * taking a citizen from another player (`steal_citizen FILTER`), banishing a
 * player's card (`banish_player_citizen`, `banish_random_player_monster`,
 * `banish_owned_citizen [role=R] [gain=AMOUNT]`).
 */
import { randInt } from '@arbiter/core';
import type { Catalog } from '../data/catalog.ts';
import type { Filter, Leg } from '../grammar/tree.ts';
import { queueNow } from '../rules/perform.ts';
import { type CkAction, type CkState, type PlayerState, playerExtra, type Task } from '../state.ts';
import type { Operation, OpLeg } from './ops-types.ts';
import { turnOrder } from './players.ts';
import { amountsOf, decision, gain, isOptional, kvAmounts, kvOf, matchesFilter, targets } from './support.ts';

/** Copies of each citizen still face up. */
function faceUpCitizens(p: PlayerState): number[] {
  const down = p.extra ? [...p.extra.flipped] : [];
  const out: number[] = [];
  for (const c of p.citizens) {
    const at = down.indexOf(c);
    if (at >= 0) down.splice(at, 1);
    else if (!out.includes(c)) out.push(c);
  }
  return out;
}

function citizenOptions(cat: Catalog, state: CkState, victims: number[], filter: Filter | null): CkAction[] {
  const out: CkAction[] = [];
  for (const victim of victims) {
    for (const card of faceUpCitizens(state.players[victim])) {
      if (matchesFilter(cat.citizens[card], filter)) out.push({ type: 'card', victim, card });
    }
  }
  return out;
}

const filterArg = (leg: OpLeg): Filter | null => {
  const f = leg.args.find((a) => a.kind === 'filter');
  if (f?.kind === 'filter') return f.filter;
  const role = kvOf(leg.args, 'role');
  return typeof role === 'string' ? { kind: 'cmp', field: 'role', op: '==', value: role } : null;
};

const withDecline = (leg: OpLeg, options: CkAction[]) =>
  isOptional(leg.args) && options.length > 0 ? [...options, { type: 'decline' } as CkAction] : options;

/** Flip a face-up citizen of `whose` (the player's own, or an opponent's when `targeted`). */
function flipCitizen(whose: 'own' | 'opponent'): Operation {
  return {
    run(cat, state, task, leg) {
      const targeted =
        whose === 'opponent' || leg.args.some((a) => a.kind === 'word' && a.word === 'targeted');
      const victims = targeted ? targets(state, task.player, cat) : [task.player];
      const options = withDecline(leg, citizenOptions(cat, state, victims, null));
      return decision(
        task,
        'card',
        leg,
        targeted ? "Flip an opponent's citizen" : 'Flip one of your citizens',
        options,
      );
    },
    resolve(_cat, state, _d, action) {
      if (action.type === 'card') playerExtra(state.players[action.victim]).flipped.push(action.card);
    },
  };
}

/**
 * Moves a random citizen copy (the seeded generator) from one player to
 * another. A flipped card's face-down copies are its first copies in the
 * owner's list (as the harvest reads them), so a copy drawn among those
 * leaves the owner's face-down list; it joins the taker face up.
 */
export function takeRandomCitizen(state: CkState, from: number, to: number): void {
  const victim = state.players[from];
  const at = randInt(state.rng, victim.citizens.length);
  const card = victim.citizens[at];
  const flipped = victim.extra?.flipped;
  if (flipped?.includes(card)) {
    let before = 0;
    for (let i = 0; i < at; i++) if (victim.citizens[i] === card) before++;
    const down = flipped.filter((c) => c === card).length;
    if (before < down) flipped.splice(flipped.indexOf(card), 1);
  }
  victim.citizens.splice(at, 1);
  state.players[to].citizens.push(card);
}

/** The leg each player runs for `concurrent_flip_one_citizen`. */
const OWN_FLIP: Leg = { kind: 'op', name: 'flip_citizen', args: [] };

export const CARD_OPS: Record<string, Operation> = {
  flip_citizen: flipCitizen('own'),
  flip_opponent_citizen: flipCitizen('opponent'),
  concurrent_flip_one_citizen: {
    run(_cat, state, task) {
      const tasks: Task[] = turnOrder(state).map((player) => ({
        player,
        legs: [OWN_FLIP],
        at: 0,
        source: task.source,
        onTurn: player === state.active,
      }));
      queueNow(state, tasks);
      return null;
    },
  },
  flip_opponent_domain: {
    run(cat, state, task, leg) {
      const options: CkAction[] = [];
      for (const victim of targets(state, task.player, cat)) {
        const p = state.players[victim];
        for (const d of p.domains) {
          if (!p.extra?.flippedDomains.includes(d.card)) options.push({ type: 'card', victim, card: d.card });
        }
      }
      return decision(task, 'card', leg, "Flip an opponent's domain", withDecline(leg, options));
    },
    resolve(_cat, state, _d, action) {
      if (action.type === 'card') playerExtra(state.players[action.victim]).flippedDomains.push(action.card);
    },
  },
  /** `steal_citizen FILTER`: take a matching citizen from another player. */
  steal_citizen: {
    run(cat, state, task, leg) {
      const options = citizenOptions(cat, state, targets(state, task.player, cat), filterArg(leg));
      return decision(task, 'card', leg, 'Take a citizen from a player', withDecline(leg, options));
    },
    resolve(_cat, state, d, action) {
      if (action.type !== 'card') return;
      const from = state.players[action.victim].citizens;
      from.splice(from.lastIndexOf(action.card), 1);
      state.players[d.player].citizens.push(action.card);
    },
  },
  /** `banish_player_citizen`: banish a citizen of another player of your choice. */
  banish_player_citizen: {
    run(cat, state, task, leg) {
      const options = citizenOptions(cat, state, targets(state, task.player, cat), null);
      return decision(task, 'card', leg, "Banish a player's citizen", withDecline(leg, options));
    },
    resolve(_cat, state, _d, action) {
      if (action.type !== 'card') return;
      const from = state.players[action.victim].citizens;
      from.splice(from.lastIndexOf(action.card), 1);
      state.banished.citizens.push(action.card);
    },
  },
  /** `banish_random_player_monster`: a random monster (the seeded generator) of a player of your choice is banished. */
  banish_random_player_monster: {
    run(cat, state, task, leg) {
      const options: CkAction[] = targets(state, task.player, cat)
        .filter((v) => state.players[v].monsters.length > 0)
        .map((victim) => ({ type: 'target', victim }));
      return decision(task, 'take', leg, 'Banish a random monster of a player', withDecline(leg, options));
    },
    resolve(_cat, state, _d, action) {
      if (action.type !== 'target') return;
      const victim = state.players[action.victim];
      const [card] = victim.monsters.splice(randInt(state.rng, victim.monsters.length), 1);
      state.banished.monsters.push(card);
    },
  },
  /** `banish_owned_citizen [role=R] [gain=AMOUNT] [optional]`: banish one of your citizens (of that role), then gain. */
  banish_owned_citizen: {
    run(cat, state, task, leg) {
      const options = citizenOptions(cat, state, [task.player], filterArg(leg));
      return decision(task, 'card', leg, 'Banish one of your citizens', withDecline(leg, options));
    },
    resolve(_cat, state, d, action, leg) {
      if (action.type !== 'card') return;
      const p = state.players[d.player];
      p.citizens.splice(p.citizens.lastIndexOf(action.card), 1);
      state.banished.citizens.push(action.card);
      for (const a of [...kvAmounts(leg.args, 'gain'), ...amountsOf(leg.args)]) gain(p, a);
    },
  },
};
