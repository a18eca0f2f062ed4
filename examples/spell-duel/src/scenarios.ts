/**
 * Spell Duel's scenario format, run by the kernel's harness
 * (`arbiter scenario`-style files: options, seed, setup, steps, expect).
 *
 * setup: { hands: [[ids], [ids]], decks: [[ids top first], [ids]],
 *          played: [[ids], [ids]], health: [n, n], turn: 0|1, turnsTaken: n }
 * steps: legal actions, plus { "do": "setHealth", "seat": s, "health": n }.
 * expect: health, hands, handSizes, deckSizes, played, turn, outcome.
 */
import { createRng, DataError, DataErrors, defineScenarios, type ScenarioSpec } from '@arbiter/core';
import { z } from 'zod';
import type { Catalog } from './data.ts';
import { outcomeOf } from './rules.ts';
import { MAX_HEALTH } from './state.ts';
import type { SpellDuelTypes } from './types.ts';

const ids = z.array(z.string());
const pair = z.tuple([ids, ids]);
const health = z.number().int().min(0).max(MAX_HEALTH);
const setupSchema = z
  .object({
    hands: pair.default([[], []]),
    decks: pair.default([[], []]),
    played: pair.default([[], []]),
    health: z.tuple([health, health]).default([MAX_HEALTH, MAX_HEALTH]),
    turn: z.union([z.literal(0), z.literal(1)]).default(0),
    turnsTaken: z.number().int().min(0).default(0),
  })
  .strict();

export function scenariosFor(catalog: Catalog): ScenarioSpec<SpellDuelTypes> {
  return defineScenarios<SpellDuelTypes, z.output<typeof setupSchema>>({
    setupSchema,
    build(setup, ctx) {
      // Every card named must exist: the error points inside `setup`.
      const errors: DataError[] = [];
      for (const zone of ['hands', 'decks', 'played'] as const) {
        for (const [seat, list] of setup[zone].entries()) {
          for (const [i, id] of list.entries()) {
            if (!catalog.cards.has(id))
              errors.push(new DataError('setup', [zone, seat, i], `no card '${id}'`));
          }
        }
      }
      if (errors.length > 0) throw new DataErrors(errors);
      return {
        rng: createRng(ctx.seed),
        hands: setup.hands.map((h) => [...h]),
        decks: setup.decks.map((d) => [...d]),
        played: setup.played.map((p) => [...p]),
        health: [...setup.health],
        turn: setup.turn,
        turnsTaken: setup.turnsTaken,
      };
    },
    steps: {
      setHealth: {
        description: "set a seat's health",
        schema: z.object({ seat: z.union([z.literal(0), z.literal(1)]), health }).strict(),
        run(state, step: { seat: 0 | 1; health: number }) {
          state.health[step.seat] = step.health;
        },
      },
    },
    expectations: {
      health: { description: 'both health totals', read: (s) => s.health },
      hands: { description: 'both hands', read: (s) => s.hands },
      handSizes: { description: 'cards in each hand', read: (s) => s.hands.map((h) => h.length) },
      deckSizes: { description: 'cards left in each deck', read: (s) => s.decks.map((d) => d.length) },
      played: { description: 'each played row', read: (s) => s.played },
      turn: { description: 'the seat to act', read: (s) => s.turn },
      outcome: { description: 'the outcome, or null while the game goes on', read: (s) => outcomeOf(s) },
    },
  });
}
