/**
 * Positions random play rarely reaches, for the tests of what a seat knows
 * and for the conformance suite's `positions`: decisions whose answers are
 * numbers (pay {X}) and decisions that show library cards (look at the top
 * N, scry, a revealed pile, a search).
 */
import { expect } from 'vitest';
import type { MtgState } from '../src/engine/state.ts';
import { moveTo } from '../src/engine/zones.ts';
import { type MtgAction, mtg } from '../src/index.ts';
import { buildState, resolveTags, setupSchema } from '../src/scenario.ts';
import { player } from './helpers.ts';

/** The decision owed now (a call, so that a loop's test does not narrow it for the compiler). */
const pendingOf = (s: MtgState) => s.pending;

/**
 * A real game (object ids from 1, so the libraries hold the small ids) where
 * `attacker` attacks with Flameblast Dragon on its first turn and is asked
 * "pay {X}{R}?" with answers X = 0..5.
 */
export function flameblastPrompt(attacker: 0 | 1): MtgState {
  const decks = attacker === 0 ? ['draconic_fury', 'glorious_combat'] : ['glorious_combat', 'draconic_fury'];
  const s = mtg.setup(mtg.optionsSchema.parse({ deck1: decks[0], deck2: decks[1] }), 'x-prompt');
  const act = (prefer: (a: MtgAction) => boolean) => {
    const p = mtg.toAct(s)[0];
    const legal = mtg.legalActions(s, p);
    mtg.apply(s, p, legal.find(prefer) ?? legal.find((a) => a.type === 'pass') ?? legal[0]);
  };
  // Pregame: the attacker takes the first turn; both keep.
  while (s.pending !== null) {
    const first = mtg.toAct(s)[0] === attacker ? 'play_first' : 'draw_first';
    act((a) => a.type === first || a.type === 'keep');
  }
  expect(s.active).toBe(attacker);
  const lib = s.players[attacker].library;
  const dragon = moveTo(s, lib.find((id) => s.objects[id].card === 'flameblast_dragon')!, 'battlefield');
  s.objects[dragon].sick = false;
  for (const m of lib.filter((id) => s.objects[id].card === 'basic_mountain').slice(-6))
    moveTo(s, m, 'battlefield');
  for (let i = 0; i < 30 && pendingOf(s)?.kind !== 'resolve'; i++)
    act(
      (a) =>
        (a.type === 'attack' && a.creature === dragon) ||
        a.type === 'attack_done' ||
        a.type === 'choose_targets',
    );
  const d = pendingOf(s);
  expect(d?.kind === 'resolve' && d.prompt).toBe('pay?');
  if (d?.kind === 'resolve') expect(d.options.map((o) => o.value)).toEqual([0, 1, 2, 3, 4, 5, null]);
  return s;
}

const lands = (card: string, n: number) => Array.from({ length: n }, () => card);
/** Ten cards of several names, so that the order and the identities of library cards matter. */
const mixedLibrary = [
  'basic_island',
  'counterspell',
  'impulse',
  'basic_plains',
  'lightning_bolt',
  'repulse',
  'basic_forest',
  'doom_blade',
  'llanowar_elves',
  'serra_angel',
];

/**
 * Seat 0 casts `card` (tagged `@spell`) from its hand in its main phase with
 * `land` × `n` untapped, both pass until a decision is owed, and seat 0
 * answers it by the labels of `answers` (one per decision, in order).
 */
export function castThenDecide(
  card: string,
  land: string,
  n: number,
  seed: string,
  answers: string[] = [],
): MtgState {
  const s = buildState(
    setupSchema.parse({
      players: [
        player({
          library: mixedLibrary,
          hand: [{ card, tag: 'spell' }, 'basic_swamp', 'doom_blade'],
          battlefield: lands(land, n).map((c) => ({ card: c })),
        }),
        player({ library: [...mixedLibrary].reverse(), hand: ['counterspell', 'basic_island'] }),
      ],
    }),
    seed,
  );
  mtg.apply(s, 0, resolveTags(s, { type: 'cast', card: '@spell', via: 'hand', targets: [] }) as MtgAction);
  for (let i = 0; i < 8 && (s.pending === null || s.pending.kind !== 'resolve'); i++) {
    const p = mtg.toAct(s)[0];
    const legal = mtg.legalActions(s, p);
    mtg.apply(s, p, legal.find((a) => a.type === 'pass') ?? legal[0]);
  }
  for (const label of answers) {
    const d = s.pending;
    if (d?.kind !== 'resolve') throw new Error(`no decision to answer '${label}'`);
    mtg.apply(s, d.player, { type: 'choose', option: d.options.findIndex((o) => o.label === label) });
  }
  expect(s.pending?.kind).toBe('resolve');
  return s;
}

/** Named positions with a decision that shows library cards or has numbers for answers. */
export function knowledgePositions(): Array<{ name: string; state: MtgState }> {
  return [
    { name: 'pay X (own library holds ids 1-5)', state: flameblastPrompt(0) },
    { name: "pay X (the opponent's library holds ids 1-5)", state: flameblastPrompt(1) },
    { name: 'Impulse: look at the top four', state: castThenDecide('impulse', 'basic_island', 2, 'impulse') },
    {
      name: 'Precognitive Perception: scry 3',
      state: castThenDecide('precognitive_perception', 'basic_island', 5, 'scry'),
    },
    {
      name: 'Fact or Fiction: the opponent makes piles of the top five',
      state: castThenDecide('fact_or_fiction', 'basic_island', 4, 'piles'),
    },
    {
      name: 'Sylvan Messenger: reveal the top four, order the rest',
      state: castThenDecide('sylvan_messenger', 'basic_forest', 4, 'reveal'),
    },
    {
      name: 'Pilgrim of the Ages: search for a basic Plains',
      state: castThenDecide('pilgrim_of_the_ages', 'basic_plains', 3, 'search', ['yes']),
    },
  ];
}
