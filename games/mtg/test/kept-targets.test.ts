/**
 * Target candidates kept per board (engine/targets.ts, `candidates`): at
 * every decision of random Sixth Edition games, every spec of both players'
 * hands and permanents, from each of its sources, reads the same candidates
 * kept as afresh; and a game played with nothing kept takes the same
 * actions. The pairings hold "attacking" and "in combat" targets (which
 * change with no new board), "you control" and "an opponent controls"
 * targets in mirror matches (the same spec read by both players), any-target
 * pingers, Auras and equipment.
 */

import { createRng, randInt } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import type { TargetSpec } from '../src/cards/rules-block.ts';
import { rulesOf } from '../src/engine/objects.ts';
import { rulesIndexOf } from '../src/engine/rules-index.ts';
import type { MtgState, Seat } from '../src/engine/state.ts';
import { candidates, keepTargetCandidates, keptCandidateAnswers } from '../src/engine/targets.ts';
import { mtg } from '../src/index.ts';
import { build, player, randomGameActions, tagged } from './helpers.ts';

const pairings: Array<[string, string]> = [
  ['white_weenie', 'white_weenie'],
  // Rabid Bite's "creature you control" and "creature you don't control" in both hands.
  ['boundless_elves', 'boundless_elves'],
  ['boros', 'mono_white'],
  ['artifact', 'artifact'],
  ['uncovered', 'gruul'],
];

/** Each target spec of the seat's hand cards and permanents, with the object choosing it. */
function specsOf(s: MtgState, p: Seat): Array<[TargetSpec, number]> {
  const out: Array<[TargetSpec, number]> = [];
  for (const id of s.players[p].hand) {
    const r = rulesOf(s.objects[id]);
    for (const spec of r.targets) out.push([spec, id]);
    for (const m of r.modes?.modes ?? []) for (const spec of m.targets) out.push([spec, id]);
  }
  for (const id of s.battlefield)
    if (s.objects[id].controller === p)
      for (const e of rulesIndexOf(s.objects[id]).nonMana)
        for (const spec of e.ability.targets) out.push([spec, id]);
  return out;
}

describe('target candidates kept per board', () => {
  it('equal the candidates read afresh at every decision', () => {
    const before = keptCandidateAnswers();
    let compared = 0;
    pairings.forEach(([deck1, deck2], i) => {
      const s = mtg.setup({ deck1, deck2, maxTurns: 200 } as never, `kept-targets/${i}`);
      const rng = createRng(`kept-targets/agent/${i}`);
      while (!mtg.outcome(s)) {
        const p = mtg.toAct(s)[0];
        const legal = mtg.legalActions(s, p);
        for (const q of [0, 1] as Seat[])
          for (const [spec, source] of specsOf(s, q)) {
            const kept = candidates(s, spec, q, source);
            keepTargetCandidates(false);
            const fresh = candidates(s, spec, q, source);
            keepTargetCandidates(true);
            expect(
              [...kept],
              `${deck1} v ${deck2}, action ${s.actions}, seat ${q}, source ${source}`,
            ).toEqual(fresh);
            compared++;
          }
        mtg.apply(s, p, legal[randInt(rng, legal.length)]);
      }
    });
    expect(compared).toBeGreaterThan(1000);
    expect(keptCandidateAnswers() - before).toBeGreaterThan(500);
  });

  it('are kept per choosing player and source ("other", spells under Dense Foliage)', () => {
    const s = build({
      step: 'main1',
      active: 0,
      players: [
        player({
          hand: [{ card: 'shock', tag: 'shock' }],
          battlefield: [
            { card: 'dense_foliage' },
            { card: 'grizzly_bears', tag: 'a' },
            { card: 'grizzly_bears', tag: 'b' },
          ],
        }),
        player({ battlefield: [{ card: 'llanowar_elves' }] }),
      ],
    });
    const other: TargetSpec = {
      kind: 'permanent',
      filter: { types: ['creature'], other: true },
      min: 1,
      max: 1,
    };
    const yours: TargetSpec = {
      kind: 'permanent',
      filter: { types: ['creature'], controller: 'you' },
      min: 1,
      max: 1,
    };
    const asks: Array<[TargetSpec, Seat, number]> = [
      [other, 0, tagged(s, 'a')],
      [other, 0, tagged(s, 'b')],
      // A spell: no creature under Dense Foliage.
      [other, 0, tagged(s, 'shock')],
      // A source that is gone: neither a spell nor a permanent.
      [other, 0, 9999],
      [yours, 0, tagged(s, 'a')],
      [yours, 1, tagged(s, 'a')],
    ];
    const fresh = asks.map(([spec, p, source]) => {
      keepTargetCandidates(false);
      const list = [...candidates(s, spec, p, source)];
      keepTargetCandidates(true);
      return list;
    });
    expect(fresh[0]).not.toEqual(fresh[1]);
    expect(fresh[2]).toEqual([]);
    expect(fresh[4]).not.toEqual(fresh[5]);
    // Kept, then read again from what was kept: each as read afresh.
    for (let round = 0; round < 2; round++)
      for (const [i, [spec, p, source]] of asks.entries())
        expect([...candidates(s, spec, p, source)], `ask ${i}`).toEqual(fresh[i]);
  });

  it('leaves every game as it goes with nothing kept', () => {
    for (const [i, [deck1, deck2]] of pairings.entries()) {
      const keeping = randomGameActions(deck1, deck2, `kept-targets/game/${i}`);
      keepTargetCandidates(false);
      const fresh = randomGameActions(deck1, deck2, `kept-targets/game/${i}`);
      keepTargetCandidates(true);
      expect(fresh, `${deck1} v ${deck2}`).toEqual(keeping);
    }
  });
});
