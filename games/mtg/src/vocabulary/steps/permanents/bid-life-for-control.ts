/**
 * `bid_life_for_control`: "Each player may bid life for control of target
 * creature. You start the bidding with a bid of 0. In turn order, each
 * player may top the high bid. The bidding ends if the high bid stands. The
 * high bidder loses life equal to the high bid and gains control of the
 * creature" (Illicit Auction). With two players the other player tops the
 * bid or passes; a pass ends the bidding. A bid is a `resolve` decision:
 * "Pass" or the high bid plus 1 to 20 (a bound on the list). Losing the life
 * is not a payment (CR 119.4), so a bid may exceed a life total. The control
 * change is for good (a one-shot effect, CR 613.1b); a creature that changes
 * controller is summoning sick for the new one (302.6).
 */
import { refSchema } from '../../../cards/shapes.ts';
import { touch } from '../../../engine/derived.ts';
import { ask, objectsOnly, onBattlefield, refIds, startWork } from '../../../engine/frame.ts';
import { loseLife } from '../../../engine/life.ts';
import { opponent, type Seat } from '../../../engine/state.ts';
import { defineStep, stepSchema } from '../step.ts';

/** How many higher bids a player is offered at once. */
const BID_STEPS = 20;

export const bidLifeForControl = defineStep({
  id: 'bid_life_for_control',
  description: 'players bid life in turn order; the high bidder loses that much life and gains control',
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  announced: true,
  params: stepSchema('bid_life_for_control', { what: refSchema }),
  run(s, step, f) {
    const work = startWork(f, 'highBid', () => ({ highBid: 0, highBidder: f.controller }));
    const answer = f.vars.answer;
    let high = work.highBid ?? 0;
    let bidder: Seat = work.highBidder ?? f.controller;
    if (typeof answer === 'number') {
      f.vars.answer = undefined;
      if (answer > high) {
        high = answer;
        bidder = opponent(bidder);
        work.highBid = high;
        work.highBidder = bidder;
      } else return finish(s, f, step.what, high, bidder);
    }
    const next = opponent(bidder);
    ask(s, next, `The high bid is ${high} life. Top it or pass?`, [
      { label: 'Pass', value: -1 },
      ...Array.from({ length: BID_STEPS }, (_, i) => ({
        label: `Bid ${high + i + 1} life`,
        value: high + i + 1,
      })),
    ]);
  },
  words: (p, w) =>
    `each player may bid life for control of ${w.ref(p.what)}; the high bidder loses life equal to the high bid and gains control of it`,
});

function finish(
  s: Parameters<typeof touch>[0],
  f: Parameters<typeof refIds>[1],
  what: Parameters<typeof refIds>[2],
  high: number,
  bidder: Seat,
): void {
  f.vars.work = undefined;
  loseLife(s, bidder, high);
  for (const id of objectsOnly(refIds(s, f, what))) {
    if (!onBattlefield(s, id)) continue;
    const o = s.objects[id];
    if (o.controller === bidder) continue;
    o.controller = bidder;
    o.sick = true;
    touch(s);
  }
}
