/**
 * Golden tests of the lasting family's shared types (src/effects/lasting/,
 * src/effects/modifiers/modifier.ts), each in its lasting form (run from a
 * resolving text, with a duration) and its static form (an Ability's or a
 * Tool's aura): the module's params as card data would hold them, run on a
 * real position, and the rule that consults it (legal attacks and plays,
 * the damage order, the knockout check, the Checkup, healing).
 */
import { describe, expect, it } from 'vitest';
import { register, removeExpired } from '../src/effects/active.ts';
import type { EffectCtx } from '../src/effects/context.ts';
import { effectTypes } from '../src/effects/registry.ts';
import type { PocketState } from '../src/index.ts';
import { canUseAbility, isLegal, usableAttacks } from '../src/rules/actions.ts';
import { knockouts, updateSuppression } from '../src/rules/flow.ts';
import { attackDamage, flip, heal, maxHp, slotInfo } from '../src/rules/ops.ts';
import { pocketScenarios } from '../src/scenario.ts';
import type { Resolution, Side, Slot } from '../src/state.ts';
import { position } from './helpers.ts';

const build = (setup: unknown): PocketState =>
  pocketScenarios.build(pocketScenarios.setupSchema.parse(setup), {
    seed: 'lasting',
  } as unknown as Parameters<typeof pocketScenarios.build>[1]) as PocketState;

/** A resolution of `player`'s text (an attack of `self` by default) to run modules in. */
function ctxFor(
  s: PocketState,
  player: Side,
  self: Slot | null,
  source: Resolution['source'] = 'attack',
): EffectCtx {
  const opp: Side = player === 0 ? 1 : 0;
  const res = {
    player,
    source,
    pokemon: self ? self.pid : -1,
    card: self ? self.stack[self.stack.length - 1] : -1,
    attackName: 'Test',
    attackType: 'C',
    cost: [],
    steps: [],
    at: 0,
    memo: [],
    damage: 0,
    nothing: false,
    defender: -1,
    dealt: 0,
    hasDamage: false,
  } as unknown as Resolution;
  return {
    s,
    res,
    player,
    opp,
    self,
    defender: s.sides[opp].active,
    turn: s.turn,
    flip: () => flip(s),
    lastHeads: 0,
    choose: () => 0,
    emit: undefined,
    enterPlay() {},
    phaseOf: () => 'after',
  };
}

/** Runs effect `ref` (checked by its module's schema, as at load) in `ctx`. */
function runRef(ctx: EffectCtx, ref: Record<string, unknown>): void {
  const t = effectTypes.get(ref.type as string);
  const params = t.params.parse(ref);
  t.run?.(ctx, params);
}

/** Registers the static form (aura) of `ref` from the Pokémon `on` of `side`. */
function auraOf(
  s: PocketState,
  side: Side,
  on: Slot,
  ref: Record<string, unknown>,
  activeOnly = false,
): void {
  const t = effectTypes.get(ref.type as string);
  const params = t.params.parse(ref);
  for (const a of t.aura?.(params, {
    side,
    pid: on.pid,
    card: on.stack[on.stack.length - 1],
    activeOnly,
    label: 'test aura',
  }) ?? [])
    register(s, a);
}

const damageTo = (s: PocketState, from: Side, base: number, attackName = 'Test') => {
  const to: Side = from === 0 ? 1 : 0;
  return attackDamage(s, {
    attackerSide: from,
    attacker: s.sides[from].active as Slot,
    attackType: 'C',
    base,
    targetSide: to,
    target: s.sides[to].active as Slot,
    attackName,
  }).amount;
};

/** Bulbasaur (A1 001, Vine Whip [G][C] 40) against Snorlax (A1 211, weak to Fighting). */
const plain = () =>
  build(position({ active: { card: 'A1 001', energy: ['G', 'C'] }, hand: ['A1 219'] }, { hand: ['A1 219'] }));

describe('prevent_damage', () => {
  it("lasting: during the opponent's next turn, damage of 40 or less is prevented, more is not; it ends with that turn", () => {
    const s = plain();
    const snorlax = s.sides[1].active as Slot;
    runRef(ctxFor(s, 1, snorlax), {
      type: 'prevent_damage',
      scope: 'self',
      duration: 'opponent_next_turn',
      atMost: 40,
    });
    expect(damageTo(s, 0, 40)).toBe(0);
    expect(damageTo(s, 0, 50)).toBe(50);
    removeExpired(s, s.turn + 1);
    expect(damageTo(s, 0, 40)).toBe(40);
  });

  it('static: only attacks from Pokémon ex; `once` prevents the first damage only', () => {
    const s = build(position({ active: { card: 'A1 036', energy: ['R', 'R', 'R', 'R'] } }));
    const snorlax = s.sides[1].active as Slot;
    expect(slotInfo(s, s.sides[0].active as Slot).ex).toBe(true);
    auraOf(s, 1, snorlax, { type: 'prevent_damage', scope: 'self', from: { ex: true } });
    expect(damageTo(s, 0, 60)).toBe(0);
    const t = plain();
    auraOf(t, 1, t.sides[1].active as Slot, { type: 'prevent_damage', scope: 'self', from: { ex: true } });
    expect(damageTo(t, 0, 60)).toBe(60);
    auraOf(t, 1, t.sides[1].active as Slot, {
      type: 'prevent_damage',
      scope: 'self',
      once: 'first_attack_damage',
    });
    expect(damageTo(t, 0, 60)).toBe(0);
    expect(damageTo(t, 0, 60)).toBe(60);
  });

  it('static, Bench only: suppressed while its Pokémon is in the Active Spot', () => {
    const s = plain();
    const snorlax = s.sides[1].active as Slot;
    auraOf(s, 1, snorlax, { type: 'prevent_damage', scope: 'self', benchOnly: true });
    updateSuppression(s);
    expect(damageTo(s, 0, 30)).toBe(30);
    expect(s.effects.effects[0].suppressed).toBe(true);
  });
});

describe('cant_attack', () => {
  it('lasting on its user through its next turn, one attack by name or all of them', () => {
    const s = build(position({ active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } }));
    const snorlax = s.sides[0].active as Slot;
    const name = slotInfo(s, snorlax).attacks[0].name;
    expect(usableAttacks(s, 0)).toEqual([0]);
    runRef(ctxFor(s, 0, snorlax), {
      type: 'cant_attack',
      scope: 'self',
      duration: 'own_next_turn',
      attack: 'Other',
    });
    expect(usableAttacks(s, 0)).toEqual([0]);
    runRef(ctxFor(s, 0, snorlax), {
      type: 'cant_attack',
      scope: 'self',
      duration: 'own_next_turn',
      attack: name,
    });
    expect(usableAttacks(s, 0)).toEqual([]);
    removeExpired(s, s.turn + 1);
    expect(usableAttacks(s, 0)).toEqual([]);
    removeExpired(s, s.turn + 2);
    expect(usableAttacks(s, 0)).toEqual([0]);
  });

  it('on the Defending Pokémon, only when its condition holds ("if the Defending Pokémon is a Basic")', () => {
    const s = build(
      position({ active: { card: 'A1 001' } }, { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } }),
    );
    const ref = {
      type: 'cant_attack',
      scope: 'defender',
      duration: 'opponent_next_turn',
      condition: { is: 'defender_stage', stage: 1 },
    };
    runRef(ctxFor(s, 0, s.sides[0].active), ref);
    expect(usableAttacks(s, 1)).toEqual([0]);
    runRef(ctxFor(s, 0, s.sides[0].active), { ...ref, condition: { is: 'defender_stage', stage: 0 } });
    expect(usableAttacks(s, 1)).toEqual([]);
  });
});

describe('attack_cost_modifier', () => {
  it("lasting: the Defending Pokémon's attacks cost 1 [C] more; static: a team's cost 1 [C] less", () => {
    const s = build(
      position({ active: { card: 'A1 001' } }, { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } }),
    );
    expect(usableAttacks(s, 1)).toEqual([0]);
    runRef(ctxFor(s, 0, s.sides[0].active), {
      type: 'attack_cost_modifier',
      scope: 'defender',
      amount: 1,
      energyType: 'C',
      duration: 'opponent_next_turn',
    });
    expect(usableAttacks(s, 1)).toEqual([]);
    const t = build(position({ active: { card: 'A1 211', energy: ['C', 'C', 'C'] } }));
    expect(usableAttacks(t, 0)).toEqual([]);
    auraOf(t, 0, t.sides[0].active as Slot, {
      type: 'attack_cost_modifier',
      scope: 'team_all',
      names: ['Snorlax'],
      amount: -1,
      energyType: 'C',
    });
    expect(usableAttacks(t, 0)).toEqual([0]);
  });
});

describe('attack_boost', () => {
  it("one attack by name does +N, stacking; a team's boost reaches only the opponent's Active", () => {
    const s = plain();
    const bulbasaur = s.sides[0].active as Slot;
    const ref = {
      type: 'attack_boost',
      scope: 'self',
      attack: 'Vine Whip',
      amount: 30,
      until: 'leaves_active',
      stacking: 'additive',
    };
    runRef(ctxFor(s, 0, bulbasaur), ref);
    runRef(ctxFor(s, 0, bulbasaur), ref);
    expect(damageTo(s, 0, 40, 'Vine Whip')).toBe(100);
    expect(damageTo(s, 0, 40, 'Other')).toBe(40);
    const t = plain();
    runRef(ctxFor(t, 0, t.sides[0].active), {
      type: 'attack_boost',
      scope: 'team_all',
      amount: 20,
      duration: 'own_next_turn',
    });
    expect(damageTo(t, 0, 40)).toBe(60);
    removeExpired(t, t.turn + 2);
    expect(damageTo(t, 0, 40)).toBe(40);
  });
});

describe('attack_does_nothing', () => {
  it('the attack does nothing from here on', () => {
    const s = plain();
    const ctx = ctxFor(s, 0, s.sides[0].active);
    runRef(ctx, { type: 'attack_does_nothing' });
    expect(ctx.res.nothing).toBe(true);
  });
});

describe('lock_cards', () => {
  it("the opponent can't play Items during their next turn (its player still can); a Trainer lock stops Supporters", () => {
    const s = build(
      position(
        { active: { card: 'A1 001' }, hand: ['P-A 005'] },
        { hand: ['P-A 005', 'P-A 007'] },
        { turn: 4, current: 1 },
      ),
    );
    const [ball, research] = s.sides[1].hand;
    expect(isLegal(s, 1, { type: 'play', card: ball })).toBe(true);
    const ctx = { ...ctxFor(s, 0, s.sides[0].active), turn: 3 };
    runRef(ctx, { type: 'lock_cards', side: 'opponent', cardKind: 'item', duration: 'opponent_next_turn' });
    expect(isLegal(s, 1, { type: 'play', card: ball })).toBe(false);
    expect(isLegal(s, 1, { type: 'play', card: research })).toBe(true);
    runRef(ctx, {
      type: 'lock_cards',
      side: 'opponent',
      cardKind: 'trainer',
      duration: 'opponent_next_turn',
    });
    expect(isLegal(s, 1, { type: 'play', card: research })).toBe(false);
    removeExpired(s, 4);
    expect(isLegal(s, 1, { type: 'play', card: ball })).toBe(true);
    expect(isLegal(s, 1, { type: 'play', card: research })).toBe(true);
  });
});

describe('lose_abilities', () => {
  it("the Defending Pokémon can't use its Ability until it leaves the Active Spot", () => {
    const s = build(
      position({ active: { card: 'A1 001' } }, { active: { card: 'A1 089', under: ['A1 087', 'A1 088'] } }),
    );
    const greninja = s.sides[1].active as Slot;
    expect(canUseAbility(s, 1, greninja)).toBe(true);
    runRef(ctxFor(s, 0, s.sides[0].active), {
      type: 'lose_abilities',
      scope: 'defender',
      until: 'leaves_active',
    });
    expect(canUseAbility(s, 1, greninja)).toBe(false);
    removeExpired(s, s.turn + 10);
    expect(canUseAbility(s, 1, greninja)).toBe(false);
  });

  it('static: an aura of a Pokémon that has no Abilities is suppressed', () => {
    const s = plain();
    const snorlax = s.sides[1].active as Slot;
    auraOf(s, 1, snorlax, { type: 'prevent_damage', scope: 'self' });
    expect(damageTo(s, 0, 40)).toBe(0);
    auraOf(s, 0, s.sides[0].active as Slot, { type: 'lose_abilities', scope: 'all_pokemon', stage: 0 });
    updateSuppression(s);
    expect(damageTo(s, 0, 40)).toBe(40);
  });
});

describe('survive_knockout', () => {
  it('lasting, by names: Knocked Out by an attack, it stays with 10 HP; static with a coin: tails, it is Knocked Out', () => {
    const s = plain();
    const snorlax = s.sides[1].active as Slot;
    runRef(ctxFor(s, 1, snorlax, 'trainer'), {
      type: 'survive_knockout',
      scope: 'team_all',
      names: ['Snorlax'],
      hp: 10,
      duration: 'opponent_next_turn',
    });
    snorlax.damage = 500;
    knockouts(s, undefined, 'attack');
    expect(s.sides[1].active).toBe(snorlax);
    expect(maxHp(s, 1, snorlax) - snorlax.damage).toBe(10);
    expect(s.sides[0].points).toBe(0);
    const t = plain();
    const other = t.sides[1].active as Slot;
    auraOf(t, 1, other, { type: 'survive_knockout', scope: 'self', hp: 10, coin: true });
    t.forced.push(0);
    other.damage = 500;
    knockouts(t, undefined, 'attack');
    expect(t.sides[0].points).toBe(1);
  });
});

describe('modifier', () => {
  it('damage.taken +50 on the Defending Pokémon during your next turn; damage.dealt −20 from an Active-only aura', () => {
    const s = plain();
    runRef(ctxFor(s, 0, s.sides[0].active), {
      type: 'modifier',
      target: 'damage.taken',
      operation: 'add',
      value: 50,
      scope: 'defender',
      duration: 'own_next_turn',
    });
    expect(damageTo(s, 0, 40)).toBe(90);
    const t = plain();
    auraOf(t, 1, t.sides[1].active as Slot, {
      type: 'modifier',
      target: 'damage.dealt',
      operation: 'add',
      value: -20,
      scope: 'opponent_active',
      activeOnly: true,
    });
    expect(damageTo(t, 0, 40)).toBe(20);
  });

  it("Poison's damage +10, healing set to 0, Weakness ×2 for attackers that aren't Mega", () => {
    const s = plain();
    auraOf(s, 0, s.sides[0].active as Slot, {
      type: 'modifier',
      target: 'healing',
      operation: 'set',
      value: 0,
      scope: 'all_pokemon',
    });
    const snorlax = s.sides[1].active as Slot;
    snorlax.damage = 30;
    expect(heal(s, snorlax, 20)).toBe(0);
    expect(snorlax.damage).toBe(30);
    // Weakness: Snorlax is weak to Fighting; Mankey (A1 141) is a Fighting Basic, not Mega.
    const w = build(position({ active: { card: 'A1 141' } }));
    const hit = () =>
      attackDamage(w, {
        attackerSide: 0,
        attacker: w.sides[0].active as Slot,
        attackType: 'F',
        base: 30,
        targetSide: 1,
        target: w.sides[1].active as Slot,
      }).amount;
    expect(hit()).toBe(50);
    auraOf(w, 1, w.sides[1].active as Slot, {
      type: 'modifier',
      target: 'weakness',
      operation: 'multiply',
      value: 2,
      scope: 'all_pokemon',
      attacker: { notTag: 'mega' },
    });
    expect(hit()).toBe(60);
  });
});
