/**
 * Pokémon TCG Pocket's scenario format on the kernel harness (README.md has
 * the full description). The `setup` block describes a position:
 *
 *   { "turn": 3, "current": 0, "first": 0,
 *     "sides": [ { "active": { "card": "A1 004", "under": ["A1 001", "A1 002"],
 *                              "hp": 150, "energy": ["G", "G"], "status": [] },
 *                  "bench": [ … ], "hand": ["P-A 007"], "deck": [ … ],
 *                  "discard": [], "points": 0, "energyTypes": ["G"],
 *                  "zone": "G", "next": "G" }, { … } ] }
 *
 * Step kinds of its own: `coins` forces the next coin flips. Expectations
 * read the position (actives, benches, points, hands, effects, pending
 * decision, legal actions, outcome).
 */
import { createEffectStore, createRng, DataError, DataErrors, defineScenarios } from '@arbiter/core';
import { z } from 'zod';
import { catalog } from './data/catalog.ts';
import { energyTypes } from './data/schema.ts';
import { describeAction } from './describe.ts';
import type { ActivePayload } from './effects/active.ts';
import type { PocketTypes } from './index.ts';
import { legalActions } from './rules/actions.ts';
import { putStadium, startToolEffects } from './rules/card-auras.ts';
import { enterPlay } from './rules/enter-play.ts';
import { advance, updateSuppression } from './rules/flow.ts';
import { maxHp, newSlot, slotInfo, slotsOf } from './rules/ops.ts';
import { newRecord } from './rules/record.ts';
import { type PlayerState, type PocketState, type Side, type Slot, statuses, toolsOf } from './state.ts';

const energy = z.enum(energyTypes);

const pokemonSchema = z
  .object({
    card: z.string(),
    under: z.array(z.string()).default([]),
    hp: z.number().int().optional(),
    energy: z.array(energy).default([]),
    status: z.array(z.enum(statuses as [string, ...string[]])).default([]),
    playedTurn: z.number().int().default(0),
    abilityUsed: z.boolean().default(false),
    /** The Pokémon Tool attached to it (a card id). */
    tool: z.string().optional(),
    /** The Pokémon Tools attached to it, the first attached first (a Pokémon whose limit is 2; instead of `tool`). */
    tools: z.array(z.string()).min(1).max(2).optional(),
  })
  .strict()
  .refine((p) => p.tool === undefined || p.tools === undefined, { message: 'give either tool or tools' });

const sideSchema = z
  .object({
    active: pokemonSchema.nullable().default(null),
    bench: z.array(pokemonSchema).max(3).default([]),
    hand: z.array(z.string()).default([]),
    deck: z.array(z.string()).default([]),
    discard: z.array(z.string()).default([]),
    points: z.number().int().min(0).default(0),
    energyTypes: z.array(energy).min(1).max(3).default(['C']),
    zone: energy.nullable().default(null),
    next: energy.optional(),
    supporterPlayed: z.boolean().default(false),
    retreated: z.boolean().default(false),
    koLastTurn: z.boolean().default(false),
    /** The Energy in the side's discard pile (E1), oldest first. */
    energyDiscard: z.array(z.enum(energyTypes)).default([]),
  })
  .strict();

const setupSchema = z
  .object({
    turn: z.number().int().min(1).default(3),
    current: z.union([z.literal(0), z.literal(1)]).default(0),
    first: z.union([z.literal(0), z.literal(1)]).default(0),
    turnLimit: z.number().int().min(1).default(30),
    sides: z.tuple([sideSchema, sideSchema]),
    /** The Stadium in play: its card id and the side that played it (`playedTurn`: the turn it was played, default 0). */
    stadium: z
      .object({
        card: z.string(),
        owner: z.union([z.literal(0), z.literal(1)]),
        playedTurn: z.number().int().min(0).default(0),
      })
      .strict()
      .optional(),
  })
  .strict();

type SetupBlock = z.output<typeof setupSchema>;

function buildState(setup: SetupBlock, seed: string): PocketState {
  const cat = catalog();
  const cards: number[] = [];
  const errors: DataError[] = [];
  const uid = (id: string, path: Array<string | number>): number => {
    const i = cat.byId.get(id);
    if (i === undefined) {
      errors.push(new DataError('setup', path, `unknown card '${id}'`));
      return -1;
    }
    cards.push(i);
    return cards.length - 1;
  };
  let split = 0;
  let stadiumUid = -1;
  const sides = setup.sides.map((b, side): PlayerState => {
    const at = (...p: Array<string | number>) => ['sides', side, ...p];
    const slot = (pk: z.output<typeof pokemonSchema>, path: Array<string | number>): Slot => {
      const stack = [
        ...pk.under.map((id, k) => uid(id, [...path, 'under', k])),
        uid(pk.card, [...path, 'card']),
      ];
      const sl = newSlot(stack[0], pk.playedTurn);
      sl.stack = stack;
      sl.energy = pk.energy.slice();
      sl.status = pk.status.slice() as Slot['status'];
      sl.abilityTurn = pk.abilityUsed ? setup.turn : 0;
      const tools = pk.tools ?? (pk.tool !== undefined ? [pk.tool] : []);
      tools.forEach((id, k) => {
        const where = pk.tools ? [...path, 'tools', k] : [...path, 'tool'];
        const tool = uid(id, where);
        if (tool < 0) return;
        const c = cat.cards[cards[tool]];
        if (c.kind !== 'trainer' || c.trainerType !== 'tool')
          errors.push(new DataError('setup', where, `'${id}' is not a Pokémon Tool`));
        else if (sl.tool === null) sl.tool = tool;
        else sl.extraTools = [...(sl.extraTools ?? []), tool];
      });
      if (pk.hp !== undefined && !stack.includes(-1)) {
        const max = cardHp(cards[stack[stack.length - 1]]);
        if (pk.hp > max || pk.hp <= 0)
          errors.push(new DataError('setup', [...path, 'hp'], `hp must be in 1..${max}`));
        sl.damage = max - pk.hp;
      }
      return sl;
    };
    const p: PlayerState = {
      active: b.active ? slot(b.active, at('active')) : null,
      bench: b.bench.map((x, k) => slot(x, at('bench', k))),
      hand: b.hand.map((id, k) => uid(id, at('hand', k))),
      deck: b.deck.map((id, k) => uid(id, at('deck', k))),
      discard: b.discard.map((id, k) => uid(id, at('discard', k))),
      points: b.points,
      energyTypes: b.energyTypes,
      zone: b.zone,
      next: b.next ?? b.energyTypes[0],
      supporterPlayed: b.supporterPlayed,
      retreated: b.retreated,
      koByAttack: { lastTurn: b.koLastTurn, thisTurn: false },
      energyDiscard: b.energyDiscard,
      record: newRecord(),
      peek: [],
      revealed: null,
      setupDone: true,
    };
    if (setup.stadium && setup.stadium.owner === side) {
      stadiumUid = uid(setup.stadium.card, ['stadium', 'card']);
      const c = stadiumUid >= 0 ? cat.cards[cards[stadiumUid]] : null;
      if (c && !(c.kind === 'trainer' && c.trainerType === 'stadium'))
        errors.push(new DataError('setup', ['stadium', 'card'], `'${setup.stadium.card}' is not a Stadium`));
    }
    if (side === 0) split = cards.length;
    return p;
  });
  if (errors.length > 0) throw new DataErrors(errors);
  const s: PocketState = {
    rng: createRng(seed),
    cards,
    split,
    forced: [],
    deckNames: ['scenario-0', 'scenario-1'],
    turn: setup.turn,
    current: setup.current,
    first: setup.first,
    stage: 'main',
    sides: [sides[0], sides[1]],
    effects: createEffectStore<ActivePayload>(),
    pending: null,
    resolution: null,
    turnLimit: setup.turnLimit,
    result: null,
    stats: { koSources: {}, effectUses: {}, actions: 0 },
  };
  for (const side of [0, 1] as const)
    for (const sl of slotsOf(s.sides[side])) {
      enterPlay(s, side, sl, undefined);
      startToolEffects(s, side, sl, undefined);
    }
  if (setup.stadium && stadiumUid >= 0)
    putStadium(s, setup.stadium.owner, stadiumUid, setup.stadium.playedTurn, undefined);
  updateSuppression(s);
  advance(s, undefined);
  return s;
}

function cardHp(index: number): number {
  const c = catalog().cards[index];
  if (c.kind === 'pokemon') return c.hp;
  const f = c.effect.effects.find((e) => e.type === 'fossil');
  return f ? Number(f.hp) : 0;
}

function pokemonSummary(s: PocketState, sl: Slot | null, side: Side) {
  if (!sl) return null;
  const ci = slotInfo(s, sl);
  return {
    name: ci.name,
    card: ci.id,
    hp: maxHp(s, side, sl) - sl.damage,
    energy: sl.energy.slice(),
    status: sl.status.slice(),
    ...(sl.tool !== null ? { tool: catalog().cards[s.cards[sl.tool]].id } : {}),
    ...(sl.extraTools ? { tools: toolsOf(sl).map((t) => catalog().cards[s.cards[t]].id) } : {}),
  };
}

function legalOfType(s: PocketState, type: string): string[] {
  const who = s.pending ? s.pending.player : s.current;
  return legalActions(s, who)
    .filter((a) => a.type === type)
    .map((a) => describeAction(a, s));
}

const ids = (s: PocketState, uids: number[]) => uids.map((u) => catalog().cards[s.cards[u]].id);
const perSide = <T>(f: (side: Side) => T): [T, T] => [f(0), f(1)];

export const pocketScenarios = defineScenarios<PocketTypes, SetupBlock>({
  setupSchema,
  build: (setup, ctx) => buildState(setup, ctx.seed),
  steps: {
    coins: {
      description: 'force the next coin flips: `heads` lists true (heads) / false (tails) in order',
      schema: z.object({ heads: z.array(z.boolean()).min(1) }).strict(),
      run(state, step: { heads: boolean[] }) {
        state.forced.push(...step.heads.map((h) => (h ? 1 : 0)));
      },
    },
  },
  expectations: {
    active: {
      description: "each side's Active Pokémon {name, card, hp, energy, status}",
      read: (s) => perSide((i) => pokemonSummary(s, s.sides[i].active, i)),
    },
    bench: {
      description: "each side's Bench, in order",
      read: (s) => perSide((i) => s.sides[i].bench.map((b) => pokemonSummary(s, b, i))),
    },
    points: { description: 'points per side', read: (s) => perSide((i) => s.sides[i].points) },
    energyDiscard: {
      description: "the Energy in each side's discard pile (E1), oldest first",
      read: (s) => perSide((i) => s.sides[i].energyDiscard?.slice() ?? []),
    },
    hand: { description: 'card ids in each hand', read: (s) => perSide((i) => ids(s, s.sides[i].hand)) },
    handCount: { description: 'cards in each hand', read: (s) => perSide((i) => s.sides[i].hand.length) },
    deckCount: { description: 'cards in each deck', read: (s) => perSide((i) => s.sides[i].deck.length) },
    discard: {
      description: 'card ids in each discard pile',
      read: (s) => perSide((i) => ids(s, s.sides[i].discard)),
    },
    zone: {
      description: "each side's Energy Zone energy available now",
      read: (s) => perSide((i) => s.sides[i].zone),
    },
    effects: {
      description: 'active effects {type, scope, value, sourceType, sourcePlayer, suppressed}, oldest first',
      read: (s) =>
        s.effects.effects.map((e) => ({
          type: e.key,
          scope: e.scope,
          value: e.value,
          sourceType: e.payload?.sourceType,
          sourcePlayer: e.payload?.sourcePlayer,
          suppressed: e.suppressed,
        })),
    },
    pending: {
      description: 'the pending decision {player, kind, options}',
      read: (s) =>
        s.pending
          ? { player: s.pending.player, kind: s.pending.kind, options: s.pending.options.map((o) => o.label) }
          : null,
    },
    legal: {
      description: 'descriptions of the legal actions of the seat to act',
      read: (s) => {
        const who = s.pending ? s.pending.player : s.current;
        return legalActions(s, who).map((a) => describeAction(a, s));
      },
    },
    attacks: {
      description: 'descriptions of the attacks the seat to act may use',
      read: (s) => legalOfType(s, 'attack'),
    },
    retreats: { description: 'descriptions of the legal retreats', read: (s) => legalOfType(s, 'retreat') },
    plays: {
      description: 'descriptions of the cards the seat to act may play',
      read: (s) => legalOfType(s, 'play'),
    },
    abilities: {
      description: 'descriptions of the abilities the seat to act may use',
      read: (s) => legalOfType(s, 'ability'),
    },
    evolutions: {
      description: 'descriptions of the legal evolutions',
      read: (s) => legalOfType(s, 'evolve'),
    },
    tools: { description: 'descriptions of the legal Tool attachments', read: (s) => legalOfType(s, 'tool') },
    stadium: {
      description: 'the Stadium in play {card, name, owner}, or null',
      read: (s) => {
        const card = s.stadium?.card;
        if (card === undefined || card === null) return null;
        const c = catalog().cards[s.cards[card]];
        return { card: c.id, name: c.name, owner: s.stadium?.owner };
      },
    },
    turn: { description: 'the turn number', read: (s) => s.turn },
    current: { description: 'whose turn it is', read: (s) => s.current },
    outcome: { description: '{winner, reason} or null', read: (s) => s.result },
  },
  summary: (s) => ({
    turn: s.turn,
    current: s.current,
    points: perSide((i) => s.sides[i].points),
    active: perSide((i) => pokemonSummary(s, s.sides[i].active, i)),
    bench: perSide((i) => s.sides[i].bench.map((b) => pokemonSummary(s, b, i))),
    result: s.result,
  }),
});
