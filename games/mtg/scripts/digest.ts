/**
 * A digest of many games, for speed work that must not change the rules:
 * random-vs-random over all 25 pairings through the recorded Match (every
 * action with its state hash), through the lean loop (`playUnrecorded`,
 * which uses actionCount/actionAt when the game has them), and through
 * `playRandomGame`; each seat's view and legal list at every decision of a
 * few games; a few greedy games (views, determinize, clone). Prints one
 * line per part and a digest of all; compare it before and after a change.
 *
 *   node --import tsx games/mtg/scripts/digest.ts [seedsPerPairing]
 */
import { createHash } from 'node:crypto';
import { createRng, hashState, Match, randInt, stableStringify } from '@arbiter/core';
import { playGame, playUnrecorded, seatAgents } from '@arbiter/sim';
import { catalog } from '../src/cards/catalog.ts';
import { mtg } from '../src/index.ts';
import { playRandomGame } from '../src/random-game.ts';

const n = Number(process.argv[2] ?? 8);
// Phase 1's five decks: the digest and the figures are about its 25 pairings (Sixth Edition: scripts/sixth-runs.ts).
const decks = catalog()
  .deckList.filter((d) => d.pool === 'phase1')
  .map((d) => d.id);
const pairs = decks.flatMap((deck1) => decks.map((deck2) => ({ deck1, deck2 })));
const all = createHash('sha256');

function part(name: string, fn: (h: ReturnType<typeof createHash>) => string) {
  const h = createHash('sha256');
  const t = Date.now();
  const note = fn(h);
  const d = h.digest('hex').slice(0, 16);
  all.update(`${name}:${d}`);
  console.log(`${name.padEnd(12)} ${d}  ${note}  (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}

part('recorded', (h) => {
  let actions = 0;
  for (let seed = 0; seed < n; seed++)
    for (const o of pairs) {
      const s = `digest/rec/${seed}`;
      const r = playGame(mtg as never, o, s, seatAgents(['random', 'random'], s), { record: true });
      const log = r.match.toLog();
      h.update(stableStringify(log.actions as never));
      h.update(log.finalHash);
      h.update(stableStringify(r.outcome as never));
      actions += r.actions;
    }
  return `${pairs.length * n} games, ${actions} actions`;
});

part('unrecorded', (h) => {
  let actions = 0;
  for (let seed = 0; seed < n; seed++)
    for (const o of pairs) {
      const s = `digest/lean/${seed}`;
      const r = playUnrecorded(mtg as never, o, s, seatAgents(['random', 'random'], s));
      h.update(hashState(r.state));
      h.update(stableStringify(r.outcome as never));
      actions += r.actions;
    }
  return `${pairs.length * n} games, ${actions} actions`;
});

part('randomGame', (h) => {
  let actions = 0;
  for (let seed = 0; seed < n; seed++)
    for (const o of pairs) {
      const r = playRandomGame(mtg, { ...o, maxTurns: 200 }, `sim${seed}`, createRng(`agents${seed}`));
      h.update(hashState(r.state));
      actions += r.actions;
    }
  return `${pairs.length * n} games, ${actions} actions`;
});

part('views', (h) => {
  let decisions = 0;
  for (const o of pairs.slice(0, 25)) {
    const m = new Match(mtg as never, o, `digest/view/${o.deck1}/${o.deck2}`, { recordEvents: false });
    const rng = createRng(`digest/view/${o.deck1}`);
    while (!m.outcome()) {
      const p = m.toAct()[0];
      for (const seat of [0, 1]) h.update(stableStringify(mtg.view(m.state as never, seat) as never));
      const legal = m.legalActions(p);
      h.update(stableStringify(legal as never));
      h.update(legal.map((a) => mtg.describe(a as never, m.state as never, p)).join('|'));
      m.act(p, legal[randInt(rng, legal.length)]);
      decisions++;
    }
  }
  return `${decisions} decisions`;
});

part('greedy', (h) => {
  let actions = 0;
  for (const o of pairs.filter((_, i) => i % 6 === 0)) {
    const s = `digest/greedy/${o.deck1}`;
    const r = playGame(mtg as never, o, s, seatAgents(['greedy', 'random'], s), { record: true });
    h.update(r.match.toLog().finalHash);
    actions += r.actions;
  }
  return `5 games, ${actions} actions`;
});

console.log(`digest       ${all.digest('hex').slice(0, 16)}`);
