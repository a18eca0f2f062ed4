/**
 * A tiny hidden-information game used to test the kernel, agents, simulator
 * and server without depending on a real game. Each seat is dealt a hidden
 * hand of 3 cards (values 1..9) from a shuffled deck; seats alternate playing
 * one card face up, 3 rounds each; drawing back to 3 from the deck; highest
 * total of played cards wins. Playing a card equal to the opponent's last
 * card scores double.
 */
import { z } from 'zod';
import { RuleViolation } from '../errors.ts';
import { describeWith, type EventWords } from '../events.ts';
import type { GameModule, GameReport, GameTypes, Outcome, PlayerId } from '../game.ts';
import { cloneRng, createRng, type RngState, shuffleInPlace } from '../rng.ts';
import { defineScenarios } from '../scenario.ts';
import { seatName } from '../seats.ts';

export interface ToyState {
  rng: RngState;
  hands: number[][];
  deck: number[];
  played: number[][];
  scores: number[];
  turn: PlayerId;
  rounds: number;
}

export type ToyAction = { type: 'play'; card: number };

/** The toy's events: a union on a string-literal `type`, each with words (below). */
export type ToyEvent = { type: 'played'; player: PlayerId; card: number; gain: number };

const toyEventWords: EventWords<ToyEvent> = {
  played: (e) =>
    `${seatName(e.player)} plays ${e.card}${e.gain === e.card ? '' : `, matching the last card: ${e.gain} points`}`,
};

export interface ToyView {
  you: PlayerId | null;
  hand: number[] | null;
  handSizes: number[];
  deckSize: number;
  played: number[][];
  scores: number[];
  turn: PlayerId;
  rounds: number;
}

const ROUNDS = 3;
const optionsSchema = z.object({ handSize: z.number().int().min(1).max(5).default(3) });
type ToyOptions = z.infer<typeof optionsSchema>;

function over(s: ToyState): boolean {
  return s.played[0].length >= s.rounds && s.played[1].length >= s.rounds;
}

export interface ToyTypes extends GameTypes {
  state: ToyState;
  action: ToyAction;
  view: ToyView;
  options: ToyOptions;
  event: ToyEvent;
  report: GameReport;
}

export const toyGame: GameModule<ToyTypes> = {
  id: 'toy',
  name: 'Toy',
  description: 'A tiny hidden-hand card game for kernel tests.',
  players: 2,
  optionsSchema,
  setup(options, seed) {
    const rng = createRng(seed);
    const deck = shuffleInPlace(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const hands = [deck.splice(0, options.handSize), deck.splice(0, options.handSize)];
    return { rng, hands, deck, played: [[], []], scores: [0, 0], turn: 0, rounds: ROUNDS };
  },
  toAct(s) {
    return over(s) ? [] : [s.turn];
  },
  legalActions(s, p) {
    if (over(s) || p !== s.turn) return [];
    return [...new Set(s.hands[p])].sort((a, b) => a - b).map((card) => ({ type: 'play' as const, card }));
  },
  apply(s, p, a, ctx) {
    if (over(s)) throw new RuleViolation('game-over', 'the game is over');
    if (p !== s.turn) throw new RuleViolation('not-your-turn', `seat ${p} is not to act`);
    if (a.type !== 'play') throw new RuleViolation('unknown-action', `unknown action type ${a.type}`);
    const i = s.hands[p].indexOf(a.card);
    if (i < 0) throw new RuleViolation('not-in-hand', `card ${a.card} is not in hand`);
    s.hands[p].splice(i, 1);
    const opp = 1 - p;
    const last = s.played[opp][s.played[opp].length - 1];
    const gain = last === a.card ? a.card * 2 : a.card;
    s.played[p].push(a.card);
    s.scores[p] += gain;
    ctx?.emit?.({ type: 'played', player: p, card: a.card, gain });
    if (s.deck.length > 0) s.hands[p].push(s.deck.shift()!);
    s.turn = opp;
    return s;
  },
  view(s, viewer) {
    return {
      you: viewer,
      hand: viewer === null ? null : [...s.hands[viewer]],
      handSizes: s.hands.map((h) => h.length),
      deckSize: s.deck.length,
      played: s.played.map((p) => [...p]),
      scores: [...s.scores],
      turn: s.turn,
      rounds: s.rounds,
    };
  },
  outcome(s): Outcome | null {
    if (!over(s)) return null;
    const [a, b] = s.scores;
    if (a === b) return { winner: null, draw: true, scores: [a, b], reason: 'equal totals' };
    return { winner: a > b ? 0 : 1, draw: false, scores: [a, b], reason: 'higher total' };
  },
  describe(a) {
    return `play ${a.card}`;
  },
  describeEvent: describeWith(toyEventWords),
  clone(s) {
    return {
      rng: cloneRng(s.rng),
      hands: s.hands.map((h) => [...h]),
      deck: [...s.deck],
      played: s.played.map((p) => [...p]),
      scores: [...s.scores],
      turn: s.turn,
      rounds: s.rounds,
    };
  },
  perturbHidden(s, viewer, seed) {
    // What `viewer` cannot see: the other hand, the deck order, the generator.
    const other = 1 - viewer;
    const rng = createRng(seed);
    const pool = shuffleInPlace(rng, [...s.hands[other], ...s.deck]);
    const next = toyGame.clone(s);
    next.hands[other] = pool.splice(0, s.hands[other].length);
    next.deck = pool;
    next.rng = rng;
    return next;
  },
  determinize(view, viewer, seed) {
    // Unknown cards: the full multiset minus what the viewer can see.
    const pool = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const remove = (c: number) => pool.splice(pool.indexOf(c), 1);
    for (const c of view.hand ?? []) remove(c);
    for (const row of view.played) for (const c of row) remove(c);
    const rng = createRng(seed);
    shuffleInPlace(rng, pool);
    const hands: number[][] = [[], []];
    hands[viewer] = [...(view.hand ?? [])];
    hands[1 - viewer] = pool.splice(0, view.handSizes[1 - viewer]);
    return {
      rng,
      hands,
      deck: pool.slice(0, view.deckSize),
      played: view.played.map((p) => [...p]),
      scores: [...view.scores],
      turn: view.turn,
      rounds: view.rounds,
    };
  },
  evaluate(s, p) {
    return Math.tanh((s.scores[p] - s.scores[1 - p]) / 10);
  },
  report(s) {
    return { totalPlayed: s.scores[0] + s.scores[1] };
  },
};

const handsSchema = z.tuple([
  z.array(z.number().int().min(1).max(9)),
  z.array(z.number().int().min(1).max(9)),
]);

const toySetupSchema = z
  .object({
    hands: handsSchema.default([[], []]),
    deck: z.array(z.number().int().min(1).max(9)).default([]),
    played: handsSchema.default([[], []]),
    scores: z.tuple([z.number().int(), z.number().int()]).default([0, 0]),
    turn: z.union([z.literal(0), z.literal(1)]).default(0),
  })
  .strict();

/**
 * The toy's scenario format (an example for games): `setup` gives the hands,
 * the deck (top first), the played rows, the scores and whose turn it is; the
 * step `{ "do": "give", "seat": 0, "card": 4 }` puts a card in a hand;
 * expectations read `scores`, `hands`, `played`, `turn` and `deckSize`.
 */
toyGame.scenarios = defineScenarios<ToyTypes, z.output<typeof toySetupSchema>>({
  setupSchema: toySetupSchema,
  build(setup, ctx) {
    return {
      rng: createRng(ctx.seed),
      hands: setup.hands.map((h) => [...h]),
      deck: [...setup.deck],
      played: setup.played.map((p) => [...p]),
      scores: [...setup.scores],
      turn: setup.turn,
      rounds: ROUNDS,
    };
  },
  steps: {
    give: {
      description: "put a card into a seat's hand",
      schema: z
        .object({ seat: z.union([z.literal(0), z.literal(1)]), card: z.number().int().min(1).max(9) })
        .strict(),
      run(state, step: { seat: 0 | 1; card: number }) {
        state.hands[step.seat].push(step.card);
      },
    },
  },
  expectations: {
    scores: { description: 'both totals', read: (s) => s.scores },
    hands: { description: 'both hands', read: (s) => s.hands },
    played: { description: 'both played rows', read: (s) => s.played },
    turn: { description: 'whose turn it is', read: (s) => s.turn },
    deckSize: { description: 'cards left in the deck', read: (s) => s.deck.length },
  },
});
