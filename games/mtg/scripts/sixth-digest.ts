/**
 * A digest of Sixth Edition games, for speed work that must not change the
 * rules (phase 1 has scripts/digest.ts): random games over a spread of the
 * 6ED pairings with fixed seeds, through `playRandomGame` (what the runs and
 * the bench play: the final state's hash and the outcome), through the sim's
 * lean loop (`playUnrecorded`, actionCount/actionAt), through the recorded
 * Match (every action with its state hash), each seat's view and the legal
 * list at every decision of a few games, and greedy games (clone,
 * determinize). Prints one line per part and a digest of all; compare it
 * before and after a change.
 *
 *   node --import tsx games/mtg/scripts/sixth-digest.ts [every]
 *
 * `every`: one ordered pairing in that many is played (default 7: 97 of the
 * 676 pairings).
 */
import { createHash } from 'node:crypto';
import { createRng, hashState, Match, randInt, stableStringify } from '@arbiter/core';
import { playGame, playUnrecorded, seatAgents } from '@arbiter/sim';
import { catalog } from '../src/cards/catalog.ts';
import { mtg } from '../src/index.ts';
import { playRandomGame } from '../src/random-game.ts';

const every = Number(process.argv[2] ?? 7);
const cat = catalog();
const decks = cat.deckList
  .filter((d) => d.pool === '6ed' && !cat.decks[d.id].cards.some((c) => cat.notPlayable?.has(c)))
  .map((d) => d.id);
const pairs = decks
  .flatMap((deck1) => decks.map((deck2) => ({ deck1, deck2, maxTurns: 200 })))
  .filter((_, i) => i % every === 0);
const all = createHash('sha256');

function part(name: string, fn: (h: ReturnType<typeof createHash>) => string) {
  const h = createHash('sha256');
  const t = Date.now();
  const note = fn(h);
  const d = h.digest('hex').slice(0, 16);
  all.update(`${name}:${d}`);
  console.log(`${name.padEnd(12)} ${d}  ${note}  (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}

part('randomGame', (h) => {
  let actions = 0;
  pairs.forEach((o, i) => {
    const r = playRandomGame(mtg, o, `sixth-digest/${i}`, createRng(`sixth-digest/agents/${i}`));
    h.update(hashState(r.state));
    h.update(stableStringify(r.outcome as never));
    actions += r.actions;
  });
  return `${pairs.length} games, ${actions} actions`;
});

part('unrecorded', (h) => {
  let actions = 0;
  pairs
    .filter((_, i) => i % 3 === 0)
    .forEach((o, i) => {
      const s = `sixth-digest/lean/${i}`;
      const r = playUnrecorded(mtg as never, o, s, seatAgents(['random', 'random'], s));
      h.update(hashState(r.state));
      h.update(stableStringify(r.outcome as never));
      actions += r.actions;
    });
  return `${Math.ceil(pairs.length / 3)} games, ${actions} actions`;
});

part('recorded', (h) => {
  let actions = 0;
  const some = pairs.filter((_, i) => i % 8 === 0);
  some.forEach((o, i) => {
    const s = `sixth-digest/rec/${i}`;
    const r = playGame(mtg as never, o, s, seatAgents(['random', 'random'], s), { record: true });
    const log = r.match.toLog();
    h.update(stableStringify(log.actions as never));
    h.update(log.finalHash);
    h.update(stableStringify(r.outcome as never));
    actions += r.actions;
  });
  return `${some.length} games, ${actions} actions`;
});

part('views', (h) => {
  let decisions = 0;
  for (const o of pairs.filter((_, i) => i % 16 === 5)) {
    const m = new Match(mtg as never, o, `sixth-digest/view/${o.deck1}/${o.deck2}`, { recordEvents: false });
    const rng = createRng(`sixth-digest/view/${o.deck1}`);
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
  const some = pairs.filter((_, i) => i % 48 === 3);
  for (const o of some) {
    const s = `sixth-digest/greedy/${o.deck1}/${o.deck2}`;
    const r = playGame(mtg as never, o, s, seatAgents(['greedy', 'random'], s), { record: true });
    h.update(r.match.toLog().finalHash);
    actions += r.actions;
  }
  return `${some.length} games, ${actions} actions`;
});

console.log(`digest       ${all.digest('hex').slice(0, 16)}`);
