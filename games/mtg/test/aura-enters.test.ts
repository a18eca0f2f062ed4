/**
 * An Aura's effects apply from the moment it enters attached (CR 303.4a,
 * 613): the board read right after the Aura resolves, in the same priority
 * window, already has its bonus. (The board is cached per revision; an Aura
 * attached without a new revision once kept the board of its entering
 * moment for the rest of that revision.)
 */
import { describe, expect, it } from 'vitest';
import { act, expectNow, pass, player, scenario } from './helpers.ts';

const lands = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));

describe('CR 303.4a an Aura entering attached', () => {
  it('CR 303.4a Vow of Flight: the enchanted creature is 3/3 with flying as soon as the Aura resolves', () => {
    const report = scenario(
      {
        players: [
          player({
            hand: [{ card: 'vow_of_flight', tag: 'vow' }],
            battlefield: [...lands('basic_island', 3), { card: 'kor_duelist', tag: 'k' }],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@vow', via: 'hand', targets: [['@k']] }),
        pass(2),
        expectNow({
          cards: { vow: { zone: 'battlefield', attachedTo: 'k' }, k: { power: 3, toughness: 3 } },
        }),
      ],
      { cards: { k: { power: 3, toughness: 3, keywords: ['flying'] } } },
    );
    expect(report.ok).toBe(true);
  });
});
