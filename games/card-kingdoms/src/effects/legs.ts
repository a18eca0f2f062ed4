/**
 * What each leg of an effect does, one handler per leg kind and one per named
 * operation (`slay`, `return_owned`, `take_owned`). A handler changes the
 * state and returns null, or returns the decision the leg raises (its
 * options are the owing player's legal actions). `resolve.ts` carries out the
 * answer. Decisions with no option do nothing; one option is taken at once.
 */
import type { Catalog } from '../data/catalog.ts';
import type { Leg } from '../grammar/tree.ts';
import { buildOptions, hireOptions, slayOptions } from '../rules/actions.ts';
import { ACCEPT, chooseAction, DECLINE } from '../rules/interned.ts';
import { NOBLE_PAYOUTS } from '../rules/nobles.ts';
import { queueNow } from '../rules/perform.ts';
import type { CkAction, CkState, Decision, Task } from '../state.ts';
import { effectCanAct, holdsSome } from './can-act.ts';
import { hasWild, rescueNoble, takeGoods, wildChoice } from './goods.ts';
import { CONSULTED_KEYS, CONSULTED_OPERATIONS, OPERATIONS } from './operations.ts';
import type { OpLeg } from './ops-types.ts';
import { runScoped } from './players.ts';
import { ROLL_KEYS } from './roll.ts';
import {
  amountsOf,
  canPay,
  countOf,
  decision,
  gain,
  isOptional,
  legText,
  pickableStacks,
  sameRolls,
  targets,
  word,
} from './support.ts';

export {
  canPay,
  countOf,
  gain,
  isHeld,
  KEY_IMMUNE_TO_TAKE,
  matchesFilter,
  pickableStacks,
  sameRolls,
  targets,
} from './support.ts';

type OpHandler = (cat: Catalog, state: CkState, task: Task, leg: OpLeg) => Decision | null;

/** Named operations, by verb: the registry data's `op` legs dispatch through. */
export const OP_HANDLERS: Record<string, OpHandler> = {
  /** "You may slay a monster" (paying its cost), outside the two actions. */
  slay(cat, state, task, leg) {
    const options: CkAction[] = [...slayOptions(cat, state, state.players[task.player]), { type: 'decline' }];
    return decision(task, 'slay', leg, 'You may slay a monster', options);
  },
  /** `return_owned monster|citizen AMOUNT… [optional]`: put an owned card back on its stack, then gain. */
  return_owned(cat, state, task, leg) {
    const p = state.players[task.player];
    const what = word(leg.args, 0);
    const options: CkAction[] = [];
    if (what === 'monster') {
      for (const c of new Set(p.monsters)) {
        if (state.monsterAreas.some((a) => a.area === cat.monsters[c].area))
          options.push({ type: 'return', card: c });
      }
    } else if (what === 'citizen') {
      for (const c of new Set(p.citizens)) {
        if (state.citizenStacks.some((s) => sameRolls(s.rolls, cat.citizens[c].rolls)))
          options.push({ type: 'return', card: c });
      }
    }
    if (isOptional(leg.args) || options.length === 0) options.push({ type: 'decline' });
    return decision(
      task,
      'return',
      leg,
      `Return a ${what} to gain ${amountsOf(leg.args)
        .map((a) => `${a.n}${a.res}`)
        .join(' ')}`,
      options,
    );
  },
  /** `build_domain`: you may build a domain now (paying as usual), outside the two actions. */
  build_domain(cat, state, task, leg) {
    const options: CkAction[] = [
      ...buildOptions(cat, state, state.players[task.player]),
      { type: 'decline' },
    ];
    return decision(task, 'build', leg, 'You may build a domain', options);
  },
  /** `recruit`: you may hire a citizen now (paying as usual), outside the two actions. */
  recruit(cat, state, task, leg) {
    const options: CkAction[] = [...hireOptions(cat, state, state.players[task.player]), { type: 'decline' }];
    return decision(task, 'hire', leg, 'You may recruit a citizen', options);
  },
  /** `banish_center citizen|monster [type=minion]`: remove the top card of a centre stack or area of your choice. */
  banish_center(cat, state, task, leg) {
    const what = word(leg.args, 0);
    const type = leg.args.find((a) => a.kind === 'kv' && a.key === 'type');
    const wantType = type?.kind === 'kv' ? String(type.value).toLowerCase() : null;
    const options: CkAction[] = [];
    if (what === 'citizen') {
      state.citizenStacks.forEach((s, i) => {
        if (s.cards.length > 0) options.push({ type: 'banish', zone: 'citizens', at: i });
      });
    } else if (what === 'monster') {
      state.monsterAreas.forEach((a, i) => {
        const top = a.cards[a.cards.length - 1];
        if (top !== undefined && (!wantType || cat.monsters[top].type.toLowerCase() === wantType)) {
          options.push({ type: 'banish', zone: 'monsters', at: i });
        }
      });
    }
    if (isOptional(leg.args) && options.length > 0) options.push({ type: 'decline' });
    return decision(task, 'banish', leg, `Banish a ${what} from the centre`, options);
  },
  /** `banish_owned monster|citizen`: remove one of your own cards from the game. */
  banish_owned(_cat, state, task, leg) {
    const p = state.players[task.player];
    const what = word(leg.args, 0);
    const owned = what === 'monster' ? p.monsters : what === 'citizen' ? p.citizens : [];
    const options: CkAction[] = [...new Set(owned)].map((card) => ({ type: 'return', card }));
    return decision(task, 'banishOwned', leg, `Banish one of your ${what}s`, options);
  },
  /** `gain_per_owned_citizen_name NAME AMOUNT`: the amount per owned citizen of that name. */
  gain_per_owned_citizen_name(cat, state, task, leg) {
    return perOwnedName(cat, state, task, leg, 'citizen');
  },
  /** `gain_per_owned_starter_name NAME AMOUNT`: the amount per owned starter of that name. */
  gain_per_owned_starter_name(cat, state, task, leg) {
    return perOwnedName(cat, state, task, leg, 'starter');
  },
  /**
   * `take_owned monster|citizen random`: take a random monster, or citizen
   * (never a starter), from a player of your choice who has one; the draw
   * is the seeded generator's, when the victim is chosen (`resolve.ts`).
   */
  take_owned(cat, state, task, leg) {
    const what = ownedKind(leg);
    const options: CkAction[] = targets(state, task.player, cat)
      .filter((v) => state.players[v][what].length > 0)
      .map((victim) => ({ type: 'target', victim }));
    const noun = what === 'citizens' ? 'citizen' : 'monster';
    return decision(task, 'take', leg, `Take a random ${noun} from a player`, options);
  },
};

/** What `take_owned KIND random` takes: the player's list of that kind. */
export function ownedKind(leg: Extract<Leg, { kind: 'op' }>): 'monsters' | 'citizens' {
  const what = word(leg.args, 0);
  if (what === 'monster') return 'monsters';
  if (what === 'citizen') return 'citizens';
  throw new Error(`take_owned takes a monster or a citizen, not '${what}'`);
}

function perOwnedName(
  cat: Catalog,
  state: CkState,
  task: Task,
  leg: Extract<Leg, { kind: 'op' }>,
  what: 'citizen' | 'starter',
): null {
  const name = word(leg.args, 0) ?? (leg.args[0]?.kind === 'str' ? leg.args[0].text : '');
  const p = state.players[task.player];
  const per = amountsOf(leg.args)[0];
  if (per) gain(p, per, countOf(cat, p, { of: 'name', what, name }));
  return null;
}

type LegHandler<K extends Leg['kind']> = (
  cat: Catalog,
  state: CkState,
  task: Task,
  leg: Extract<Leg, { kind: K }>,
) => Decision | null;

/** One handler per leg kind. */
export const LEG_HANDLERS: { [K in Leg['kind']]: LegHandler<K> } = {
  gain(cat, state, task, leg) {
    if (leg.amount.res === 'wild') return wildChoice(cat, state, task, leg);
    gain(state.players[task.player], leg.amount);
    return null;
  },
  /** Options that can do nothing now are not offered (`can-act.ts`); one left is taken without asking. */
  choose(cat, state, task, leg) {
    const options: CkAction[] = [];
    for (let option = 0; option < leg.options.length; option++) {
      if (effectCanAct(cat, state, task.player, leg.options[option])) options.push(chooseAction(option));
    }
    return decision(task, 'choose', leg, legText(leg), options);
  },
  pick(cat, state, task, leg) {
    if (leg.entity === 'goods') {
      takeGoods(state, task.player, leg.count);
      return null;
    }
    if (leg.entity === 'noble') {
      rescueNoble(cat, state, task.player, leg.count);
      return null;
    }
    if (leg.entity === 'domains') {
      const options: CkAction[] = [];
      state.domainStacks.forEach((s, stack) => {
        if (s.length > 0) options.push({ type: 'pickDomain', stack });
      });
      return decision(task, 'pick', leg, 'Take a domain', options);
    }
    if (leg.entity !== 'citizens') return null;
    const options: CkAction[] = pickableStacks(cat, state, leg.filter).map((stack) => ({
      type: 'pick',
      stack,
    }));
    return decision(task, 'pick', leg, `Take ${legText(leg)}`, options);
  },
  count(cat, state, task, leg) {
    const p = state.players[task.player];
    gain(p, leg.per, countOf(cat, p, leg.subject));
    return null;
  },
  exchange(cat, state, task, leg) {
    if (hasWild(leg)) return wildChoice(cat, state, task, leg);
    const p = state.players[task.player];
    if (!canPay(p, leg.pay)) return null;
    return decision(task, 'exchange', leg, legText(leg), [ACCEPT, DECLINE]);
  },
  /** One option per victim and amount that takes something (a victim holding none of it is not offered). */
  steal(cat, state, task, leg) {
    const options: CkAction[] = [];
    for (const victim of targets(state, task.player, cat)) {
      for (let option = 0; option < leg.options.length; option++)
        if (holdsSome(state.players[victim], leg.options[option]))
          options.push({ type: 'steal', option, victim });
    }
    return decision(task, 'steal', leg, legText(leg), options);
  },
  convert(cat, state, task, leg) {
    if (hasWild(leg)) return wildChoice(cat, state, task, leg);
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
    return decision(task, 'convert', leg, legText(leg), options);
  },
  scoped(_cat, state, task, leg) {
    return runScoped(state, task, leg);
  },
  op(cat, state, task, leg) {
    const h = OP_HANDLERS[leg.name] ?? OPERATIONS[leg.name]?.run;
    if (!h) {
      // Operations the rules read (roll passives, immunities) stand; running them does nothing.
      if (CONSULTED_OPERATIONS.includes(leg.name) || NOBLE_PAYOUTS[leg.name]) return null;
      throw new Error(`no handler for operation '${leg.name}'`);
    }
    return h(cat, state, task, leg);
  },
  key(_cat, state, task, leg) {
    // A key whose meaning is an effect (offered at the roll) runs that effect when run as a leg.
    const meaning = ROLL_KEYS[leg.key];
    if (meaning) {
      queueNow(state, [{ ...task, legs: meaning.legs, at: 0 }]);
      return null;
    }
    // A consulted key (immunity, lasting cost keys, relic keys) is a standing effect: resolving it does nothing.
    if (CONSULTED_KEYS.includes(leg.key)) return null;
    throw new Error(`no handler for key '${leg.key}'`);
  },
  /** A lasting flag: the rules consult it while the domain is live; resolving it does nothing. */
  flag() {
    return null;
  },
};

export function runLeg(cat: Catalog, state: CkState, task: Task, leg: Leg): Decision | null {
  return (LEG_HANDLERS[leg.kind] as LegHandler<Leg['kind']>)(cat, state, task, leg);
}
