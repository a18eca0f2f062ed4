/**
 * "Wild" amounts (N of any one of gold, strength or magic): a gain,
 * exchange or conversion with a wild amount becomes a choice among its
 * concrete forms, each offered only when it can act (one the player can
 * pay). Maps and tomes are never wild.
 */
import type { Engine } from '../engine.ts';
import type { Amount, Effect, Leg } from '../grammar/tree.ts';
import { chooseAction } from '../rules/interned.ts';
import type { CkAction, Task } from '../state.ts';
import type { Ask, LegDispatch } from './module.ts';

const RES3 = ['g', 's', 'm'] as const;

const isWild = (a: Amount) => a.res === 'wild';
const fix = (a: Amount, res: (typeof RES3)[number]): Amount => (isWild(a) ? { res, n: a.n } : a);

/** Whether a gain, exchange or conversion names a wild amount. */
export function hasWild(leg: Leg): boolean {
  if (leg.kind === 'gain') return isWild(leg.amount);
  if (leg.kind === 'exchange') return isWild(leg.pay) || isWild(leg.gain);
  if (leg.kind === 'convert') return leg.pay.some(isWild) || leg.gain.some(isWild);
  return false;
}

const concrete = new WeakMap<Leg, Extract<Leg, { kind: 'choose' }>>();

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

/** A wild leg's decision: choose one of its concrete forms that can act, as any choice (answered by the choose leg). */
export function wildAsk(en: Engine, task: Task, leg: Leg, legs: LegDispatch): Ask {
  const choice = concreteChoice(leg);
  const options: CkAction[] = [];
  choice.options.forEach((o, option) => {
    if (legs.canAct(en, task.player, o)) options.push(chooseAction(option));
  });
  return { kind: 'choose', options, leg: choice };
}
