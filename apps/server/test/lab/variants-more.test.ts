/**
 * Lab variants of Pocket, Card Kingdoms and Magic: one card's fields changed
 * in memory (`dataDocuments`), A/B against the shipped data, and each batch
 * equal to the compiled `arbiter sim --data DIR` with the changed file; a
 * change the game's data check refuses is a 400 naming the file and path.
 */
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cardKingdoms } from '@arbiter/card-kingdoms';
import { mtg, mtgCatalog } from '@arbiter/mtg';
import { pocket, presetDecks } from '@arbiter/pocket';
import type { DataChange } from '@arbiter/sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../helpers.ts';
import { startLab, submit } from './lab-helpers.ts';
import { arbiterSim, batchOf, finishedRun, repoRoot, scratch, simBothSeats, untimed } from './sim-cli.ts';

const files = scratch('arbiter-lab-variants-');

let lab: Running;
beforeAll(async () => {
  lab = await startLab();
});
afterAll(async () => {
  await lab.server.close();
  files.remove();
});

interface DeckAb {
  game: string;
  deck: string;
  opponent: string;
  agents: [string, string];
  games: number;
  seed: number;
  variant: { name: string; changes: DataChange[] };
  /** Writes the variant's data files into the folder the CLI reads with `--data`. */
  writeData(dir: string): void;
}

/**
 * A preset deck's A/B: the run's shipped batch is the CLI's without
 * `--data`, its variant batches (both seats) the CLI's with the variant's
 * files, and the variant changed the game.
 */
async function deckAbEqualsCli(ab: DeckAb): Promise<void> {
  const { game, deck, opponent, agents, games, seed } = ab;
  const result = await finishedRun(lab.base, {
    game,
    subject: { preset: deck },
    opponents: [opponent],
    agents,
    games,
    seed,
    mode: 'ab',
    variant: ab.variant,
  });
  expect(result.variants.map((v) => v.label)).toEqual(['shipped data', ab.variant.name]);
  ab.writeData(files.path(game));
  const [shippedFirst] = simBothSeats(game, deck, opponent, agents, games, seed);
  const data = ['--data', files.path(game)];
  const [asFirst, asSecond] = simBothSeats(game, deck, opponent, agents, games, seed, data);
  expect(batchOf(result, 0, 0)).toEqual(untimed(shippedFirst));
  expect(batchOf(result, 1, 0)).toEqual(untimed(asFirst));
  expect(batchOf(result, 1, 1)).toEqual(untimed(asSecond));
  // The variant did change the game (the shipped batch, played in the same worker, is the CLI's without --data).
  expect(batchOf(result, 1, 0)).not.toEqual(batchOf(result, 0, 0));
}

describe('Lab variants of Pocket, Card Kingdoms and Magic', () => {
  it("Pocket: an attack's damage changed, A/B against the shipped data, as `arbiter sim --data`", async () => {
    type CardsFile = { cards: Array<{ id: string; attacks?: Array<{ damage: number }> }> };
    const file = structuredClone(pocket.dataDocuments!.documents['cards.json']) as CardsFile;
    // The fire preset's first Pokémon with an attack hits far harder.
    const fire = presetDecks().get('fire')!;
    const at = file.cards.findIndex((c) => fire.cards.includes(c.id) && (c.attacks?.length ?? 0) > 0);
    await deckAbEqualsCli({
      game: 'pocket',
      deck: 'fire',
      opponent: 'mewtwoex',
      agents: ['attach-then-attack', 'attach-then-attack'],
      games: 40,
      seed: 9,
      variant: {
        name: 'hot fire',
        changes: [{ file: 'cards.json', path: ['cards', at, 'attacks', 0, 'damage'], value: 200 }],
      },
      writeData(dir) {
        file.cards[at].attacks![0].damage = 200;
        writeFileSync(join(dir, 'cards.json'), JSON.stringify(file));
      },
    });
  });

  it("Magic: creatures' power and a spell's cost changed, A/B against the shipped data, as `arbiter sim --data`", async () => {
    type CardsFile = { cards: Array<{ card_id: string; power: string | null; mana_cost: string }> };
    const file = structuredClone(mtg.dataDocuments!.documents['cards.json']) as CardsFile;
    // The red preset's creatures hit far harder, and Lightning Bolt costs more.
    const red = new Set(mtgCatalog().decks.draconic_fury.cards);
    const creatures = file.cards.flatMap((c, i) => (red.has(c.card_id) && c.power !== null ? [i] : []));
    const bolt = file.cards.findIndex((c) => c.card_id === 'lightning_bolt');
    expect(creatures.length).toBeGreaterThan(0);
    await deckAbEqualsCli({
      game: 'mtg',
      deck: 'draconic_fury',
      opponent: 'glorious_combat',
      agents: ['random', 'random'],
      games: 8,
      seed: 6,
      variant: {
        name: 'huge dragons',
        changes: [
          ...creatures.map((i) => ({ file: 'cards.json', path: ['cards', i, 'power'], value: '9' })),
          { file: 'cards.json', path: ['cards', bolt, 'mana_cost'], value: '{2}{R}' },
        ],
      },
      writeData(dir) {
        for (const i of creatures) file.cards[i].power = '9';
        file.cards[bolt].mana_cost = '{2}{R}';
        cpSync(join(repoRoot, 'games/mtg/data/decks.json'), join(dir, 'decks.json'));
        writeFileSync(join(dir, 'cards.json'), JSON.stringify(file));
      },
    });
  });

  it("Card Kingdoms: a citizen's cost changed, A/B against the shipped data, as `arbiter sim --data`", async () => {
    type Row = { name: string; gold_cost: number };
    const docs = cardKingdoms.dataDocuments!.documents;
    const citizens = structuredClone(docs['citizens.json']) as Row[];
    const at = citizens.findIndex((c) => c.gold_cost >= 3);
    const change = { file: 'citizens.json', path: [at, 'gold_cost'], value: 0 };
    const result = await finishedRun(lab.base, {
      game: 'card-kingdoms',
      agents: ['greedy', 'random'],
      games: 6,
      seed: 4,
      mode: 'ab',
      variant: { name: 'free citizen', changes: [change] },
    });
    expect(result.batches).toHaveLength(2);
    // The variant's tables as a folder: the shipped ones with the changed citizens.
    const data = files.path('card-kingdoms');
    cpSync(join(repoRoot, 'games/card-kingdoms/data'), data, { recursive: true });
    citizens[at].gold_cost = 0;
    files.write('card-kingdoms', 'citizens.json', JSON.stringify(citizens));
    const common = ['--games', '6', '--seed', '4', '--agents', 'greedy,random'];
    expect(batchOf(result, 0, null)).toEqual(untimed(arbiterSim(['card-kingdoms', ...common])));
    expect(batchOf(result, 1, null)).toEqual(
      untimed(arbiterSim(['card-kingdoms', '--data', data, ...common])),
    );
    expect(batchOf(result, 1, null)).not.toEqual(batchOf(result, 0, null));
  });

  it('a change the data check refuses is a 400 naming the file and the path', async () => {
    const refused = await submit(lab.base, {
      game: 'card-kingdoms',
      agents: ['random', 'random'],
      games: 2,
      mode: 'ab',
      variant: { name: 'bad', changes: [{ file: 'citizens.json', path: [0, 'gold_cost'], value: 'free' }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error!.reason).toMatch(/citizens\.json \$\[0\]\.gold_cost/);
    const moved = await submit(lab.base, {
      game: 'pocket',
      subject: { preset: 'fire' },
      opponents: ['mewtwoex'],
      games: 2,
      mode: 'ab',
      variant: { name: 'bad', changes: [{ file: 'cards.json', path: ['cards', 0, 'id'], value: 'A1 999' }] },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.error!.reason).toMatch(
      /cards\.json \$\.cards\[0\]\.id: .*a variant keeps every card's id/,
    );
    const unparsed = await submit(lab.base, {
      game: 'mtg',
      subject: { preset: 'draconic_fury' },
      opponents: ['glorious_combat'],
      games: 2,
      mode: 'ab',
      variant: {
        name: 'bad',
        changes: [{ file: 'cards.json', path: ['cards', 0, 'oracle_text'], value: 'Teleport to the moon.' }],
      },
    });
    expect(unparsed.status).toBe(400);
    expect(unparsed.body.error!.reason).toMatch(
      /cards\.json \$\.cards\[0\]\.oracle_text: Heavenly Blademaster: unparsed: Teleport to the moon\./,
    );
  });
});
