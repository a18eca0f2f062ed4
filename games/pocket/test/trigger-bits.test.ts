/**
 * The trigger dispatch's per-card bits (rules/triggers.ts `fireTriggers`,
 * `triggersInPlay`): a side, or a Pokémon within it, none of whose cards
 * (top card, Tools) has a trigger on the event is not walked. Random games
 * on the current decks and on pool decks rich in triggers, played with the
 * bits off and on in lockstep (test/lockstep.ts), are equal at every
 * decision: lists, events and state.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { PocketEvent } from '../src/events.ts';
import { pocket } from '../src/index.ts';
import { useTriggerBits } from '../src/rules/triggers.ts';
import { position } from './helpers.ts';
import { currentDecks, newTally, playLockstep, triggerPoolDeck } from './lockstep.ts';
import { generator } from './pool-decks.ts';

afterEach(() => useTriggerBits(true));

describe('the trigger dispatch reads per-card trigger bits', () => {
  it('changes nothing in random games on the current decks', () => {
    const ids = currentDecks();
    const tally = newTally();
    for (let g = 0; g < 16; g++)
      playLockstep(
        { deck1: ids[g % ids.length], deck2: ids[(g * 7 + 3) % ids.length] },
        `trigger-bits/${g}`,
        useTriggerBits,
        tally,
      );
    expect(tally.decisions).toBeGreaterThan(1000);
    // Triggers ran in those games (Abilities and Tools answering an event).
    expect(tally.events.get('tool-triggered') ?? 0).toBeGreaterThan(0);
  });

  it('changes nothing in random games on pool decks rich in triggers', () => {
    const pick = generator(2027);
    const tally = newTally();
    for (let g = 0; g < 16; g++)
      playLockstep(
        { deck1: triggerPoolDeck(pick), deck2: triggerPoolDeck(pick) },
        `trigger-bits-pool/${g}`,
        useTriggerBits,
        tally,
      );
    expect(tally.decisions).toBeGreaterThan(1000);
    expect(tally.events.get('tool-triggered') ?? 0).toBeGreaterThan(10);
    expect(tally.events.get('ability') ?? 0).toBeGreaterThan(10);
  });
});

describe('a second Tool answers through its own bits', () => {
  const REVAVROOM = 'B4 115'; // Dual Customization: two Tools
  const VAROOM = 'B4 114';
  const GIANT_CAPE = 'A2 147'; // no trigger
  const ROCKY_HELMET = 'A2 148'; // damaged by an attack: 20 damage to the Attacking Pokémon

  /** Pikachu attacks a Revavroom holding Giant Cape, then Rocky Helmet (the second Tool). */
  function attackOnSecondTool(bits: boolean): { events: PocketEvent[]; attackerDamage: number } {
    useTriggerBits(bits);
    const spec = pocket.scenarios;
    if (!spec) throw new Error('no scenarios');
    const setup = position(
      { active: { card: 'A1 094', energy: ['L'] } },
      { active: { card: REVAVROOM, under: [VAROOM], tools: [GIANT_CAPE, ROCKY_HELMET] } },
    );
    const s = spec.build(spec.setupSchema.parse(setup), {
      game: pocket,
      options: pocket.optionsSchema.parse({}),
      seed: 'trigger-bits',
      apply: {},
    });
    const events: PocketEvent[] = [];
    pocket.apply(s, 0, { type: 'attack', index: 0 }, { emit: (e) => events.push(e) });
    return { events, attackerDamage: s.sides[0].active?.damage ?? -1 };
  }

  it('Rocky Helmet as the second Tool fires, bits off and on alike', () => {
    const on = attackOnSecondTool(true);
    expect(on.attackerDamage).toBe(20);
    expect(on.events.some((e) => e.type === 'tool-triggered')).toBe(true);
    expect(on).toEqual(attackOnSecondTool(false));
  });
});
