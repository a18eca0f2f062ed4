import { createRng, hashState, stableStringify } from '@arbiter/core';
import { playGame, playUnrecorded, seatAgents } from '@arbiter/sim';
import { catalog } from '../src/cards/catalog.ts';
import { mtg } from '../src/index.ts';
import { playRandomGame } from '../src/random-game.ts';
import { digestOfParts, hashViewsAndLegal } from './digest-parts.ts';

const every = Number(process.argv[2] ?? 7);
const cat = catalog();
const decks = cat.deckList
  .filter((d) => d.pool === '6ed' && !cat.decks[d.id].cards.some((c) => cat.notPlayable?.has(c)))
  .map((d) => d.id);
const pairs = decks
  .flatMap((deck1) => decks.map((deck2) => ({ deck1, deck2, maxTurns: 200 })))
  .filter((_, i) => i % every === 0);
const { part, finish } = digestOfParts();

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

part(
  'views',
  (h) =>
    `${hashViewsAndLegal(
      h,
      pairs.filter((_, i) => i % 16 === 5),
      'sixth-digest',
    )} decisions`,
);

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

finish();
