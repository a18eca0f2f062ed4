/**
 * Golden tests of Victory Star ("Once during your turn, after you flip any
 * coins for an attack of 1 of your [R] Pokémon, you may ignore all results
 * of those coin flips and begin flipping those coins again. You can't use
 * more than 1 Victory Star Ability each turn."), read as
 * `reflip_attack_coins` and offered by the flow (rules/reflip.ts), played
 * through the real game: seat 0's Ponyta (Stomp: 10, +30 on heads) attacks
 * seat 1's Snorlax (150 HP) with a Victini on seat 0's Bench.
 */
import { createRng, randInt, stableStringify } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { abilityUse, mapText } from '../scripts/text-map.ts';
import { type PocketEvent, pocket } from '../src/index.ts';
import { attack, choose, coins, position, run } from './helpers.ts';

const TEXT =
  "Once during your turn, after you flip any coins for an attack of 1 of your [R] Pokémon, you may ignore all results of those coin flips and begin flipping those coins again. You can't use more than 1 Victory Star Ability each turn.";
const VICTINI = 'B3 025';
const PONYTA = { card: 'A1a 010', energy: ['R'] };
const OFFER = { player: 0, kind: 'effect', options: ['Keep the results', 'Flip again'] };

describe('Victory Star: flip an [R] attack’s coins again, once a turn by name', () => {
  it('reads as reflip_attack_coins, a passive Ability (never an action)', () => {
    expect(mapText(TEXT)).toEqual([
      { type: 'reflip_attack_coins', pokemonType: 'R', oncePerTurnByName: 'Victory Star' },
    ]);
    expect(abilityUse(TEXT).use).toBe('passive');
  });

  it('after the tails the player is asked before the damage; nothing is done yet', () => {
    const report = run(
      position({ active: PONYTA, bench: [{ card: VICTINI }] }),
      [coins(false, true), attack(0)],
      {
        pending: OFFER,
        active: [{}, { hp: 150 }],
      },
    );
    // The coin is shown; the damage waits for the answer.
    const types = (report.steps[1].events as Array<{ type: string; heads?: boolean }>).map((e) =>
      e.type === 'coin' ? `coin ${e.heads ? 'heads' : 'tails'}` : e.type,
    );
    expect(types).toContain('coin tails');
    expect(types).not.toContain('damage');
  });

  it('flip again: the new heads count (10 + 30), and Victini has used its Ability this turn', () => {
    const report = run(
      position({ active: PONYTA, bench: [{ card: VICTINI }] }),
      [coins(false, true), attack(0), choose(1)],
      { active: [{}, { hp: 110 }] },
    );
    expect(report.steps[2].events).toContainEqual({
      type: 'ability',
      side: 0,
      pokemon: 'Victini',
      ability: 'Victory Star',
    });
    expect(report.steps[2].events).toContainEqual({ type: 'coin', side: 0, heads: true });
  });

  it('keep: the tails stand (10), and keeping does not use the Ability', () => {
    const report = run(
      position({ active: PONYTA, bench: [{ card: VICTINI }] }),
      [coins(false, true), attack(0), choose(0)],
      { active: [{}, { hp: 140 }] },
    );
    expect(report.steps[2].events.some((e) => (e as { type: string }).type === 'ability')).toBe(false);
  });

  it('no offer once a Victory Star was used this turn (another Victini included), nor for a [G] attacker', () => {
    run(
      position({
        active: PONYTA,
        bench: [{ card: VICTINI, abilityUsed: true }, { card: 'P-B 049' }],
      }),
      [coins(false), attack(0)],
      { active: [{}, { hp: 140 }], pending: null },
    );
    run(
      position({ active: { card: 'A2 019', energy: ['G', 'G', 'C'] }, bench: [{ card: VICTINI }] }),
      [coins(false), attack(0)],
      { active: [{}, { hp: 110 }], pending: null },
    );
  });

  it('Confusion’s coin is not offered, the attack’s own coin is', () => {
    const confused = { ...PONYTA, status: ['confused'] };
    run(position({ active: confused, bench: [{ card: VICTINI }] }), [coins(true, false), attack(0)], {
      pending: OFFER,
    });
    run(
      position({ active: confused, bench: [{ card: VICTINI }] }),
      [coins(true, false, true), attack(0), choose(1)],
      {
        active: [{}, { hp: 110 }],
      },
    );
  });

  it('a question after the coins (Hearthflame Dance: heads, then a Benched Pokémon) waits for the offer', () => {
    const ogerpon = { card: 'B2 027', energy: ['R', 'C'] };
    const bench = [{ card: VICTINI }, { card: 'A1a 010' }];
    run(position({ active: ogerpon, bench }), [coins(true), attack(0)], { pending: OFFER });
    run(position({ active: ogerpon, bench }), [coins(true), attack(0), choose(0), choose(1)], {
      bench: [[{ energy: [] }, { energy: ['R', 'R'] }], [{}]],
      active: [{}, { hp: 110 }],
    });
  });

  it('Victini is never offered as an action', () => {
    run(position({ active: PONYTA, bench: [{ card: VICTINI }] }), [], { abilities: [] });
  });
});

describe('Victory Star in random games (a Fire deck with two Victini)', () => {
  const DECK = [
    'Energy: Fire',
    '2 Victini B3 25',
    '2 Ponyta A1a 10',
    '2 Heat Rotom A2 30',
    '2 Numel B3 21',
    '2 Houndour B4 27',
    '2 Tepig P-B 58',
    '2 Will A4 196',
    '2 Poké Ball A2b 111',
    "2 Professor's Research A4b 373",
    '2 Potion P-A 1',
  ].join('\n');

  function play(seed: number) {
    const events: PocketEvent[] = [];
    const emit = (e: PocketEvent) => events.push(e);
    const s = pocket.setup(pocket.optionsSchema.parse({ deck1: DECK, deck2: DECK }), `vs/${seed}`, { emit });
    const rng = createRng(`vs-chooser/${seed}`);
    for (let step = 0; !pocket.outcome(s) && step < 3000; step++) {
      const p = pocket.toAct(s)[0];
      if (s.pending?.prompt.startsWith('Victory Star')) {
        // The offer is public and names no hidden card: a determinized state shows the same view and choices.
        const view = pocket.view(s, p);
        const d = pocket.determinize?.(view, p, `vs/${seed}/${step}`);
        if (!d) throw new Error('no determinize');
        expect(stableStringify(pocket.view(d, p))).toBe(stableStringify(view));
        expect(stableStringify(pocket.view(s, 1 - p))).toContain('Victory Star');
      }
      const legal = pocket.legalActions(s, p);
      pocket.apply(s, p, legal[randInt(rng, legal.length)], { emit });
    }
    return { s, events };
  }

  it('games end, the same seed plays the same game, and the Ability is offered and used', () => {
    let offers = 0;
    let used = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { s, events } = play(seed);
      expect(pocket.outcome(s)).not.toBeNull();
      expect(stableStringify(play(seed).s)).toBe(stableStringify(s));
      offers += events.filter((e) => e.type === 'choice' && e.prompt.startsWith('Victory Star')).length;
      used += events.filter((e) => e.type === 'ability' && e.ability === 'Victory Star').length;
    }
    expect(offers).toBeGreaterThan(0);
    expect(used).toBeGreaterThan(0);
  });
});
