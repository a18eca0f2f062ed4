/**
 * Sixth Edition share C4: control Auras — "You control enchanted land /
 * creature" (Conquer, Abduction's line), a control-changing effect in layer
 * 2 (CR 613.1b) lasting while the Aura is attached (611.3a), the permanent
 * summoning sick for its new controller (302.6); and Amber Prison: a
 * permanent kept tapped "for as long as ~ remains tapped" (CR 502.3, 611.2b)
 * and the untap step's "you may choose not to untap" (502.3).
 */
import { describe, expect, it, vi } from 'vitest';
import { parseRulesText } from '../src/cards/parser/index.ts';
import type { MtgState } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { lands, passTwice, player, sixthRules as rules } from './helpers.ts';
import { apply, tagged as id, inUpkeepOf, playUntil, position } from './sixth-play.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

const untapChoice = (s: MtgState) => s.step === 'untap' && s.pending?.kind === 'resolve';

describe('Sixth Edition: control Auras (CR 613.1b)', () => {
  it('Conquer and Abduction’s line read as a control static over the enchanted permanent', () => {
    expect(rules('conquer').unparsed).toEqual([]);
    expect(rules('conquer').enchant).toEqual({ types: ['land'] });
    expect(rules('conquer').statics.map((st) => st.effect)).toEqual([
      { affects: { enchanted: true }, rules: [{ id: 'control' }] },
    ]);
    const abduction = parseRulesText('You control enchanted creature.', 'Abduction');
    expect(abduction.unparsed).toEqual([]);
    expect(abduction.statics.map((st) => st.effect)).toEqual([
      { affects: { enchanted: true }, rules: [{ id: 'control' }] },
    ]);
  });

  it('CR 613.1b, 611.3a Conquer: its controller controls the land while attached; Disenchant on it gives the land back', () => {
    const s = position({
      step: 'main1',
      active: 0,
      players: [
        player({
          hand: [
            { card: 'conquer', tag: 'cq' },
            { card: 'disenchant', tag: 'de' },
          ],
          battlefield: [...lands('basic_mountain', 5), ...lands('basic_plains', 2)],
        }),
        player({ battlefield: [{ card: 'basic_forest', tag: 'f' }] }),
      ],
    });
    apply(s, { type: 'cast', card: id(s, 'cq'), via: 'hand', targets: [[id(s, 'f')]] });
    passTwice(s);
    expect(s.objects[id(s, 'cq')].attachedTo).toBe(id(s, 'f'));
    expect(s.objects[id(s, 'f')].controller).toBe(0);
    expect(s.objects[id(s, 'f')].owner).toBe(1);
    // Its mana ability is its new controller's to activate (summoning sickness is a creature's, CR 302.6).
    const forest = id(s, 'f');
    expect(mtg.legalActions(s, 0)).toContainEqual({ type: 'mana', source: forest, ability: 0 });
    apply(s, { type: 'cast', card: id(s, 'de'), via: 'hand', targets: [[id(s, 'cq')]] });
    passTwice(s);
    expect(s.objects[id(s, 'cq')].zone).toBe('graveyard');
    expect(s.objects[id(s, 'f')].controller).toBe(1);
    expect(s.objects[id(s, 'f')].controlledBy).toBeUndefined();
  });
});

describe('Sixth Edition: Amber Prison (CR 502.3, 611.2b)', () => {
  it('reads as an untap choice and a tap that holds the permanent while the Prison stays tapped', () => {
    const r = rules('amber_prison');
    expect(r.unparsed).toEqual([]);
    expect(r.statics.map((st) => st.effect)).toEqual([
      { affects: { self: true }, rules: [{ id: 'may_choose_not_to_untap' }] },
    ]);
    expect(r.activated.map((a) => [a.targets, a.steps])).toEqual([
      [
        [{ kind: 'permanent', min: 1, max: 1, filter: { types: ['artifact', 'creature', 'land'] } }],
        [
          { op: 'tap', what: { target: 0 } },
          { op: 'hold_tapped', what: { target: 0 } },
        ],
      ],
    ]);
  });

  function prisonOnBears(): MtgState {
    const s = position({
      step: 'main1',
      active: 0,
      players: [
        player({
          battlefield: [{ card: 'amber_prison', tag: 'ap' }, ...lands('basic_plains', 6)],
          hand: [{ card: 'disenchant', tag: 'de' }],
        }),
        player({ battlefield: [{ card: 'grizzly_bears', tag: 'gb' }] }),
      ],
    });
    apply(s, { type: 'activate', source: id(s, 'ap'), ability: 0, targets: [[id(s, 'gb')]] });
    passTwice(s);
    expect(s.objects[id(s, 'gb')].tapped).toBe(true);
    expect(s.objects[id(s, 'ap')].tapped).toBe(true);
    return s;
  }

  it('CR 502.3 the held creature stays tapped while the Prison stays tapped, and untaps once the Prison has untapped', () => {
    const s = prisonOnBears();
    playUntil(s, inUpkeepOf(1, 4));
    expect(s.objects[id(s, 'gb')].tapped).toBe(true);
    // The Prison's controller's untap step asks; "No" keeps it tapped, and the Bears with it.
    playUntil(s, untapChoice);
    expect(s.turn).toBe(5);
    expect(s.pending).toMatchObject({ kind: 'resolve', player: 0 });
    expect(mtg.legalActions(s, 0)).toEqual([
      { type: 'choose', option: 0 },
      { type: 'choose', option: 1 },
    ]);
    apply(s, { type: 'choose', option: 1 });
    expect(s.step).toBe('upkeep');
    expect(s.objects[id(s, 'ap')].tapped).toBe(true);
    playUntil(s, inUpkeepOf(1, 6));
    expect(s.objects[id(s, 'gb')].tapped).toBe(true);
    // "Yes": the Prison untaps; the Bears untap in their controller's next untap step.
    playUntil(s, untapChoice);
    apply(s, { type: 'choose', option: 0 });
    expect(s.objects[id(s, 'ap')].tapped).toBe(false);
    playUntil(s, inUpkeepOf(1, 8));
    expect(s.objects[id(s, 'gb')].tapped).toBe(false);
  });

  it('CR 611.2b the hold ends when the Prison leaves the battlefield', () => {
    const s = prisonOnBears();
    apply(s, { type: 'cast', card: id(s, 'de'), via: 'hand', targets: [[id(s, 'ap')]] });
    passTwice(s);
    expect(s.objects[id(s, 'ap')].zone).toBe('graveyard');
    playUntil(s, inUpkeepOf(1, 4));
    expect(s.objects[id(s, 'gb')].tapped).toBe(false);
  });

  it('CR 502.3 an untapped Prison asks nothing: the untap step goes straight to the upkeep', () => {
    const s = position({
      step: 'end',
      active: 1,
      players: [player({ battlefield: [{ card: 'amber_prison', tag: 'ap' }] }), player()],
    });
    playUntil(s, (x) => x.turn === 4 && x.step !== 'untap');
    expect(s.step).toBe('upkeep');
    expect(s.pending).toBeNull();
  });
});
