import { createRng, hashState, stableStringify } from '@arbiter/core';
import { playGame, playUnrecorded, seatAgents } from '@arbiter/sim';
import { catalog } from '../src/cards/catalog.ts';
import { mtg } from '../src/index.ts';
import { playRandomGame } from '../src/random-game.ts';
import { digestOfParts, hashViewsAndLegal } from './digest-parts.ts';

const n = Number(process.argv[2] ?? 8);
// Phase 1's five decks: the digest and the figures are about its 25 pairings (Sixth Edition: scripts/sixth-runs.ts).
const decks = catalog()
  .deckList.filter((d) => d.pool === 'phase1')
  .map((d) => d.id);
const pairs = decks.flatMap((deck1) => decks.map((deck2) => ({ deck1, deck2 })));
const { part, finish } = digestOfParts();

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

part('views', (h) => `${hashViewsAndLegal(h, pairs.slice(0, 25), 'digest')} decisions`);

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

finish();
