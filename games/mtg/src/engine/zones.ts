/**
 * Moving objects between zones (CR 400): a card that changes zones is a new
 * object; leaving the battlefield records last-known information, drops
 * attachments and damage, and fires "dies" triggers; tokens cease to exist
 * outside the battlefield (CR 704.5d, applied at once).
 */

import { shuffleInPlace } from '@arbiter/core';
import type { TokenDef } from '../cards/rules-block.ts';
import { asEntersOptions } from '../vocabulary/rule-flags/as-enters-choice.ts';
import { entersTappedBy } from '../vocabulary/rule-flags/enters-tapped.ts';
import type { TriggerEvent } from '../vocabulary/triggers/trigger-event.ts';
import { board, type Derived, touchMove, touchOffBattlefield } from './derived.ts';
import { afterDraw, drawReplaced } from './draws.ts';
import { entersTappedByOthers } from './enters-tapped.ts';
import { events } from './event-sink.ts';
import { nameOf, rulesOf } from './objects.ts';
import { useRegenerationShield } from './regeneration.ts';
import { replaceEvent } from './replacement.ts';
import type { GameObject, MtgState, Seat, Zone } from './state.ts';
import { fire } from './triggers.ts';

export function newObject(
  s: MtgState,
  card: string | null,
  owner: Seat,
  zone: Zone,
  token?: TokenDef,
): GameObject {
  const o = blankObject(s.nextId++, card, token, owner, owner, zone, s.nextTimestamp++);
  s.objects[o.id] = o;
  return o;
}

/**
 * A new object with every field of `GameObject`, the optional ones undefined (absent), in one order.
 * Every object is built here and no field is ever deleted: objects keep one hidden class, so the
 * engine's many reads of them stay monomorphic (a field added to some objects only, or deleted, gave
 * them several classes and made those reads megamorphic).
 */
export function blankObject(
  id: number,
  card: string | null,
  token: TokenDef | undefined,
  owner: Seat,
  controller: Seat,
  zone: Zone,
  timestamp: number,
): GameObject {
  return {
    id,
    card,
    token,
    owner,
    controller,
    zone,
    tapped: false,
    damage: 0,
    deathtouched: false,
    counters: {},
    sick: true,
    attachedTo: null,
    timestamp,
    granted: [],
    goadedBy: [],
    exiledUntilLeaves: undefined,
    playableBy: undefined,
    playableUntil: undefined,
    exileOnResolve: undefined,
    tag: undefined,
    chosen: undefined,
    regenerationShields: undefined,
    damagedThisTurn: undefined,
    skipNextUntap: undefined,
    activatedOnTurn: undefined,
    attackedOnTurn: undefined,
    controlledBy: undefined,
    heldTappedBy: undefined,
    chosenType: undefined,
    rulesFrom: undefined,
  };
}

function removeFrom(list: number[], id: number): void {
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
}

function detach(s: MtgState, id: number): void {
  const o = s.objects[id];
  switch (o.zone) {
    case 'library':
      removeFrom(s.players[o.owner].library, id);
      break;
    case 'hand':
      removeFrom(s.players[o.owner].hand, id);
      break;
    case 'graveyard':
      removeFrom(s.players[o.owner].graveyard, id);
      break;
    case 'battlefield':
      removeFrom(s.battlefield, id);
      break;
    case 'exile':
      removeFrom(s.exile, id);
      break;
    case 'stack':
      break;
  }
}

export interface MoveOptions {
  tapped?: boolean;
  controller?: Seat;
  /** Library position: top (default) or bottom. */
  bottom?: boolean;
  /** No event: the caller tells the move in its own words (a draw, a mulligan's hand going back). */
  silent?: boolean;
  /** The option chosen as it enters, for a permanent with "As ~ enters, it becomes your choice of …". */
  chosen?: number;
}

/** Zones every player sees into. */
const PUBLIC_ZONES: ReadonlySet<Zone> = new Set(['battlefield', 'graveyard', 'exile', 'stack']);

/**
 * Tells a zone change (CR 400) as players see it: entering and leaving the
 * battlefield, dying, discarding, a card going between public zones; a
 * card moving between hidden zones (library and hand) is "a card" for all
 * and named to its owner only. A move onto the stack is told by the cast.
 */
function tellMove(
  o: GameObject,
  n: GameObject | null,
  from: Zone,
  to: Zone,
  d: Derived | undefined,
  bottom: boolean,
): void {
  const emit = events.emit;
  if (!emit || to === 'stack') return;
  const card = nameOf(o);
  const token = !!o.token;
  if (n && to === 'battlefield') {
    emit({ type: 'enter', player: n.controller, card, object: n.id, tapped: n.tapped, token });
    return;
  }
  if (from === 'battlefield') {
    if (to === 'graveyard' && d?.types.includes('creature'))
      emit({ type: 'dies', player: o.controller, card, token });
    else emit({ type: 'leave', player: o.controller, card, to, token });
    return;
  }
  if (from === 'hand' && to === 'graveyard') {
    emit({ type: 'discard', player: o.owner, card });
    return;
  }
  if (PUBLIC_ZONES.has(from) || PUBLIC_ZONES.has(to)) {
    emit({ type: 'move', player: o.owner, card, from, to });
    return;
  }
  const where = bottom ? ('bottom' as const) : undefined;
  emit({ type: 'hidden-move', player: o.owner, from, to, ...(where ? { where } : {}) });
  emit({
    type: 'card-seen',
    player: o.owner,
    card,
    from,
    to,
    ...(where ? { where } : {}),
    visibleTo: o.owner,
  });
}

/**
 * Moves object `id` to `zone` and returns the new object's id (or -1 when a
 * token left the battlefield and ceased to exist).
 */
/**
 * Is a card exiled until `id` leaves the battlefield? A loop: a closure over `moveTo`'s parameters would
 * have every move allocate a context.
 */
function exiledUntilLeaving(s: MtgState, id: number): boolean {
  for (let i = 0; i < s.exile.length; i++) if (s.objects[s.exile[i]].exiledUntilLeaves === id) return true;
  return false;
}

export function moveTo(s: MtgState, id: number, to: Zone, opts: MoveOptions = {}): number {
  const o = s.objects[id];
  const from = o.zone;
  const b = from === 'battlefield' ? board(s) : null;
  const d = b?.byId.get(id);
  let zone = to;
  // A creature that would die may go elsewhere instead (CR 614.1a, Gravebane Zombie).
  if (d && to === 'graveyard' && d.types.includes('creature')) {
    const r = replaceEvent(s, { kind: 'dies', object: id, to });
    if (r.kind === 'dies') zone = r.to;
  }
  // A card going to a graveyard from anywhere may be exiled instead (CR 614.1a, Forbidden Crypt).
  if (zone === 'graveyard' && s.readsPlayerStatics && !o.token && s.battlefield.length > 0) {
    const r = replaceEvent(s, { kind: 'to_graveyard', object: id, owner: o.owner, to: zone });
    if (r.kind === 'to_graveyard') zone = r.to;
  }
  detach(s, id);
  delete s.objects[id];
  if (from === 'battlefield' || zone === 'battlefield') touchMove(s, from === 'battlefield' ? o : null);
  else touchOffBattlefield(s);
  // Told before what follows from it (an exiled card coming back, a token ceasing to exist).
  if (!opts.silent && zone !== 'battlefield') tellMove(o, null, from, zone, d, !!opts.bottom);
  let attached: number[] | undefined;
  if (from === 'battlefield' && d) {
    s.lki[id] = {
      controller: o.controller,
      owner: o.owner,
      power: d.power,
      toughness: d.toughness,
      counters: { ...o.counters },
      keywords: [...d.keywords],
    };
    // Attachments stay on the battlefield unattached; SBAs deal with Auras. What was attached is told with
    // the "dies" event ("when enchanted creature dies" looks back, CR 603.10a).
    for (const other of s.battlefield)
      if (s.objects[other].attachedTo === id) {
        s.objects[other].attachedTo = null;
        if (!attached) attached = [];
        attached.push(other);
      }
    // "Until this leaves the battlefield" exiles return (CR 610.3).
    if (exiledUntilLeaving(s, id))
      for (const ex of [...s.exile]) {
        const e = s.objects[ex];
        if (e.exiledUntilLeaves === id) moveTo(s, ex, 'battlefield', {});
      }
  }
  if (from === 'battlefield' && d) fire(s, { type: 'LEAVES', object: id, lkiObject: o });
  if (o.token && zone !== 'battlefield') {
    // A token that leaves the battlefield ceases to exist; its "dies" still happened.
    if (from === 'battlefield' && zone === 'graveyard' && d) fire(s, diesEvent(id, o, attached));
    return -1;
  }
  // Built by `blankObject` (not spread and trimmed with `delete`): objects keep one shape.
  const n = blankObject(
    s.nextId++,
    o.card,
    o.token,
    o.owner,
    zone === 'battlefield' || zone === 'stack' ? (opts.controller ?? o.owner) : o.owner,
    zone,
    s.nextTimestamp++,
  );
  n.tapped = !!opts.tapped;
  n.tag = o.tag;
  s.objects[n.id] = n;
  // "~ enters tapped" replaces how it enters (CR 614.1c, 614.12).
  if (zone === 'battlefield' && !n.tapped && (entersTappedBy(rulesOf(n)) || entersTappedByOthers(s, n)))
    n.tapped = true;
  // "As ~ enters, it becomes your choice of …": a resolving spell asked its controller; put onto the
  // battlefield by an effect, it is the first option (see the README's decisions).
  if (zone === 'battlefield' && n.card && asEntersOptions(rulesOf(n))) n.chosen = opts.chosen ?? 0;
  if (!opts.silent && zone === 'battlefield') tellMove(o, n, from, zone, d, false);
  switch (zone) {
    case 'library':
      if (opts.bottom) s.players[n.owner].library.push(n.id);
      else s.players[n.owner].library.unshift(n.id);
      break;
    case 'hand':
      s.players[n.owner].hand.push(n.id);
      break;
    case 'graveyard':
      s.players[n.owner].graveyard.push(n.id);
      break;
    case 'battlefield':
      s.battlefield.push(n.id);
      break;
    case 'exile':
      s.exile.push(n.id);
      break;
    case 'stack':
      break;
  }
  if (from === 'battlefield' && zone === 'graveyard' && d) fire(s, diesEvent(n.id, o, attached));
  if (zone === 'battlefield') fire(s, { type: 'ETB', object: n.id });
  return n.id;
}

export function createToken(s: MtgState, token: TokenDef, controller: Seat): number {
  const o = newObject(s, null, controller, 'battlefield', token);
  if (entersTappedByOthers(s, o)) o.tapped = true;
  s.battlefield.push(o.id);
  touchMove(s, null);
  events.emit?.({
    type: 'enter',
    player: controller,
    card: nameOf(o),
    object: o.id,
    tapped: o.tapped,
    token: true,
  });
  fire(s, { type: 'ETB', object: o.id });
  return o.id;
}

/** Draws one card; drawing from an empty library marks the player for SBA (CR 704.5b). */
/** The "dies" event: the card now in the graveyard, the permanent as it last existed, and what was attached to it. */
function diesEvent(object: number, o: GameObject, attached: number[] | undefined): TriggerEvent {
  return attached
    ? { type: 'DIES', object, lkiObject: o, controller: o.controller, attached }
    : { type: 'DIES', object, lkiObject: o, controller: o.controller };
}

export function drawCard(s: MtgState, p: Seat, exempt?: readonly number[]): void {
  // A static may replace the draw (Forbidden Crypt, Zur's Weirding; draws.ts).
  if (s.readsPlayerStatics && s.battlefield.length > 0 && drawReplaced(s, p, exempt)) return;
  const lib = s.players[p].library;
  if (lib.length === 0) {
    s.players[p].drewFromEmpty = true;
    events.emit?.({ type: 'draw-empty', player: p });
    return;
  }
  const id = lib[0];
  const emit = events.emit;
  if (emit) {
    emit({ type: 'draw', player: p });
    emit({ type: 'drawn', player: p, card: nameOf(s.objects[id]), visibleTo: p });
  }
  const drawn = moveTo(s, id, 'hand', { silent: true });
  if (s.recordsFirstDraws) afterDraw(s, p, drawn);
}

/**
 * Destroys a permanent (CR 701.7): to its owner's graveyard, unless it is
 * indestructible (CR 702.12b) or a regeneration shield replaces the
 * destruction (CR 701.19a; not when "it can't be regenerated", 701.19c).
 */
export function destroy(s: MtgState, id: number, canRegenerate = true): void {
  const d = board(s).byId.get(id);
  if (!d || d.keywords.has('indestructible')) return;
  if (canRegenerate && useRegenerationShield(s, id)) return;
  moveTo(s, id, 'graveyard');
}

export function shuffleLibrary(s: MtgState, p: Seat): void {
  shuffleInPlace(s.rng, s.players[p].library, 'shuffle');
  events.emit?.({ type: 'shuffle', player: p });
}
