/**
 * A quick, exact "nothing to do" for the autopass check (rules.ts,
 * `nothingToDo`): random 6ED games ask it about 630 times a game, and about
 * four answers in five are "nothing" that a look at a few numbers proves,
 * without the cast and activation search (payment plans, targets,
 * conditions) that used to run for each.
 *
 * The choice (issue 22, fourth pass). An exact memo of the whole answer keyed
 * on a state version needs a bump at every mutation the search reads (taps in
 * a dozen vocabulary steps, pools, life, combat, the stack, …), and measured
 * over random 6ED games it would have answered only about a third of the
 * checks: the state changes between most of them (draws, untaps, the turn).
 * A necessary condition is cheaper to trust: what a seat could possibly do
 * with priority is summarised — the least mana a card in hand asks (at X = 0,
 * instant speed and sorcery speed), whether a land is in hand, each non-mana
 * activated ability of the seat's permanents (their own and those statics
 * give) and graveyard cards with its {T} and mana total, and the most its
 * cost reducers take off — and each check compares that summary with what is
 * live: the seat's `availableAtMost` (its pool plus every untapped {T} mana
 * ability, mana.ts), whether each ability's permanent is tapped, sorcery
 * speed, land plays, cards playable from exile.
 *
 * The summary is kept in parts, each while what it was read from is the same:
 * the hand's and the graveyard's ids (compared one by one; an id names one
 * object of one card in a state), and the board object with the battlefield
 * array and its length (derived.ts makes a new board at every change of a
 * battlefield characteristic, zone or controller); always for one state
 * object and one catalog.
 *
 * Exactness: "nothing" is answered only when every way the full search would
 * try fails one of the search's own first tests, read the same way:
 * - a card in hand: not a land, castable now (instant or flash, or sorcery
 *   speed), and its mana cost at X = 0, less every reduction the seat's
 *   statics could give, above `availableAtMost` (castsVia's first bound; cost
 *   increases only add to it);
 * - an ability (`rulesIndexOf(o).nonMana` and `grantedNonMana`, the lists
 *   activationsOf walks): from its zone only, sorcery-timed outside sorcery
 *   speed, a {T} cost on a tapped permanent, or its mana cost above
 *   `availableAtMost` (activationsIn's first tests);
 * - a land in hand counts only when a land may be played now;
 * - a spell each of whose modes, or an ability whose specs, must be given a
 *   permanent or a spell (targets.ts, `candidatesNeeded`) and one such spec
 *   has fewer candidates now than it needs: the search's own `candidates`,
 *   read with its arguments (kept per board), so `targetCombos` has no
 *   combination. Random 6ED games ask this of Exile without an attacking
 *   creature, Counterspell with no spell, Terror, Disenchant, Infantry
 *   Veteran: about 37 checks a game fell through to the full search and
 *   found nothing, now about 8; the lists built at sorcery speed and in
 *   upkeep that hold nothing fell from about 11 a game to 3.
 * Whatever the summary cannot judge sends the check to the full search: a
 * card with an alternate cost or no mana cost, a card castable from a
 * graveyard, an ability with no mana cost (untapped), a card playable from
 * exile. The test (test/priority-candidates.test.ts) compares every quick
 * answer with the full search and every kept part with a fresh one.
 */
import { type Catalog, catalog } from '../cards/catalog.ts';
import type { TargetSpec } from '../cards/rules-block.ts';
import { castTraitsOf, type QuickCost } from './casting.ts';
import { type Board, board } from './derived.ts';
import { grantedNonMana } from './granted-abilities.ts';
import { mayPlayLand } from './land-plays.ts';
import { atMostForLook, colourMostForLook } from './mana.ts';
import { Feature, matchUses } from './match-features.ts';
import { rulesOf } from './objects.ts';
import { playableInExile } from './play-from-exile.ts';
import { type OtherAbility, rulesIndexOf } from './rules-index.ts';
import type { ManaColor, ManaPool, MtgState, Seat } from './state.ts';
import { candidatesNeeded, enoughCandidates } from './targets.ts';

/** A non-mana activated ability as the quick test reads it. */
interface AbilityCheck {
  /** {T} in its cost. */
  tap: boolean;
  /** "Activate only as a sorcery." */
  sorcery: boolean;
  /** Its mana cost's total at X = 0, or -1 when it has none. */
  mana: number;
  /** Its mana cost's coloured symbols (null: no mana cost). */
  colored: Colored | null;
  /** Its target specs when one must be given a permanent or a spell (`lacksTargets`); null otherwise. */
  targets: TargetSpec[] | null;
}

type Colored = Partial<Record<ManaColor, number>>;

/** A card in hand the test judges: castable at instant speed or not, its mana cost's total at X = 0 and coloured symbols. */
type CardCost = QuickCost;

/** What the cards of one zone list could cast, read per card definition. */
interface CardsPart {
  s: MtgState;
  cards: Catalog['cards'];
  /** The zone's ids as they were read. */
  ids: number[];
  /** Least mana (X = 0) of a card castable at instant speed; Infinity when none. */
  instantMana: number;
  /** The same over every card castable at sorcery speed. */
  anyMana: number;
  /** A card castable at instant speed that the test cannot judge (an alternate cost, no mana cost, cast from a graveyard). */
  instantUnsure: boolean;
  /** The same at sorcery speed. */
  anyUnsure: boolean;
  /** A land (hand only). */
  land: boolean;
  /** The objects of `abilities`, one per entry (graveyard only). */
  abilityIds: number[];
  /** Abilities that work from this zone (graveyard only; shared per ability: read only). */
  abilities: AbilityCheck[];
  /** The judged cards' costs (hand only; shared per card definition: read only). */
  costs: CardCost[];
  /** The card of each entry of `costs`. */
  costIds: number[];
}

/** What a seat's permanents could do, read from one board. */
interface FieldPart {
  s: MtgState;
  cards: Catalog['cards'];
  board: Board;
  battlefield: readonly number[];
  length: number;
  /** The permanents of `abilities`, one per entry. */
  abilityIds: number[];
  /** Their non-mana activated abilities (shared per ability: read only). */
  abilities: AbilityCheck[];
  /** The permanents with such an ability, once each, in battlefield order. */
  holders: number[];
  /** Generic mana the seat's "spells you cast cost {N} less" statics take off at most. */
  reduction: number;
}

let enabled = true;
let keeping = true;
let byTargets = true;
/** How many checks answered "nothing" with some spell or ability judged by its targets (for tests). */
let targetJudged = 0;

/** For tests: with `on` false, `surelyNothing` always answers false (the full search decides). */
export function quickNothing(on: boolean): void {
  enabled = on;
}

/** For tests: with `on` false, no spell or ability is judged by its targets (the check before them). */
export function judgeTargets(on: boolean): void {
  byTargets = on;
}

/** How many "nothing" answers judged some spell or ability by its targets. */
export function nothingByTargets(): number {
  return targetJudged;
}

/** For tests: with `on` false, each check works its summary out afresh. */
export function keepCandidates(on: boolean): void {
  keeping = on;
}

const hands: [CardsPart | null, CardsPart | null] = [null, null];
const graveyards: [CardsPart | null, CardsPart | null] = [null, null];
const fields: [FieldPart | null, FieldPart | null] = [null, null];

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function manaTotal(cost: { generic: number; colored: Partial<Record<string, number>> }): number {
  let n = cost.generic;
  for (const c in cost.colored) n += cost.colored[c] ?? 0;
  return n;
}

/** Seat `p`'s hand (or graveyard) summary, kept while the state, the catalog and the zone's ids are the same. */
export function cardsPart(s: MtgState, p: Seat, zone: 'hand' | 'graveyard'): CardsPart {
  const cards = catalog().cards;
  const store = zone === 'hand' ? hands : graveyards;
  const ids = s.players[p][zone];
  const k = store[p];
  if (keeping && k !== null && k.s === s && k.cards === cards && sameIds(k.ids, ids)) return k;
  const part = readCards(s, cards, ids, zone);
  store[p] = part;
  return part;
}

function readCards(
  s: MtgState,
  cards: Catalog['cards'],
  ids: readonly number[],
  zone: 'hand' | 'graveyard',
): CardsPart {
  const part: CardsPart = {
    s,
    cards,
    ids: ids.slice(),
    instantMana: Number.POSITIVE_INFINITY,
    anyMana: Number.POSITIVE_INFINITY,
    instantUnsure: false,
    anyUnsure: false,
    land: false,
    abilityIds: [],
    abilities: [],
    costs: [],
    costIds: [],
  };
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    const o = s.objects[id];
    // What the card's definition says, worked out once per definition (casting.ts, kept per object id).
    const traits = castTraitsOf(o);
    if (zone === 'graveyard') {
      // Flashback and "cast ~ from your graveyard" (casting.ts, castsOf): not judged here.
      if (traits.fromGraveyard && !traits.land) {
        part.anyUnsure = true;
        if (traits.instantSpeed) part.instantUnsure = true;
      }
      addAbilities(part, id, rulesIndexOf(o).nonMana, 'graveyard');
      continue;
    }
    if (traits.land) {
      part.land = true;
      continue;
    }
    const cost = traits.quickCost;
    if (cost === null) {
      part.anyUnsure = true;
      if (traits.instantSpeed) part.instantUnsure = true;
      continue;
    }
    const n = cost.total;
    if (n < part.anyMana) part.anyMana = n;
    if (cost.instant && n < part.instantMana) part.instantMana = n;
    part.costs.push(cost);
    part.costIds.push(id);
  }
  return part;
}

/** An ability's facts as the quick test reads them, worked out once per ability of a rules block. */
const abilityFacts = new WeakMap<OtherAbility, AbilityCheck>();

function factsOf(e: OtherAbility): AbilityCheck {
  let f = abilityFacts.get(e);
  if (f === undefined) {
    f = {
      tap: e.tap,
      sorcery: e.ability.timing === 'sorcery',
      mana: e.cost ? manaTotal(e.cost) : -1,
      colored: e.cost ? e.cost.colored : null,
      targets: e.ability.targets.some((spec) => candidatesNeeded(spec) > 0) ? e.ability.targets : null,
    };
    abilityFacts.set(e, f);
  }
  return f;
}

/** Adds the abilities of `list` that work from `zone` to the part's (`abilityIds[k]` is `abilities[k]`'s object). */
function addAbilities(
  part: { abilityIds: number[]; abilities: AbilityCheck[] },
  id: number,
  list: readonly OtherAbility[],
  zone: 'battlefield' | 'graveyard',
): void {
  for (let k = 0; k < list.length; k++) {
    const e = list[k];
    if (e.ability.zone !== zone) continue;
    part.abilityIds.push(id);
    part.abilities.push(factsOf(e));
  }
}

/** Seat `p`'s permanents' summary, kept while the state, the catalog, the board object and the battlefield are the same. */
export function fieldPart(s: MtgState, p: Seat): FieldPart {
  const cards = catalog().cards;
  const b = board(s);
  const k = fields[p];
  if (
    keeping &&
    k !== null &&
    k.s === s &&
    k.cards === cards &&
    k.board === b &&
    k.battlefield === s.battlefield &&
    k.length === s.battlefield.length
  )
    return k;
  const part = readField(s, p, cards, b);
  fields[p] = part;
  return part;
}

function readField(s: MtgState, p: Seat, cards: Catalog['cards'], b: Board): FieldPart {
  const part: FieldPart = {
    s,
    cards,
    board: b,
    battlefield: s.battlefield,
    length: s.battlefield.length,
    abilityIds: [],
    abilities: [],
    holders: [],
    reduction: 0,
  };
  const grants = matchUses(s, Feature.grantsAbilities);
  const bf = s.battlefield;
  for (let i = 0; i < bf.length; i++) {
    const o = s.objects[bf[i]];
    if (o.controller !== p) continue;
    const index = rulesIndexOf(o);
    const before = part.abilities.length;
    if (index.nonMana.length > 0) addAbilities(part, o.id, index.nonMana, 'battlefield');
    if (grants)
      for (const g of grantedNonMana(s, o.id) ?? []) addAbilities(part, o.id, g.list, 'battlefield');
    if (part.abilities.length > before) part.holders.push(o.id);
    // As casting.ts's reducersOf reads them: every reduction a spell could get, added up.
    if (index.costReduction)
      for (const st of rulesOf(o).statics)
        for (const rf of st.effect.rules ?? []) if (rf.id === 'cost_reduction') part.reduction += rf.amount;
  }
  return part;
}

let byHolders = true;

/** For tests: with `on` false, `abilityHolders` answers null (the activation search walks every permanent). */
export function walkAbilityHolders(on: boolean): void {
  byHolders = on;
}

/**
 * Seat `p`'s permanents with a non-mana activated ability that works on the battlefield (own or
 * granted), once each in battlefield order, from the kept field part: the only permanents the
 * activation search (casting.ts, `legalActivations`, `hasActivation`) can find anything on. Null
 * when switched off for a test.
 */
export function abilityHolders(s: MtgState, p: Seat): readonly number[] | null {
  return byHolders ? fieldPart(s, p).holders : null;
}

/**
 * True only when seat `p`, holding priority with nothing pending, has no legal action but `pass` and
 * `mana` (see the header); false means "the full search decides".
 */
export function surelyNothing(s: MtgState, p: Seat, sorcerySpeed: boolean): boolean {
  if (!enabled) return false;
  judged = false;
  const answer = quickAnswer(s, p, sorcerySpeed);
  if (answer && judged) targetJudged++;
  watcher?.(s, p, answer);
  return answer;
}

/** For tests: called with every quick answer (null: none). */
let watcher: ((s: MtgState, p: Seat, answer: boolean) => void) | null = null;

export function watchQuickAnswers(fn: typeof watcher): void {
  watcher = fn;
}

function quickAnswer(s: MtgState, p: Seat, sorcerySpeed: boolean): boolean {
  if (s.exile.length > 0 && playableInExile(s, p).length > 0) return false;
  const hand = cardsPart(s, p, 'hand');
  const gy = matchUses(s, Feature.graveyardCasts | Feature.graveyardAbilities)
    ? cardsPart(s, p, 'graveyard')
    : null;
  let least: number;
  if (sorcerySpeed) {
    if (hand.anyUnsure || gy?.anyUnsure || (hand.land && mayPlayLand(s, p))) return false;
    least = hand.anyMana;
  } else {
    if (hand.instantUnsure || gy?.instantUnsure) return false;
    least = hand.instantMana;
  }
  const field = fieldPart(s, p);
  checkAtMost = -1;
  colourKnown = false;
  if (least !== Number.POSITIVE_INFINITY) {
    checkAtMost = atMostForLook(s, p);
    if (
      least - field.reduction <= checkAtMost &&
      !cardsFail(s, p, hand.costs, hand.costIds, sorcerySpeed, field.reduction)
    )
      return false;
  }
  if (!abilitiesFail(s, p, field.abilityIds, field.abilities, sorcerySpeed)) return false;
  return gy === null || abilitiesFail(s, p, gy.abilityIds, gy.abilities, sorcerySpeed);
}

/** Some spell or ability of the seat being checked failed by its targets alone. */
let judged = false;

/** `availableAtMost` of the seat being checked (-1: not read yet). */
let checkAtMost = -1;
/** Per colour, the most of it the seat's pool and untapped sources could make (read once a check needs it). */
const colourMost: ManaPool = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
let colourKnown = false;

/**
 * Whether some coloured symbol of `colored` is more than the seat could make of that colour: its pool's
 * plus what every untapped {T} mana ability of its permanents makes of it (mana.ts, `colourMostForLook`:
 * the sources a payment plan can tap are among them). A plan pays a coloured symbol only with its colour
 * (mana.ts, planOnce), so such a cost cannot be paid. Not read under a spending rule (mana-spending.ts).
 */
function colourShort(s: MtgState, p: Seat, colored: Colored): boolean {
  if (s.readsPlayerStatics) return false;
  if (!colourKnown) {
    colourMostForLook(s, p, colourMost);
    colourKnown = true;
  }
  for (const c in colored) if ((colored[c as ManaColor] ?? 0) > colourMost[c as ManaColor]) return true;
  return false;
}

/** Whether every card castable now fails castsVia's first tests: its total above the bound, or a colour short. */
function cardsFail(
  s: MtgState,
  p: Seat,
  costs: readonly CardCost[],
  ids: readonly number[],
  sorcerySpeed: boolean,
  reduction: number,
): boolean {
  for (let k = 0; k < costs.length; k++) {
    const c = costs[k];
    if (!c.instant && !sorcerySpeed) continue;
    if (c.total - reduction > checkAtMost) continue;
    if (colourShort(s, p, c.colored)) continue;
    if (byTargets && c.targets !== null && everyModeLacks(s, p, c.targets, ids[k])) {
      judged = true;
      continue;
    }
    return false;
  }
  return true;
}

/** Whether each mode of a spell has a spec that cannot be given enough targets now (no cast of it is legal). */
function everyModeLacks(s: MtgState, p: Seat, modes: readonly TargetSpec[][], source: number): boolean {
  for (let m = 0; m < modes.length; m++) if (!lacksTargets(s, p, modes[m], source)) return false;
  return true;
}

/**
 * Whether some spec of `specs` has fewer candidates than it needs (targets.ts, `candidatesNeeded`): then
 * `targetCombos(s, specs, p, source)` has no combination, and no cast or activation with these specs is
 * legal. The candidates are the search's own, read with the same arguments, up to the number needed.
 */
function lacksTargets(s: MtgState, p: Seat, specs: readonly TargetSpec[], source: number): boolean {
  for (let i = 0; i < specs.length; i++) {
    const need = candidatesNeeded(specs[i]);
    if (need > 0 && !enoughCandidates(s, specs[i], p, source, need)) return true;
  }
  return false;
}

/**
 * Whether every ability fails a first test of the activation search (casting.ts, abilityUsable and
 * activationsIn): sorcery-timed outside sorcery speed, {T} on a tapped permanent or on a creature with
 * summoning sickness and no haste, a mana cost above the bound or a colour short.
 */
function abilitiesFail(
  s: MtgState,
  p: Seat,
  ids: readonly number[],
  list: readonly AbilityCheck[],
  sorcerySpeed: boolean,
): boolean {
  for (let k = 0; k < list.length; k++) {
    const a = list[k];
    if (a.sorcery && !sorcerySpeed) continue;
    if (a.tap) {
      const o = s.objects[ids[k]];
      if (o.tapped) continue;
      if (o.sick) {
        const d = board(s).byId.get(ids[k]);
        if (d?.types.includes('creature') && !d.keywords.has('haste')) continue;
      }
    }
    if (a.mana >= 0 && a.colored !== null) {
      if (checkAtMost < 0) checkAtMost = atMostForLook(s, p);
      if (a.mana > checkAtMost || colourShort(s, p, a.colored)) continue;
    }
    if (byTargets && a.targets !== null && lacksTargets(s, p, a.targets, ids[k])) {
      judged = true;
      continue;
    }
    return false;
  }
  return true;
}
