/**
 * The action surface (src/action-surface.ts): legal actions and the action
 * schema from a seat's view alone, checked against the engine's own list
 * over many positions of random games, with the engine still refusing
 * anything else.
 */
import { createRng, hashState, RuleViolation, randInt } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import {
  actionFromSchema,
  actionSchema,
  DECISION_TYPES,
  type SchemaEntry,
  surfaceLegalActions,
} from '../src/action-surface.ts';
import { poolOf } from '../src/cards/catalog.ts';
import { actionKeyOf, applyAction, legalActions, toAct } from '../src/engine/rules.ts';
import type { MtgState, Seat } from '../src/engine/state.ts';
import { perturbHidden } from '../src/hidden.ts';
import { mtg } from '../src/index.ts';
import { buildState, resolveTags, setupSchema } from '../src/scenario.ts';
import { viewState } from '../src/view.ts';
import { player } from './helpers.ts';

const PAIRINGS: Array<[string, string]> = [
  ['glorious_combat', 'draconic_fury'],
  ['political_trickery', 'dark_sacrifice'],
  ['boundless_elves', 'political_trickery'],
  ['dark_sacrifice', 'glorious_combat'],
  ['draconic_fury', 'boundless_elves'],
  ['political_trickery', 'political_trickery'],
];
const SEEDS_PER_PAIRING = 2;

const keys = (list: unknown[]) => list.map(actionKeyOf);

/** Ways to make an entry illegal; the test keeps the first one the engine does not list. */
function alterations(e: SchemaEntry): SchemaEntry[] {
  const bogus = 2_000_000_000;
  return [
    { ...e, object: e.object === null ? null : bogus },
    { ...e, targets: [[{ type: 'permanent', instance_id: bogus }]] },
    { ...e, payload: { ...e.payload, option: 999, trigger: 999, amount: 999 } },
    { ...e, type: 'PASS_PRIORITY', object: null, targets: [], payload: {} },
    { ...e, type: 'PLAY_LAND', object: bogus, targets: [], payload: {} },
  ];
}

/** The target shape a schema target must have for the id it stands for. */
function checkTarget(s: MtgState, t: SchemaEntry['targets'][number][number]): string {
  if (t.type === 'player') {
    expect(t.player_id === 0 || t.player_id === 1).toBe(true);
    expect(t.instance_id).toBeUndefined();
  } else {
    expect(typeof t.instance_id).toBe('number');
    const id = t.instance_id as number;
    if (t.type === 'spell') expect(s.stack.some((x) => x.id === id)).toBe(true);
    else if (t.type === 'permanent') expect(s.battlefield).toContain(id);
    else expect(['graveyard', 'hand', 'exile', 'library']).toContain(s.objects[id].zone);
  }
  return t.type;
}

describe('action surface', () => {
  it('equals the engine over random games; the schema round-trips; others see nothing; alterations are refused', () => {
    const seen = {
      positions: 0,
      pending: new Map<string, number>(),
      types: new Set<string>(),
      targets: new Set<string>(),
      stack: 0,
      combat: 0,
      refused: 0,
    };
    for (const [deck1, deck2] of PAIRINGS)
      for (let g = 0; g < SEEDS_PER_PAIRING; g++) {
        const seed = `surface/${deck1}/${deck2}/${g}`;
        const s = mtg.setup(mtg.optionsSchema.parse({ deck1, deck2 }), seed);
        const rng = createRng(`${seed}/agent`);
        for (let n = 0; n < 5000 && mtg.outcome(s) === null; n++) {
          const p = toAct(s)[0];
          const other = (1 - p) as Seat;
          const legal = [...legalActions(s, p)];
          const view = viewState(s, p);
          const viewHash = hashState(view);
          expect(keys(surfaceLegalActions(view))).toEqual(keys(legal));
          const schema = actionSchema(view);
          expect(hashState(view)).toBe(viewHash); // the surface reads the view, never changes it
          expect(keys(schema.map(actionFromSchema))).toEqual(keys(legal));
          // An answer written as a schema entry (as JSON) reads as its action.
          if (n % 5 === 0)
            for (const e of schema)
              expect(actionKeyOf(mtg.normalizeAction!(JSON.parse(JSON.stringify(e)), view, legal))).toBe(
                actionKeyOf(actionFromSchema(e)),
              );
          for (const e of schema) {
            expect(e.actor).toBe(p);
            expect(e.text).toBe(mtg.describe!(actionFromSchema(e), s, p));
            seen.types.add(e.type);
            for (const group of e.targets) for (const t of group) seen.targets.add(checkTarget(s, t));
            if (s.pending) {
              expect(DECISION_TYPES.has(e.type)).toBe(true);
              expect(e.payload.decision).toBe(s.pending.kind);
            } else {
              expect(DECISION_TYPES.has(e.type)).toBe(false);
              expect(e.payload.decision).toBeUndefined();
            }
          }
          // The seat without the decision, and a spectator, have no surface.
          expect(surfaceLegalActions(viewState(s, other))).toEqual([]);
          expect(actionSchema(viewState(s, other))).toEqual([]);
          expect(actionSchema(viewState(s, null))).toEqual([]);
          seen.positions++;
          if (s.pending) seen.pending.set(s.pending.kind, (seen.pending.get(s.pending.kind) ?? 0) + 1);
          if (s.stack.length) seen.stack++;
          if (s.combat) seen.combat++;
          const pick = schema[randInt(rng, schema.length)];
          // An entry made illegal is refused by the engine, and the state is as it was.
          if (n % 3 === 0) {
            const legalKeys = new Set(keys(legal));
            const bad = alterations(pick)
              .map((e) => actionFromSchema(e))
              .find((a) => !legalKeys.has(actionKeyOf(a)));
            expect(bad).toBeDefined();
            const before = hashState(s);
            expect(() => applyAction(s, p, bad!)).toThrow(RuleViolation);
            expect(hashState(s)).toBe(before);
            seen.refused++;
          }
          // The game is played through the schema.
          mtg.apply(s, p, actionFromSchema(pick));
        }
        expect(mtg.outcome(s)).not.toBeNull();
      }
    // The positions cover the pregame, combat, the stack and the decisions that came up.
    for (const kind of ['play_or_draw', 'mulligan', 'declare_attackers', 'declare_blockers', 'resolve'])
      expect(seen.pending.get(kind) ?? 0).toBeGreaterThan(0);
    expect(seen.stack).toBeGreaterThan(0);
    expect(seen.combat).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(100);
    for (const t of ['PASS_PRIORITY', 'PLAY_LAND', 'CAST_SPELL', 'DECLARE_ATTACKERS', 'RESOLVE_DECISION'])
      expect(seen.types).toContain(t);
    for (const t of ['player', 'permanent']) expect(seen.targets).toContain(t);
    console.log(
      `action surface: ${seen.positions} positions, ${seen.refused} altered entries refused; decisions ${JSON.stringify(Object.fromEntries(seen.pending))}; entry types ${[...seen.types].join(', ')}; target types ${[...seen.targets].join(', ')}; stack ${seen.stack}, combat ${seen.combat}`,
    );
  }, 240_000);

  it('uses no hidden information: other hidden cards in the engine state give the same surface', () => {
    // Phase 1's cards: the pairings are phase 1's.
    const cardIds = [...poolOf('phase1')!.cards];
    let checked = 0;
    for (const [deck1, deck2] of PAIRINGS.slice(0, 3)) {
      const seed = `surface-hidden/${deck1}/${deck2}`;
      const s = mtg.setup(mtg.optionsSchema.parse({ deck1, deck2 }), seed);
      const rng = createRng(`${seed}/agent`);
      for (let n = 0; n < 5000 && mtg.outcome(s) === null; n++) {
        const p = toAct(s)[0];
        if (n % 4 === 0) {
          const other = (1 - p) as Seat;
          const legal = keys(legalActions(s, p));
          const schema = actionSchema(viewState(s, p));
          // The other hand and the libraries redealt ...
          const redealt = perturbHidden(s, p, `${seed}/${n}`);
          // ... and every hidden card made into some other card of the pool.
          const swapped = mtg.clone(s);
          const hidden = [...swapped.players[other].hand, ...swapped.players[other].library];
          for (const id of swapped.players[p].library)
            if (!(s.pending && s.pending.player === p)) hidden.push(id);
          for (const id of hidden) swapped.objects[id].card = cardIds[randInt(rng, cardIds.length)];
          for (const world of [redealt, swapped]) {
            expect(keys(surfaceLegalActions(viewState(world, p)))).toEqual(legal);
            expect(actionSchema(viewState(world, p))).toEqual(schema);
          }
          // The header's claim, in the engine itself: the seat's legality does not read those cards.
          expect(keys(legalActions(swapped, p))).toEqual(legal);
          checked++;
        }
        const legal = legalActions(s, p);
        mtg.apply(s, p, legal[randInt(rng, legal.length)]);
      }
    }
    expect(checked).toBeGreaterThan(50);
  }, 120_000);

  it('the legend rule (which random games do not meet) shows only its answers, to its decider', () => {
    const vogar = { card: 'vogar_necropolis_tyrant' };
    const s = buildState(
      setupSchema.parse({
        players: [
          player(),
          player({
            battlefield: [
              { ...vogar, tag: 'a' },
              { ...vogar, tag: 'b' },
            ],
          }),
        ],
      }),
      'surface-legend',
    );
    mtg.apply(s, 0, { type: 'pass' }); // the SBA check: the decision is seat 1's
    expect(s.pending?.kind).toBe('legend_rule');
    const ids = resolveTags(s, ['@a', '@b']) as number[];
    const schema = actionSchema(viewState(s, 1));
    expect(schema.map((e) => [e.type, e.object, e.payload])).toEqual(
      ids.map((id) => ['RESOLVE_DECISION', id, { decision: 'legend_rule', answer: 'keep_legend' }]),
    );
    expect(keys(surfaceLegalActions(viewState(s, 1)))).toEqual(keys(legalActions(s, 1)));
    expect(actionSchema(viewState(s, 0))).toEqual([]);
    mtg.apply(s, 1, actionFromSchema(schema[1]));
    expect(s.objects[ids[1]].zone).toBe('battlefield');
    expect(s.objects[ids[0]]?.zone ?? 'gone').not.toBe('battlefield');
  });

  it('a malformed entry is refused before it reaches the engine', () => {
    const base: SchemaEntry = {
      type: 'CAST_SPELL',
      actor: 0,
      object: null,
      targets: [],
      payload: {},
      text: '',
    };
    expect(() => actionFromSchema(base)).toThrow(/object/);
    expect(() => actionFromSchema({ ...base, object: 5 })).toThrow(/payload.via/);
    expect(() =>
      actionFromSchema({ ...base, object: 5, payload: { via: 'hand' }, targets: [[{ type: 'permanent' }]] }),
    ).toThrow(/instance_id/);
    expect(() =>
      actionFromSchema({ ...base, type: 'RESOLVE_DECISION', payload: { answer: 'nope' } }),
    ).toThrow(/unknown answer/);
    expect(
      actionFromSchema({
        ...base,
        object: 5,
        payload: { via: 'hand', x: 2 },
        targets: [[{ type: 'player', player_id: 1 }], [{ type: 'spell', instance_id: 9 }]],
      }),
    ).toEqual({ type: 'cast', card: 5, via: 'hand', x: 2, targets: [[-2], [9]] });
    // The game's answer reader hands a malformed entry back unchanged (the agent then reports it as not legal).
    const s = mtg.setup(mtg.optionsSchema.parse({}), 'surface-normalize');
    const malformed = { type: 'CAST_SPELL', object: 5, payload: {} };
    expect(mtg.normalizeAction!(malformed, viewState(s, toAct(s)[0]), [])).toBe(malformed);
  });
});
