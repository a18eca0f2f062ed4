/**
 * A Lab run plays exactly what `arbiter sim` plays for the same inputs: each
 * of its batches (a subject's deck or hero against an opponent, from one
 * seat, on the shipped data or a variant) equals the compiled CLI's report
 * for the same options, agents, seeds and data, timing aside.
 */
import { diceDuel } from '@arbiter/dice-duel';
import { mtgCatalog } from '@arbiter/mtg';
import { presetDecks } from '@arbiter/pocket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../helpers.ts';
import { startLab } from './lab-helpers.ts';
import { arbiterSim, batchOf, finishedRun, scratch, simBothSeats, untimed } from './sim-cli.ts';

const files = scratch('arbiter-lab-sim-');

let lab: Running;
beforeAll(async () => {
  lab = await startLab();
});
afterAll(async () => {
  await lab.server.close();
  files.remove();
});

/**
 * A deck list sent as text (a deck of the builder's, not a preset id)
 * against one opponent: both batches equal the CLI reading the same list
 * from a file, from each seat.
 */
async function builtDeckEqualsCli(
  game: string,
  text: string,
  opponent: string,
  agents: [string, string],
  games: number,
  seed: number,
) {
  const result = await finishedRun(lab.base, {
    game,
    subject: { deck: text, label: 'built' },
    opponents: [opponent],
    agents,
    games,
    seed,
  });
  expect(result.batches.map((b) => b.subjectSeat)).toEqual([0, 1]);
  const [lab0, lab1] = [batchOf(result, 0, 0), batchOf(result, 0, 1)];
  // The CLI reads the file and plays its text: the same options, the same report.
  const file = files.write(game, 'custom.txt', text);
  const [asFirst, asSecond] = simBothSeats(game, file, opponent, agents, games, seed);
  expect(lab0.options.deck1).toBe(text);
  expect(lab1.options.deck2).toBe(text);
  expect(lab0).toEqual(untimed(asFirst));
  expect(lab1).toEqual(untimed(asSecond));
  expect(lab0.games).toBe(games / 2);
}

describe('a Lab run equals `arbiter sim` with the same inputs', () => {
  it('a built Pocket deck against a preset, from both seats', async () => {
    // The water preset as a deck list's text.
    const water = presetDecks().get('blastoiseex')!;
    const text = `${['Energy: Water', ...countLines(water.cards, (id) => id)].join('\n')}\n`;
    await builtDeckEqualsCli('pocket', text, 'fire', ['attach-then-attack', 'random'], 40, 11);
  });

  it('a built Magic deck against a preset, from both seats', async () => {
    // A preset's cards as "4 Lightning Bolt" lines.
    const cat = mtgCatalog();
    const text = `${countLines(cat.decks.glorious_combat.cards, (id) => cat.cards[id].name).join('\n')}\n`;
    await builtDeckEqualsCli('mtg', text, 'draconic_fury', ['random', 'random'], 8, 5);
  });

  it('a Dice Duel data variant, A/B against the shipped data (`--data` with the changed file)', async () => {
    const heroes = structuredClone(diceDuel.dataDocuments!.documents['heroes.json']) as {
      heroes: Array<{ id: string; maxHp: number }>;
    };
    const at = heroes.heroes.findIndex((h) => h.id === 'pyromancer');
    const change = { file: 'heroes.json', path: ['heroes', at, 'maxHp'], value: 40 };
    const result = await finishedRun(lab.base, {
      game: 'dice-duel',
      subject: { hero: 'pyromancer' },
      opponents: ['shadow-monk'],
      agents: ['random', 'random'],
      games: 60,
      seed: 3,
      mode: 'ab',
      variant: { name: 'tough pyromancer', changes: [change] },
    });
    expect(result.variants.map((v) => v.label)).toEqual(['shipped data', 'tough pyromancer']);
    // The variant's data as a folder, for the CLI.
    heroes.heroes[at].maxHp = 40;
    files.write('dice-duel', 'heroes.json', JSON.stringify(heroes));
    const data = files.path('dice-duel');
    const heroesAre = (first: string, second: string) => [
      '--option',
      `hero1=${first}`,
      '--option',
      `hero2=${second}`,
      '--games',
      '30',
      '--seed',
      '3',
    ];
    expect(batchOf(result, 0, 0)).toEqual(
      untimed(arbiterSim(['dice-duel', ...heroesAre('pyromancer', 'shadow-monk')])),
    );
    expect(batchOf(result, 1, 0)).toEqual(
      untimed(arbiterSim(['dice-duel', '--data', data, ...heroesAre('pyromancer', 'shadow-monk')])),
    );
    expect(batchOf(result, 1, 1)).toEqual(
      untimed(arbiterSim(['dice-duel', '--data', data, ...heroesAre('shadow-monk', 'pyromancer')])),
    );
    // And the variant did change the game.
    expect(batchOf(result, 1, 0)).not.toEqual(batchOf(result, 0, 0));
  });
});

/** "COUNT NAME" lines of a list of card ids, one per copy. */
function countLines(ids: readonly string[], name: (id: string) => string): string[] {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, n]) => `${n} ${name(id)}`);
}
