/**
 * Sixth Edition, the last lines of share B: "Spend only red mana on X" on an
 * activated ability's {X} (Crimson Hellkite, CR 107.3, 609.4); modes an
 * opponent chooses and an effect at the next turn's upkeep (Library of
 * Lat-Nam, CR 700.2, 603.7); an additional combat and main phase after
 * this main phase, and untapping the creatures that attacked this turn
 * (Relentless Assault, CR 500.8).
 */
import { describe, expect, it, vi } from 'vitest';
import type { MtgState } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { player, sixthRules as rules } from './helpers.ts';
import { apply, playUntil, position, tagged } from './sixth-play.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

describe('Crimson Hellkite: X paid with red mana only', () => {
  it('reads as an {X} payable with red only, X damage to target creature', () => {
    const a = rules('crimson_hellkite');
    expect(a.unparsed).toEqual([]);
    expect(a.activated[0].costs).toEqual([
      { kind: 'mana', mana: { generic: 0, colored: {}, x: 1, xColor: 'R' } },
      { kind: 'tap' },
    ]);
    expect(a.activated[0].steps).toEqual([
      { op: 'damage', source: { self: true }, to: { target: 0 }, amount: { x: true } },
    ]);
  });

  it('CR 107.3, 609.4: X counts red mana only (two Mountains and two Islands: X up to 2); X = 2 taps the Mountains and deals 2', () => {
    const s = position({
      step: 'main1',
      active: 0,
      players: [
        player({
          battlefield: [
            { card: 'crimson_hellkite', tag: 'hk' },
            { card: 'basic_mountain', tag: 'm1' },
            { card: 'basic_mountain', tag: 'm2' },
            { card: 'basic_island', tag: 'i1' },
            { card: 'basic_island', tag: 'i2' },
          ],
        }),
        player({ battlefield: [{ card: 'air_elemental', tag: 'ae' }] }),
      ],
    });
    const hk = tagged(s, 'hk');
    const ae = tagged(s, 'ae');
    const xs = (
      mtg.legalActions(s, 0) as Array<{ type: string; source?: number; x?: number; targets?: number[][] }>
    )
      .filter((a) => a.type === 'activate' && a.source === hk && a.targets?.[0][0] === ae)
      .map((a) => a.x);
    expect(xs).toEqual([0, 1, 2]);
    apply(s, { type: 'activate', source: hk, ability: 0, targets: [[ae]], x: 2 });
    expect(s.objects[tagged(s, 'm1')].tapped && s.objects[tagged(s, 'm2')].tapped).toBe(true);
    expect(s.objects[tagged(s, 'i1')].tapped || s.objects[tagged(s, 'i2')].tapped).toBe(false);
    apply(s, { type: 'pass' });
    apply(s, { type: 'pass' });
    expect(s.objects[ae].damage).toBe(2);
  });
});

describe('Library of Lat-Nam: an opponent chooses the mode', () => {
  it('reads as one step whose modes the opponent chooses: three cards at the next upkeep, or a tutor to hand', () => {
    const b = rules('library_of_lat_nam');
    expect(b.unparsed).toEqual([]);
    expect(b.steps).toEqual([
      {
        op: 'opponent_chooses_mode',
        modes: [
          {
            text: "You draw three cards at the beginning of the next turn's upkeep.",
            steps: [
              {
                op: 'at_next_upkeep',
                text: "You draw three cards at the beginning of the next turn's upkeep.",
                steps: [{ op: 'draw', who: { you: true }, amount: 3 }],
              },
            ],
          },
          {
            text: 'You search your library for a card, put that card into your hand, then shuffle.',
            steps: [{ op: 'search', who: { you: true }, filter: {}, to: 'hand', reveal: false }],
          },
        ],
      },
    ]);
  });

  function castLatNam(): MtgState {
    const s = position({
      step: 'main1',
      active: 0,
      players: [
        player({
          hand: [{ card: 'library_of_lat_nam', tag: 'ln' }],
          battlefield: Array.from({ length: 5 }, () => ({ card: 'basic_island' })),
          library: [...Array(9).fill('basic_plains'), { card: 'air_elemental', tag: 'ae' }],
        }),
        player(),
      ],
    });
    apply(s, { type: 'cast', card: tagged(s, 'ln'), via: 'hand', targets: [] });
    apply(s, { type: 'pass' });
    apply(s, { type: 'pass' });
    return s;
  }

  it('CR 700.2: on resolution the decision is the opponent’s, between the two modes', () => {
    const s = castLatNam();
    expect(s.pending?.kind).toBe('resolve');
    expect(s.pending?.player).toBe(1);
    const options = (s.pending as { options: Array<{ label: string }> }).options.map((o) => o.label);
    expect(options).toEqual([
      "You draw three cards at the beginning of the next turn's upkeep.",
      'You search your library for a card, put that card into your hand, then shuffle.',
    ]);
  });

  it("CR 603.7: the first mode draws nothing now and three cards at the next turn's upkeep (the opponent's), once", () => {
    const s = castLatNam();
    apply(s, { type: 'choose', option: 0 });
    expect(s.players[0].hand.length).toBe(0);
    playUntil(
      s,
      (x) =>
        x.turn === 4 &&
        x.step === 'upkeep' &&
        x.stack.length === 0 &&
        x.triggers.length === 0 &&
        x.players[0].hand.length > 0,
    );
    expect(s.active).toBe(1);
    expect(s.players[0].hand.length).toBe(3);
    // Gone once used: at turn 5 only the draw step's card comes.
    playUntil(s, (x) => x.turn === 5 && x.step === 'main1');
    expect(s.players[0].hand.length).toBe(4);
  });

  it('CR 701.23: the second mode puts the card its controller chooses into their hand, then shuffles', () => {
    const s = castLatNam();
    apply(s, { type: 'choose', option: 1 });
    expect(s.pending?.player).toBe(0);
    const ae = tagged(s, 'ae');
    const options = (s.pending as { options: Array<{ value: unknown }> }).options;
    apply(s, { type: 'choose', option: options.findIndex((o) => o.value === ae) });
    // A new object in the hand (CR 400.7).
    expect(s.players[0].hand.map((id) => s.objects[id].card)).toEqual(['air_elemental']);
    expect(s.players[0].library.length).toBe(9);
  });
});

describe('Relentless Assault: an additional combat and main phase', () => {
  it('reads as untapping the creatures that attacked this turn, then an additional combat', () => {
    const b = rules('relentless_assault');
    expect(b.unparsed).toEqual([]);
    expect(b.steps).toEqual([
      { op: 'untap', what: { all: { types: ['creature'], attackedThisTurn: true } } },
      { op: 'additional_combat' },
    ]);
  });

  function assaultBoard(idleTapped = true): MtgState {
    return position({
      step: 'main1',
      active: 0,
      players: [
        player({
          hand: [{ card: 'relentless_assault', tag: 'ra' }],
          battlefield: [
            { card: 'air_elemental', tag: 'ae' },
            { card: 'air_elemental', tag: 'idle', tapped: idleTapped },
            ...Array.from({ length: 4 }, () => ({ card: 'basic_mountain' })),
          ],
        }),
        player(),
      ],
    });
  }

  /** Plays on to player 0's next declare-attackers decision this turn (false: the turn ended first). */
  function toAttackDecision(s: MtgState, steps: string[]): boolean {
    for (let i = 0; i < 200; i++) {
      if (s.turn !== 3) return false;
      if (s.pending?.kind === 'declare_attackers') return true;
      if (steps[steps.length - 1] !== s.step) steps.push(s.step);
      const p = mtg.toAct(s)[0];
      const legal = mtg.legalActions(s, p) as Array<{ type: string }>;
      mtg.apply(
        s,
        p,
        (legal.find((a) => a.type === 'pass') ??
          legal.find((a) => a.type === 'block_done') ??
          legal[0]) as never,
      );
    }
    return false;
  }

  function attackWith(s: MtgState, id: number): void {
    apply(s, { type: 'attack', creature: id });
    apply(s, { type: 'attack_done' });
  }

  it('CR 500.8: cast in main 2 after an attack, the attacker untaps (not a creature that did not attack) and attacks again in the additional combat', () => {
    const s = assaultBoard();
    const ae = tagged(s, 'ae');
    const steps: string[] = [];
    expect(toAttackDecision(s, steps)).toBe(true);
    attackWith(s, ae);
    playUntil(s, (x) => x.step === 'main2');
    expect(s.players[1].life).toBe(16);
    expect(s.objects[ae].tapped).toBe(true);
    apply(s, { type: 'cast', card: tagged(s, 'ra'), via: 'hand', targets: [] });
    apply(s, { type: 'pass' });
    apply(s, { type: 'pass' });
    expect(s.objects[ae].tapped).toBe(false);
    expect(s.objects[tagged(s, 'idle')].tapped).toBe(true);
    expect(s.step).toBe('main2');
    const after: string[] = [];
    expect(toAttackDecision(s, after)).toBe(true);
    expect(after).toEqual(['main2', 'begin_combat']);
    attackWith(s, ae);
    playUntil(s, (x) => x.step === 'main2');
    expect(s.players[1].life).toBe(12);
    // The additional main phase is followed by the end step: no third combat.
    expect(toAttackDecision(s, [])).toBe(false);
  });

  it('CR 500.8: cast in main 1, the turn goes main, combat, main, combat, main — two attack decisions, then the end step', () => {
    const s = assaultBoard(false);
    apply(s, { type: 'cast', card: tagged(s, 'ra'), via: 'hand', targets: [] });
    apply(s, { type: 'pass' });
    apply(s, { type: 'pass' });
    // Nothing attacked yet: nothing untaps. One Air Elemental attacks in each combat.
    const attackers = [tagged(s, 'ae'), tagged(s, 'idle')];
    let attacks = 0;
    const steps: string[] = [];
    while (toAttackDecision(s, steps)) attackWith(s, attackers[attacks++]);
    expect(attacks).toBe(2);
    expect(steps.filter((x) => x === 'main2').length).toBe(2);
    expect(s.players[1].life).toBe(12);
  });
});
