/**
 * Decks drawn from the whole card pool for tests that play many games
 * (legal lists, usability hooks, view parts, lockstep shortcuts), and the
 * small seeded generator that draws them.
 */
import { catalog } from '../src/data/catalog.ts';
import { type Card, energyNames } from '../src/data/schema.ts';

/** A small seeded generator (the test's own choices; the game's randomness stays in its state). */
export function generator(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

const ENERGY: readonly string[] = ['G', 'R', 'W', 'L', 'P', 'F', 'D', 'M'];

/**
 * A deck of the whole pool: three Basics of distinct names with what
 * evolves from them, then random Trainers. With `favoured`, half the
 * Basics and half the Trainers are drawn among the cards it accepts.
 */
export function poolDeck(
  pick: (n: number) => number,
  favoured?: (c: Card) => boolean,
): { energy: string[]; cards: string[] } {
  const cards = catalog().cards;
  const pokemon = cards.filter((c): c is Extract<Card, { kind: 'pokemon' }> => c.kind === 'pokemon');
  const basics = pokemon.filter((c) => c.stage === 0);
  const trainers = cards.filter((c) => c.kind === 'trainer');
  const favouredBasics = favoured ? basics.filter(favoured) : null;
  const favouredTrainers = favoured ? trainers.filter(favoured) : null;
  // One draw: a coin for the favoured list first when there is one (the same draws as before it was shared).
  const draw = <C>(all: C[], favouredOnes: C[] | null): C => {
    const from = favouredOnes !== null && pick(2) === 0 ? favouredOnes : all;
    return from[pick(from.length)];
  };
  const out: string[] = [];
  const count = new Map<string, number>();
  const add = (c: Card) => {
    if (out.length >= 20 || (count.get(c.name) ?? 0) >= 2) return;
    count.set(c.name, (count.get(c.name) ?? 0) + 1);
    out.push(c.id);
  };
  const types = new Set<string>();
  while (types.size < 3) {
    const basic = draw(basics, favouredBasics);
    if (count.has(basic.name)) continue;
    add(basic);
    add(basic);
    // Colorless and Dragon Pokémon have no Energy of their type: Grass stands in.
    types.add(ENERGY.includes(basic.type) ? basic.type : 'G');
    const stage1 = pokemon.filter((c) => c.stage === 1 && c.evolvesFrom === basic.name);
    if (stage1.length === 0) continue;
    const one = stage1[pick(stage1.length)];
    add(one);
    add(one);
    const stage2 = pokemon.filter((c) => c.stage === 2 && c.evolvesFrom === one.name);
    if (stage2.length > 0) add(stage2[pick(stage2.length)]);
  }
  while (out.length < 20) add(draw(trainers, favouredTrainers));
  return { energy: [...types].map((t) => energyNames[t as keyof typeof energyNames]), cards: out };
}
