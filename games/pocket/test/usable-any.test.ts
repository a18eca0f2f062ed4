/**
 * The usability hooks' "any" forms (effects/**: Rare Candy's `anyCandidate`,
 * heal's `anyHealable`, `anyEnergyTarget`, gust's `anyPick`, move Energy's
 * `anyMove`, …): the legal
 * list asks them for every Item and Supporter in hand at every decision, so
 * they answer "is there one?" without building the candidate list the
 * effect's `run` chooses from. Each must answer exactly as "the list form is
 * not empty". At every decision of random games, on the current decks and
 * on decks drawn from the whole pool, every distinct text of those types in
 * the pool is asked for both players, with no user and with each of a few
 * Pokémon in play as the user, both ways; and both answers must occur for
 * each type (the states exercise the check).
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../src/data/catalog.ts';
import { presetChoices } from '../src/data/decks.ts';
import type { Card } from '../src/data/schema.ts';
import { energyNames } from '../src/data/schema.ts';
import { open } from '../src/effects/choices/choose-one.ts';
import { candidates as damageCandidates } from '../src/effects/damage/damage-target.ts';
import { matching, receivers } from '../src/effects/energy/attach-from-discard.ts';
import { ends } from '../src/effects/energy/move-energy.ts';
import { candidates } from '../src/effects/evolution/rare-candy.ts';
import { healablePool } from '../src/effects/heal/heal.ts';
import { energyTargets } from '../src/effects/helpers.ts';
import { ownCandidates } from '../src/effects/in-play/bounce.ts';
import { effectTypes } from '../src/effects/registry.ts';
import { pick as gustPick } from '../src/effects/switching/gust.ts';
import { fits as activeFits, benched } from '../src/effects/switching/switch-own-active.ts';
import { pocket } from '../src/index.ts';
import { cardInfos } from '../src/rules/cards.ts';
import { slotsOf } from '../src/rules/ops.ts';
import type { PocketState, Side, Slot } from '../src/state.ts';
import { generator } from './pool-decks.ts';

// The texts' params are read as the hooks read them: any field of the type's schema.
// biome-ignore lint/suspicious/noExplicitAny: a reference reads every type's params
type Ref = any;
type ListForm = (s: PocketState, side: Side, self: Slot | null, ref: Ref) => boolean;

/** Each type's answer the slow way: its list form (what `run` chooses from) is not empty. */
const listForms: Record<string, ListForm> = {
  rare_candy: (s, side) => candidates(s, side).length > 0,
  heal: (s, side, self, ref) => healablePool(s, side, self, ref).length > 0,
  energy_zone_attach: (s, side, self, ref) => energyTargets(s, side, self, ref).length > 0,
  gust: (s, side, _self, ref) => gustPick(s.sides[1 - side].bench, ref.filter).length > 0,
  attach_from_discard: (s, side, self, ref) =>
    matching(s.sides[side].energyDiscard ?? [], ref) > 0 && receivers(s, side, self, ref).length > 0,
  choose_one: (s, side, self, ref) => open(s, side, self, ref).length > 0,
  switch_own_active: (s, side, _self, ref) =>
    benched(s, s.sides[side].bench, ref).length > 0 && activeFits(s, s.sides[side].active, ref),
  damage_target: (s, side, _self, ref) =>
    ref.among === 'event_target' || damageCandidates(s, side, ref.among, ref.filter).length > 0,
  move_energy: (s, side, self, ref) => {
    const { from, to } = ends(s, side, self, ref);
    return from.some((f) => to.some((t) => t !== f));
  },
  bounce: (s, side, _self, ref) =>
    ref.target === 'opponent_active'
      ? s.sides[1 - side].active !== null
      : ref.target === 'self' ||
        (slotsOf(s.sides[side]).length > 1 && ownCandidates(s, side, ref.target).length > 0),
};

/** Every distinct effect of the listed types in the pool's texts (nested ones too), by type. */
function poolRefs(): Map<string, Ref[]> {
  const found = new Map<string, Map<string, Ref>>();
  const seen = new Set<object>();
  const walk = (x: unknown) => {
    if (x === null || typeof x !== 'object' || seen.has(x)) return;
    seen.add(x);
    const type = (x as { type?: unknown }).type;
    if (typeof type === 'string' && type in listForms) {
      const byText = found.get(type) ?? new Map<string, Ref>();
      byText.set(JSON.stringify(x), x);
      found.set(type, byText);
    }
    for (const v of Array.isArray(x) ? x : Object.values(x)) walk(v);
  };
  walk(cardInfos());
  return new Map([...found].map(([type, byText]) => [type, [...byText.values()]]));
}

const ENERGY: readonly string[] = ['G', 'R', 'W', 'L', 'P', 'F', 'D', 'M'];

/** A deck of the whole pool: Basics with their Stage 1 and Stage 2 lines (Rare Candy's targets), and random Trainers. */
function poolDeck(pick: (n: number) => number): { energy: string[]; cards: string[] } {
  const cards = catalog().cards;
  const pokemon = cards.filter((c): c is Extract<Card, { kind: 'pokemon' }> => c.kind === 'pokemon');
  const stage2 = pokemon.filter((c) => c.stage === 2);
  const trainers = cards.filter((c) => c.kind === 'trainer');
  const out: string[] = [];
  const count = new Map<string, number>();
  const add = (c: Card | undefined, n: number) => {
    for (let i = 0; i < n && c; i++) {
      if (out.length >= 20 || (count.get(c.name) ?? 0) >= 2) return;
      count.set(c.name, (count.get(c.name) ?? 0) + 1);
      out.push(c.id);
    }
  };
  const types = new Set<string>();
  for (let tries = 0; types.size < 2 && tries < 50; tries++) {
    const top = stage2[pick(stage2.length)];
    const one = pokemon.find((c) => c.stage === 1 && c.name === top.evolvesFrom);
    const basic = pokemon.find((c) => c.stage === 0 && c.name === one?.evolvesFrom);
    if (!one || !basic || count.has(basic.name)) continue;
    add(basic, 2);
    add(one, 1);
    add(top, 2);
    types.add(ENERGY.includes(basic.type) ? basic.type : 'G');
  }
  while (out.length < 20) add(trainers[pick(trainers.length)], 1);
  return { energy: [...types].map((t) => energyNames[t as keyof typeof energyNames]), cards: out };
}

interface Tally {
  asked: number;
  /** Per type: how many answers were yes, and no. */
  answers: Map<string, [number, number]>;
}

/** One random game: at every main-phase decision, every text asked both ways for both players. */
function playChecked(options: unknown, seed: string, refs: Map<string, Ref[]>, tally: Tally): void {
  const s = pocket.setup(pocket.optionsSchema.parse(options), seed);
  const choose = generator(tally.asked + 11);
  for (let step = 0; step < 400 && s.stage !== 'over'; step++) {
    const player = pocket.toAct(s)[0] as Side;
    if (s.stage === 'main' && !s.pending) {
      for (const side of [0, 1] as Side[]) {
        const slots = slotsOf(s.sides[side]);
        const users: (Slot | null)[] = [null, ...slots.slice(0, 3)];
        for (const [type, list] of refs) {
          const usable = effectTypes.get(type).usable as ListForm;
          for (const ref of list)
            for (const self of users) {
              const fast = usable(s, side, self, ref);
              const slow = listForms[type](s, side, self, ref);
              if (fast !== slow)
                expect
                  .soft(fast, `${type} ${JSON.stringify(ref)}, ${seed} step ${step}, side ${side}`)
                  .toBe(slow);
              const a = tally.answers.get(type) ?? [0, 0];
              a[fast ? 0 : 1]++;
              tally.answers.set(type, a);
              tally.asked++;
            }
        }
      }
    }
    const legal = pocket.legalActions(s, player);
    pocket.apply(s, player, legal[choose(legal.length)]);
  }
}

describe('the usability hooks answer as their list forms', () => {
  const refs = poolRefs();

  it('finds every type among the pool texts', () => {
    expect([...refs.keys()].sort()).toEqual(Object.keys(listForms).sort());
    expect([...refs.values()].reduce((n, l) => n + l.length, 0)).toBeGreaterThan(50);
  });

  it('on the current decks and on decks drawn from the whole pool, both answers seen for every type', () => {
    const ids = presetChoices()
      .filter((c) => c.group.startsWith('Current'))
      .map((c) => c.value);
    const tally: Tally = { asked: 0, answers: new Map() };
    for (let g = 0; g < 6; g++)
      playChecked(
        { deck1: ids[(g * 5) % ids.length], deck2: ids[(g * 3 + 7) % ids.length] },
        `usable-any/${g}`,
        refs,
        tally,
      );
    const pick = generator(2027);
    for (let g = 0; g < 6; g++)
      playChecked({ deck1: poolDeck(pick), deck2: poolDeck(pick) }, `usable-any-pool/${g}`, refs, tally);
    expect(tally.asked).toBeGreaterThan(100_000);
    for (const type of Object.keys(listForms)) {
      const [yes, no] = tally.answers.get(type) ?? [0, 0];
      expect(yes, `${type}: yes answers`).toBeGreaterThan(0);
      expect(no, `${type}: no answers`).toBeGreaterThan(0);
    }
  });
});
