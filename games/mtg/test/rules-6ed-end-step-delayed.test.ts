/**
 * Sixth Edition delayed abilities for one end step (CR 603.7): Final
 * Fortune's "Take an extra turn after this one. At the beginning of that
 * turn's end step, you lose the game." (CR 500.7 extra turns, 104.3e an
 * effect that makes a player lose) and Dragon Mask's "Return it to its
 * owner's hand at the beginning of the next end step."
 */
import { describe, expect, it, vi } from 'vitest';
import type { MtgState } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { build, lands, player, sixthRules, tagged } from './helpers.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

/** Plays on with passes and first answers (no attacks, no blocks) until `done` holds or the game ends. */
function playUntil(s: MtgState, done: (s: MtgState) => boolean): void {
  for (let i = 0; i < 500 && !done(s) && !mtg.outcome(s); i++) {
    const p = mtg.toAct(s)[0];
    const legal = mtg.legalActions(s, p);
    const pick =
      legal.find((a) => a.type === 'pass') ??
      legal.find((a) => a.type === 'attack_done') ??
      legal.find((a) => a.type === 'block_done') ??
      legal[0];
    mtg.apply(s, p, pick);
  }
}

describe('Sixth Edition: delayed abilities at an end step', () => {
  it('the cards read as these rules', () => {
    expect(sixthRules('final_fortune').steps).toEqual([
      { op: 'extra_turn', who: { you: true } },
      {
        op: 'at_end_step',
        when: 'extra_turn',
        text: "At the beginning of that turn's end step, you lose the game.",
        steps: [{ op: 'lose_game', who: { you: true } }],
      },
    ]);
    expect(sixthRules('dragon_mask').activated[0].steps[1]).toEqual({
      op: 'at_end_step',
      when: 'next',
      text: "At the beginning of the next end step, return it to its owner's hand.",
      watch: { target: 0 },
      steps: [{ op: 'bounce', what: { eventSubject: true } }],
    });
  });

  it('CR 500.7 / 104.3e Final Fortune: the extra turn is taken, and its controller loses at that turn’s end step, not this one’s', () => {
    const s = build({
      turn: 3,
      players: [
        player({ hand: [{ card: 'final_fortune', tag: 'ff' }], battlefield: lands('basic_mountain', 2) }),
        player(),
      ],
    });
    mtg.apply(s, 0, { type: 'cast', card: tagged(s, 'ff'), via: 'hand', targets: [] } as never);
    playUntil(s, (x) => x.turn === 4);
    // This turn's end step went by: nobody lost; the next turn is the extra one, player 1's again.
    expect(s.winner).toBeNull();
    expect([s.turn, s.active]).toEqual([4, 0]);
    playUntil(s, (x) => x.step === 'end' && x.stack.length > 0);
    expect(s.stack.map((x) => x.text)).toEqual([
      "At the beginning of that turn's end step, you lose the game.",
    ]);
    playUntil(s, () => false);
    expect(s.winner).toBe(1);
    expect(s.turn).toBe(4);
  });

  it('Dragon Mask: +2/+2 now; at the beginning of this turn’s end step the creature returns to its owner’s hand', () => {
    const s = build({
      turn: 3,
      players: [
        player({
          battlefield: [
            ...lands('basic_plains', 3),
            { card: 'dragon_mask', tag: 'dm' },
            { card: 'serra_angel', tag: 'angel' },
          ],
        }),
        player(),
      ],
    });
    const angel = tagged(s, 'angel');
    mtg.apply(s, 0, { type: 'activate', source: tagged(s, 'dm'), ability: 0, targets: [[angel]] } as never);
    playUntil(s, (x) => x.stack.length === 0);
    expect(mtg.view(s, 0).battlefield.find((d) => d.id === angel)).toMatchObject({ power: 6, toughness: 6 });
    playUntil(s, (x) => x.turn === 4);
    expect(s.objects[tagged(s, 'angel')].zone).toBe('hand');
    expect(s.winner).toBeNull();
  });
});
