import { createAgent } from '@arbiter/agents';
import type { AnyGame } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { missing } from '../src/agents/attach-then-attack.ts';
import { pocket } from '../src/index.ts';
import { position, run } from './helpers.ts';

const game = pocket as unknown as AnyGame;

function decide(setup: unknown) {
  const spec = pocket.scenarios;
  if (!spec) throw new Error('no scenarios');
  const s = spec.build(spec.setupSchema.parse(setup), {
    game: pocket,
    options: pocket.optionsSchema.parse({}),
    seed: 'a',
    apply: {},
  });
  const agent = createAgent('attach-then-attack', 'x', {}, game);
  const player = pocket.toAct(s)[0];
  return agent.choose({ game, player, view: pocket.view(s, player), legal: pocket.legalActions(s, player) });
}

describe('attach-then-attack agent', () => {
  it('counts the energy still missing for a cost', () => {
    expect(missing([], ['G', 'C'])).toBe(2);
    expect(missing(['G'], ['G', 'C'])).toBe(1);
    expect(missing(['W'], ['G', 'C'])).toBe(1);
    expect(missing(['W', 'W'], ['G', 'C'])).toBe(1);
    expect(missing(['G', 'W'], ['G', 'C'])).toBe(0);
  });

  it('attaches where an attack gets closer, then attacks with the highest damage, else ends the turn', () => {
    // Bulbasaur needs G+C; the Benched Squirtle's Water Gun needs W: the zone's Grass helps Bulbasaur only.
    expect(decide(position({ active: { card: 'A1 001' }, bench: [{ card: 'A1 053' }], zone: 'G' }))).toEqual({
      type: 'attach',
      target: 0,
    });
    // Mewtwo ex can use both attacks: Psydrive (150) over Psychic Sphere (50).
    expect(decide(position({ active: { card: 'A1 129', energy: ['P', 'P', 'C', 'C'] } }))).toEqual({
      type: 'attack',
      index: 1,
    });
    // Water pays Psychic Sphere's Colorless: closer. A Snorlax with nothing to attach ends the turn.
    expect(decide(position({ active: { card: 'A1 129' }, zone: 'W' }))).toEqual({
      type: 'attach',
      target: 0,
    });
    expect(decide(position({ active: { card: 'A1 211' } }))).toEqual({ type: 'end' });
  });

  it('plays whole games through the sim agents hook', () => {
    run(position({ active: { card: 'A1 001' } }), [], {});
    let wins = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const s = pocket.setup(pocket.optionsSchema.parse({ deck1: 'mewtwoex', deck2: 'fire' }), String(seed));
      const agents = [0, 1].map((i) => createAgent('attach-then-attack', `${seed}/${i}`, {}, game));
      while (!pocket.outcome(s)) {
        const p = pocket.toAct(s)[0];
        pocket.apply(
          s,
          p,
          agents[p].choose({ game, player: p, view: pocket.view(s, p), legal: pocket.legalActions(s, p) }),
        );
      }
      if (pocket.outcome(s)?.winner !== null) wins++;
    }
    expect(wins).toBeGreaterThan(15);
  });
});
