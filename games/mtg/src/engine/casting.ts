/**
 * Casting spells and activating abilities (CR 601, 602): the legal casts and
 * activations of a player with priority — timing, modes, X, targets,
 * additional and alternate costs, flashback, casting from a graveyard, cost
 * reductions — and carrying them out; resolving the top of the stack with
 * the target recheck (CR 608.2b); countering.
 */

import type { CardDef } from '../cards/catalog.ts';
import { catalog } from '../cards/catalog.ts';
import type { Cost, Filter, ManaCost, Step, TargetSpec } from '../cards/rules-block.ts';
import { board, cardDerived, evalCondition, matches, rulesOf, touch } from './derived.ts';
import { ask, controllerOf, effectRegistry, loseLife, optionalDecider, stepCondition } from './effects.ts';
import { availableAtMost, type CostToPay, canPay, costWithX, pay, totalAvailable } from './mana.ts';
import { replaceEvent } from './replacement.ts';
import { cardRulesIndex, type OtherAbility, rulesIndexOf } from './rules-index.ts';
import {
  type DecisionOption,
  type Frame,
  type MtgState,
  opponent,
  type Seat,
  type StackItem,
} from './state.ts';
import { firstTargetCombos, stillLegal, targetCombos } from './targets.ts';
import { fire } from './triggers.ts';
import { moveTo } from './zones.ts';

export interface CastAction {
  type: 'cast';
  card: number;
  via: 'hand' | 'flashback' | 'graveyard' | 'alternate';
  mode?: number;
  x?: number;
  targets: number[][];
  sacrifice?: number;
  discard?: number;
}

export interface ActivateAction {
  type: 'activate';
  source: number;
  ability: number;
  targets: number[][];
  sacrifice?: number;
  discard?: number;
}

const MAX_X = 10;

function coloredCount(m: { colored: Partial<Record<string, number>> }): number {
  let n = 0;
  for (const c in m.colored) n += m.colored[c] ?? 0;
  return n;
}

export function sorcerySpeed(s: MtgState, p: Seat): boolean {
  return s.active === p && (s.step === 'main1' || s.step === 'main2') && s.stack.length === 0;
}

type Reducer = { amount: number; spells: Filter };

/** A player's "spells you cast cost {N} less" statics (CR 601.2f). */
function reducersOf(s: MtgState, p: Seat): Reducer[] {
  const out: Reducer[] = [];
  const bf = s.battlefield;
  for (let i = 0; i < bf.length; i++) {
    const o = s.objects[bf[i]];
    if (o.controller !== p) continue;
    if (!rulesIndexOf(o).costReduction) continue;
    for (const st of rulesOf(o).statics)
      for (const rf of st.effect.rules ?? [])
        if (rf.id === 'cost_reduction') out.push({ amount: rf.amount, spells: rf.spells });
  }
  return out;
}

/** Generic mana the reducers take off this card. */
function costReduction(s: MtgState, p: Seat, cardId: number, reducers = reducersOf(s, p)): number {
  if (reducers.length === 0) return 0;
  const d = cardDerived(s.objects[cardId]);
  let n = 0;
  for (const r of reducers) if (matches(board(s), d, r.spells, p, null)) n += r.amount;
  return n;
}

const NO_CHOICES: Array<{ sacrifice?: number; discard?: number }> = [{}];

function choicesFor(
  s: MtgState,
  p: Seat,
  costs: Cost[],
  self: number,
  exclude: number,
): Array<{ sacrifice?: number; discard?: number }> {
  // No costs to choose for (the usual case): one empty choice, shared (callers only read it).
  if (costs.length === 0) return NO_CHOICES;
  let out: Array<{ sacrifice?: number; discard?: number }> = [{}];
  for (const c of costs) {
    if (c.kind === 'sacrifice' && !c.filter?.self) {
      const b = board(s);
      const opts = [...b.byId.values()]
        .filter((d) => d.controller === p && matches(b, d, c.filter, p, self))
        .map((d) => d.id);
      out = out.flatMap((o) => opts.map((id) => ({ ...o, sacrifice: id })));
    } else if (c.kind === 'discard') {
      const opts = s.players[p].hand.filter((id) => id !== exclude);
      out = out.flatMap((o) => opts.map((id) => ({ ...o, discard: id })));
    } else if (c.kind === 'pay_life' && s.players[p].life < (c.amount ?? 0)) return [];
  }
  return out;
}

function specsFor(cardId: string, mode: number | undefined): TargetSpec[] {
  const c = catalog().cards[cardId];
  if (c.rules.enchant) return [{ kind: 'permanent', filter: c.rules.enchant, min: 1, max: 1 }];
  if (mode !== undefined && c.rules.modes) return c.rules.modes.modes[mode].targets;
  return c.rules.targets;
}

export function stepsFor(cardId: string, mode: number | undefined): Step[] {
  const c = catalog().cards[cardId];
  if (mode !== undefined && c.rules.modes) return c.rules.modes.modes[mode].steps;
  return c.rules.steps;
}

/** What the legal-cast search reads of a card, worked out once per card definition. */
interface CastInfo {
  land: boolean;
  /** An instant or a card with flash: castable whenever its controller has priority. */
  instantSpeed: boolean;
  /** Can it be cast from a graveyard at all (flashback, "you may cast ~ from your graveyard")? */
  fromGraveyard: boolean;
  /** The extra costs of casting it from the graveyard by its own static, or null. */
  graveyardExtra: Cost[] | null;
  modes: Array<number | undefined>;
  /** Target specs per entry of `modes`. */
  specs: TargetSpec[][];
}

/** Kept on the card definition under a symbol (read for every card in hand at every priority). */
const CAST_INFO = Symbol('castInfo');

function castInfo(card: CardDef): CastInfo {
  const kept = (card as CardDef & { [CAST_INFO]?: CastInfo })[CAST_INFO];
  if (kept) return kept;
  const gy = card.rules.statics.find((st) => st.effect.rules?.some((r) => r.id === 'cast_from_graveyard'));
  const graveyardExtra = gy
    ? (gy.effect.rules!.find((r) => r.id === 'cast_from_graveyard') as { extraCosts: Cost[] }).extraCosts
    : null;
  const modes = card.rules.modes ? card.rules.modes.modes.map((_, i) => i) : [undefined];
  const info: CastInfo = {
    land: card.types.includes('land'),
    instantSpeed: card.types.includes('instant') || card.rules.keywords.includes('flash'),
    fromGraveyard: !!card.rules.flashback || graveyardExtra !== null,
    graveyardExtra,
    modes,
    specs: modes.map((mode) => specsFor(card.id, mode)),
  };
  // The rules index first: every card definition gains its symbols in one order (one shape).
  cardRulesIndex(card);
  Object.defineProperty(card, CAST_INFO, { value: info, enumerable: false });
  return info;
}

/** Is this card a land (for the play-land check)? */
export function isLandCard(cardId: string): boolean {
  return castInfo(catalog().cards[cardId]).land;
}

/** What a legal-cast search reads once per player: what they can make and their cost reducers. */
interface CastSearch {
  /** What they can make (-1: not counted yet). */
  available: number;
  /** At least `available`: counted without listing the sources (summoning sickness not checked). */
  atMost: number;
  reducers: Reducer[] | null;
}

export function legalCasts(s: MtgState, p: Seat, limit = 300): CastAction[] {
  const out: CastAction[] = [];
  const pl = s.players[p];
  // Read only once a card may be cast now.
  const search: CastSearch = { available: -1, atMost: -1, reducers: null };
  for (let i = 0; i < pl.hand.length; i++)
    if (castsOf(s, p, pl.hand[i], 'hand', search, out, limit)) return out;
  for (let i = 0; i < pl.graveyard.length; i++)
    if (castsOf(s, p, pl.graveyard[i], 'graveyard', search, out, limit)) return out;
  return out;
}

/** Adds the legal casts of card `id` from `zone` to `out`; true once `out` has `limit` of them. */
function castsOf(
  s: MtgState,
  p: Seat,
  id: number,
  zone: 'hand' | 'graveyard',
  search: CastSearch,
  out: CastAction[],
  limit: number,
): boolean {
  const card = catalog().cards[s.objects[id].card as string];
  const info = castInfo(card);
  if (info.land) return false;
  if (zone === 'graveyard' && !info.fromGraveyard) return false;
  if (!info.instantSpeed && !sorcerySpeed(s, p)) return false;
  if (search.reducers === null) {
    search.reducers = reducersOf(s, p);
    search.atMost = availableAtMost(s, p);
  }
  const reduction = costReduction(s, p, id, search.reducers);
  // The ways to cast it from this zone, in order (no list of them is built: this runs for every card at every priority).
  if (zone === 'hand') {
    // Alternate costs whose condition holds, decided before any way is tried (as the list of ways was).
    const alts = card.rules.alternateCosts;
    let altsOk: boolean[] | null = null;
    if (alts.length > 0) {
      altsOk = [];
      for (const alt of alts) altsOk.push(!alt.condition || evalCondition(board(s), alt.condition, p, id));
    }
    if (castsVia(s, p, id, card, info, 'hand', null, NO_COSTS, card.manaCost, reduction, search, out, limit))
      return true;
    if (altsOk)
      for (let k = 0; k < altsOk.length; k++)
        if (
          altsOk[k] &&
          castsVia(
            s,
            p,
            id,
            card,
            info,
            'alternate',
            { generic: 0, colored: {} },
            NO_COSTS,
            null,
            reduction,
            search,
            out,
            limit,
          )
        )
          return true;
  } else {
    if (
      card.rules.flashback &&
      castsVia(
        s,
        p,
        id,
        card,
        info,
        'flashback',
        null,
        NO_COSTS,
        card.rules.flashback,
        reduction,
        search,
        out,
        limit,
      )
    )
      return true;
    if (
      info.graveyardExtra &&
      castsVia(
        s,
        p,
        id,
        card,
        info,
        'graveyard',
        null,
        info.graveyardExtra,
        card.manaCost,
        reduction,
        search,
        out,
        limit,
      )
    )
      return true;
  }
  return false;
}

/** `castsOf` for one way of casting the card (`cost`, or `mana` with X and the reduction); true once `out` has `limit`. */
function castsVia(
  s: MtgState,
  p: Seat,
  id: number,
  card: CardDef,
  info: CastInfo,
  via: CastAction['via'],
  fixedCost: CostToPay | null,
  extra: Cost[],
  mana: ManaCost | null,
  reduction: number,
  search: CastSearch,
  out: CastAction[],
  limit: number,
): boolean {
  const hasX = !!card.manaCost?.x;
  // Cheap tests first: more mana than this player can make at all (a bound that needs no sources listed, then the count).
  if (!fixedCost && mana) {
    const needed = Math.max(0, mana.generic - reduction) + coloredCount(mana);
    if (needed > search.atMost) return false;
    if (search.available < 0) search.available = totalAvailable(s, p);
    if (needed > search.available) return false;
  }
  if (search.available < 0) search.available = totalAvailable(s, p);
  const available = search.available;
  const maxX = hasX ? Math.min(MAX_X, available) : 0;
  const extraCosts =
    extra.length === 0 ? card.rules.additionalCosts : [...card.rules.additionalCosts, ...extra];
  for (let x = 0; x <= maxX; x++) {
    const cost = fixedCost ?? costWithX(mana, x, reduction);
    if (!canPay(s, p, cost)) break;
    const extraChoices = choicesFor(s, p, extraCosts, id, id);
    if (extraChoices.length === 0) continue;
    for (let m = 0; m < info.modes.length; m++) {
      const mode = info.modes[m];
      // A search for one action uses only the first combination.
      const combos =
        limit === 1 ? firstTargetCombos(s, info.specs[m], p, id) : targetCombos(s, info.specs[m], p, id);
      for (let t = 0; t < combos.length; t++) {
        const targets = combos[t];
        for (let c = 0; c < extraChoices.length; c++) {
          out.push(castAction(id, via, mode, hasX ? x : undefined, targets, extraChoices[c]));
          if (out.length >= limit) return true;
        }
      }
    }
    if (!hasX) break;
  }
  return false;
}

const NO_COSTS: Cost[] = [];

/**
 * A cast action with its keys in the order logs have always shown them
 * (type, card, via, mode, x, targets, then the cost choices in cost order),
 * built without object spreads.
 */
function castAction(
  card: number,
  via: CastAction['via'],
  mode: number | undefined,
  x: number | undefined,
  targets: number[][],
  choice: { sacrifice?: number; discard?: number },
): CastAction {
  let a: CastAction;
  if (mode !== undefined)
    a =
      x !== undefined
        ? { type: 'cast', card, via, mode, x, targets }
        : { type: 'cast', card, via, mode, targets };
  else a = x !== undefined ? { type: 'cast', card, via, x, targets } : { type: 'cast', card, via, targets };
  for (const k in choice) {
    const key = k as 'sacrifice' | 'discard';
    a[key] = choice[key];
  }
  return a;
}

function payExtra(
  s: MtgState,
  p: Seat,
  costs: Cost[],
  choice: { sacrifice?: number; discard?: number },
  self: number,
  vars: Frame['vars'],
): void {
  for (const c of costs) {
    if (c.kind === 'pay_life') loseLife(s, p, c.amount ?? 0);
    else if (c.kind === 'sacrifice') {
      const id = c.filter?.self ? self : (choice.sacrifice as number);
      vars.sacrificed = id;
      const d = board(s).byId.get(id);
      if (d)
        s.lki[id] = {
          controller: d.controller,
          owner: s.objects[id].owner,
          power: d.power,
          toughness: d.toughness,
          counters: { ...s.objects[id].counters },
          keywords: [...d.keywords],
        };
      moveTo(s, id, 'graveyard');
    } else if (c.kind === 'discard') moveTo(s, choice.discard as number, 'graveyard');
    else if (c.kind === 'tap') s.objects[self].tapped = true;
  }
}

function announceTargets(s: MtgState, p: Seat, targets: number[][]): void {
  for (const g of targets)
    for (const t of g)
      if (t >= 0 && s.objects[t]?.zone === 'battlefield')
        fire(s, { type: 'BECOMES_TARGET', object: t, by: p });
}

export function cast(s: MtgState, p: Seat, a: CastAction): void {
  const o = s.objects[a.card];
  const card = catalog().cards[o.card as string];
  const reduction = costReduction(s, p, a.card);
  const vars: Frame['vars'] = { castInMain: s.active === p && (s.step === 'main1' || s.step === 'main2') };
  let extra: Cost[] = [...card.rules.additionalCosts];
  let mana = card.manaCost;
  if (a.via === 'flashback') mana = card.rules.flashback ?? null;
  if (a.via === 'graveyard') {
    const gy = card.rules.statics
      .flatMap((st) => st.effect.rules ?? [])
      .find((r) => r.id === 'cast_from_graveyard') as { extraCosts: Cost[] };
    extra = [...extra, ...gy.extraCosts];
  }
  const x = a.x ?? 0;
  const sid = moveTo(s, a.card, 'stack', { controller: p });
  if (a.via !== 'alternate') pay(s, p, costWithX(mana, x, reduction));
  payExtra(s, p, extra, a, sid, vars);
  if (a.via === 'alternate') {
    const alt = card.rules.alternateCosts[0];
    const f: Frame = {
      source: sid,
      sourceCard: card.id,
      controller: p,
      targets: [],
      targetSpecs: [],
      x: 0,
      steps: alt.instead,
      index: 0,
      vars: {},
    };
    for (const st of alt.instead) effectRegistry.get(st.op).run(s, f, st);
  }
  s.stack.push({
    id: sid,
    kind: 'spell',
    controller: p,
    source: sid,
    sourceCard: card.id,
    text: card.name,
    targets: a.targets,
    targetSpecs: specsFor(card.id, a.mode),
    x,
    steps: stepsFor(card.id, a.mode),
    vars,
    ...(a.via === 'flashback' ? { exileAfter: true } : {}),
  });
  announceTargets(s, p, a.targets);
  fire(s, { type: 'CAST', spell: sid, controller: p });
}

function abilityUsable(s: MtgState, p: Seat, id: number, e: OtherAbility): boolean {
  const o = s.objects[id];
  const a = e.ability;
  if (a.timing === 'sorcery' && !sorcerySpeed(s, p)) return false;
  if (a.restriction?.id === 'source_attacking' && !s.combat?.attackers.includes(id)) return false;
  if (e.tap) {
    if (o.tapped) return false;
    const d = board(s).byId.get(id);
    if (d?.types.includes('creature') && o.sick && !d.keywords.has('haste')) return false;
  }
  if (a.equip && !board(s).byId.get(id)) return false;
  return true;
}

/**
 * The activations of object `id`'s abilities that work from `zone`, added
 * to `out` (each ability's list ends at `limit`, not the others': the list
 * may run past it); with `out` null, only whether there is one.
 */
function activationsOf(
  s: MtgState,
  p: Seat,
  id: number,
  zone: 'battlefield' | 'graveyard',
  out: ActivateAction[] | null,
  limit: number,
): boolean {
  const o = s.objects[id];
  // Mana abilities are never activated this way.
  const list = rulesIndexOf(o).nonMana;
  for (let k = 0; k < list.length; k++) {
    const e = list[k];
    const a = e.ability;
    if (a.zone !== zone || !abilityUsable(s, p, id, e)) continue;
    if (e.cost) {
      // More mana than the player could make at all (a bound that lists no sources) cannot be paid.
      if (activationAtMost < 0) activationAtMost = availableAtMost(s, p);
      if (costTotal(e.cost) > activationAtMost) continue;
      if (!canPay(s, p, e.cost)) continue;
    }
    const choices = choicesFor(s, p, e.extra, id, -1);
    if (choices.length === 0) continue;
    // Whether there is one (no equip filter, no sacrifice to keep apart from the targets): the first combination decides.
    let combos =
      out === null && !a.equip && choices === NO_CHOICES
        ? firstTargetCombos(s, a.targets, p, id)
        : targetCombos(s, a.targets, p, id);
    if (a.equip) combos = combos.filter((t) => t[0][0] !== o.attachedTo && t[0][0] !== id);
    abilityLoop: for (let t = 0; t < combos.length; t++) {
      const targets = combos[t];
      for (let c = 0; c < choices.length; c++) {
        const ch = choices[c];
        if (ch.sacrifice !== undefined && targets.some((g) => g.includes(ch.sacrifice as number))) continue;
        if (out === null) return true;
        out.push({ type: 'activate', source: id, ability: e.index, targets, ...ch });
        if (out.length >= limit) break abilityLoop;
      }
    }
  }
  return false;
}

/** `availableAtMost` of the player whose activations are being listed, or -1 (not counted yet). */
let activationAtMost = -1;

function costTotal(cost: CostToPay): number {
  return cost.generic + coloredCount(cost);
}

export function legalActivations(s: MtgState, p: Seat, limit = 200): ActivateAction[] {
  activationAtMost = -1;
  const out: ActivateAction[] = [];
  const bf = s.battlefield;
  for (let i = 0; i < bf.length; i++)
    if (s.objects[bf[i]].controller === p) activationsOf(s, p, bf[i], 'battlefield', out, limit);
  const gy = s.players[p].graveyard;
  for (let i = 0; i < gy.length; i++) activationsOf(s, p, gy[i], 'graveyard', out, limit);
  return out;
}

/** Whether the player has any activation (an early-ending `legalActivations(s, p).length > 0`). */
export function hasActivation(s: MtgState, p: Seat): boolean {
  activationAtMost = -1;
  const bf = s.battlefield;
  for (let i = 0; i < bf.length; i++)
    if (s.objects[bf[i]].controller === p && activationsOf(s, p, bf[i], 'battlefield', null, 0)) return true;
  const gy = s.players[p].graveyard;
  for (let i = 0; i < gy.length; i++) if (activationsOf(s, p, gy[i], 'graveyard', null, 0)) return true;
  return false;
}

export function activate(s: MtgState, p: Seat, a: ActivateAction): void {
  const o = s.objects[a.source];
  const ab = rulesOf(o).activated[a.ability];
  const vars: Frame['vars'] = {};
  const mana = ab.costs.find((c) => c.kind === 'mana')?.mana ?? null;
  if (mana) pay(s, p, costWithX(mana, 0));
  const card = o.card;
  payExtra(
    s,
    p,
    ab.costs.filter((c) => c.kind !== 'mana'),
    a,
    a.source,
    vars,
  );
  s.stack.push({
    id: s.nextId++,
    kind: 'ability',
    controller: p,
    source: a.source,
    sourceCard: card,
    text: ab.text,
    targets: a.targets,
    targetSpecs: ab.targets,
    x: 0,
    steps: ab.steps,
    vars,
  });
  announceTargets(s, p, a.targets);
}

/** Removes a stack item; a countered spell goes to its owner's graveyard (CR 701.5). */
export function counterItem(s: MtgState, itemId: number): void {
  const i = s.stack.findIndex((x) => x.id === itemId);
  if (i < 0) return;
  const [item] = s.stack.splice(i, 1);
  if (item.kind === 'spell' && !item.copy && s.objects[item.source]) finishSpellCard(s, item);
}

function finishSpellCard(s: MtgState, item: StackItem): void {
  const o = s.objects[item.source];
  if (o?.zone !== 'stack') return;
  // Flashback and "exile it instead" replace the move (replacement.ts).
  moveTo(s, item.source, replaceEvent(s, { kind: 'spell_leaves_stack', item, to: 'graveyard' }).to);
}

/** Starts resolving the top of the stack. */
export function resolveTop(s: MtgState): void {
  const item = s.stack.pop();
  if (!item) return;
  const legalTargets = item.targets.map((g, i) =>
    g.filter((t) => {
      const spec = item.targetSpecs[i];
      if (!spec) return true;
      if (spec.kind === 'spell') return s.stack.some((x) => x.id === t);
      return stillLegal(s, spec, t, item.controller, item.source);
    }),
  );
  const hadTargets = item.targets.some((g) => g.length > 0);
  const anyLegal = legalTargets.some((g) => g.length > 0);
  if (hadTargets && !anyLegal) {
    // Every target illegal: the spell or ability does nothing (CR 608.2b).
    if (item.kind === 'spell' && !item.copy) finishSpellCard(s, item);
    return;
  }
  const card = item.sourceCard ? catalog().cards[item.sourceCard] : null;
  if (item.kind === 'spell' && card && !card.types.includes('instant') && !card.types.includes('sorcery')) {
    if (item.copy) return;
    const nid = moveTo(s, item.source, 'battlefield', { controller: item.controller });
    if (card.rules.enchant && nid >= 0) {
      s.objects[nid].attachedTo = legalTargets[0]?.[0] ?? null;
      // The Aura's effects apply at once: a new revision, so no board of the entering moment is reused.
      touch(s);
    }
    return;
  }
  if (item.kind === 'ability' && item.interveningIf) {
    const f0 = frameOf(item, legalTargets);
    if (!stepCondition(s, f0, item.interveningIf)) return;
  }
  s.resolving = frameOf(item, legalTargets);
  s.resolvingItem = item;
  runFrame(s);
}

function frameOf(item: StackItem, targets: number[][]): Frame {
  return {
    source: item.source,
    sourceCard: item.sourceCard,
    controller: item.controller,
    targets,
    targetSpecs: item.targetSpecs,
    x: item.x,
    steps: item.steps,
    index: 0,
    vars: { ...item.vars },
  };
}

/** Runs the resolving frame until it ends or waits for a decision. */
export function runFrame(s: MtgState): void {
  const f = s.resolving;
  if (!f) return;
  while (f.index < f.steps.length) {
    const step = f.steps[f.index];
    if (step.if && step.op !== 'choose_by_condition' && !stepCondition(s, f, step.if)) {
      f.vars.didPrevious = false;
      f.index++;
      continue;
    }
    if (step.optional && f.vars.work?.mayAt !== f.index) {
      if (f.vars.answer === undefined) {
        // Asked of the player the text names ("its controller may …"), not always the controller (CR 608.2d).
        ask(s, optionalDecider(s, f, step), `may: ${step.op}?`, [
          { label: 'yes', value: true },
          { label: 'no', value: false },
        ]);
        return;
      }
      const yes = f.vars.answer === true;
      f.vars.answer = undefined;
      if (!yes) {
        f.vars.didPrevious = false;
        f.index++;
        continue;
      }
      f.vars.work = { mayAt: f.index };
    }
    const r = effectRegistry.get(step.op).run(s, f, step);
    if (r === 'wait') return;
    f.vars.didPrevious = true;
    f.vars.answer = undefined;
    f.vars.work = undefined;
    f.index++;
  }
  const item = s.resolvingItem;
  s.resolving = null;
  s.resolvingItem = null;
  if (item?.kind === 'spell' && !item.copy) finishSpellCard(s, item);
}

/** Options for casting a card without paying its mana cost (its modes and targets). */
export function freeCastOptions(s: MtgState, p: Seat, id: number): DecisionOption[] {
  const card = catalog().cards[s.objects[id].card as string];
  const modes = card.rules.modes ? card.rules.modes.modes.map((_, i) => i) : [undefined];
  const out: DecisionOption[] = [];
  for (const mode of modes)
    for (const targets of targetCombos(s, specsFor(card.id, mode), p, id, 40))
      out.push({
        label: `${card.name}${mode !== undefined ? ` mode ${mode + 1}` : ''} → ${JSON.stringify(targets)}`,
        value: { mode, targets },
      });
  return out.slice(0, 60);
}

export function castFree(s: MtgState, p: Seat, id: number, choice: unknown, exileInstead: boolean): void {
  const { mode, targets } = choice as { mode?: number; targets: number[][] };
  const card = catalog().cards[s.objects[id].card as string];
  const sid = moveTo(s, id, 'stack', { controller: p });
  if (exileInstead) s.objects[sid].exileOnResolve = true;
  s.stack.push({
    id: sid,
    kind: 'spell',
    controller: p,
    source: sid,
    sourceCard: card.id,
    text: card.name,
    targets,
    targetSpecs: specsFor(card.id, mode),
    x: 0,
    steps: stepsFor(card.id, mode),
    vars: {},
  });
  announceTargets(s, p, targets);
  fire(s, { type: 'CAST', spell: sid, controller: p });
}

export type { Filter };
export { controllerOf, opponent };
