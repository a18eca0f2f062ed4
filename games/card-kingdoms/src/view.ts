/**
 * What a seat sees: everything but other players' dukes (kept or dealt), the
 * duke deck, the order of domain stacks under their face-up top, and the
 * generator. `stateFromView` (determinize) fills the hidden parts back in,
 * sampled from what the viewer cannot have seen.
 */
import { createRng, shuffleInPlace } from '@arbiter/core';
import { type Catalog, isBase } from './data/catalog.ts';
import type { CkState, Decision, PlayerState } from './state.ts';

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
  const { rng: _rng, players, domainStacks, dukeDeck, pending, ...open } = state;
  const pendingView =
    pending && pending.kind === 'duke' && pending.player !== viewer ? { ...pending, options: [] } : pending;
  return JSON.parse(
    JSON.stringify({
      ...open,
      you: viewer,
      players: players.map((p, i) => ({
        ...p,
        duke: i === viewer ? p.duke : null,
        hasDuke: p.duke !== null,
        dukeChoices: i === viewer ? p.dukeChoices : [],
        dukeChoiceCount: p.dukeChoices.length,
      })),
      domainStacks: domainStacks.map((s) => ({
        top: s.length > 0 ? s[s.length - 1] : null,
        count: s.length,
      })),
      dukeDeckCount: dukeDeck.length,
      pending: pendingView,
    }),
  );
}

/** A full state consistent with `view`: hidden dukes and domain orders dealt from the unseen cards with `seed`. */
export function stateFromView(cat: Catalog, view: CkView, viewer: number, seed: string): CkState {
  const rng = createRng(seed);
  const v = JSON.parse(JSON.stringify(view)) as CkView;
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
