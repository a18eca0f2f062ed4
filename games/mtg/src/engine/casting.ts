/**
 * Casting spells and activating abilities (CR 601, 602): the legal casts and
 * activations of a player with priority — timing, modes, X, targets,
 * additional and alternate costs, flashback, casting from a graveyard, cost
 * reductions — and carrying them out (costs paid through the cost
 * vocabulary). Resolving is resolve.ts; the stack itself, stack.ts.
 */

import type { CardDef, Catalog } from '../cards/catalog.ts';
import { catalog } from '../cards/catalog.ts';
import type { Condition, Cost, Filter, ManaCost, TargetSpec } from '../cards/rules-block.ts';
import { conditionHolds } from '../vocabulary/conditions/index.ts';
import {
  type CostChoices,
  type CostEngine,
  costRegistry,
  type ManaCostItem,
} from '../vocabulary/costs/index.ts';
import { stepRegistry } from '../vocabulary/steps/index.ts';
import { increasersOf, withIncrease } from './cost-increase.ts';
import { board, cardDerived } from './derived.ts';
import { events } from './event-sink.ts';
import { matches } from './filter.ts';
import { activatedAbilityAt, grantedNonMana } from './granted-abilities.ts';
import { loseLife } from './life.ts';
import { availableAtMost, canPay, pay, totalAvailable } from './mana.ts';
import { type CostToPay, costWithX } from './mana-cost.ts';
import { asksManaValueX, targetsHaveManaValueX } from './mana-value-targets.ts';
import { Feature, matchUses } from './match-features.ts';
import { abilityText, nameOf, rulesOf, targetWords } from './objects.ts';
import { playableInExile } from './play-from-exile.ts';
import { cardRulesIndex, type OtherAbility, rulesIndexOf } from './rules-index.ts';
import { announceTargets, specsFor, stepsFor } from './stack.ts';
import type { Frame, GameObject, ManaColor, MtgState, Seat } from './state.ts';
import { becameTapped } from './tapping.ts';
import { candidatesNeeded, firstTargetCombos, targetCombos } from './targets.ts';
import { fire } from './triggers.ts';
import { moveTo } from './zones.ts';

export interface CastAction {
  type: 'cast';
  card: number;
  via: 'hand' | 'flashback' | 'graveyard' | 'alternate' | 'exile';
  mode?: number;
  x?: number;
  targets: number[][];
  sacrifice?: number;
  discard?: number;
  sacrifices?: number[];
  tap?: number;
}

export interface ActivateAction {
  type: 'activate';
  source: number;
  ability: number;
  targets: number[][];
  sacrifice?: number;
  discard?: number;
  /** Sixth Edition's costs of several sacrifices and of tapping a permanent (CostChoices). */
  sacrifices?: number[];
  tap?: number;
  /** X of an activation cost with {X} (Snake Basket), chosen as it is activated (CR 601.2b, 602.2b). */
  x?: number;
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
const NO_REDUCERS: Reducer[] = [];

/** A player's "spells you cast cost {N} less" statics (CR 601.2f). */
function reducersOf(s: MtgState, p: Seat): Reducer[] {
  // A match whose cards reduce no cost has none (match-features.ts); callers only read the list.
  if (!matchUses(s, Feature.costReduction)) return NO_REDUCERS;
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

const NO_CHOICES: CostChoices[] = [{}];

/** What paying a cost may do (see CostEngine). */
const COST_ENGINE: CostEngine = {
  board,
  moveTo: (s, id, zone) => moveTo(s, id, zone),
  loseLife,
  becameTapped,
};

/** Every combination of the choices the costs ask for (which permanent to sacrifice, which card to discard); [] when one cannot be paid. */
function choicesFor(s: MtgState, p: Seat, costs: Cost[], self: number, exclude: number): CostChoices[] {
  // No costs to choose for (the usual case): one empty choice, shared (callers only read it).
  if (costs.length === 0) return NO_CHOICES;
  let out: CostChoices[] = [{}];
  const ctx = { s, player: p, self, engine: COST_ENGINE };
  for (const c of costs) {
    const m = costRegistry.get(c.kind);
    if (m.payable && !m.payable(ctx, c)) return [];
    const choice = m.choice?.(ctx, c, exclude);
    if (!choice) continue;
    out = out.flatMap((o) => choice.options.map((id) => ({ ...o, [choice.key]: id })));
  }
  return out;
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
  /**
   * Its mana cost as the autopass check's quick test reads it (priority-candidates.ts): the total at
   * X = 0 and the coloured symbols; null when it has no mana cost or has an alternate cost (not judged).
   */
  quickCost: QuickCost | null;
}

/** A card's mana cost at X = 0 as the quick test reads it (shared per card definition: read only). */
export interface QuickCost {
  /** Castable at instant speed (an instant or flash). */
  instant: boolean;
  total: number;
  colored: Partial<Record<ManaColor, number>>;
  /**
   * Its target specs per mode when every mode has a spec that must be given a permanent or a spell
   * (targets.ts, `candidatesNeeded`): the quick test may find a mode without them. Null otherwise.
   */
  targets: TargetSpec[][] | null;
}

function judgedTargets(specs: TargetSpec[][]): TargetSpec[][] | null {
  for (const mode of specs) if (!mode.some((spec) => candidatesNeeded(spec) > 0)) return null;
  return specs;
}

/** Kept on the card definition under a symbol (read for every card in hand at every priority). */
const CAST_INFO = Symbol('castInfo');

function castInfo(card: CardDef): CastInfo {
  const kept = (card as CardDef & { [CAST_INFO]?: CastInfo })[CAST_INFO];
  if (kept) return kept;
  const graveyardExtra = graveyardCosts(card);
  const modes = card.rules.modes ? card.rules.modes.modes.map((_, i) => i) : [undefined];
  const instantSpeed = card.types.includes('instant') || card.rules.keywords.includes('flash');
  const m = card.manaCost;
  const specs = modes.map((mode) => specsFor(card.id, mode));
  const info: CastInfo = {
    land: card.types.includes('land'),
    instantSpeed,
    fromGraveyard: !!card.rules.flashback || graveyardExtra !== null,
    graveyardExtra,
    modes,
    specs,
    quickCost:
      m && card.rules.alternateCosts.length === 0
        ? {
            instant: instantSpeed,
            total: m.generic + coloredCount(m),
            colored: m.colored,
            targets: judgedTargets(specs),
          }
        : null,
  };
  // The rules index first: every card definition gains its symbols in one order (one shape).
  cardRulesIndex(card);
  Object.defineProperty(card, CAST_INFO, { value: info, enumerable: false });
  return info;
}

/** What the cast search reads of a card definition (kept on it): for the autopass check's summary (priority-candidates.ts). */
export function castTraits(
  card: CardDef,
): Readonly<Pick<CastInfo, 'land' | 'instantSpeed' | 'fromGraveyard' | 'quickCost'>> {
  return castInfo(card);
}

/** `castTraits` of a card object's definition, kept per object id (as the cast search reads it). */
export function castTraitsOf(
  o: GameObject,
): Readonly<Pick<CastInfo, 'land' | 'instantSpeed' | 'fromGraveyard' | 'quickCost'>> {
  return castEntry(o).info;
}

/** The extra costs of casting `card` from its graveyard by its own static ("you may cast ~ from your graveyard by …"), or null. */
function graveyardCosts(card: CardDef): Cost[] | null {
  for (const st of card.rules.statics)
    for (const r of st.effect.rules ?? []) if (r.id === 'cast_from_graveyard') return r.extraCosts;
  return null;
}

/** A card object's definition and cast info, as `castEntry` last read them for its id. */
interface KeptCast {
  card: string;
  cards: Catalog['cards'];
  def: CardDef;
  info: CastInfo;
}
const castById: (KeptCast | undefined)[] = [];

/**
 * The definition and cast info of a card object (not a token), kept per object id: the cast search reads
 * them for every card in hand at every priority. Checked against the card name and the catalog's cards it
 * was read from (a clone or a determinized world may give an id another card).
 */
function castEntry(o: GameObject): KeptCast {
  const card = o.card as string;
  const cards = catalog().cards;
  const kept = castById[o.id];
  if (kept !== undefined && kept.card === card && kept.cards === cards) return kept;
  const def = cards[card];
  const info = castInfo(def);
  if (kept !== undefined) {
    kept.card = card;
    kept.cards = cards;
    kept.def = def;
    kept.info = info;
    return kept;
  }
  const entry: KeptCast = { card, cards, def, info };
  castById[o.id] = entry;
  return entry;
}

/** Is this card object a land (for the play-land check)? */
export function isLandObject(o: GameObject): boolean {
  return castEntry(o).info.land;
}

/** What a legal-cast search reads once per player: what they can make and their cost reducers. */
interface CastSearch {
  /** What they can make (-1: not counted yet). */
  available: number;
  /** At least `available`: counted without listing the sources (summoning sickness not checked). */
  atMost: number;
  reducers: Reducer[] | null;
  /** Their cost increasers (read with the reducers). */
  increasers: ReturnType<typeof increasersOf>;
}

export function legalCasts(s: MtgState, p: Seat, limit = 300): CastAction[] {
  const out: CastAction[] = [];
  const pl = s.players[p];
  // Read only once a card may be cast now.
  const search: CastSearch = { available: -1, atMost: -1, reducers: null, increasers: [] };
  for (let i = 0; i < pl.hand.length; i++)
    if (castsOf(s, p, pl.hand[i], 'hand', search, out, limit)) return out;
  // Only a match with a card castable from a graveyard reads graveyards (they grow long).
  if (matchUses(s, Feature.graveyardCasts))
    for (let i = 0; i < pl.graveyard.length; i++)
      if (castsOf(s, p, pl.graveyard[i], 'graveyard', search, out, limit)) return out;
  // A card an effect lets this player play from exile (play-from-exile.ts).
  for (const id of playableInExile(s, p)) if (castsOf(s, p, id, 'exile', search, out, limit)) return out;
  return out;
}

/** Adds the legal casts of card `id` from `zone` to `out`; true once `out` has `limit` of them. */
function castsOf(
  s: MtgState,
  p: Seat,
  id: number,
  zone: 'hand' | 'graveyard' | 'exile',
  search: CastSearch,
  out: CastAction[],
  limit: number,
): boolean {
  const kept = castEntry(s.objects[id]);
  const card = kept.def;
  const info = kept.info;
  if (info.land) return false;
  if (zone === 'graveyard' && !info.fromGraveyard) return false;
  if (!info.instantSpeed && !sorcerySpeed(s, p)) return false;
  if (search.reducers === null) {
    search.reducers = reducersOf(s, p);
    search.increasers = increasersOf(s, p);
    search.atMost = availableAtMost(s, p);
  }
  const reduction = costReduction(s, p, id, search.reducers);
  if (zone === 'exile')
    return castsVia(
      s,
      p,
      id,
      card,
      info,
      'exile',
      null,
      NO_COSTS,
      card.manaCost,
      reduction,
      search,
      out,
      limit,
    );
  // The ways to cast it from this zone, in order (no list of them is built: this runs for every card at every priority).
  if (zone === 'hand') {
    // Alternate costs whose condition holds, decided before any way is tried (as the list of ways was).
    const alts = card.rules.alternateCosts;
    let altsOk: boolean[] | null = null;
    if (alts.length > 0) {
      altsOk = [];
      for (const alt of alts) altsOk.push(!alt.condition || holdsNow(s, alt.condition, p, id));
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
  if (search.increasers.length > 0) mana = withIncrease(s, p, id, mana, search.increasers);
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
      // A search for one action uses only the first combination (not when a target's mana value must be X).
      const byX = hasX && asksManaValueX(info.specs[m]);
      let combos =
        limit === 1 && !byX
          ? firstTargetCombos(s, info.specs[m], p, id)
          : targetCombos(s, info.specs[m], p, id);
      if (byX) combos = withManaValueX(s, info.specs[m], combos, x);
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
  choice: CostChoices,
): CastAction {
  let a: CastAction;
  if (mode !== undefined)
    a =
      x !== undefined
        ? { type: 'cast', card, via, mode, x, targets }
        : { type: 'cast', card, via, mode, targets };
  else a = x !== undefined ? { type: 'cast', card, via, x, targets } : { type: 'cast', card, via, targets };
  // In cost order, as the choices were made.
  for (const k in choice) {
    if (k === 'sacrifice') a.sacrifice = choice.sacrifice;
    else if (k === 'discard') a.discard = choice.discard;
    else if (k === 'sacrifices') a.sacrifices = choice.sacrifices;
    else if (k === 'tap') a.tap = choice.tap;
  }
  return a;
}

/** Pays the costs other than mana, in order, with the choices the action made. */
function payExtra(
  s: MtgState,
  p: Seat,
  costs: Cost[],
  choice: CostChoices,
  self: number,
  vars: Frame['vars'],
): void {
  for (const c of costs)
    costRegistry.get(c.kind).pay({ s, player: p, self, choice, vars, engine: COST_ENGINE }, c);
}

/** A condition read outside a resolution (an alternate cost's, an activation's restriction). */
function holdsNow(s: MtgState, c: Condition, you: Seat, source: number): boolean {
  return conditionHolds({ s, board: board(s), you, source, vars: null, refIds: null }, c);
}

export function cast(s: MtgState, p: Seat, a: CastAction): void {
  const o = s.objects[a.card];
  const card = catalog().cards[o.card as string];
  const reduction = costReduction(s, p, a.card);
  const vars: Frame['vars'] = { castInMain: s.active === p && (s.step === 'main1' || s.step === 'main2') };
  let extra: Cost[] = [...card.rules.additionalCosts];
  let mana = card.manaCost;
  if (a.via === 'flashback') mana = card.rules.flashback ?? null;
  if (a.via === 'graveyard') extra = [...extra, ...(graveyardCosts(card) ?? [])];
  mana = withIncrease(s, p, a.card, mana, increasersOf(s, p));
  const x = a.x ?? 0;
  const sid = moveTo(s, a.card, 'stack', { controller: p });
  events.emit?.({
    type: 'cast',
    player: p,
    card: card.name,
    object: sid,
    targets: targetWords(s, a.targets),
    from: a.via === 'flashback' || a.via === 'graveyard' ? 'graveyard' : a.via === 'exile' ? 'exile' : 'hand',
    free: false,
  });
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
    for (const st of alt.instead) stepRegistry.get(st.op).run(s, st, f);
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
  if (a.restriction && !holdsNow(s, a.restriction, p, id)) return false;
  // One board lookup for the three checks below.
  const d = board(s).byId.get(id);
  const flags = d?.flags;
  if (flags && flags.length > 0 && flags.some((f) => f.id === 'cant_activate')) return false;
  if (e.tap) {
    if (o.tapped) return false;
    if (d?.types.includes('creature') && o.sick && !d.keywords.has('haste')) return false;
  }
  if (a.equip && !d) return false;
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
  // Mana abilities are never activated this way.
  if (activationsIn(s, p, id, zone, rulesIndexOf(s.objects[id]).nonMana, 0, out, limit)) return true;
  if (zone !== 'battlefield') return false;
  // Abilities a static gives it ("Other Zombies have \"{B}: Regenerate this permanent.\""): only in a match
  // whose cards have such a static (match-features.ts), so that other matches read no board here.
  const granted = matchUses(s, Feature.grantsAbilities) ? grantedNonMana(s, id) : null;
  if (granted)
    for (const g of granted) if (activationsIn(s, p, id, zone, g.list, g.offset, out, limit)) return true;
  return false;
}

/** `activationsOf` for one list of abilities, numbered from `offset`. */
function activationsIn(
  s: MtgState,
  p: Seat,
  id: number,
  zone: 'battlefield' | 'graveyard',
  list: OtherAbility[],
  offset: number,
  out: ActivateAction[] | null,
  limit: number,
): boolean {
  const o = s.objects[id];
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
    if (a.equip) combos = equipTargets(combos, o.attachedTo, id);
    abilityLoop: for (let t = 0; t < combos.length; t++) {
      const targets = combos[t];
      for (let c = 0; c < choices.length; c++) {
        const ch = choices[c];
        const sacrificed = ch.sacrifice;
        if (sacrificed !== undefined && targetsInclude(targets, sacrificed)) continue;
        const several = ch.sacrifices;
        if (several !== undefined && targetsIncludeAny(targets, several)) continue;
        if (out === null) return true;
        if (e.mana?.x) {
          // {X} in the cost: one action per X the player can pay (as casting, up to MAX_X).
          for (let x = 0; x <= MAX_X && canPay(s, p, costWithX(e.mana, x)); x++) {
            out.push({ type: 'activate', source: id, ability: offset + e.index, targets, ...ch, x });
            if (out.length >= limit) break abilityLoop;
          }
          continue;
        }
        out.push({ type: 'activate', source: id, ability: offset + e.index, targets, ...ch });
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

/**
 * The legal activations of player `p`. `holders`, when given, are the player's permanents with a
 * non-mana activated ability that works on the battlefield (their own or one a static gives them), in
 * battlefield order (priority-candidates.ts, `abilityHolders`): the others add nothing, so only these
 * are walked.
 */
export function legalActivations(
  s: MtgState,
  p: Seat,
  limit = 200,
  holders: readonly number[] | null = null,
): ActivateAction[] {
  activationAtMost = -1;
  const out: ActivateAction[] = [];
  if (holders !== null)
    for (let i = 0; i < holders.length; i++) activationsOf(s, p, holders[i], 'battlefield', out, limit);
  else {
    const bf = s.battlefield;
    for (let i = 0; i < bf.length; i++)
      if (s.objects[bf[i]].controller === p) activationsOf(s, p, bf[i], 'battlefield', out, limit);
  }
  if (!matchUses(s, Feature.graveyardAbilities)) return out;
  const gy = s.players[p].graveyard;
  for (let i = 0; i < gy.length; i++) activationsOf(s, p, gy[i], 'graveyard', out, limit);
  return out;
}

/** Whether the player has any activation (an early-ending `legalActivations(s, p).length > 0`; `holders` as there). */
export function hasActivation(s: MtgState, p: Seat, holders: readonly number[] | null = null): boolean {
  activationAtMost = -1;
  if (holders !== null) {
    for (let i = 0; i < holders.length; i++)
      if (activationsOf(s, p, holders[i], 'battlefield', null, 0)) return true;
  } else {
    const bf = s.battlefield;
    for (let i = 0; i < bf.length; i++)
      if (s.objects[bf[i]].controller === p && activationsOf(s, p, bf[i], 'battlefield', null, 0))
        return true;
  }
  if (!matchUses(s, Feature.graveyardAbilities)) return false;
  const gy = s.players[p].graveyard;
  for (let i = 0; i < gy.length; i++) if (activationsOf(s, p, gy[i], 'graveyard', null, 0)) return true;
  return false;
}

export function activate(s: MtgState, p: Seat, a: ActivateAction): void {
  const o = s.objects[a.source];
  const ab = activatedAbilityAt(s, a.source, a.ability);
  if (!ab) throw new Error(`activate: ${nameOf(o)} has no ability ${a.ability}`);
  const vars: Frame['vars'] = {};
  if (events.emit) {
    const name = nameOf(o);
    events.emit({
      type: 'activate',
      player: p,
      source: name,
      ability: abilityText(ab.text, name),
      targets: targetWords(s, a.targets),
    });
  }
  const mana = ab.costs.find((c): c is ManaCostItem => c.kind === 'mana')?.mana ?? null;
  if (mana) pay(s, p, costWithX(mana, a.x ?? 0));
  if (ab.restriction?.id === 'once_each_turn') o.activatedOnTurn = s.turn;
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
    x: a.x ?? 0,
    steps: ab.steps,
    vars,
  });
  announceTargets(s, p, a.targets);
}

// Filters and tests of target combinations as functions of their own, not closures: a closure over a
// function's parameters or loop variables allocates a context at every call or iteration, chosen or not.

function withManaValueX(s: MtgState, specs: TargetSpec[], combos: number[][][], x: number): number[][][] {
  const out: number[][][] = [];
  for (let i = 0; i < combos.length; i++)
    if (targetsHaveManaValueX(s, specs, combos[i], x)) out.push(combos[i]);
  return out;
}

/** An Equip's combinations but those choosing what it is attached to already or itself. */
function equipTargets(combos: number[][][], attachedTo: number | null, self: number): number[][][] {
  const out: number[][][] = [];
  for (let i = 0; i < combos.length; i++) {
    const t = combos[i][0][0];
    if (t !== attachedTo && t !== self) out.push(combos[i]);
  }
  return out;
}

function targetsInclude(targets: number[][], id: number): boolean {
  for (let i = 0; i < targets.length; i++) if (targets[i].includes(id)) return true;
  return false;
}

function targetsIncludeAny(targets: number[][], ids: readonly number[]): boolean {
  for (let i = 0; i < targets.length; i++) if (anyOfIn(targets[i], ids)) return true;
  return false;
}

function anyOfIn(group: number[], ids: readonly number[]): boolean {
  for (let i = 0; i < group.length; i++) if (ids.includes(group[i])) return true;
  return false;
}
