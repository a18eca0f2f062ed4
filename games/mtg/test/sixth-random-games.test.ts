/**
 * The Sixth Edition decks whose cards all parse, played to the end by
 * random legal actions (mirror and against phase 1's decks): no engine
 * error, every game ends.
 */
import { createRng } from '@arbiter/core';
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import { board } from '../src/engine/derived.ts';
import { mtg } from '../src/index.ts';
import { playRandomGame } from '../src/random-game.ts';
import { addTestDeck, copies, playCheckedRandomGame } from './sixth-play.ts';

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
    addTestDeck('share_a_test', [
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
    ]);
    // Every action: the cached board is the board computed afresh (regeneration taps, shields, attack and
    // block restrictions must not leave it stale), and no creature keeps lethal damage.
    for (let seed = 0; seed < 8; seed++)
      for (const deck2 of ['share_a_test', 'mono_white'])
        playCheckedRandomGame('share_a_test', deck2, `6ed-a/${seed}`, (s, _legal, at) => {
          if (s.winner !== null || s.draw) return;
          for (const d of board(s).byId.values())
            if (d.types.includes('creature')) expect(s.objects[d.id].damage, at).toBeLessThan(d.toughness);
        });
  });
});
