/**
 * A playout policy that ranks main actions by what they add to the leaf
 * value (`leaf-value.ts`), worked out from the cards without applying them:
 * a domain or a monster its VP (a monster's reward too) less the resources
 * spent; a citizen its role icons plus its payouts over the rounds left,
 * less its cost; a resource taken a quarter of a VP (the one held least).
 * Resources count a quarter of a VP each, as `evaluate` counts them; of two
 * ways to pay, the one spending less magic (the resource that pays for
 * anything) goes first. Like the first policy (`search.ts`), one action in
 * ten is any legal one and other decisions are taken at random.
 */
import { type PlayerId, type RngState, randInt } from '@arbiter/core';
import type { Catalog } from '../data/catalog.ts';
import { citizenWorth, RESOURCE_VP, ROLES_VP } from '../evaluate.ts';
import type { CkAction, CkState } from '../state.ts';
import { roundsLeft } from './leaf-value.ts';

const WANDER = 10;
/** What a magic spent costs beyond a quarter VP: it pays for anything, so spend it last. */
const MAGIC_PREMIUM = 0.01;

const topOf = (cards: readonly number[]): number | undefined => cards[cards.length - 1];

/** What `a` adds to the player's leaf value, about (-Infinity: not a main action). */
function gain(cat: Catalog, s: CkState, player: number, horizon: number, a: CkAction): number {
  switch (a.type) {
    case 'build': {
      const card = topOf(s.domainStacks[a.stack] ?? []);
      if (card === undefined) return Number.NEGATIVE_INFINITY;
      const d = cat.domains[card];
      return d.vp - d.cost * RESOURCE_VP - (a.magic ?? 0) * MAGIC_PREMIUM;
    }
    case 'slay': {
      const card = topOf(s.monsterAreas[a.area]?.cards ?? []);
      if (card === undefined) return Number.NEGATIVE_INFINITY;
      const m = cat.monsters[card];
      const r = m.reward;
      return (
        m.vp +
        r.v +
        (r.g + r.s + r.m - m.strength - m.magic) * RESOURCE_VP -
        a.magic * MAGIC_PREMIUM
      );
    }
    case 'hire': {
      const card = topOf(s.citizenStacks[a.stack]?.cards ?? []);
      if (card === undefined) return Number.NEGATIVE_INFINITY;
      const w = citizenWorth(cat);
      const income = w.on[card] + (s.seats - 1) * w.off[card];
      return ROLES_VP + horizon * income - cat.citizens[card].cost * RESOURCE_VP - a.magic * MAGIC_PREMIUM;
    }
    case 'take': {
      const p = s.players[player];
      return RESOURCE_VP - (a.res === 'g' ? p.g : a.res === 's' ? p.s : p.m) * MAGIC_PREMIUM;
    }
    default:
      return Number.NEGATIVE_INFINITY;
  }
}

export function ckValuePolicy(cat: Catalog) {
  return (s: CkState, player: PlayerId, rng: RngState): CkAction => {
    const legal: readonly CkAction[] = s.pending && s.pending.player === player ? s.pending.options : [];
    if (legal.length <= 1) return legal[0];
    if (randInt(rng, WANDER) === 0) return legal[randInt(rng, legal.length)];
    const horizon = roundsLeft(s);
    let best: CkAction | null = null;
    let bestGain = Number.NEGATIVE_INFINITY;
    for (const a of legal) {
      const g = gain(cat, s, player, horizon, a);
      if (g > bestGain) {
        bestGain = g;
        best = a;
      }
    }
    return best ?? legal[randInt(rng, legal.length)];
  };
}
