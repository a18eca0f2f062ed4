/**
 * The legal list after a plain tap for mana, without working it out again.
 * Random players tap a land for mana about a third of their decisions, and
 * each tap used to rebuild the whole list (every card in hand, every
 * ability, payment plans and targets) for a position that differs from the
 * one before only in that land being tapped and its mana in the pool.
 *
 * When land x makes exactly one mana of one colour with nothing else to its
 * ability, the mana in the pool pays whatever x could have paid, and the
 * greedy payment plan (mana.ts) reaches the same answer for every cost: a
 * coloured symbol is paid from the pool before any source, and where the
 * plan would have tapped another source instead of x, that source makes the
 * same single mana (it ranks with x, and no permanent of the player has a
 * second {T} mana ability); generic mana is paid while any mana is left. So
 * the new list is the old one without x's `mana` action, provided nothing
 * else moved and nothing reads whether x is tapped:
 * - no card of the match reads tapped state (`Feature.readsTapped`: filters,
 *   "if ~ is untapped", "tap an untapped …", counts of tapped lands) and none
 *   waits for a permanent becoming tapped (no trigger, no delayed trigger);
 * - no spending rule changes what mana pays (`readsPlayerStatics`);
 * - x has no other activated ability (its {T} would now be spent) and no
 *   granted one;
 * - the game did nothing else: same step, turn, stack, revision (every
 *   change of a characteristic or zone), object counter, life totals, land
 *   plays and hands, and the pool is the old pool plus x's mana exactly.
 * Anything else, or any doubt, and the list is worked out afresh. The test
 * (test/legal-after-mana.test.ts) compares every kept list with a fresh one.
 */
import { Feature, matchUses } from './match-features.ts';
import { rulesIndexOf } from './rules-index.ts';
import { copyPoolInto, type ManaColor, type ManaPool, type MtgState, type Seat } from './state.ts';

/** What a priority list was worked out from, to recognise the position after one tap for mana. */
export interface ListPosition {
  rev: number;
  step: MtgState['step'];
  turn: number;
  stack: number;
  nextId: number;
  life0: number;
  life1: number;
  hand0: number;
  hand1: number;
  landsPlayed: number;
  pool: ManaPool;
}

let enabled = true;
/** How many lists were kept this way (for the test: the path it checks is taken). */
let kept = 0;

/** For tests: with `on` false, every list is worked out afresh. */
export function keepListsAfterMana(on: boolean): void {
  enabled = on;
}

export function listsKeptAfterMana(): number {
  return kept;
}

/**
 * The one position object, filled again at every list worked out: only the latest list (rules.ts'
 * `lastQuery`) keeps a position, and it reads the old one before a new list's is taken.
 */
const position: ListPosition = {
  rev: 0,
  step: 'untap',
  turn: 0,
  stack: 0,
  nextId: 0,
  life0: 0,
  life1: 0,
  hand0: 0,
  hand1: 0,
  landsPlayed: 0,
  pool: { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 },
};

/**
 * The position of `s` for player `p` as a kept list will need it (null: such a list is never kept).
 * The object is shared (see `position`): valid until the next call.
 */
export function listPosition(s: MtgState, p: Seat): ListPosition | null {
  if (!enabled || s.pending || s.readsPlayerStatics || s.delayed) return null;
  const players = s.players;
  const at = position;
  at.rev = s.rev;
  at.step = s.step;
  at.turn = s.turn;
  at.stack = s.stack.length;
  at.nextId = s.nextId;
  at.life0 = players[0].life;
  at.life1 = players[1].life;
  at.hand0 = players[0].hand.length;
  at.hand1 = players[1].hand.length;
  at.landsPlayed = players[p].landsPlayed;
  copyPoolInto(players[p].pool, at.pool);
  return at;
}

/**
 * The legal list of `p` in `s` after their action `{ type: 'mana', source, ability }` taken from
 * `list` (worked out at `at`), or null when it must be worked out afresh.
 */
export function listAfterMana<A extends { type: string; source?: number }>(
  s: MtgState,
  p: Seat,
  list: readonly A[],
  at: ListPosition,
  source: number,
  ability: number,
): A[] | null {
  if (!enabled || !samePosition(s, p, at)) return null;
  if (matchUses(s, Feature.readsTapped | Feature.tapWatch | Feature.grantsAbilities)) return null;
  const o = s.objects[source];
  if (o?.zone !== 'battlefield' || !o.tapped || o.controller !== p || o.granted.length > 0) return null;
  const index = rulesIndexOf(o);
  if (index.nonMana.length > 0 || index.tapMana.length !== 1) return null;
  const m = index.tapMana[0];
  if (m.index !== ability || m.riders || m.sacrifice || m.oneOf || m.ability.costs.length !== 1) return null;
  const made = m.fixed;
  if (!made) return null;
  // Exactly one mana of one colour, and the pool is the old one plus it.
  let total = 0;
  let colour: ManaColor | null = null;
  for (const c in made) {
    const n = made[c as ManaColor] ?? 0;
    total += n;
    if (n > 0) colour = c as ManaColor;
  }
  if (total !== 1 || colour === null) return null;
  const pool = s.players[p].pool;
  for (const c in at.pool) {
    const k = c as ManaColor;
    if (pool[k] !== at.pool[k] + (k === colour ? 1 : 0)) return null;
  }
  // No permanent of the player with a second {T} mana ability (it would rank with x and make more).
  const out: A[] = [];
  let seen = -1;
  for (let i = 0; i < list.length; i++) {
    const a = list[i];
    if (a.type === 'mana') {
      if (a.source === seen) return null;
      seen = a.source as number;
      if (a.source === source) continue;
    }
    out.push(a);
  }
  kept++;
  return out;
}

function samePosition(s: MtgState, p: Seat, at: ListPosition): boolean {
  const players = s.players;
  return (
    !s.pending &&
    !s.resolving &&
    !s.replacing &&
    !s.delayed &&
    !s.readsPlayerStatics &&
    s.triggers.length === 0 &&
    s.winner === null &&
    !s.draw &&
    s.priority === p &&
    s.rev === at.rev &&
    s.step === at.step &&
    s.turn === at.turn &&
    s.stack.length === at.stack &&
    s.nextId === at.nextId &&
    players[0].life === at.life0 &&
    players[1].life === at.life1 &&
    players[0].hand.length === at.hand0 &&
    players[1].hand.length === at.hand1 &&
    players[p].landsPlayed === at.landsPlayed
  );
}
