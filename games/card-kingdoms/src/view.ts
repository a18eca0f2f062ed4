/**
 * What a seat sees: everything but other players' dukes (kept or dealt), the
 * duke deck, the order of domain stacks under their face-up top, and the
 * generator. `stateFromView` (determinize) fills the hidden parts back in,
 * sampled from what the viewer cannot have seen.
 */
import { createRng, shuffleInPlace } from '@arbiter/core';
import { cloneState } from './clone.ts';
import type { Catalog } from './data/cards.ts';
import { isBase } from './data/catalog.ts';
import { type CkState, copyExtra, type Decision, nameCounts, type PlayerState } from './state.ts';

export interface PlayerView extends Omit<PlayerState, 'duke' | 'dukeChoices'> {
  /** The kept duke: only in its owner's view. */
  duke: number | null;
  hasDuke: boolean;
  /** The dukes dealt, while choosing: only in the owner's view. */
  dukeChoices: number[];
  dukeChoiceCount: number;
}

export interface CkView extends Omit<CkState, 'rng' | 'players' | 'domainStacks' | 'dukeDeck' | 'pending'> {
  you: number | null;
  players: PlayerView[];
  /** Each domain stack: the face-up top and how many cards. */
  domainStacks: { top: number | null; count: number }[];
  dukeDeckCount: number;
  /** The decision owed; another seat's duke choice shows no options. */
  pending: Decision | null;
}

export function viewOf(state: CkState, viewer: number | null): CkView {
  // Built field by field (no JSON round trip: agents take views in their inner loop); every
  // array is a copy and the shared parts (legs, actions) are never changed in place.
  const copy = cloneState(state);
  const pending = copy.pending;
  const pendingView =
    pending && pending.kind === 'duke' && pending.player !== viewer ? { ...pending, options: [] } : pending;
  return {
    seats: copy.seats,
    citizenStacks: copy.citizenStacks,
    monsterAreas: copy.monsterAreas,
    active: copy.active,
    turn: copy.turn,
    round: copy.round,
    step: copy.step,
    dukeTurn: copy.dukeTurn,
    dice: copy.dice,
    diceUsed: copy.diceUsed,
    actionsLeft: copy.actionsLeft,
    queue: copy.queue,
    ending: copy.ending,
    endReason: copy.endReason,
    tally: copy.tally,
    banished: copy.banished,
    ...(copy.maxRounds !== undefined ? { maxRounds: copy.maxRounds } : {}),
    ...(copy.extra ? { extra: copy.extra } : {}),
    you: viewer,
    players: copy.players.map((p, i) => ({
      ...p,
      duke: i === viewer ? p.duke : null,
      hasDuke: p.duke !== null,
      dukeChoices: i === viewer ? p.dukeChoices : [],
      dukeChoiceCount: p.dukeChoices.length,
    })),
    domainStacks: copy.domainStacks.map((s) => ({
      top: s.length > 0 ? s[s.length - 1] : null,
      count: s.length,
    })),
    dukeDeckCount: copy.dukeDeck.length,
    pending: pendingView,
  };
}

/** A copy of a view deep enough that the state built from it shares nothing mutable with it. */
function copyView(v: CkView): CkView {
  return {
    ...v,
    citizenStacks: v.citizenStacks.map((c) => ({ rolls: c.rolls, cards: [...c.cards] })),
    monsterAreas: v.monsterAreas.map((a) => ({ area: a.area, cards: [...a.cards] })),
    dice: v.dice ? [v.dice[0], v.dice[1]] : null,
    diceUsed: [...v.diceUsed],
    queue: v.queue.map((t) => ({ ...t })),
    tally: { hired: nameCounts(v.tally.hired), slain: nameCounts(v.tally.slain) },
    banished: { citizens: [...v.banished.citizens], monsters: [...v.banished.monsters] },
    ...(v.extra ? { extra: copyExtra(v.extra) } : {}),
    players: v.players.map((p) => ({
      ...p,
      starters: [...p.starters],
      citizens: [...p.citizens],
      domains: p.domains.map((d) => ({ ...d })),
      monsters: [...p.monsters],
      dukeChoices: [...p.dukeChoices],
      ...(p.extra ? { extra: copyExtra(p.extra) } : {}),
    })),
    domainStacks: v.domainStacks.map((d) => ({ ...d })),
    pending: v.pending ? { ...v.pending, options: [...v.pending.options] } : null,
  };
}

/** A full state consistent with `view`: hidden dukes and domain orders dealt from the unseen cards with `seed`. */
export function stateFromView(cat: Catalog, view: CkView, viewer: number, seed: string): CkState {
  const rng = createRng(seed);
  const v = copyView(view);
  const me = v.players[viewer];
  const seenDukes = new Set<number>([
    ...(me?.duke !== null && me ? [me.duke] : []),
    ...(me?.dukeChoices ?? []),
  ]);
  const unseenDukes = shuffleInPlace(
    rng,
    cat.dukes.filter((d) => isBase(d) && !seenDukes.has(d.index)).map((d) => d.index),
  );
  const players: PlayerState[] = v.players.map((p, i) => {
    const { hasDuke, dukeChoiceCount, ...rest } = p;
    if (i === viewer) return { ...rest, duke: p.duke, dukeChoices: p.dukeChoices };
    return {
      ...rest,
      duke: hasDuke ? (unseenDukes.pop() ?? null) : null,
      dukeChoices: unseenDukes.splice(0, dukeChoiceCount),
    };
  });
  const seenDomains = new Set<number>();
  for (const s of v.domainStacks) if (s.top !== null) seenDomains.add(s.top);
  for (const p of v.players) for (const d of p.domains) seenDomains.add(d.card);
  const unseenDomains = shuffleInPlace(
    rng,
    cat.domains.filter((d) => isBase(d) && !seenDomains.has(d.index)).map((d) => d.index),
  );
  const domainStacks = v.domainStacks.map((s) =>
    s.top === null ? [] : [...unseenDomains.splice(0, s.count - 1), s.top],
  );
  let pending = v.pending;
  if (pending && pending.kind === 'duke' && pending.player !== viewer) {
    pending = {
      ...pending,
      options: players[pending.player].dukeChoices.map((duke) => ({ type: 'keepDuke', duke })),
    };
  }
  const { you: _you, dukeDeckCount: _count, players: _p, domainStacks: _d, pending: _pending, ...open } = v;
  return { ...open, rng, players, domainStacks, dukeDeck: unseenDukes, pending };
}
