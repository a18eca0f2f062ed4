/**
 * The checks after each step of the flow gated by the board's facts
 * (rules/flow.ts `checkBoard`, `boardFacts`): a check is run only when one
 * pass over the Pokémon in play finds what it needs (damage that may reach
 * HP, a Pokémon with extra Tools, a Special Condition with an immunity in
 * play). Random games played with the facts off and on in lockstep
 * (test/lockstep.ts) are equal at every decision; and a position for each
 * gate where its check has something to do. (The Tool-limit check after
 * losing Dual Customization: test/tool-limit.test.ts; recovering at once
 * under an immunity aura: test/abilities-passive.test.ts.)
 */
import { applyDataChanges } from '@arbiter/sim';
import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../src/effects/active.ts';
import type { PocketEvent } from '../src/events.ts';
import { pocket } from '../src/index.ts';
import { updateSuppression, useBoardFacts } from '../src/rules/flow.ts';
import type { PocketState } from '../src/state.ts';
import { position } from './helpers.ts';
import { currentDecks, newTally, playLockstep, triggerPoolDeck } from './lockstep.ts';
import { generator } from './pool-decks.ts';

afterEach(() => useBoardFacts(true));

describe('the checks after a step, gated by the board', () => {
  it('change nothing in random games on the current decks', () => {
    const ids = currentDecks();
    const tally = newTally();
    for (let g = 0; g < 16; g++)
      playLockstep(
        { deck1: ids[(g * 5 + 1) % ids.length], deck2: ids[(g * 11 + 2) % ids.length] },
        `board-checks/${g}`,
        useBoardFacts,
        tally,
        true,
      );
    expect(tally.decisions).toBeGreaterThan(1000);
    expect(tally.events.get('knockout') ?? 0).toBeGreaterThan(12);
  });

  it('change nothing in random games on pool decks', () => {
    const pick = generator(4049);
    const tally = newTally();
    for (let g = 0; g < 20; g++)
      playLockstep(
        { deck1: triggerPoolDeck(pick), deck2: triggerPoolDeck(pick) },
        `board-checks-pool/${g}`,
        useBoardFacts,
        tally,
        true,
      );
    expect(tally.decisions).toBeGreaterThan(1000);
    expect(tally.events.get('knockout') ?? 0).toBeGreaterThan(12);
  });

  /** A position from the scenario format. */
  function build(setup: unknown): PocketState {
    const spec = pocket.scenarios;
    if (!spec) throw new Error('no scenarios');
    return spec.build(spec.setupSchema.parse(setup), {
      game: pocket,
      options: pocket.optionsSchema.parse({}),
      seed: 'board-checks',
      apply: {},
    });
  }

  /** An effect of the test's own on the store (no printed card gives it where the test needs it). */
  function effect(
    s: PocketState,
    type: 'hp_modifier' | 'status_immunity' | 'ability_loss',
    value: number,
    from: { sourceType?: 'trainer' | 'ability'; sourceCard?: number } = {},
  ): void {
    register(s, {
      type,
      scope: 'team_all',
      value,
      until: 99,
      payload: {
        sourceType: from.sourceType ?? 'trainer',
        sourceCard: from.sourceCard ?? null,
        sourcePlayer: 0,
        trigger: 'continuous',
        target: null,
        label: 'test',
      },
    });
  }

  /**
   * In a Lab variant whose Rocky Helmet poisons the Attacking Pokémon when
   * its holder is Knocked Out, Pikachu Knocks Out Snorlax. Pikachu's own
   * immunity (an Ability's aura, of the test's) is suppressed by an
   * `ability_loss` that comes from Snorlax: the knockout's trigger poisons
   * Pikachu, Snorlax leaves with the loss, the immunity is back, and
   * Pikachu recovers in the same check, before the promotion. The facts
   * gathered before the knockout saw no Special Condition: they are
   * gathered again after it.
   */
  let helmetVariant: typeof pocket | null = null;
  /** The Lab variant (loaded once: a whole card file is checked at load). */
  function poisonHelmet(): typeof pocket {
    if (helmetVariant) return helmetVariant;
    const docs = pocket.dataDocuments;
    if (!docs) throw new Error('no data documents');
    const cards = (docs.documents['cards.json'] as { cards: Array<{ id: string }> }).cards;
    const at = cards.findIndex((c) => c.id === 'A2 148');
    helmetVariant = docs.load(
      applyDataChanges(docs.documents, [
        {
          file: 'cards.json',
          path: ['cards', at, 'effect', 'effects', 0],
          value: {
            type: 'trigger',
            on: 'knocked_out',
            scope: 'attached',
            effects: [{ type: 'inflict_status', status: 'poisoned', coin: false, target: 'attacker' }],
          },
        },
      ]),
    );
    return helmetVariant;
  }

  function poisonOnKnockout(facts: boolean): { events: string[]; status: string[] } {
    const variant = poisonHelmet();
    useBoardFacts(facts);
    const s = build(
      position(
        { active: { card: 'A1 094', energy: ['L'] } },
        {
          active: { card: 'A1 211', hp: 10, tool: 'A2 148' },
          bench: [{ card: 'A1 189' }, { card: 'A1 189' }],
        },
      ),
    );
    const pikachu = s.sides[0].active?.stack[0] ?? -1;
    const snorlax = s.sides[1].active?.stack[0] ?? -1;
    effect(s, 'status_immunity', 1, { sourceType: 'ability', sourceCard: pikachu });
    effect(s, 'ability_loss', 1, { sourceCard: snorlax });
    updateSuppression(s);
    expect(s.effects.effects.filter((e) => e.suppressed).length).toBe(1);
    const events: PocketEvent[] = [];
    variant.apply(s, 0, { type: 'attack', index: 0 }, { emit: (e) => events.push(e) });
    return { events: events.map((e) => e.type), status: s.sides[0].active?.status ?? [] };
  }

  it('a Special Condition a knockout gives is recovered from in the same check, when the knockout ends what kept an immunity off', () => {
    const on = poisonOnKnockout(true);
    const off = poisonOnKnockout(false);
    expect(on).toEqual(off);
    const at = (type: string) => on.events.indexOf(type);
    expect(at('status')).toBeGreaterThan(0);
    expect(at('knockout')).toBeGreaterThan(at('status'));
    expect(at('recover')).toBeGreaterThan(at('knockout'));
    expect(on.status).toEqual([]);
  });

  /**
   * Seat 0 ends its turn with a Benched Rattata (40 HP) at 30 damage while
   * an effect lowers every Pokémon's HP by 20 (no printed card lowers HP:
   * the check still reads such an effect, `isKnockedOut`): it is Knocked
   * Out in the check after the action, before the turn ends.
   */
  function loweredHp(facts: boolean): { rattata: boolean; points: number } {
    useBoardFacts(facts);
    const s = build(position({ active: { card: 'A1 001' }, bench: [{ card: 'A1 189', hp: 10 }] }));
    effect(s, 'hp_modifier', -20);
    pocket.apply(s, 0, { type: 'end' });
    return { rattata: s.sides[0].bench.length > 0, points: s.sides[1].points };
  }

  it('a Pokémon whose damage is below its printed HP is Knocked Out when an effect lowers its HP', () => {
    expect(loweredHp(true)).toEqual({ rattata: false, points: 1 });
    expect(loweredHp(false)).toEqual({ rattata: false, points: 1 });
  });
});
