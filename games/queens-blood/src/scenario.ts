/**
 * Scenarios (`arbiter scenario queens-blood <file>`) on the kernel's harness:
 * the `setup` block sets tiles, cards (with side, deltas and trigger state),
 * hands, decks and the turn directly; steps play, pass and mulligan by card
 * id or name; expectations read the board, lanes, score, hands and piles.
 * Format: README.md.
 */
import { createRng, DataError, DataErrors, defineScenarios, RuleViolation } from '@arbiter/core';
import { z } from 'zod';
import { initialTiles, newTile, tileIndex } from './board.ts';
import type { Catalog } from './catalog-types.ts';
import type { QBEvent } from './events.ts';
import { boardPowers } from './power.ts';
import { applyAction, endTurnAfterPlay, playCard } from './rules.ts';
import { scoreBoard } from './scoring.ts';
import { newInst, type QBState } from './state.ts';
import type { QBTypes } from './types.ts';
import { LANE_NAMES, NEUTRAL, type Owner, type Side } from './vocabulary.ts';

const sideSchema = z
  .union([z.literal(0), z.literal(1), z.enum(['P1', 'P2'])])
  .transform((v) => (v === 'P1' || v === 0 ? 0 : 1) as Side);
const ownerSchema = z
  .union([z.literal(0), z.literal(1), z.literal(-1), z.enum(['P1', 'P2', 'NEUTRAL'])])
  .transform((v): Owner => (v === 'P1' || v === 0 ? 0 : v === 'P2' || v === 1 ? 1 : NEUTRAL));
const laneSchema = z
  .union([z.number().int().min(0).max(2), z.enum(['TOP', 'MID', 'BOT'])])
  .transform((v) => (typeof v === 'number' ? v : LANE_NAMES.indexOf(v)));
const colSchema = z.number().int().min(1).max(5).describe('column 1..5 as on the board');

const tileSchema = z
  .object({
    lane: laneSchema,
    col: colSchema,
    owner: ownerSchema.optional(),
    rank: z.number().int().min(0).max(3).optional(),
    card: z.string().optional(),
    side: sideSchema.optional(),
    powerDelta: z.number().int().default(0),
    scaleDelta: z.number().int().default(0),
    firstEnhancedFired: z.boolean().default(false),
    firstEnfeebledFired: z.boolean().default(false),
    thresholdsFired: z.array(z.number().int()).default([]),
    origin: z.enum(['deck', 'token']).default('deck'),
    replacedPawns: z.number().int().min(0).max(3).default(0),
  })
  .strict();

/** The position a scenario starts from (its `setup` block). */
export const setupSchema = z
  .object({
    /** 'standard' starts from the usual home columns; 'empty' from an all-neutral board. */
    start: z.enum(['standard', 'empty']).default('standard'),
    tiles: z.array(tileSchema).default([]),
    hands: z.tuple([z.array(z.string()), z.array(z.string())]).default([[], []]),
    decks: z.tuple([z.array(z.string()), z.array(z.string())]).default([[], []]),
    turn: sideSchema.default(0),
    phase: z.enum(['mulligan', 'play']).default('play'),
  })
  .strict();
export type ScenarioSetup = z.output<typeof setupSchema>;
export type ScenarioSetupInput = z.input<typeof setupSchema>;

function cardIndex(cat: Catalog, id: string, file: string, path: Array<string | number>): number {
  const def = cat.byId.get(id) ?? cat.byName.get(id);
  if (!def)
    throw new DataErrors([
      new DataError(file, ['setup', ...path], `unknown card '${id}' (use an id like "003" or a card name)`),
    ]);
  return def.index;
}

/** The scenario's starting position; a position that cannot be throws DataErrors (paths inside `setup`). */
export function buildPosition(cat: Catalog, sc: ScenarioSetup, seed: string, file = 'setup'): QBState {
  const s: QBState = {
    rng: createRng(seed),
    phase: sc.phase,
    turn: sc.turn,
    passes: 0,
    turnsTaken: [1, 1],
    mulliganed: sc.phase === 'play' ? [true, true] : [false, false],
    tiles: sc.start === 'standard' ? initialTiles() : initialTiles().map(() => newTile(NEUTRAL, 0)),
    cards: [],
    hands: [[], []],
    decks: [[], []],
    destroyed: [[], []],
    deckNames: ['scenario', 'scenario'],
    played: [[], []],
    endReason: null,
    moves: 0,
  };
  const make = (id: string, side: Side, path: Array<string | number>) => {
    const idx = cardIndex(cat, id, file, path);
    const inst = newInst(
      s.cards.length,
      idx,
      side,
      cat.cards[idx].power,
      cat.cards[idx].category === 'Token' ? 'token' : 'deck',
    );
    s.cards.push(inst);
    return inst;
  };
  /** Tiles given a card so far: later entries may set a tile's owner and rank again, not a second card. */
  const withCard = new Map<number, number>();
  sc.tiles.forEach((t, i) => {
    const at = tileIndex(t.lane, t.col - 1);
    if (t.card && withCard.has(at)) {
      throw new DataErrors([
        new DataError(
          file,
          ['setup', 'tiles', i, 'card'],
          `lane ${t.lane} column ${t.col} already holds a card (a tile holds one)`,
        ),
      ]);
    }
    const side = t.side ?? (t.owner === 1 ? 1 : 0);
    const owner: Owner = t.owner ?? (t.card ? side : NEUTRAL);
    const rank = t.rank ?? (owner === NEUTRAL ? 0 : 1);
    if ((owner === NEUTRAL) !== (rank === 0)) {
      throw new DataErrors([
        new DataError(file, ['setup', 'tiles', i], 'a NEUTRAL tile has rank 0 and an owned tile rank 1..3'),
      ]);
    }
    s.tiles[at] = newTile(owner, rank);
    const earlier = withCard.get(at);
    if (earlier !== undefined) s.tiles[at].card = earlier;
    if (t.card) {
      const inst = make(t.card, side, ['tiles', i, 'card']);
      Object.assign(inst, {
        powerDelta: t.powerDelta,
        scaleDelta: t.scaleDelta,
        firstEnhancedFired: t.firstEnhancedFired,
        firstEnfeebledFired: t.firstEnfeebledFired,
        thresholdsFired: [...t.thresholdsFired],
        origin: t.origin,
        replacedPawns: t.replacedPawns,
        tile: at,
      });
      s.tiles[at].card = inst.uid;
      withCard.set(at, inst.uid);
    }
  });
  const powers = boardPowers(s, cat);
  for (const c of s.cards) if (c.tile >= 0) c.lastPower = powers[c.tile];
  for (const side of [0, 1] as const) {
    sc.hands[side].forEach((id, i) => {
      s.hands[side].push(make(id, side, ['hands', side, i]).uid);
    });
    sc.decks[side].forEach((id, i) => {
      s.decks[side].push(make(id, side, ['decks', side, i]).uid);
    });
  }
  return s;
}

function findInHand(cat: Catalog, s: QBState, side: Side, id: string): number {
  const def = cat.byId.get(id) ?? cat.byName.get(id);
  const uid = def ? s.hands[side].find((u) => s.cards[u].card === def.index) : undefined;
  if (uid === undefined)
    throw new RuleViolation('not-in-hand', `${id} is not in ${side === 0 ? 'P1' : 'P2'}'s hand`);
  return uid;
}

const playStepSchema = z
  .object({
    card: z.string().describe('card id or name, from the hand of the side to act'),
    lane: laneSchema,
    col: colSchema,
    side: sideSchema.optional(),
    force: z.boolean().default(false),
  })
  .strict();
const passStepSchema = z.object({ side: sideSchema.optional() }).strict();
const mulliganStepSchema = z.object({ cards: z.array(z.string()), side: sideSchema.optional() }).strict();

export type PlayStep = z.input<typeof playStepSchema>;

/**
 * A play by card id or name. `side` first makes that side the one to act;
 * `force` skips ownership and rank (never "one card per tile": only a card
 * played onto an ally may go onto an occupied tile, and only onto an ally).
 */
export function playStep(
  cat: Catalog,
  s: QBState,
  step: z.output<typeof playStepSchema>,
  emit?: (e: QBEvent) => void,
): void {
  if (step.side !== undefined) s.turn = step.side;
  const side = s.turn;
  const uid = findInHand(cat, s, side, step.card);
  if (!step.force) {
    applyAction(s, cat, side, { type: 'play', card: uid, lane: step.lane, col: step.col - 1 }, emit);
    return;
  }
  const tile = tileIndex(step.lane, step.col - 1);
  const occupant = s.tiles[tile]?.card ?? -1;
  if (occupant >= 0) {
    const replaces = cat.cards[s.cards[uid].card].replacesAlly;
    if (!replaces || s.cards[occupant].side !== side) {
      throw new RuleViolation('occupied', `lane ${step.lane} column ${step.col} already holds a card`);
    }
  }
  playCard(s, cat, side, uid, tile, emit);
  endTurnAfterPlay(s, cat, side, emit);
  s.moves++;
}

const P = (side: number) => (side === 0 ? 'P1' : side === 1 ? 'P2' : 'NEUTRAL');

/** Every tile as `"<LANE> <col>"` → owner, rank, card id and effective power. */
function boardOf(cat: Catalog, s: QBState) {
  const powers = boardPowers(s, cat);
  const out: Record<string, { owner: string; rank: number; card: string | null; power: number | null }> = {};
  s.tiles.forEach((t, i) => {
    const c = t.card >= 0 ? s.cards[t.card] : null;
    out[`${LANE_NAMES[Math.floor(i / 5)]} ${(i % 5) + 1}`] = {
      owner: P(c ? c.side : t.owner),
      rank: t.rank,
      card: c ? cat.cards[c.card].id : null,
      power: c ? powers[i] : null,
    };
  });
  return out;
}

const sortedIds = (cat: Catalog, s: QBState, list: number[]) =>
  list.map((u) => cat.cards[s.cards[u].card].id).sort();

/**
 * Queen's Blood's scenario format on the kernel harness (README: Scenarios):
 * `setup` is the position, steps `play` / `pass` / `mulligan` name cards by
 * id or name, and the expectations read the board, the score, hands and
 * destroyed piles.
 */
export function scenarioSpec(cat: Catalog) {
  return defineScenarios<QBTypes, ScenarioSetup>({
    setupSchema,
    build: (setup, ctx) => buildPosition(cat, setup, ctx.seed),
    steps: {
      play: {
        description: 'play a card by id or name: { card, lane, col 1..5, side?, force? }',
        schema: playStepSchema,
        run: (s, step: z.output<typeof playStepSchema>, ctx) => playStep(cat, s, step, ctx.apply.emit),
      },
      pass: {
        description: 'the side to act (or `side`) passes',
        schema: passStepSchema,
        run(s, step: z.output<typeof passStepSchema>, ctx) {
          if (step.side !== undefined) s.turn = step.side;
          applyAction(s, cat, s.turn, { type: 'pass' }, ctx.apply.emit);
        },
      },
      mulligan: {
        description:
          'the side named to act, or `side` (either may go first), mulligans these cards (ids or names; [] keeps the hand)',
        schema: mulliganStepSchema,
        run(s, step: z.output<typeof mulliganStepSchema>, ctx) {
          // Either side may take its mulligan first: `side` acts without being named to.
          const side = step.side ?? s.turn;
          const replace = step.cards.map((id) => findInHand(cat, s, side, id));
          applyAction(s, cat, side, { type: 'mulligan', replace }, ctx.apply.emit);
        },
      },
    },
    expectations: {
      board: {
        description: 'tiles by "<LANE> <col>" (e.g. "MID 3"): owner (P1/P2/NEUTRAL), rank, card id, power',
        read: (s) => boardOf(cat, s),
      },
      score: { description: 'match score [P1, P2]', read: (s) => scoreBoard(s, cat).total },
      lanePoints: {
        description: 'points per lane, TOP to BOT, each [P1, P2]',
        read: (s) => scoreBoard(s, cat).lanes.map((l) => l.points),
      },
      lanePower: {
        description: 'lane power per lane, TOP to BOT, each [P1, P2]',
        read: (s) => scoreBoard(s, cat).lanes.map((l) => l.power),
      },
      hands: {
        description: 'card ids in each hand, sorted',
        read: (s) => s.hands.map((h) => sortedIds(cat, s, h)),
      },
      destroyed: {
        description: 'card ids in each destroyed pile, sorted',
        read: (s) => s.destroyed.map((h) => sortedIds(cat, s, h)),
      },
      phase: { description: "'mulligan', 'play' or 'over'", read: (s) => s.phase },
      turn: { description: 'the side to act: P1 or P2', read: (s) => P(s.turn) },
      mulliganed: { description: 'whether each side has taken its mulligan', read: (s) => s.mulliganed },
    },
    summary: (s) => ({
      board: boardOf(cat, s),
      score: scoreBoard(s, cat).total,
      hands: s.hands.map((h) => sortedIds(cat, s, h)),
      destroyed: s.destroyed.map((h) => sortedIds(cat, s, h)),
    }),
  });
}
