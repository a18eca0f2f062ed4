/**
 * What the leg and operation handlers share: gaining and paying (maps and
 * tomes in the player's expansion holdings), raising a decision, who may be
 * targeted, filters, counts, reading an operation's arguments.
 */
import type { Catalog, CitizenCard, Held, Role } from '../data/catalog.ts';
import { formatEffect } from '../grammar/format.ts';
import type { Amount, Arg, CountSubject, Filter, KvValue, Leg } from '../grammar/tree.ts';
import { domainLive, restingSeat, roleCount, tableauCitizens } from '../rules/economy.ts';
import {
  type CkAction,
  type CkState,
  type Decision,
  type DecisionKind,
  type PlayerState,
  playerExtra,
  type Task,
} from '../state.ts';

export const isHeld = (res: string): res is Held => res === 'g' || res === 's' || res === 'm' || res === 'v';

/** How much of a resource the player has: maps and tomes live in the expansion holdings; `wild` is never held. */
export function held(p: PlayerState, res: string): number {
  if (isHeld(res)) return p[res];
  if (res === 'p') return p.extra?.p ?? 0;
  if (res === 't') return p.extra?.t ?? 0;
  return 0;
}

/** Adds (or, negative, takes away down to 0) an amount; `wild` is resolved into one resource before it gets here. */
export function gain(p: PlayerState, a: Amount, times = 1): void {
  const n = a.n * times;
  // Named stores, one per resource (a keyed store on the player is slower on this hot path).
  switch (a.res) {
    case 'g':
      p.g = Math.max(0, p.g + n);
      return;
    case 's':
      p.s = Math.max(0, p.s + n);
      return;
    case 'm':
      p.m = Math.max(0, p.m + n);
      return;
    case 'v':
      p.v = Math.max(0, p.v + n);
      return;
    case 'p':
    case 't': {
      const x = playerExtra(p);
      x[a.res] = Math.max(0, x[a.res] + n);
      return;
    }
    default:
      return;
  }
}

export function canPay(p: PlayerState, a: Amount): boolean {
  return a.res !== 'wild' && held(p, a.res) >= a.n;
}

const promptTexts = new WeakMap<Leg, string>();
/** A leg's unified text (prompts): legs are shared and never change, so each is printed once. */
function legText(leg: Leg): string {
  let text = promptTexts.get(leg);
  if (text === undefined) {
    text = formatEffect({ trigger: null, legs: [leg] });
    promptTexts.set(leg, text);
  }
  return text;
}

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

/** A passive key that keeps its owner from being taken from (Castle of the Seven Suns). */
export const KEY_IMMUNE_TO_TAKE = 'immunity.take';

function immune(cat: Catalog, state: CkState, p: PlayerState): boolean {
  for (const d of p.domains) {
    const effect = cat.domains[d.card].passive;
    if (!effect || !domainLive(state, p, d)) continue;
    for (const l of effect.legs) if (l.kind === 'key' && l.key === KEY_IMMUNE_TO_TAKE) return true;
  }
  return false;
}

/** Opponents who may be targeted: not the player, not the resting seat, not one immune to taking. */
export function targets(state: CkState, player: number, cat?: Catalog): number[] {
  const resting = restingSeat(state);
  const out: number[] = [];
  for (let i = 0; i < state.seats; i++) {
    if (i === player || i === resting) continue;
    if (cat && state.players[i].domains.length > 0 && immune(cat, state, state.players[i])) continue;
    out.push(i);
  }
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
  const blocked = state.extra?.blockedRolls;
  const stacks = state.citizenStacks;
  for (let i = 0; i < stacks.length; i++) {
    const s = stacks[i];
    const top = s.cards[s.cards.length - 1];
    if (top === undefined || !matchesFilter(cat.citizens[top], filter)) continue;
    if (blocked && s.rolls.some((r) => blocked.includes(r))) continue;
    out.push(i);
  }
  return out;
}

const word = (args: Arg[], i: number) => {
  const a = args[i];
  return a?.kind === 'word' ? a.word : null;
};
const amountsOf = (args: Arg[]) => args.flatMap((a) => (a.kind === 'amount' ? [a.amount] : []));
const isOptional = (args: Arg[]) => args.some((a) => a.kind === 'word' && a.word === 'optional');

export const sameRolls = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

const kvOf = (args: Arg[], key: string): KvValue | undefined => {
  for (const a of args) if (a.kind === 'kv' && a.key === key) return a.value;
  return undefined;
};

export { kvOf };

/** A `key=g:3` argument's amounts (empty when absent). */
export function kvAmounts(args: Arg[], key: string): Amount[] {
  const v = kvOf(args, key);
  return Array.isArray(v) && v.length > 0 && typeof v[0] === 'object' ? (v as Amount[]) : [];
}

export { amountsOf, decision, isOptional, legText, word };
