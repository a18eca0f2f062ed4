/**
 * A heuristic value for agents: the seat's VP so far plus what its
 * resources and citizens are worth, against the best other seat, in [-1, 1].
 *
 * A resource counts a quarter of a VP. A citizen counts one VP for its
 * role icons (domains need them, dukes score them) plus what it will pay
 * over the next HORIZON_ROUNDS rounds: its expected activations per roll
 * (two dice: each die and their sum, or doubles for a doubles-only card)
 * times its fixed payout on its owner's turn plus, once per other seat, off
 * it (resources at a quarter, VP tokens at one; effects not counted).
 *
 * It used to count 0.8 VP per citizen whatever it paid: less than a
 * resource taken (0.25) plus what a citizen costs, so one step ahead on
 * this value a player took a resource rather than hire (greedy: 155 takes,
 * 41 hires in 6 games against random), never grew an economy, and the
 * greedy agent lost to random play (9 of 20; 19 of 20 with this value).
 */
import type { Catalog, CitizenCard, Payout } from './data/cards.ts';
import { vpSources } from './rules/score.ts';
import type { CkState, PlayerState } from './state.ts';

/** VP per resource held (gold, strength, magic). */
const RESOURCE_VP = 0.25;
/** Rounds of payouts a citizen is credited with (two-player games against random play lasted 12 to 31 rounds). */
const HORIZON_ROUNDS = 10;
/** What a citizen's role icons are worth, in VP. */
const ROLES_VP = 1;

/** Expected activations of a card on one roll of two dice. */
function activationsPerRoll(card: CitizenCard): number {
  let times = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) {
      if (card.doublesOnly > 0) times += a === b ? card.doublesOnly : 0;
      else
        times += ((card.rollMask >> a) & 1) + ((card.rollMask >> b) & 1) + ((card.rollMask >> (a + b)) & 1);
    }
  return times / 36;
}

const payoutVp = (p: Payout) => (p.g + p.s + p.m) * RESOURCE_VP + p.v;

/** Per citizen row: VP one round of payouts is worth, on its owner's turn and on one other seat's. */
interface CitizenWorth {
  on: Float64Array;
  off: Float64Array;
}

const worths = new WeakMap<Catalog, CitizenWorth>();

function citizenWorth(cat: Catalog): CitizenWorth {
  let w = worths.get(cat);
  if (w) return w;
  const on = new Float64Array(cat.citizens.length);
  const off = new Float64Array(cat.citizens.length);
  cat.citizens.forEach((card, i) => {
    const times = activationsPerRoll(card);
    on[i] = times * payoutVp(card.on);
    off[i] = times * payoutVp(card.off);
  });
  w = { on, off };
  worths.set(cat, w);
  return w;
}

function worth(cat: Catalog, w: CitizenWorth, p: PlayerState, others: number, horizon: number): number {
  let income = 0;
  for (const c of p.citizens) income += w.on[c] + others * w.off[c];
  return (
    vpSources(cat, p).total +
    (p.g + p.s + p.m) * RESOURCE_VP +
    p.citizens.length * ROLES_VP +
    horizon * income
  );
}

export function evaluateState(cat: Catalog, state: CkState, seat: number): number {
  return evaluateOver(cat, state, seat, HORIZON_ROUNDS);
}

/** `evaluate` with citizens' payouts counted over `horizon` rounds (searches' leaf value sets its own). */
export function evaluateOver(cat: Catalog, state: CkState, seat: number, horizon: number): number {
  if (seat >= state.seats) return 0;
  const w = citizenWorth(cat);
  const others = state.seats - 1;
  const mine = worth(cat, w, state.players[seat], others, horizon);
  let best = Number.NEGATIVE_INFINITY;
  state.players.forEach((p, i) => {
    if (i !== seat) best = Math.max(best, worth(cat, w, p, others, horizon));
  });
  if (best === Number.NEGATIVE_INFINITY) return Math.tanh(mine / 30);
  return Math.tanh((mine - best) / 10);
}
