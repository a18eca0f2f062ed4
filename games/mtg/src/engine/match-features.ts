/**
 * What the cards of one match can do at all: a set of rarely used rules
 * (control statics, land-type changes, "becomes tapped" triggers, cost
 * increases, …) worked out from the match's own objects, so that a check a
 * card needs runs only in the matches that hold such a card. A catalog with
 * two pools holds a card for nearly every rule; a match of two decks holds
 * few, and pays only for those (issue 22: the checks keyed to the catalog ran
 * in every state-based-action check of every game once Sixth Edition joined).
 *
 * A card's features come from a walk over every object and array of its rules
 * block (its tokens', granted and delayed abilities' included: whatever is
 * nested), reading the vocabulary ids it names (`op`, `trigger`, `id`) and the
 * keys it uses: a superset, never fewer, of what the card can do. A match's
 * features are the union over its objects; objects made later (tokens, copies,
 * cards of a determinized world) join as the state's object counter moves.
 * Kept per state object beside it (a WeakMap: states clone, hash and
 * serialize as before; a clone works its set out again on first use).
 */
import { type Catalog, catalog } from '../cards/catalog.ts';
import type { RulesBlock } from '../cards/rules-block.ts';
import { type TriggerEvent, triggerRegistry } from '../vocabulary/triggers/index.ts';
import type { GameObject, MtgState } from './state.ts';

/** One bit per rule a check can skip when no card of the match has it. */
export const Feature = {
  /** A static that sets a land's type, or a step that does (land-abilities.ts). */
  landTypes: 1 << 0,
  /** A "you control enchanted …" static (control-effects.ts). */
  controlStatic: 1 << 1,
  /** A triggered ability that waits for a permanent becoming tapped (tapping.ts). */
  tapWatch: 1 << 2,
  /** A "spells cost {N} more" static (cost-increase.ts). */
  costIncrease: 1 << 3,
  /** A "… enter tapped" static over other permanents (enters-tapped.ts). */
  entersTapped: 1 << 4,
  /** A "doesn't untap" static (untap-step.ts). */
  doesntUntap: 1 << 5,
  /** A static that gives permanents activated abilities (granted-abilities.ts). */
  grantsAbilities: 1 << 6,
  /** A filter of "creatures that attacked this turn" (attacks-this-turn.ts). */
  readsAttacks: 1 << 7,
  /** Flashback or "you may cast ~ from your graveyard" (casting.ts: graveyards are searched for casts). */
  graveyardCasts: 1 << 8,
  /** An activated ability that works from a graveyard (casting.ts: graveyards are searched for activations). */
  graveyardAbilities: 1 << 9,
  /** A "spells you cast cost {N} less" static (casting.ts). */
  costReduction: 1 << 10,
  /** "You may play an additional land" as a static or a step (land-plays.ts). */
  extraLandPlays: 1 << 11,
  /** Any word about tapped state ("tapped" filters, "if ~ is untapped", …): legal-after-mana.ts keeps no list. */
  readsTapped: 1 << 12,
} as const;

/**
 * A key or word about tapped state, read generously (a superset of what reads it): every one but the
 * words that only put a permanent onto the battlefield tapped (a step's `tapped`, "enters tapped").
 */
const TAPPED_WORD = /tapped/i;
const ENTERS_TAPPED: ReadonlySet<string> = new Set(['enters_tapped', 'battlefield_tapped']);

/** The features of one vocabulary word: a step op, a trigger id, a rule-flag id, or a key. */
function wordFeatures(word: string): number {
  switch (word) {
    case 'setLandType':
    case 'become_land_type':
      return Feature.landTypes;
    case 'control':
      return Feature.controlStatic;
    case 'cost_increase':
      return Feature.costIncrease;
    case 'cost_reduction':
      return Feature.costReduction;
    case 'extra_land_plays':
      return Feature.extraLandPlays;
    case 'enters_tapped':
      return Feature.entersTapped;
    case 'doesnt_untap':
      return Feature.doesntUntap;
    case 'grantAbilities':
      return Feature.grantsAbilities;
    case 'attackedThisTurn':
      return Feature.readsAttacks;
    case 'flashback':
    case 'cast_from_graveyard':
      return Feature.graveyardCasts;
    default:
      return 0;
  }
}

function triggerFeatures(id: string): number {
  if (!triggerRegistry.has(id)) return 0;
  return triggerRegistry.get(id).events.includes('TAPPED') ? Feature.tapWatch : 0;
}

/** One bit per trigger event type, in the order first asked (the union has fewer than 31). */
const eventBits = new Map<string, number>();

function eventBit(type: TriggerEvent['type']): number {
  let bit = eventBits.get(type);
  if (bit === undefined) {
    if (eventBits.size >= 30) throw new Error('match-features: more trigger event types than bits');
    bit = 1 << eventBits.size;
    eventBits.set(type, bit);
  }
  return bit;
}

/** The events a trigger id waits for, as bits (an id the registry does not know: every event). */
function triggerEvents(id: string): number {
  if (!triggerRegistry.has(id)) return ALL;
  let bits = 0;
  for (const t of triggerRegistry.get(id).events) bits |= eventBit(t);
  return bits;
}

/** Every trigger event type named by a `trigger` key inside `value`, as bits. */
function scanEvents(value: unknown): number {
  if (Array.isArray(value)) {
    let f = 0;
    for (const v of value) f |= scanEvents(v);
    return f;
  }
  if (value === null || typeof value !== 'object') return 0;
  let f = 0;
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string') {
      if (key === 'trigger') f |= triggerEvents(v);
    } else f |= scanEvents(v);
  }
  return f;
}

/** Every feature named anywhere inside `value` (a rules block or part of one). */
function scan(value: unknown): number {
  if (Array.isArray(value)) {
    let f = 0;
    for (const v of value) f |= scan(v);
    return f;
  }
  if (value === null || typeof value !== 'object') return 0;
  let f = 0;
  const step = 'op' in value;
  for (const [key, v] of Object.entries(value)) {
    f |= wordFeatures(key);
    if (TAPPED_WORD.test(key) && !(step && key === 'tapped')) f |= Feature.readsTapped;
    if (typeof v === 'string') {
      if (key !== 'text' && TAPPED_WORD.test(v) && !ENTERS_TAPPED.has(v)) f |= Feature.readsTapped;
      if (key === 'op' || key === 'id') f |= wordFeatures(v);
      else if (key === 'trigger') f |= triggerFeatures(v);
    } else f |= scan(v);
  }
  return f;
}

const ofBlock = new WeakMap<RulesBlock, number>();
const eventsOfBlock = new WeakMap<RulesBlock, number>();

/** The trigger events a rules block's abilities (nested ones included) wait for, as bits (once per block). */
function blockEvents(rules: RulesBlock): number {
  let f = eventsOfBlock.get(rules);
  if (f === undefined) {
    f = scanEvents(rules);
    eventsOfBlock.set(rules, f);
  }
  return f;
}

/** The features of a rules block (worked out once per block). */
export function blockFeatures(rules: RulesBlock): number {
  let f = ofBlock.get(rules);
  if (f === undefined) {
    f = scan(rules);
    if (rules.activated.some((a) => a.zone === 'graveyard')) f |= Feature.graveyardAbilities;
    ofBlock.set(rules, f);
  }
  return f;
}

function objectFeatures(cat: Catalog, o: GameObject | undefined, of: (r: RulesBlock) => number): number {
  if (!o) return 0;
  let f = 0;
  if (o.card) {
    const card = cat.cards[o.card];
    // Cached per rules block (a WeakMap read). Not kept in the card's rules index: that index sits
    // below the trigger vocabulary this reads, and would close an import circle through it.
    if (card) f |= of(card.rules);
  }
  if (o.token?.rules) f |= of(o.token.rules);
  for (const g of o.granted) f |= of(g);
  return f;
}

interface Known {
  cat: Catalog;
  /** Objects with ids below it were read. */
  next: number;
  mask: number;
  /** The trigger events the match's abilities wait for (`eventBit`s). */
  events: number;
}

const known = new WeakMap<MtgState, Known>();

/** The last state asked about and its entry: the hot paths ask of one state many times in a row. */
let lastState: MtgState | null = null;
let lastKnown: Known | null = null;

/** Every bit: what `matchFeatures` answers while `checkEverything` is on. */
const ALL = (1 << 30) - 1;
let everything = false;

/**
 * For tests: with `on`, every match has every feature, so no check skips itself — the answer a test
 * compares the skipping engine with (test/feature-skips.test.ts).
 */
export function checkEverything(on: boolean): void {
  everything = on;
}

/** The features of match `s`'s objects. */
export function matchFeatures(s: MtgState): number {
  if (everything) return ALL;
  const cat = catalog();
  if (s === lastState && lastKnown!.cat === cat && lastKnown!.next === s.nextId) return lastKnown!.mask;
  return knownOf(s, cat).mask;
}

function knownOf(s: MtgState, cat: Catalog): Known {
  let k = known.get(s);
  if (k === undefined || k.cat !== cat) {
    let mask = 0;
    let events = 0;
    // A new game holds each card several times (60-card decks of about 20 names): each name read once.
    const seen = new Set<string>();
    for (const id in s.objects) {
      const o = s.objects[id];
      if (o?.card && !o.token && o.granted.length === 0) {
        if (seen.has(o.card)) continue;
        seen.add(o.card);
      }
      mask |= objectFeatures(cat, o, blockFeatures);
      events |= objectFeatures(cat, o, blockEvents);
    }
    k = { cat, next: s.nextId, mask, events };
    known.set(s, k);
  } else if (k.next !== s.nextId) {
    for (let id = k.next; id < s.nextId; id++) {
      k.mask |= objectFeatures(cat, s.objects[id], blockFeatures);
      k.events |= objectFeatures(cat, s.objects[id], blockEvents);
    }
    k.next = s.nextId;
  }
  lastState = s;
  lastKnown = k;
  return k;
}

/**
 * Whether some triggered ability of match `s` (its cards', tokens', granted or delayed abilities')
 * waits for events of this type: when none does, `fire` need not offer the event to the permanents.
 */
export function matchWaitsFor(s: MtgState, type: TriggerEvent['type']): boolean {
  if (everything) return true;
  const cat = catalog();
  const k =
    s === lastState && lastKnown!.cat === cat && lastKnown!.next === s.nextId ? lastKnown! : knownOf(s, cat);
  return (k.events & eventBit(type)) !== 0;
}

/** Whether some card of match `s` has feature `f` (a `Feature` bit): when not, its check has nothing to do. */
export function matchUses(s: MtgState, f: number): boolean {
  return (matchFeatures(s) & f) !== 0;
}
