/**
 * What each leg of an effect does, one handler per leg kind and one per named
 * operation (`slay`, `return_owned`, `take_owned`). A handler changes the
 * state and returns null, or returns the decision the leg raises (its
 * options are the owing player's legal actions). `resolve.ts` carries out the
 * answer. Decisions with no option do nothing; one option is taken at once.
 */
import type { Catalog, CitizenCard, Held, Role } from '../data/catalog.ts';
import { formatEffect } from '../grammar/format.ts';
import type { Amount, Arg, CountSubject, Filter, Leg } from '../grammar/tree.ts';
import { slayOptions } from '../rules/actions.ts';
import { restingSeat, roleCount, tableauCitizens } from '../rules/economy.ts';
import type { CkAction, CkState, Decision, DecisionKind, PlayerState, Task } from '../state.ts';

export const isHeld = (res: string): res is Held => res === 'g' || res === 's' || res === 'm' || res === 'v';

/** Adds (or, negative, takes away down to 0) an amount; resources outside the base game are not held. */
export function gain(p: PlayerState, a: Amount, times = 1): void {
  if (!isHeld(a.res)) return;
  p[a.res] = Math.max(0, p[a.res] + a.n * times);
}

export function canPay(p: PlayerState, a: Amount): boolean {
  return isHeld(a.res) && p[a.res] >= a.n;
}

const legText = (leg: Leg) => formatEffect({ trigger: null, legs: [leg] });

function decision(
  task: Task,
  kind: DecisionKind,
  leg: Leg,
  prompt: string,
  options: CkAction[],
): Decision | null {
  if (options.length === 0) return null;
  return { player: task.player, kind, source: task.source, prompt, options, leg };
}

/** Opponents who may be targeted: not the player, not the resting seat. */
export function targets(state: CkState, player: number): number[] {
  const resting = restingSeat(state);
  const out: number[] = [];
  for (let i = 0; i < state.seats; i++) if (i !== player && i !== resting) out.push(i);
  return out;
}

export function matchesFilter(card: CitizenCard, f: Filter | null): boolean {
  if (!f) return true;
  if (f.kind === 'and') return f.parts.every((x) => matchesFilter(card, x));
  const v = f.value;
  let actual: string | number;
  if (f.field === 'role') return card.roles[String(v) as Role] > 0 === (f.op === '==');
  if (f.field === 'name') actual = card.name;
  else if (f.field === 'gold_cost') actual = card.cost;
  else return false;
  if (f.op === '==') return actual === v;
  if (f.op === '<=') return actual <= v;
  return actual >= v;
}

export function countOf(cat: Catalog, p: PlayerState, s: CountSubject): number {
  switch (s.of) {
    case 'role':
      return roleCount(cat, p, s.role as Role, false);
    case 'owned':
      if (s.what === 'domains') return p.domains.length;
      if (s.what === 'monsters') return p.monsters.length;
      if (s.what === 'citizens') return tableauCitizens(cat, p).length;
      return 0;
    case 'name':
      if (s.what === 'citizen') return p.citizens.filter((c) => cat.citizens[c].name === s.name).length;
      if (s.what === 'starter') return p.starters.filter((c) => cat.starters[c].name === s.name).length;
      if (s.what === 'monster') return p.monsters.filter((c) => cat.monsters[c].name === s.name).length;
      return 0;
    case 'area':
      return p.monsters.filter((c) => cat.monsters[c].area === s.area).length;
    case 'type':
      return p.monsters.filter((c) => cat.monsters[c].type === s.type).length;
  }
}

/** The stacks whose top citizen matches the filter. */
export function pickableStacks(cat: Catalog, state: CkState, filter: Filter | null): number[] {
  const out: number[] = [];
  state.citizenStacks.forEach((s, i) => {
    const top = s.cards[s.cards.length - 1];
    if (top !== undefined && matchesFilter(cat.citizens[top], filter)) out.push(i);
  });
  return out;
}

const word = (args: Arg[], i: number) => {
  const a = args[i];
  return a?.kind === 'word' ? a.word : null;
};
const amountsOf = (args: Arg[]) => args.flatMap((a) => (a.kind === 'amount' ? [a.amount] : []));
const isOptional = (args: Arg[]) => args.some((a) => a.kind === 'word' && a.word === 'optional');

type OpHandler = (
  cat: Catalog,
  state: CkState,
  task: Task,
  leg: Extract<Leg, { kind: 'op' }>,
) => Decision | null;

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
  /** `take_owned monster random`: take a random monster from a player of your choice. */
  take_owned(_cat, state, task, leg) {
    const options: CkAction[] = targets(state, task.player)
      .filter((v) => state.players[v].monsters.length > 0)
      .map((victim) => ({ type: 'target', victim }));
    return decision(task, 'take', leg, 'Take a random monster from a player', options);
  },
};

export const sameRolls = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

type LegHandler<K extends Leg['kind']> = (
  cat: Catalog,
  state: CkState,
  task: Task,
  leg: Extract<Leg, { kind: K }>,
) => Decision | null;

/** One handler per leg kind. */
export const LEG_HANDLERS: { [K in Leg['kind']]: LegHandler<K> } = {
  gain(_cat, state, task, leg) {
    gain(state.players[task.player], leg.amount);
    return null;
  },
  choose(_cat, _state, task, leg) {
    const options: CkAction[] = leg.options.map((_, option) => ({ type: 'choose', option }));
    return decision(task, 'choose', leg, legText(leg), options);
  },
  pick(cat, state, task, leg) {
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
  exchange(_cat, state, task, leg) {
    const p = state.players[task.player];
    if (!canPay(p, leg.pay)) return null;
    return decision(task, 'exchange', leg, legText(leg), [{ type: 'accept' }, { type: 'decline' }]);
  },
  steal(_cat, state, task, leg) {
    const options: CkAction[] = [];
    for (const victim of targets(state, task.player)) {
      for (let option = 0; option < leg.options.length; option++)
        options.push({ type: 'steal', option, victim });
    }
    return decision(task, 'steal', leg, legText(leg), options);
  },
  convert(_cat, state, task, leg) {
    const p = state.players[task.player];
    const options: CkAction[] = [];
    if (leg.mode === 'take_from_player') {
      for (const victim of targets(state, task.player)) options.push({ type: 'target', victim });
    } else if (leg.pay.every((a) => canPay(p, a))) {
      if (leg.mode === 'self_convert') options.push({ type: 'accept' });
      else for (const victim of targets(state, task.player)) options.push({ type: 'target', victim });
    } else {
      return null;
    }
    if (leg.optional) options.push({ type: 'decline' });
    return decision(task, 'convert', leg, legText(leg), options);
  },
  scoped(_cat, _state, _task, leg) {
    throw new Error(`no handler for scope '${leg.scope.join(' ')}' (expansion events are not played yet)`);
  },
  op(cat, state, task, leg) {
    const h = OP_HANDLERS[leg.name];
    if (!h) throw new Error(`no handler for operation '${leg.name}'`);
    return h(cat, state, task, leg);
  },
  key(_cat, _state, _task, leg) {
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
