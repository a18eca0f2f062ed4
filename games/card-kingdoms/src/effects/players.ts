/**
 * Operations that name who they reach (the events' verbs): `all_gain`,
 * `all_lose`, `active_gain`, `others_lose`, `self_gain`, … (the name is
 * WHO_VERB), `all_gain_per_owned`, `pay_to_chosen`, `gain_action`,
 * `grant_all KEY`; and the scope words before a leg (`all_may`, `all_must`,
 * `active_may`, `seq`), which hand the leg to each player in turn order.
 */
import type { Catalog } from '../data/catalog.ts';
import type { Leg } from '../grammar/tree.ts';
import { queueNow } from '../rules/perform.ts';
import { type CkAction, type CkState, type Res3, stateExtra, type Task } from '../state.ts';
import type { Operation, OpLeg } from './ops-types.ts';
import { amountsOf, countOf, decision, gain, held, isOptional, kvAmounts, kvOf } from './support.ts';

/** Every seat in turn order from the active player. */
export function turnOrder(state: CkState): number[] {
  const out: number[] = [];
  for (let k = 0; k < state.seats; k++) out.push((state.active + k) % state.seats);
  return out;
}

/** The seats a WHO word reaches: `all`, `active`, `others` (all but the active player), `self` (the effect's player). */
function reached(state: CkState, who: string, self: number): number[] {
  if (who === 'all') return turnOrder(state);
  if (who === 'active') return [state.active];
  if (who === 'others') return turnOrder(state).filter((i) => i !== state.active);
  return [self];
}

/** During their own roll, a player with a live `exekratys_immune` passive loses nothing on a roll showing a 6. */
export const KEY_IMMUNE_ON_SIX = 'exekratys_immune';

function immuneOnSix(cat: Catalog, state: CkState, seat: number): boolean {
  if (seat !== state.active || !state.dice || (state.dice[0] !== 6 && state.dice[1] !== 6)) return false;
  if (state.step !== 'roll' && state.step !== 'harvest') return false;
  const p = state.players[seat];
  for (const d of p.domains) {
    const e = cat.domains[d.card].passive;
    if (!e || d.builtTurn >= state.turn) continue;
    if (e.legs.some((l) => l.kind === 'op' && l.name === KEY_IMMUNE_ON_SIX)) return true;
  }
  return false;
}

/** `WHO_gain AMOUNT…` / `WHO_lose AMOUNT…`: each reached player gains (or loses, down to 0) the amounts. */
const whoAmounts: Operation = {
  run(cat, state, task, leg) {
    const [who, verb] = leg.name.split('_');
    const sign = verb === 'lose' ? -1 : 1;
    for (const seat of reached(state, who, task.player)) {
      if (sign < 0 && immuneOnSix(cat, state, seat)) continue;
      for (const a of amountsOf(leg.args)) gain(state.players[seat], { res: a.res, n: sign * a.n });
    }
    return null;
  },
};

export const PLAYER_AMOUNT_OPS = [
  'all_gain',
  'all_lose',
  'active_gain',
  'active_lose',
  'others_gain',
  'others_lose',
  'self_gain',
];

const RES3: readonly Res3[] = ['g', 's', 'm'];

export const PLAYER_OPS: Record<string, Operation> = {
  ...Object.fromEntries(PLAYER_AMOUNT_OPS.map((name) => [name, whoAmounts])),
  /** `all_gain_per_owned gain=AMOUNT per=citizen|domain|monster`: every player, per owned thing. */
  all_gain_per_owned: {
    run(cat, state, _task, leg) {
      const per = String(kvOf(leg.args, 'per') ?? 'citizen');
      for (const seat of turnOrder(state)) {
        const p = state.players[seat];
        const n = countOf(cat, p, { of: 'owned', what: per.endsWith('s') ? per : `${per}s` });
        for (const a of kvAmounts(leg.args, 'gain')) gain(p, a, n);
      }
      return null;
    },
  },
  /** `pay_to_chosen pay=AMOUNT`: pay the amount (wild: of one resource) to a player of your choice, if able. */
  pay_to_chosen: {
    run(_cat, state, task, leg) {
      const p = state.players[task.player];
      const options: CkAction[] = [];
      for (const a of kvAmounts(leg.args, 'pay')) {
        const kinds = a.res === 'wild' ? RES3 : RES3.filter((r) => r === a.res);
        for (const res of kinds) {
          if (held(p, res) < a.n) continue;
          for (let victim = 0; victim < state.seats; victim++)
            if (victim !== task.player) options.push({ type: 'give', victim, res });
        }
      }
      if (isOptional(leg.args) && options.length > 0) options.push({ type: 'decline' });
      return decision(task, 'give', leg, 'Pay a player of your choice', options);
    },
    resolve(_cat, state, d, action, leg) {
      if (action.type !== 'give') return;
      const n = kvAmounts(leg.args, 'pay')[0]?.n ?? 0;
      const from = state.players[d.player];
      const paid = Math.min(from[action.res], n);
      from[action.res] -= paid;
      state.players[action.victim][action.res] += paid;
    },
  },
  /** `gain_action [pay=AMOUNT] [optional]`: one more action this turn, for the price. */
  gain_action: {
    run(_cat, state, task, leg) {
      const pay = kvAmounts(leg.args, 'pay');
      const p = state.players[task.player];
      if (!pay.every((a) => held(p, a.res) >= a.n)) return null;
      if (isOptional(leg.args)) {
        return decision(task, 'confirm', leg, 'Pay for an additional action', [
          { type: 'accept' },
          { type: 'decline' },
        ]);
      }
      addAction(state, task.player, pay);
      return null;
    },
    resolve(_cat, state, d, action, leg) {
      if (action.type === 'accept') addAction(state, d.player, kvAmounts(leg.args, 'pay'));
    },
  },
  /** `grant_all KEY`: a lasting key working for every player for the rest of the game. */
  grant_all: {
    run(_cat, state, _task, leg) {
      const x = stateExtra(state);
      for (const a of leg.args) if (a.kind === 'key' && !x.lasting.includes(a.key)) x.lasting.push(a.key);
      return null;
    },
  },
};

function addAction(state: CkState, player: number, pay: { res: string; n: number }[]): void {
  const p = state.players[player];
  for (const a of pay) gain(p, { res: a.res as Res3, n: -a.n });
  // Before the action phase the extra action waits for it; during it, it is one more now.
  if (state.step === 'actions' || state.step === 'actionEnd') state.actionsLeft++;
  else stateExtra(state).bonusActions++;
}

/** The scope words the scoped leg understands. */
export const SCOPES = ['all_may', 'all_must', 'active_may', 'seq'];

const mayLegs = new WeakMap<Leg, Leg>();
const mustLegs = new WeakMap<Leg, Leg>();

/** The leg made optional ("may") or mandatory ("must"): conversions by their flag, operations by the `optional` word. Cached: legs are shared. */
function withChoice(leg: Leg, may: boolean): Leg {
  const cache = may ? mayLegs : mustLegs;
  let out = cache.get(leg);
  if (out) return out;
  if (leg.kind === 'convert') out = { ...leg, optional: may };
  else if (leg.kind === 'op' && may && !isOptional(leg.args))
    out = { ...leg, args: [...leg.args, { kind: 'word', word: 'optional' }] };
  else out = leg;
  cache.set(leg, out);
  return out;
}

/** `all_may LEG`, `all_must LEG`, `active_may LEG` (with or without `seq`): the leg for each reached player in turn order. */
export function runScoped(state: CkState, task: Task, leg: Extract<Leg, { kind: 'scoped' }>): null {
  const scope = leg.scope.find((s) => s !== 'seq') ?? 'all_must';
  const [who, mode] = scope.split('_');
  const inner = withChoice(leg.leg, mode === 'may');
  const tasks: Task[] = reached(state, who, task.player).map((player) => ({
    player,
    legs: [inner],
    at: 0,
    source: task.source,
    onTurn: player === state.active,
  }));
  queueNow(state, tasks);
  return null;
}

export type { OpLeg };
