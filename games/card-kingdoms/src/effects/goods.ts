/**
 * Crimson Seas holdings and wild resources: `<goods>` (take goods),
 * `<noble>` (rescue a noble: a random one not yet owned, by the seeded
 * generator), `sail` (you may pay 1 map for 1 goods), `refresh_tomes` (your
 * tomes face up again), and "wild" amounts (N of any one of gold, strength
 * or magic): a leg with a wild amount becomes a choice among its concrete
 * forms, each offered only when payable.
 */
import { randInt } from '@arbiter/core';
import type { Catalog } from '../data/catalog.ts';
import type { Amount, Effect, Leg } from '../grammar/tree.ts';
import { type CkAction, type CkState, playerExtra, type Task } from '../state.ts';
import { effectCanAct } from './can-act.ts';
import type { Operation } from './ops-types.ts';
import { decision, legText } from './support.ts';

const RES3 = ['g', 's', 'm'] as const;

/** Rescue a noble: a random noble nobody owns joins the player's nobles. */
export function rescueNoble(cat: Catalog, state: CkState, player: number, count: number): void {
  for (let k = 0; k < count; k++) {
    const owned = new Set(state.players.flatMap((p) => p.extra?.nobles ?? []));
    const free = cat.nobles.filter((n) => !owned.has(n.index)).map((n) => n.index);
    if (free.length === 0) return;
    playerExtra(state.players[player]).nobles.push(free[randInt(state.rng, free.length)]);
  }
}

export function takeGoods(state: CkState, player: number, count: number): void {
  playerExtra(state.players[player]).goods += count;
}

export const GOODS_OPS: Record<string, Operation> = {
  /** `sail`: you may pay 1 map to take 1 goods (a decision the data leaves to the engine; see the README). */
  sail: {
    run(_cat, state, task, leg) {
      if ((state.players[task.player].extra?.p ?? 0) < 1) return null;
      return decision(task, 'confirm', leg, 'Sail: pay 1 map for 1 goods', [
        { type: 'accept' },
        { type: 'decline' },
      ]);
    },
    resolve(_cat, state, d, action) {
      if (action.type !== 'accept') return;
      const x = playerExtra(state.players[d.player]);
      x.p -= 1;
      x.goods += 1;
    },
  },
  /** `refresh_tomes`: every tome of yours face up again. */
  refresh_tomes: {
    run(_cat, state, task) {
      const x = state.players[task.player].extra;
      if (x) x.tomesDown = 0;
      return null;
    },
  },
};

const concrete = new WeakMap<Leg, Extract<Leg, { kind: 'choose' }>>();

const isWild = (a: Amount) => a.res === 'wild';
const fix = (a: Amount, res: (typeof RES3)[number]): Amount => (isWild(a) ? { res, n: a.n } : a);

/** Whether a gain, exchange or conversion names a wild amount. */
export function hasWild(leg: Leg): boolean {
  if (leg.kind === 'gain') return isWild(leg.amount);
  if (leg.kind === 'exchange') return isWild(leg.pay) || isWild(leg.gain);
  if (leg.kind === 'convert') return leg.pay.some(isWild) || leg.gain.some(isWild);
  return false;
}

/** The leg's concrete forms (every wild amount replaced by one resource; a paid and a gained wild chosen apart), as a choose leg. Cached: legs are shared. */
function concreteChoice(leg: Leg): Extract<Leg, { kind: 'choose' }> {
  let out = concrete.get(leg);
  if (out) return out;
  const forms: Leg[] = [];
  for (const a of RES3) {
    if (leg.kind === 'gain') forms.push({ kind: 'gain', amount: fix(leg.amount, a) });
    else
      for (const b of RES3) {
        if (leg.kind === 'exchange') {
          if (!isWild(leg.pay) && b !== 'g') continue;
          if (!isWild(leg.gain) && a !== 'g') break;
          forms.push({ kind: 'exchange', pay: fix(leg.pay, b), gain: fix(leg.gain, a) });
        } else if (leg.kind === 'convert') {
          if (!leg.pay.some(isWild) && b !== 'g') continue;
          if (!leg.gain.some(isWild) && a !== 'g') break;
          forms.push({ ...leg, pay: leg.pay.map((x) => fix(x, b)), gain: leg.gain.map((x) => fix(x, a)) });
        }
      }
  }
  const options: Effect[] = forms.map((l) => ({ trigger: null, legs: [l] }));
  out = { kind: 'choose', who: 'self', options };
  concrete.set(leg, out);
  return out;
}

/** A wild leg's decision: choose one of its concrete forms that can act (one the player can pay), as any choice. */
export function wildChoice(cat: Catalog, state: CkState, task: Task, leg: Leg) {
  const choice = concreteChoice(leg);
  const options: CkAction[] = [];
  choice.options.forEach((o, option) => {
    if (effectCanAct(cat, state, task.player, o)) options.push({ type: 'choose', option });
  });
  return decision(task, 'choose', choice, legText(leg), options);
}
