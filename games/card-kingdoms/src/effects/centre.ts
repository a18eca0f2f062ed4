/**
 * Operations on the centre: a monster's slay cost raised (`add_slay_cost
 * AMOUNT`, `modify_monster_strength N`), tokens on the event card itself
 * (`add_self_slay_cost`, `add_self_gold_pool`, `gain_self_gold_pool`), the
 * roll's numbers blockaded (`block_recruit_matching_roll`), new stacks and
 * areas placed (`place_kings_guard`, `place_reserve_monster pool=P`), and
 * the top card of a centre stack banished (`banish_center_citizen`,
 * `banish_center_domain`).
 */
import type { Catalog } from '../data/catalog.ts';
import type { Amount } from '../grammar/tree.ts';
import { type Added, type CkAction, type CkState, stateExtra } from '../state.ts';
import type { Operation, OpLeg } from './ops-types.ts';
import { amountsOf, decision, isOptional, kvOf } from './support.ts';

/** The amount a cost operation adds: its amount (`add_slay_cost m 1`) or a bare number of strength (`modify_monster_strength 3`). */
function costAdded(leg: OpLeg): Amount {
  const a = amountsOf(leg.args)[0];
  if (a) return a;
  const n = leg.args.find((x) => x.kind === 'num');
  return { res: 's', n: n?.kind === 'num' ? n.n : 1 };
}

function addTo(into: Added, a: Amount, max = Number.POSITIVE_INFINITY): void {
  if (a.res === 'g' || a.res === 's' || a.res === 'm') into[a.res] = Math.min(max, into[a.res] + a.n);
}

/** Areas with a monster on top. */
function areasWithMonsters(state: CkState): CkAction[] {
  const out: CkAction[] = [];
  state.monsterAreas.forEach((a, at) => {
    if (a.cards.length > 0) out.push({ type: 'area', at });
  });
  return out;
}

/** Raise the slay cost of the top monster of an area of the player's choice. */
const raiseMonsterCost: Operation = {
  run(_cat, state, task, leg) {
    const a = costAdded(leg);
    return decision(task, 'area', leg, `Add ${a.n} ${a.res} to a monster's cost`, areasWithMonsters(state));
  },
  resolve(_cat, state, _d, action, leg) {
    if (action.type !== 'area') return;
    const cards = state.monsterAreas[action.at].cards;
    const top = cards[cards.length - 1];
    const x = stateExtra(state);
    x.monsterCost[top] ??= { g: 0, s: 0, m: 0 };
    addTo(x.monsterCost[top], costAdded(leg));
  },
};

/** Tokens on the effect's own card (by its name). */
function pool(state: CkState, source: string): Added {
  const x = stateExtra(state);
  x.pools[source] ??= { g: 0, s: 0, m: 0 };
  return x.pools[source];
}

/** The citizen named for each stack-placing operation (`place_kings_guard`: the King's Guard stack). */
export const PLACED_STACKS: Record<string, string> = { place_kings_guard: "King's Guard" };
/** Cards in a placed stack (the game's default copies per stack). */
export const PLACED_STACK_COPIES = 5;

/** The reserve of a pool (`undead_samurai`): the monsters of the area of that name, boss at the bottom. */
function reserveOf(cat: Catalog, state: CkState, poolName: string): number[] {
  const x = stateExtra(state);
  if (!x.reserve[poolName]) {
    const area = poolName.replace(/_/g, ' ').toLowerCase();
    x.reserve[poolName] = cat.monsters
      .filter((m) => m.area.toLowerCase() === area && !m.extra)
      .sort((a, b) => a.order - b.order || a.index - b.index)
      .map((m) => m.index);
  }
  return x.reserve[poolName];
}

const banishTop = (zone: 'citizens' | 'domains'): Operation => ({
  run(_cat, state, task, leg) {
    const options: CkAction[] = [];
    const stacks = zone === 'citizens' ? state.citizenStacks.map((s) => s.cards) : state.domainStacks;
    stacks.forEach((cards, at) => {
      if (cards.length > 0) options.push({ type: 'banish', zone, at });
    });
    if (isOptional(leg.args) && options.length > 0) options.push({ type: 'decline' });
    return decision(
      task,
      'banish',
      leg,
      `Banish a ${zone === 'citizens' ? 'citizen' : 'domain'} from the centre`,
      options,
    );
  },
});

export const CENTRE_OPS: Record<string, Operation> = {
  add_slay_cost: raiseMonsterCost,
  modify_monster_strength: raiseMonsterCost,
  /** `add_self_slay_cost AMOUNT max=N`: tokens on the event card raise its own slay cost, up to N. */
  add_self_slay_cost: {
    run(_cat, state, task, leg) {
      const max = kvOf(leg.args, 'max');
      addTo(pool(state, task.source), costAdded(leg), typeof max === 'number' ? max : undefined);
      return null;
    },
  },
  /** `add_self_gold_pool N`: the player puts N gold (what they have, up to N) on the event card. */
  add_self_gold_pool: {
    run(_cat, state, task, leg) {
      const n = leg.args.find((a) => a.kind === 'num');
      const p = state.players[task.player];
      const paid = Math.min(p.g, n?.kind === 'num' ? n.n : 1);
      p.g -= paid;
      pool(state, task.source).g += paid;
      return null;
    },
  },
  /** `gain_self_gold_pool`: the player takes the gold on the event card. */
  gain_self_gold_pool: {
    run(_cat, state, task) {
      const x = pool(state, task.source);
      state.players[task.player].g += x.g;
      x.g = 0;
      return null;
    },
  },
  /** `block_recruit_matching_roll`: this turn, citizens of the dice's numbers and their sum may not be gained. */
  block_recruit_matching_roll: {
    run(_cat, state) {
      if (!state.dice) return null;
      const [a, b] = state.dice;
      stateExtra(state).blockedRolls = [a, b, a + b];
      return null;
    },
  },
  place_kings_guard: {
    run(cat, state, _task, leg) {
      const name = PLACED_STACKS[leg.name];
      const card = cat.citizens.find((c) => c.name === name);
      if (!card) throw new Error(`no citizen '${name}' to place`);
      state.citizenStacks.push({
        rolls: [...card.rolls],
        cards: Array(PLACED_STACK_COPIES).fill(card.index),
      });
      return null;
    },
  },
  /** `place_reserve_monster pool=P`: the next monster of the reserve goes on top of an area of the player's choice. */
  place_reserve_monster: {
    run(cat, state, task, leg) {
      const reserve = reserveOf(cat, state, String(kvOf(leg.args, 'pool') ?? ''));
      if (reserve.length === 0) return null;
      const options: CkAction[] = state.monsterAreas.map((_, at) => ({ type: 'area', at }));
      return decision(task, 'area', leg, `Place ${cat.monsters[reserve[0]].name} on a monster area`, options);
    },
    resolve(cat, state, _d, action, leg) {
      if (action.type !== 'area') return;
      const reserve = reserveOf(cat, state, String(kvOf(leg.args, 'pool') ?? ''));
      const card = reserve.shift();
      if (card !== undefined) state.monsterAreas[action.at].cards.push(card);
    },
  },
  banish_center_citizen: banishTop('citizens'),
  banish_center_domain: banishTop('domains'),
};
