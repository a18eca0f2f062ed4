/**
 * Every card with mapped text, played: each attack with an effect is used from a
 * position that lets it work (its cost paid, a damaged and energized
 * opponent with a Bench, a Bench of its own of several types), each ability
 * used or (passive) registered, each trainer played; every decision is
 * answered with its first option. Asserted: each effect type of the text ran
 * (or registered), the turn moved on as the rules say, and the invariants
 * held (cards conserved, no negative damage, points only from knockouts),
 * and every line a player reads on the way (events, prompts, choices) is
 * words (test/readable.ts).
 * A text the effect table does not read yet (later sets) is not played
 * here: `arbiter validate pocket` reports it unmapped, and
 * docs/text-inventory.md proposes its effect type.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../src/data/catalog.ts';
import type { Card, EffectRef, PokemonCard } from '../src/data/schema.ts';
import { type PocketEvent, pocket } from '../src/index.ts';
import type { PocketState } from '../src/state.ts';
import { checkLines } from './readable.ts';

/** Every line a player would read while the cards are played: events, prompts, choices. */
const read: string[] = [];
const emit = (e: PocketEvent) => read.push(pocket.describeEvent!(e));
const ctx = { emit };

const cards = catalog().cards;
/** A text the table reads (an unmapped one has no effects to play). */
const mapped = (t: { effects: EffectRef[] } | undefined): t is { text: string; effects: EffectRef[] } =>
  t !== undefined && t.effects.length > 0;
const byName = new Map<string, Card>();
for (const c of cards) if (!byName.has(c.name)) byName.set(c.name, c);

/** One card per distinct text set (reprints share their texts). */
function distinct<T extends Card>(list: T[], key: (c: T) => string): T[] {
  const seen = new Set<string>();
  return list.filter((c) => {
    const k = key(c);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function build(me: Record<string, unknown>, them: Record<string, unknown> = {}): PocketState {
  const spec = pocket.scenarios;
  if (!spec) throw new Error('no scenario format');
  const setup = spec.setupSchema.parse({
    turn: 3,
    current: 0,
    first: 0,
    sides: [
      {
        bench: [
          { card: 'A1 053', energy: ['W', 'W'] },
          { card: 'A1 001', hp: 60 },
        ],
        hand: ['A1 094', 'A1 002'],
        deck: ['A1 128', 'A1 001', 'A1a 049', 'A1 167', 'A1 053', 'A1 094', 'A1 033'],
        energyTypes: ['G'],
        ...me,
      },
      {
        active: { card: 'A1 211', hp: 130, energy: ['C'] },
        // A damaged Benched Pokémon, so texts about one (Cyrus, Dark Chase) have a target.
        bench: [{ card: 'A1 189' }, { card: 'A1 001', hp: 60 }],
        hand: ['A1 189', 'P-A 007'],
        deck: ['A1 189', 'A1 053', 'A1 001'],
        discard: ['A1 094'],
        energyTypes: ['C'],
        ...them,
      },
    ],
  });
  return spec.build(setup, {
    game: pocket,
    options: pocket.optionsSchema.parse({}),
    seed: 'every-card',
    apply: {},
  });
}

function answerAll(s: PocketState, turn: number) {
  for (let guard = 0; guard < 50 && s.pending && s.turn === turn; guard++) {
    const seat = s.pending.player;
    read.push(s.pending.prompt, ...pocket.legalActions(s, seat).map((a) => pocket.describe(a, s, seat)));
    pocket.apply(s, seat, { type: 'choose', option: 0 }, ctx);
  }
}

function invariants(s: PocketState) {
  const seen = new Array(s.cards.length).fill(0);
  for (const side of s.sides) {
    for (const uid of [...side.deck, ...side.hand, ...side.discard]) seen[uid]++;
    for (const sl of side.active ? [side.active, ...side.bench] : side.bench) {
      for (const uid of sl.stack) seen[uid]++;
      if (sl.tool !== null) seen[sl.tool]++;
      expect(sl.damage).toBeGreaterThanOrEqual(0);
    }
  }
  if (s.stadium?.card != null) seen[s.stadium.card]++;
  expect(seen.every((n) => n === 1)).toBe(true);
}

/** A Tool's or Stadium's continuous effects started, with the card as their source. */
function registeredAll(s: PocketState, uid: number, refs: EffectRef[], what: string) {
  const from = s.effects.effects.filter((e) => e.payload?.sourceCard === uid);
  for (const r of refs) {
    // An action or a trigger registers nothing: the action is used below, triggers in test/tools-stadiums.test.ts.
    if (r.type === 'stadium_action' || r.type === 'trigger') continue;
    expect(from.length, `${what}: ${r.type} registered`).toBeGreaterThan(0);
  }
}

function usedAll(s: PocketState, refs: EffectRef[], what: string) {
  for (const r of refs) expect(s.stats.effectUses[r.type] ?? 0, `${what}: ${r.type}`).toBeGreaterThan(0);
}

const pokemon = cards.filter((c): c is PokemonCard => c.kind === 'pokemon');

/** A Basic Pokémon of a type, not ex. */
const ofTypeCard = (type: string) =>
  (cards.find((x) => x.kind === 'pokemon' && x.stage === 0 && x.type === type && !x.ex) as Card).id;

/** Every condition a text's `requires` names (nested ones too). */
function requirements(refs: EffectRef[]): Array<Record<string, unknown>> {
  return refs.flatMap((r) => (r.type === 'requires' ? [r.condition as Record<string, unknown>] : []));
}

/**
 * What a text that asks more of the position than the plain one gets, read
 * from its effects: the Pokémon a `requires` (or the Active's Ability that
 * forbids attacking without them) names on the Bench, a point
 * for the opponent, Energy of every type in the discard pile (E1), and the
 * evolution of the Active Pokémon in the deck (evolving from the deck).
 */
function richer(
  refs: EffectRef[],
  activeCard: string,
): { me: Record<string, unknown>; them: Record<string, unknown>; hand: string[] } {
  const active = cards.find((x) => x.id === activeCard) as Card;
  // An Ability that forbids attacking unless named Pokémon are on the Bench (Regigigas's Seal of Antiquity).
  const unless =
    active.kind === 'pokemon'
      ? (active.ability?.effect.effects ?? []).flatMap((e) => {
          const c = e.condition as Record<string, unknown> | undefined;
          return e.type === 'cant_attack' && c?.negate === true && c.is === 'own_bench_has' ? [c] : [];
        })
      : [];
  const named = [...requirements(refs), ...unless].flatMap((c) =>
    Array.isArray(c.names) ? (c.names as string[]) : [],
  );
  const bench: Array<{ card: string; energy?: string[] }> = named.map((n) => ({
    card: (byName.get(n) as Card).id,
  }));
  const evolution = cards.find((x) => x.kind === 'pokemon' && x.evolvesFrom === active.name);
  // Rare Candy: a Stage 2 of the Active's line in the hand.
  const stage2 = refs.some((r) => r.type === 'rare_candy')
    ? cards.find(
        (x) =>
          x.kind === 'pokemon' &&
          x.stage === 2 &&
          cards.some(
            (y) => y.kind === 'pokemon' && y.name === x.evolvesFrom && y.evolvesFrom === active.name,
          ),
      )
    : undefined;
  // Energy types on the own Pokémon (Juggler), an Active with the named attack and Energy on the opponent's Bench (Psychic).
  const conds = requirements(refs);
  const types = conds.find((c) => c.is === 'own_energy_types_at_least')?.n as number | undefined;
  const attackName = conds.find((c) => c.is === 'own_active_has_attack')?.attack as string | undefined;
  const holder = attackName
    ? cards.find((x) => x.kind === 'pokemon' && x.attacks.some((a) => a.name === attackName))
    : undefined;
  // A count of own Pokémon of a type in play (Hiker, Morty): one such Pokémon on the Bench.
  const inPlayType = refs
    .map((r) => (r.count as { per?: { of?: string; pokemonType?: string } } | undefined)?.per)
    .find((c) => c?.of === 'in_play' && c.pokemonType)?.pokemonType;
  const ofInPlayType = inPlayType
    ? cards.find((x) => x.kind === 'pokemon' && x.stage === 0 && x.type === inPlayType)
    : undefined;
  if (ofInPlayType) bench.push({ card: ofInPlayType.id });
  if (types) bench.push({ card: 'A1 053', energy: ['G', 'R', 'W', 'L', 'P'].slice(0, types) });
  return {
    hand: stage2 ? [stage2.id] : [],
    me: {
      ...(holder ? { active: { card: holder.id, hp: 40, energy: ['W'] } } : {}),
      ...(bench.length > 0 ? { bench } : {}),
      energyDiscard: ['G', 'R', 'W', 'L', 'P', 'F', 'D', 'M', 'G', 'R', 'W', 'L', 'P', 'F', 'D', 'M'],
      ...(evolution ? { deck: [evolution.id, 'A1 128', 'A1 001'] } : {}),
    },
    them: {
      points: 1,
      ...(holder ? { bench: [{ card: 'A1 189', energy: ['C', 'C'] }] } : {}),
      // A hand to discard down from (Nasty Notice).
      ...(refs.some((r) => r.type === 'discard_hand_to')
        ? { hand: ['A1 189', 'A1 053', 'A1 001', 'A1 094', 'P-A 007', 'P-A 005'] }
        : {}),
    },
  };
}

/** The own Pokémon a trainer's target names by group, type or maximum HP (Lusamine: an Ultra Beast; Wallace: a [W] of 50 HP or less). */
function targetCard(refs: EffectRef[]): string | undefined {
  for (const r of refs) {
    const t = r.target as
      | { tag?: string; pokemonType?: string; maxHp?: number; names?: string[] }
      | undefined;
    if (!t || typeof t !== 'object') continue;
    if (t.names) return (byName.get(t.names[0]) as Card).id;
    const found = cards.find(
      (x) =>
        x.kind === 'pokemon' &&
        (!t.tag || (x.tags ?? []).includes(t.tag as never)) &&
        (!t.pokemonType || x.type === t.pokemonType) &&
        (t.maxHp === undefined || x.hp <= t.maxHp) &&
        (t.tag !== undefined || x.stage === 0) &&
        (t.maxHp === undefined || cards.some((y) => y.kind === 'pokemon' && y.evolvesFrom === x.name)),
    );
    if (found && (t.tag || t.pokemonType || t.maxHp)) return found.id;
  }
  return undefined;
}

describe('every card with text', () => {
  const attackers = distinct(
    pokemon.filter((c) => c.attacks.some((a) => mapped(a.effect))),
    (c) => `${c.name}|${c.attacks.map((a) => a.effect?.text).join('|')}`,
  );
  it(`uses every attack with an effect (${attackers.length} Pokémon)`, () => {
    let attacks = 0;
    for (const c of attackers) {
      c.attacks.forEach((a, i) => {
        if (!mapped(a.effect)) return;
        const energy = [
          ...a.cost.map((t) => (t === 'C' ? 'C' : t)),
          ...a.cost.filter((t) => t !== 'C'),
          ...a.cost.filter((t) => t !== 'C'),
        ];
        let s = build({ active: { card: c.id, energy, hp: c.hp - 10 }, koLastTurn: true });
        if (!pocket.legalActions(s, 0).some((x) => x.type === 'attack' && x.index === i)) {
          const more = richer(a.effect.effects, c.id);
          s = build(
            { active: { card: c.id, energy, hp: c.hp - 10 }, koLastTurn: true, ...more.me },
            more.them,
          );
        }
        s.forced.push(1, 0);
        const legal = pocket.legalActions(s, 0);
        expect(legal, `${c.id} ${c.name}: ${a.name} is usable`).toContainEqual({ type: 'attack', index: i });
        pocket.apply(s, 0, { type: 'attack', index: i }, ctx);
        answerAll(s, 3);
        const copies = a.effect.effects.some((e) => e.type === 'copy_attack');
        usedAll(s, copies ? [{ type: 'copy_attack' }] : a.effect.effects, `${c.name} ${a.name}`);
        expect(
          s.turn === 4 || s.stage === 'over' || s.pending?.kind === 'promote',
          `${c.name} ${a.name}: the turn moved on`,
        ).toBe(true);
        invariants(s);
        attacks++;
      });
    }
    expect(attacks).toBeGreaterThan(90);
    checkLines(read.splice(0), 'attacks');
  });

  // A triggered Ability ("when you play this Pokémon …", "at the end of your turn …") answers its event:
  // test/ability-triggers.test.ts plays each event with such cards.
  const users = distinct(
    pokemon.filter(
      (c) => mapped(c.ability?.effect) && !c.ability?.effect.effects.some((e) => e.type === 'trigger'),
    ),
    (c) => `${c.name}|${c.ability?.effect.text}`,
  );
  it(`uses or registers every ability (${users.length} Pokémon)`, () => {
    for (const c of users) {
      const ab = c.ability;
      if (!ab) continue;
      // An Ability gated by a condition ("Once during your turn, if …") is played where it holds by test/abilities-passive.test.ts.
      const first = ab.effect.effects[0] as { type: string; gate?: boolean } | undefined;
      if (first?.type === 'if' && first.gate) continue;
      // An Ability the flow offers after an attack's coins (Victory Star) is played by test/reflip-texts.test.ts.
      if (first?.type === 'reflip_attack_coins') continue;
      let s = build({ active: { card: c.id, hp: c.hp - 10 } });
      // An Ability that needs more than the plain position: Energy of its type on the Bench to move
      // (Lunala ex), a Special Condition to remove (Blissey).
      if (ab.use !== 'passive' && !pocket.legalActions(s, 0).some((a) => a.type === 'ability')) {
        const kin = cards.find((x) => x.kind === 'pokemon' && x.stage === 0 && x.type === c.type && !x.ex);
        // A Benched Pokémon of the same group (Ultra Thrusters: switch with a Benched Ultra Beast).
        const group = c.tags?.length
          ? cards.find(
              (x) => x.kind === 'pokemon' && x.id !== c.id && x.tags?.some((t) => c.tags?.includes(t)),
            )
          : undefined;
        const variants: Array<Record<string, unknown>> = [
          ...(group ? [{ active: { card: c.id, hp: c.hp - 10 }, bench: [{ card: group.id }] }] : []),
          { active: { card: c.id, hp: c.hp - 10, status: ['poisoned'] } },
          // Energy in the discard pile (E1) to attach (Flareon ex's Combust).
          { active: { card: c.id, hp: c.hp - 10 }, energyDiscard: ['G', 'R', 'W', 'L', 'P', 'F', 'D', 'M'] },
          ...(kin
            ? [{ active: { card: c.id, hp: c.hp - 10 }, bench: [{ card: kin.id, energy: [c.type, c.type] }] }]
            : []),
          // A damaged Pokémon ex with Energy to heal (Arboliva's Extra Heal).
          { active: { card: c.id, hp: c.hp - 10 }, bench: [{ card: 'A1 129', hp: 100, energy: ['P'] }] },
        ];
        for (const v of variants) {
          s = build(v);
          if (pocket.legalActions(s, 0).some((a) => a.type === 'ability')) break;
        }
      }
      if (ab.use === 'passive') {
        expect(s.effects.effects.length, `${c.name}: ${ab.name} registers an aura`).toBeGreaterThan(0);
        continue;
      }
      expect(pocket.legalActions(s, 0), `${c.name}: ${ab.name} is usable`).toContainEqual({
        type: 'ability',
        pokemon: 0,
      });
      s.forced.push(1);
      pocket.apply(s, 0, { type: 'ability', pokemon: 0 }, ctx);
      answerAll(s, 3);
      usedAll(s, ab.effect.effects, `${c.name} ${ab.name}`);
      // "If you use this Ability, your turn ends." (end_turn)
      expect(s.turn).toBe(ab.effect.effects.some((e) => e.type === 'end_turn') ? 4 : 3);
      invariants(s);
    }
    checkLines(read.splice(0), 'abilities');
  });

  const trainers = distinct(
    cards.filter((c) => c.kind === 'trainer' && mapped(c.effect)),
    (c) => (c.kind === 'trainer' ? c.effect.text : c.id),
  );
  it(`plays every trainer (${trainers.length} texts)`, () => {
    for (const c of trainers) {
      if (c.kind !== 'trainer') continue;
      // Names on the effect, or on where it takes from (move_damage's `from: { names }`).
      const named = (c.effect.effects.find((e) => Array.isArray(e.names))?.names ??
        c.effect.effects
          .map((e) => (e.from as { names?: string[] } | undefined)?.names)
          .find((n) => n !== undefined)) as string[] | undefined;
      // A text about 1 of your Pokémon of a type or a stage (Ilima: a damaged [C] one; Skyla: a Stage 1) gets such an Active.
      const typed = c.effect.effects
        .map((e) => (e.target as { pokemonType?: string } | undefined)?.pokemonType)
        .find((t) => t !== undefined);
      const staged = c.effect.effects.map((e) => e.stage).find((t) => typeof t === 'number');
      const ofType =
        typed || staged !== undefined
          ? cards.find(
              (x) =>
                x.kind === 'pokemon' && x.stage === (staged ?? 0) && (!typed || x.type === typed) && !x.ex,
            )
          : undefined;
      const activeCard = named
        ? (byName.get(named[0]) as Card).id
        : (targetCard(c.effect.effects) ?? ofType?.id ?? 'A1 053');
      // Something for a Tool remover to remove.
      const them = { active: { card: 'A1 211', hp: 130, energy: ['C'], tool: 'A2 147' } };
      let s = build({ active: { card: activeCard, hp: 40, energy: ['W'] }, hand: [c.id], zone: 'W' }, them);
      if (c.trainerType !== 'tool' && !pocket.legalActions(s, 0).some((x) => x.type === 'play')) {
        const more = richer(c.effect.effects, activeCard);
        s = build(
          {
            active: { card: activeCard, hp: 40, energy: ['W'] },
            hand: [c.id, ...more.hand],
            zone: 'W',
            ...more.me,
          },
          { ...them, ...more.them },
        );
      }
      // A text about cards of the hand or the discard pile (Pokémon Communication, Maintenance, Celestic
      // Town Elder, Fisher) gets a hand and a discard pile of Pokémon, a Supporter and a Tool.
      // A heal of a Pokémon with Energy of a type attached (Diantha: 2 or more [P]) gets that Energy.
      const withEnergy = c.effect.effects.find((e) => e.type === 'heal' && typeof e.withEnergy === 'string');
      if (withEnergy && !pocket.legalActions(s, 0).some((x) => x.type === 'play')) {
        const e = withEnergy.withEnergy === 'any' ? 'W' : (withEnergy.withEnergy as string);
        const card = withEnergy.targetType ? ofTypeCard(withEnergy.targetType as string) : activeCard;
        s = build({ active: { card, hp: 40, energy: [e, e] }, hand: [c.id], zone: 'W' }, them);
      }
      if (c.trainerType !== 'tool' && !pocket.legalActions(s, 0).some((x) => x.type === 'play')) {
        const cardsToo = {
          hand: [c.id, 'A1 001', 'A1 094', 'P-A 007'],
          discard: ['A1 053', 'A1 001', 'P-A 007', 'A2 147'],
        };
        s = build({ active: { card: activeCard, hp: 40, energy: ['W'] }, zone: 'W', ...cardsToo }, them);
      }
      const uid = s.sides[0].hand[0];
      const action =
        c.trainerType === 'tool'
          ? { type: 'tool' as const, card: uid, target: (s.sides[0].active as { pid: number }).pid }
          : { type: 'play' as const, card: uid };
      expect(pocket.legalActions(s, 0), `${c.name} is playable`).toContainEqual(action);
      s.forced.push(1, 1, 0);
      pocket.apply(s, 0, action, ctx);
      answerAll(s, 3);
      const action_ = c.effect.effects.find((e) => e.type === 'stadium_action');
      // A Stadium's action about the hand and the deck (Area Zero, Kid's Room): a Basic Pokémon in the hand, a Tool in the deck.
      if (action_ && !pocket.legalActions(s, 0).some((x) => x.type === 'stadium')) {
        s = build({
          active: { card: activeCard, hp: 40, energy: ['W'] },
          hand: [c.id, 'A1 001'],
          deck: ['A1 128', 'A2 147'],
          zone: 'W',
        });
        pocket.apply(s, 0, { type: 'play', card: s.sides[0].hand[0] }, ctx);
      }
      if (action_) {
        expect(pocket.legalActions(s, 0), `${c.name}'s action is offered`).toContainEqual({
          type: 'stadium',
        });
        pocket.apply(s, 0, { type: 'stadium' }, ctx);
        answerAll(s, 3);
        usedAll(s, action_.effects as EffectRef[], c.name);
      }
      if (c.trainerType === 'fossil') expect(s.sides[0].bench.some((b) => b.pid === uid)).toBe(true);
      else if (c.trainerType === 'tool' || c.trainerType === 'stadium')
        registeredAll(s, uid, c.effect.effects, c.name);
      else usedAll(s, c.effect.effects, c.name);
      invariants(s);
    }
    checkLines(read.splice(0), 'trainers');
  });
});
