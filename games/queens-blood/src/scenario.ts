/**
 * Scenarios (`arbiter scenario queens-blood <file>`): set tiles, cards (with
 * side, deltas and trigger state), hands, decks and the turn directly, then
 * apply plays, passes and mulligans in order. The result shows every tile,
 * the lanes and the match score, hands, and the events fired. An optional
 * `expect` block is checked and its failures listed. Format: README.md.
 */
import {
  createRng,
  DataError,
  DataErrors,
  type GameEvent,
  issuesToDataErrors,
  RuleViolation,
} from '@arbiter/core';
import { z } from 'zod';
import { initialTiles, newTile, tileIndex } from './board.ts';
import type { Catalog } from './catalog-types.ts';
import { catalog } from './data.ts';
import { boardPowers } from './power.ts';
import { applyAction, endTurnAfterPlay, playCard } from './rules.ts';
import { scoreBoard } from './scoring.ts';
import { newInst, type QBState } from './state.ts';
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

const stepSchema = z.union([
  z
    .object({
      play: z.string(),
      lane: laneSchema,
      col: colSchema,
      side: sideSchema.optional(),
      force: z.boolean().default(false),
    })
    .strict(),
  z.object({ pass: z.literal(true), side: sideSchema.optional() }).strict(),
  z.object({ mulligan: z.array(z.string()), side: sideSchema.optional() }).strict(),
]);

const expectSchema = z
  .object({
    tiles: z
      .array(
        z
          .object({
            lane: laneSchema,
            col: colSchema,
            owner: ownerSchema.optional(),
            rank: z.number().int().optional(),
            card: z.string().nullable().optional(),
            power: z.number().int().optional(),
          })
          .strict(),
      )
      .optional(),
    score: z.tuple([z.number(), z.number()]).optional(),
    lanePoints: z.array(z.tuple([z.number(), z.number()])).optional(),
    hands: z.tuple([z.array(z.string()), z.array(z.string())]).optional(),
    destroyed: z.tuple([z.array(z.string()), z.array(z.string())]).optional(),
  })
  .strict();

export const scenarioSchema = z
  .object({
    description: z.string().optional(),
    /** 'standard' starts from the usual home columns; 'empty' from an all-neutral board. */
    start: z.enum(['standard', 'empty']).default('standard'),
    tiles: z.array(tileSchema).default([]),
    hands: z.tuple([z.array(z.string()), z.array(z.string())]).default([[], []]),
    decks: z.tuple([z.array(z.string()), z.array(z.string())]).default([[], []]),
    turn: sideSchema.default(0),
    phase: z.enum(['mulligan', 'play']).default('play'),
    steps: z.array(stepSchema).default([]),
    expect: expectSchema.optional(),
  })
  .strict();
export type ScenarioInput = z.input<typeof scenarioSchema>;
type Scenario = z.output<typeof scenarioSchema>;

function cardIndex(cat: Catalog, id: string, file: string, path: Array<string | number>): number {
  const def = cat.byId.get(id) ?? cat.byName.get(id);
  if (!def)
    throw new DataErrors([
      new DataError(file, path, `unknown card '${id}' (use an id like "003" or a card name)`),
    ]);
  return def.index;
}

/** The scenario's starting position. */
export function buildScenarioState(sc: Scenario, file = 'scenario'): QBState {
  const cat = catalog();
  const s: QBState = {
    rng: createRng(`scenario:${file}`),
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
          ['tiles', i, 'card'],
          `lane ${t.lane} column ${t.col} already holds a card (a tile holds one)`,
        ),
      ]);
    }
    const side = t.side ?? (t.owner === 1 ? 1 : 0);
    const owner: Owner = t.owner ?? (t.card ? side : NEUTRAL);
    const rank = t.rank ?? (owner === NEUTRAL ? 0 : 1);
    if ((owner === NEUTRAL) !== (rank === 0)) {
      throw new DataErrors([
        new DataError(file, ['tiles', i], 'a NEUTRAL tile has rank 0 and an owned tile rank 1..3'),
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

function findInHand(s: QBState, side: Side, id: string): number {
  const cat = catalog();
  const def = cat.byId.get(id) ?? cat.byName.get(id);
  const uid = def ? s.hands[side].find((u) => s.cards[u].card === def.index) : undefined;
  if (uid === undefined)
    throw new RuleViolation('not-in-hand', `${id} is not in ${side === 0 ? 'P1' : 'P2'}'s hand`);
  return uid;
}

/** Applies one scenario step; throws RuleViolation for an illegal one. */
export function applyStep(s: QBState, step: Scenario['steps'][number], emit: (e: GameEvent) => void): void {
  if (step.side !== undefined) s.turn = step.side;
  const side = s.turn;
  if ('play' in step) {
    const uid = findInHand(s, side, step.play);
    if (step.force) {
      // Forcing skips ownership and rank, never "one card per tile": only a
      // replace-ally card may go onto an occupied tile, and only onto an ally.
      const tile = tileIndex(step.lane, step.col - 1);
      const occupant = s.tiles[tile]?.card ?? -1;
      if (occupant >= 0) {
        const replaces = catalog().cards[s.cards[uid].card].replacesAlly;
        if (!replaces || s.cards[occupant].side !== side) {
          throw new RuleViolation('occupied', `lane ${step.lane} column ${step.col} already holds a card`);
        }
      }
      playCard(s, catalog(), side, uid, tile, emit);
      endTurnAfterPlay(s, side, emit);
      s.moves++;
    } else {
      applyAction(s, side, { type: 'play', card: uid, lane: step.lane, col: step.col - 1 }, emit);
    }
  } else if ('pass' in step) {
    applyAction(s, side, { type: 'pass' }, emit);
  } else {
    applyAction(
      s,
      side,
      { type: 'mulligan', replace: step.mulligan.map((id) => findInHand(s, side, id)) },
      emit,
    );
  }
}

const P = (side: number) => (side === 0 ? 'P1' : side === 1 ? 'P2' : 'NEUTRAL');

export function describeState(s: QBState) {
  const cat = catalog();
  const powers = boardPowers(s, cat);
  const sheet = scoreBoard(s, cat, powers);
  const name = (u: number) => cat.cards[s.cards[u].card].name;
  return {
    phase: s.phase,
    turn: P(s.turn),
    tiles: s.tiles.map((t, i) => {
      const c = t.card >= 0 ? s.cards[t.card] : null;
      return {
        lane: LANE_NAMES[Math.floor(i / 5)],
        col: (i % 5) + 1,
        owner: P(c ? c.side : t.owner),
        pawnOwner: P(t.owner),
        rank: t.rank,
        card: c
          ? {
              id: cat.cards[c.card].id,
              name: name(c.uid),
              side: P(c.side),
              power: powers[i],
              basePower: c.basePower,
              powerDelta: c.powerDelta,
              scaleDelta: c.scaleDelta,
              state: c.powerDelta > 0 ? 'enhanced' : c.powerDelta < 0 ? 'enfeebled' : 'neutral',
              origin: c.origin,
              spawnedBy: c.spawnedBy,
              replacedPawns: c.replacedPawns,
              triggers: {
                firstEnhancedFired: c.firstEnhancedFired,
                firstEnfeebledFired: c.firstEnfeebledFired,
                thresholdsFired: c.thresholdsFired,
              },
            }
          : null,
      };
    }),
    lanes: sheet.lanes.map((l, i) => ({
      lane: LANE_NAMES[i],
      power: { P1: l.power[0], P2: l.power[1] },
      winner: l.winner === null ? null : P(l.winner),
      points: { P1: l.points[0], P2: l.points[1] },
      bonuses: l.bonuses,
    })),
    score: { P1: sheet.total[0], P2: sheet.total[1] },
    winner:
      s.phase !== 'over'
        ? null
        : sheet.total[0] === sheet.total[1]
          ? 'draw'
          : P(sheet.total[0] > sheet.total[1] ? 0 : 1),
    hands: { P1: s.hands[0].map(name), P2: s.hands[1].map(name) },
    decks: { P1: s.decks[0].length, P2: s.decks[1].length },
    destroyed: { P1: s.destroyed[0].map(name), P2: s.destroyed[1].map(name) },
  };
}

function checkExpect(s: QBState, ex: NonNullable<Scenario['expect']>): string[] {
  const cat = catalog();
  const powers = boardPowers(s, cat);
  const sheet = scoreBoard(s, cat, powers);
  const fail: string[] = [];
  const idOf = (u: number) => cat.cards[s.cards[u].card].id;
  for (const t of ex.tiles ?? []) {
    const i = tileIndex(t.lane, t.col - 1);
    const tile = s.tiles[i];
    const where = `${LANE_NAMES[t.lane]} col ${t.col}`;
    const owner = tile.card >= 0 ? s.cards[tile.card].side : tile.owner;
    if (t.owner !== undefined && owner !== t.owner)
      fail.push(`${where}: owner ${P(owner)}, expected ${P(t.owner)}`);
    if (t.rank !== undefined && tile.rank !== t.rank)
      fail.push(`${where}: rank ${tile.rank}, expected ${t.rank}`);
    const card = tile.card >= 0 ? idOf(tile.card) : null;
    if (t.card !== undefined && card !== t.card) fail.push(`${where}: card ${card}, expected ${t.card}`);
    if (t.power !== undefined && (tile.card < 0 || powers[i] !== t.power))
      fail.push(`${where}: power ${tile.card < 0 ? 'none' : powers[i]}, expected ${t.power}`);
  }
  if (ex.score && (sheet.total[0] !== ex.score[0] || sheet.total[1] !== ex.score[1]))
    fail.push(`score ${sheet.total.join('-')}, expected ${ex.score.join('-')}`);
  ex.lanePoints?.forEach((p, i) => {
    const got = sheet.lanes[i]?.points;
    if (!got || got[0] !== p[0] || got[1] !== p[1])
      fail.push(`${LANE_NAMES[i]} points ${got?.join('-')}, expected ${p.join('-')}`);
  });
  const ids = (list: number[]) => list.map(idOf).sort().join(',');
  ex.hands?.forEach((h, side) => {
    if (ids(s.hands[side]) !== [...h].sort().join(','))
      fail.push(`${P(side)} hand ${ids(s.hands[side])}, expected ${[...h].sort().join(',')}`);
  });
  ex.destroyed?.forEach((h, side) => {
    if (ids(s.destroyed[side]) !== [...h].sort().join(','))
      fail.push(`${P(side)} destroyed ${ids(s.destroyed[side])}, expected ${[...h].sort().join(',')}`);
  });
  return fail;
}

export function runScenario(input: unknown, file = 'scenario') {
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) throw new DataErrors(issuesToDataErrors(file, parsed.error.issues));
  const sc = parsed.data;
  const s = buildScenarioState(sc, file);
  const events: GameEvent[] = [];
  sc.steps.forEach((step, i) => {
    events.push({ type: 'step', index: i, step });
    applyStep(s, step, (e) => events.push(e));
  });
  const result = { source: file, description: sc.description ?? null, ...describeState(s), events };
  if (!sc.expect) return result;
  const failures = checkExpect(s, sc.expect);
  return { ...result, expect: { passed: failures.length === 0, failures } };
}
