/**
 * The Sixth Edition decks whose cards all parse, played to the end by
 * random legal actions (mirror and against phase 1's decks): no engine
 * error, every game ends.
 */
import { createRng, randInt } from '@arbiter/core';
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import { type Board, board, boardFromScratch } from '../src/engine/derived.ts';
import { mtg } from '../src/index.ts';
import { playRandomGame } from '../src/random-game.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

describe('Sixth Edition decks that parse fully, in random games', () => {
  it('mono_white is among them and plays 12 random games to the end', () => {
    const decks = catalog().deckList.map((d) => d.id);
    expect(decks).toContain('mono_white');
    const opponents = ['mono_white', 'glorious_combat', 'dark_sacrifice', 'boundless_elves'];
    let games = 0;
    for (let seed = 0; seed < 3; seed++)
      for (const deck2 of opponents) {
        const r = playRandomGame(
          mtg,
          { deck1: 'mono_white', deck2 } as never,
          `6ed/${seed}`,
          createRng(`6ed/${seed}`),
        );
        expect(r.outcome, `${deck2} ${seed}`).toBeTruthy();
        games++;
      }
    expect(games).toBe(12);
  });

  it("a deck of share A's cards (regeneration, landwalk, fear, restrictions, combat triggers) plays random games to the end", () => {
    const copies = (n: number, ids: string[]) => ids.flatMap((id) => Array<string>(n).fill(id));
    const cards = [
      ...copies(6, ['basic_swamp', 'basic_forest']),
      ...copies(4, ['basic_mountain', 'basic_plains', 'basic_island']),
      ...copies(2, [
        'drudge_skeletons',
        'river_boa',
        'gorilla_chieftain',
        'terror',
        'bog_wraith',
        'razortooth_rats',
      ]),
      ...copies(2, [
        'stalking_tiger',
        'lure',
        'thicket_basilisk',
        'goblin_elite_infantry',
        'spirit_link',
        'wrath_of_god',
      ]),
      ...copies(2, [
        'pacifism',
        'aether_flash',
        'sengir_autocrat',
        'fog_elemental',
        'phantom_warrior',
        'hulking_cyclops',
      ]),
    ];
    expect(cards).toHaveLength(60);
    const cat = catalog();
    for (const id of cards) expect(cat.cards[id], id).toBeDefined();
    const deck = { id: 'share_a_test', name: 'Share A test', colors: [], cards };
    cat.decks[deck.id] = deck;
    cat.deckList.push(deck);
    // Every action: the cached board is the board computed afresh (regeneration taps, shields, attack and
    // block restrictions must not leave it stale), and no creature keeps lethal damage.
    const summary = (b: Board) =>
      JSON.stringify(
        [...b.byId.values()]
          .map((d) => ({ ...d, keywords: [...d.keywords].sort() }))
          .sort((x, y) => x.id - y.id),
      );
    for (let seed = 0; seed < 8; seed++)
      for (const deck2 of ['share_a_test', 'mono_white']) {
        const s = mtg.setup({ deck1: 'share_a_test', deck2 } as never, `6ed-a/${seed}`);
        const rng = createRng(`6ed-a/${seed}`);
        for (let i = 0; i < 30000 && !mtg.outcome(s); i++) {
          const p = mtg.toAct(s)[0];
          const legal = mtg.legalActions(s, p);
          mtg.apply(s, p, legal[randInt(rng, legal.length)]);
          expect(summary(board(s)), `${deck2} ${seed} action ${i}`).toBe(summary(boardFromScratch(s)));
          if (s.winner === null && !s.draw)
            for (const d of board(s).byId.values())
              if (d.types.includes('creature')) expect(s.objects[d.id].damage).toBeLessThan(d.toughness);
        }
        expect(mtg.outcome(s), `${deck2} ${seed}`).toBeTruthy();
      }
  });
});
