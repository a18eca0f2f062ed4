/**
 * The effect-type registry: every effect type card data may name, each with
 * its parameter schema, the phase it runs in during an attack ('modify':
 * before damage, changing it; 'after': once damage is done), an optional
 * usability test (trainers and abilities that cannot do anything are not
 * offered), what it does, and for passive abilities the auras it registers.
 */
import { randInt, registryOf } from '@arbiter/core';
import { z } from 'zod';
import { energyTypes, pokemonTypes } from '../data/schema.ts';
import {
  affectedOf,
  applyStatus,
  attackDamage,
  canPay,
  draw,
  energyCount,
  energyTotal,
  enterPlay,
  extraEnergy,
  heal,
  info,
  newSlot,
  putDamage,
  removeFromPlay,
  shuffleDeck,
  slotInfo,
  slotsOf,
  switchActive,
} from '../rules/ops.ts';
import type { PocketState, Side, Slot, Status, Step } from '../state.ts';
import { type ActiveType, type NewActive, register, type Scope } from './active.ts';
import type { AuraSource, EffectCtx } from './context.ts';

export interface EffectType<P = Record<string, unknown>> {
  id: string;
  description: string;
  params: z.ZodType<P, unknown>;
  phase: 'modify' | 'after';
  usable?(s: PocketState, side: Side, self: Slot | null, p: P): boolean;
  run?(ctx: EffectCtx, p: P): void;
  aura?(p: P, src: AuraSource): NewActive[];
}

function define<S extends z.ZodRawShape>(
  id: string,
  shape: S,
  body: Omit<EffectType<z.infer<z.ZodObject<S>>>, 'id' | 'params'>,
): EffectType {
  const params = z.object({ type: z.literal(id), ...shape }).strict();
  // The registry hands `body`'s hooks only params parsed by `params`, so erasing their type here is sound.
  return { id, params, ...body } as unknown as EffectType;
}

const energy = z.enum(energyTypes);
const ptype = z.enum(pokemonTypes);
const status = z.enum(['asleep', 'paralyzed', 'confused', 'poisoned', 'burned']);
const amount = z.number().int().positive();

// ---- helpers ----

function flips(ctx: EffectCtx, n: number | 'until_tails' | 'per_energy'): number {
  let heads = 0;
  if (n === 'until_tails') {
    // A cap keeps a pathological generator from looping; 64 heads in a row never happens in play.
    while (heads < 64 && ctx.flip()) heads++;
    return heads;
  }
  // "Flip a coin for each Energy attached": the Energy counted as the game counts it (Jungle Totem doubles Grass).
  const count = n === 'per_energy' ? (ctx.self ? energyTotal(ctx.s, ctx.player, ctx.self) : 0) : n;
  for (let i = 0; i < count; i++) if (ctx.flip()) heads++;
  return heads;
}

function label(s: PocketState, slot: Slot, side: Side): string {
  const p = s.sides[side];
  const where = p.active === slot ? 'Active' : `Bench ${p.bench.indexOf(slot) + 1}`;
  const ci = slotInfo(s, slot);
  return `${ci.name} (${where}, ${ci.hp - slot.damage} HP)`;
}

/** The defender is immune to attack effects (Dig): effects aimed at it do nothing. */
function defenderShielded(ctx: EffectCtx): boolean {
  if (ctx.res.source !== 'attack' || !ctx.defender) return false;
  const who = affectedOf(ctx.s, ctx.opp, ctx.defender);
  return ctx.s.effects.effects.some(
    (e) => e.key === 'attack_immunity' && !e.suppressed && e.payload?.target === who.pid,
  );
}

function lasting(
  ctx: EffectCtx,
  type: ActiveType,
  scope: Scope,
  value: number,
  target: number | null,
  through: number,
  extra: Partial<NewActive['payload']> = {},
): void {
  const p = {
    sourceType: ctx.res.source,
    sourceCard: ctx.res.card,
    sourcePlayer: ctx.player,
    trigger: triggerOf[type],
    target,
    label: `${ctx.res.attackName}`,
    ...extra,
  } as NewActive['payload'];
  register(ctx.s, { type, scope, value, until: through, payload: p });
  ctx.emit?.({ type: 'effect-registered', effect: type, source: ctx.res.attackName, scope, until: through });
}

const triggerOf: Record<ActiveType, NewActive['payload']['trigger']> = {
  damage_boost: 'on_damage_calc',
  damage_reduction: 'on_damage_calc',
  attack_immunity: 'on_damage_calc',
  energy_multiplier: 'on_energy_count',
  retreat_reduction: 'on_retreat_calc',
  free_retreat: 'on_retreat_calc',
  cant_retreat: 'on_retreat_calc',
  cant_attack: 'on_attack',
  attack_coin_gate: 'on_attack',
  supporter_block: 'continuous',
  evolution_block: 'continuous',
  counter_damage: 'on_damage_calc',
  status_immunity: 'on_status_apply',
};

function aura(
  src: AuraSource,
  type: ActiveType,
  scope: Scope,
  value: number,
  extra: Partial<NewActive['payload']> & { stackingKey?: string } = {},
): NewActive {
  const { stackingKey, ...payload } = extra;
  return {
    type,
    scope,
    value,
    until: 'aura',
    ...(stackingKey ? { stacking: 'no-stack' as const, stackingKey } : {}),
    payload: {
      sourceType: 'ability',
      sourceCard: src.card,
      sourcePlayer: src.side,
      trigger: triggerOf[type],
      target: scope === 'self' ? src.pid : null,
      activeOnly: src.activeOnly,
      label: src.label,
      ...payload,
    },
  };
}

function attackDamageTo(ctx: EffectCtx, side: Side, target: Slot, base: number): number {
  if (!ctx.self) return 0;
  const { amount: dmg } = attackDamage(ctx.s, {
    attackerSide: ctx.player,
    attacker: ctx.self,
    attackType: ctx.res.attackType,
    base,
    targetSide: side,
    target,
  });
  putDamage(target, dmg);
  ctx.emit?.({ type: 'damage', side, pokemon: slotInfo(ctx.s, target).name, amount: dmg });
  return dmg;
}

function candidatesByType(s: PocketState, _side: Side, slots: Slot[], t?: string, names?: string[]): Slot[] {
  return slots.filter((x) => {
    const ci = slotInfo(s, x);
    return (!t || ci.type === t) && (!names || names.includes(ci.name));
  });
}

// ---- the effect types ----

const modules: EffectType[] = [
  // damage modifiers
  define(
    'coin_flip_bonus',
    { coins: amount, bonus: amount, tailsSelfDamage: amount.optional() },
    {
      description: 'flip coins; all heads: +bonus damage (tails on one coin: optional self damage)',
      phase: 'modify',
      run(ctx, p) {
        const heads = flips(ctx, p.coins);
        if (heads === p.coins) ctx.res.damage += p.bonus;
        else if (p.tailsSelfDamage && ctx.self) putDamage(ctx.self, p.tailsSelfDamage);
      },
    },
  ),
  define(
    'damage_per_heads',
    { coins: z.union([amount, z.literal('until_tails'), z.literal('per_energy')]), amount },
    {
      description: 'flip coins (a number, until tails, or one per attached energy); damage = amount × heads',
      phase: 'modify',
      run(ctx, p) {
        ctx.res.damage = p.amount * flips(ctx, p.coins);
      },
    },
  ),
  define(
    'coin_or_nothing',
    {},
    {
      description: 'flip a coin; tails: the attack does nothing',
      phase: 'modify',
      run(ctx) {
        if (!ctx.flip()) ctx.res.nothing = true;
      },
    },
  ),
  define(
    'damage_per_own_bench',
    { amount, energyType: energy.optional() },
    {
      description: 'damage = amount × own Benched Pokémon (of a type)',
      phase: 'modify',
      run(ctx, p) {
        const bench = ctx.s.sides[ctx.player].bench;
        ctx.res.damage = p.amount * candidatesByType(ctx.s, ctx.player, bench, p.energyType).length;
      },
    },
  ),
  define(
    'bonus_per_opponent_bench',
    { amount },
    {
      description: "+amount per opponent's Benched Pokémon",
      phase: 'modify',
      run(ctx, p) {
        ctx.res.damage += p.amount * ctx.s.sides[ctx.opp].bench.length;
      },
    },
  ),
  define(
    'bonus_per_defender_energy',
    { amount },
    {
      description: "+amount per energy on the opponent's Active Pokémon",
      phase: 'modify',
      run(ctx, p) {
        ctx.res.damage += p.amount * (ctx.defender ? energyTotal(ctx.s, ctx.opp, ctx.defender) : 0);
      },
    },
  ),
  define(
    'bonus_per_own_bench_named',
    { amount, name: z.string() },
    {
      description: '+amount per own Benched Pokémon with a name',
      phase: 'modify',
      run(ctx, p) {
        const bench = ctx.s.sides[ctx.player].bench;
        ctx.res.damage += p.amount * candidatesByType(ctx.s, ctx.player, bench, undefined, [p.name]).length;
      },
    },
  ),
  define(
    'bonus_if_extra_energy',
    { extra: amount, energyType: energy, bonus: amount },
    {
      description: "+bonus if at least `extra` energy of a type beyond the attack's cost",
      phase: 'modify',
      run(ctx, p) {
        if (!ctx.self) return;
        const counts = energyCount(ctx.s, ctx.player, ctx.self);
        if (extraEnergy(counts, ctx.res.cost, p.energyType) >= p.extra) ctx.res.damage += p.bonus;
      },
    },
  ),
  define(
    'bonus_if_self_damaged',
    { bonus: amount },
    {
      description: '+bonus if the attacker has damage on it',
      phase: 'modify',
      run(ctx, p) {
        if (ctx.self && ctx.self.damage > 0) ctx.res.damage += p.bonus;
      },
    },
  ),
  define(
    'bonus_if_defender_damaged',
    { bonus: amount },
    {
      description: "+bonus if the opponent's Active Pokémon has damage on it",
      phase: 'modify',
      run(ctx, p) {
        if (ctx.defender && ctx.defender.damage > 0) ctx.res.damage += p.bonus;
      },
    },
  ),
  define(
    'bonus_if_defender_status',
    { status, bonus: amount },
    {
      description: "+bonus if the opponent's Active Pokémon has a special condition",
      phase: 'modify',
      run(ctx, p) {
        if (ctx.defender?.status.includes(p.status as Status)) ctx.res.damage += p.bonus;
      },
    },
  ),
  define(
    'bonus_if_defender_ex',
    { bonus: amount },
    {
      description: "+bonus if the opponent's Active Pokémon is a Pokémon ex",
      phase: 'modify',
      run(ctx, p) {
        if (ctx.defender && slotInfo(ctx.s, ctx.defender).ex) ctx.res.damage += p.bonus;
      },
    },
  ),
  define(
    'bonus_if_ko_last_turn',
    { bonus: amount },
    {
      description:
        "+bonus if one of the attacker's side was knocked out by attack damage during the opponent's last turn",
      phase: 'modify',
      run(ctx, p) {
        if (ctx.s.sides[ctx.player].koByAttack.lastTurn) ctx.res.damage += p.bonus;
      },
    },
  ),
  define(
    'copy_attack',
    { from: z.enum(['opponent_active', 'opponent_any']), requireEnergy: z.boolean() },
    {
      description:
        "use one of the opponent's Pokémon's attacks as this attack (optionally only with the energy for it)",
      phase: 'modify',
      run(ctx, p) {
        const opp = ctx.s.sides[ctx.opp];
        const from = p.from === 'opponent_active' ? (opp.active ? [opp.active] : []) : slotsOf(opp);
        const options: Array<{ text: string; attack: ReturnType<typeof slotInfo>['attacks'][number] }> = [];
        for (const slot of from) {
          const ci = slotInfo(ctx.s, slot);
          for (const a of ci.attacks)
            if (!a.effect?.effects.some((e) => e.type === 'copy_attack'))
              options.push({ text: `${ci.name}: ${a.name} (${a.damage})`, attack: a });
        }
        if (options.length === 0) {
          ctx.res.nothing = true;
          return;
        }
        const pick =
          options[
            ctx.choose(
              ctx.player,
              'Choose an attack to copy',
              options.map((o) => o.text),
            )
          ];
        const a = pick.attack;
        ctx.emit?.({ type: 'copy-attack', attack: a.name });
        if (p.requireEnergy && ctx.self && !canPay(energyCount(ctx.s, ctx.player, ctx.self), a.cost)) {
          ctx.res.nothing = true;
          return;
        }
        ctx.res.damage = a.damage;
        ctx.res.cost = a.cost;
        ctx.res.attackName = `${ctx.res.attackName} (${a.name})`;
        const refs = a.effect?.effects ?? [];
        const modify: Step[] = [];
        const after: Step[] = [];
        for (const ref of refs) {
          const phase = effectTypes.get(ref.type).phase;
          (phase === 'modify' ? modify : after).push({ kind: 'effect', ref, phase });
        }
        const steps = ctx.res.steps.slice();
        const damageAt = steps.findIndex((st, i) => i > ctx.res.at && st.kind === 'damage');
        steps.splice(damageAt + 1, 0, ...after);
        steps.splice(ctx.res.at + 1, 0, ...modify);
        ctx.res.steps = steps;
      },
    },
  ),
  // damage elsewhere
  define(
    'random_hits',
    { times: amount, amount },
    {
      description: "an opponent's Pokémon chosen at random `times` times; `amount` damage each time",
      phase: 'after',
      run(ctx, p) {
        const hits = new Map<Slot, number>();
        for (let i = 0; i < p.times; i++) {
          const targets = slotsOf(ctx.s.sides[ctx.opp]);
          if (targets.length === 0) break;
          const t = targets[randInt(ctx.s.rng, targets.length, 'random')];
          hits.set(t, (hits.get(t) ?? 0) + 1);
        }
        for (const [t, n] of hits) for (let i = 0; i < n; i++) attackDamageTo(ctx, ctx.opp, t, p.amount);
      },
    },
  ),
  define(
    'damage_target',
    { amount, among: z.enum(['opponent_any', 'opponent_bench']) },
    {
      description: "damage to 1 of the opponent's Pokémon (or Benched Pokémon), chosen",
      phase: 'after',
      usable(s, side, _self, p) {
        const o = s.sides[(1 - side) as Side];
        return p.among === 'opponent_bench' ? o.bench.length > 0 : slotsOf(o).length > 0;
      },
      run(ctx, p) {
        const o = ctx.s.sides[ctx.opp];
        const targets = p.among === 'opponent_bench' ? o.bench.slice() : slotsOf(o).slice();
        if (targets.length === 0) return;
        const t =
          targets[
            ctx.choose(
              ctx.player,
              'Choose a Pokémon to damage',
              targets.map((x) => label(ctx.s, x, ctx.opp)),
            )
          ];
        if (ctx.res.source === 'attack') attackDamageTo(ctx, ctx.opp, t, p.amount);
        else {
          putDamage(t, p.amount);
          ctx.emit?.({ type: 'damage', side: ctx.opp, pokemon: slotInfo(ctx.s, t).name, amount: p.amount });
        }
      },
    },
  ),
  define(
    'damage_opponent_bench_each',
    { amount },
    {
      description: "damage to each of the opponent's Benched Pokémon",
      phase: 'after',
      run(ctx, p) {
        for (const t of ctx.s.sides[ctx.opp].bench.slice()) attackDamageTo(ctx, ctx.opp, t, p.amount);
      },
    },
  ),
  define(
    'damage_own_bench_one',
    { amount },
    {
      description: 'damage to 1 of your own Benched Pokémon, chosen',
      phase: 'after',
      run(ctx, p) {
        const bench = ctx.s.sides[ctx.player].bench.slice();
        if (bench.length === 0) return;
        const t =
          bench[
            ctx.choose(
              ctx.player,
              'Choose your Benched Pokémon to damage',
              bench.map((x) => label(ctx.s, x, ctx.player)),
            )
          ];
        putDamage(t, p.amount);
      },
    },
  ),
  define(
    'self_damage',
    { amount },
    {
      description: 'the attacker also takes damage',
      phase: 'after',
      run(ctx, p) {
        if (ctx.self) putDamage(ctx.self, p.amount);
      },
    },
  ),
  // energy
  define(
    'discard_energy_self',
    { count: z.union([amount, z.literal('all')]), energyType: energy.optional() },
    {
      description: 'discard energy (of a type, or all) from the attacker',
      phase: 'after',
      run(ctx, p) {
        const self = ctx.self;
        if (!self) return;
        if (p.count === 'all') {
          self.energy = [];
          return;
        }
        let left = p.count;
        const kept: typeof self.energy = [];
        for (let i = self.energy.length - 1; i >= 0; i--) {
          const e = self.energy[i];
          if (left > 0 && (!p.energyType || e === p.energyType)) left--;
          else kept.unshift(e);
        }
        self.energy = kept;
      },
    },
  ),
  define(
    'discard_random_energy',
    { from: z.enum(['all_in_play', 'opponent_active']), coin: z.boolean() },
    {
      description: "discard a random energy from the opponent's Active Pokémon or from every Pokémon in play",
      phase: 'after',
      run(ctx, p) {
        if (p.coin && !ctx.flip()) return;
        const slots =
          p.from === 'opponent_active'
            ? ctx.defender && !defenderShielded(ctx)
              ? [ctx.defender]
              : []
            : [...slotsOf(ctx.s.sides[ctx.player]), ...slotsOf(ctx.s.sides[ctx.opp])];
        const pool: Array<[Slot, number]> = [];
        for (const sl of slots) for (let i = 0; i < sl.energy.length; i++) pool.push([sl, i]);
        if (pool.length === 0) return;
        const [sl, i] = pool[randInt(ctx.s.rng, pool.length, 'random')];
        sl.energy.splice(i, 1);
      },
    },
  ),
  define(
    'energy_zone_attach',
    {
      energyType: energy,
      target: z.enum(['self', 'own_bench', 'own_active', 'own_any']),
      targetType: ptype.optional(),
      names: z.array(z.string()).optional(),
      count: z.union([amount, z.literal('per_heads')]),
      coins: z.union([amount, z.literal('until_tails')]).optional(),
      sameTarget: z.boolean().optional(),
    },
    {
      description:
        'take energy of a type from the Energy Zone and attach it (to self, a chosen own Pokémon; counted by coins)',
      phase: 'after',
      usable(s, side, self, p) {
        return energyTargets(s, side, self, p).length > 0;
      },
      run(ctx, p) {
        const targets = energyTargets(ctx.s, ctx.player, ctx.self, p);
        if (targets.length === 0) return;
        const names = targets.map((x) => label(ctx.s, x, ctx.player));
        const prompt = `Choose a Pokémon for a ${p.energyType} Energy`;
        let fixed: Slot | null = null;
        if (p.sameTarget) fixed = targets[ctx.choose(ctx.player, prompt, names)];
        const n = p.count === 'per_heads' ? flips(ctx, p.coins ?? 1) : p.count;
        const chosen: Slot[] = [];
        for (let i = 0; i < n; i++) chosen.push(fixed ?? targets[ctx.choose(ctx.player, prompt, names)]);
        for (const t of chosen) t.energy.push(p.energyType);
        ctx.emit?.({
          type: 'energy-from-zone',
          side: ctx.player,
          energy: p.energyType,
          count: chosen.length,
        });
      },
    },
  ),
  define(
    'move_energy_bench_to_active',
    { energyType: energy, benchType: ptype, activeType: ptype },
    {
      description:
        'move one energy of a type from a Benched Pokémon of a type to the Active Pokémon of a type',
      phase: 'after',
      usable(s, side, _self, p) {
        const pl = s.sides[side];
        if (!pl.active || slotInfo(s, pl.active).type !== p.activeType) return false;
        return pl.bench.some((b) => slotInfo(s, b).type === p.benchType && b.energy.includes(p.energyType));
      },
      run(ctx, p) {
        const pl = ctx.s.sides[ctx.player];
        const active = pl.active;
        if (!active) return;
        const from = pl.bench.filter(
          (b) => slotInfo(ctx.s, b).type === p.benchType && b.energy.includes(p.energyType),
        );
        if (from.length === 0) return;
        const src =
          from[
            ctx.choose(
              ctx.player,
              'Move energy from',
              from.map((x) => label(ctx.s, x, ctx.player)),
            )
          ];
        src.energy.splice(src.energy.indexOf(p.energyType), 1);
        active.energy.push(p.energyType);
      },
    },
  ),
  define(
    'move_all_energy_bench_to_active',
    { energyType: energy, names: z.array(z.string()) },
    {
      description: 'move all energy of a type from the Bench to a named Active Pokémon',
      phase: 'after',
      usable(s, side, _self, p) {
        const a = s.sides[side].active;
        return Boolean(a && p.names.includes(slotInfo(s, a).name));
      },
      run(ctx, p) {
        const pl = ctx.s.sides[ctx.player];
        if (!pl.active) return;
        for (const b of pl.bench) {
          const moved = b.energy.filter((e) => e === p.energyType);
          b.energy = b.energy.filter((e) => e !== p.energyType);
          pl.active.energy.push(...moved);
        }
      },
    },
  ),
  define(
    'energy_multiplier',
    { energyType: energy, pokemonType: ptype, multiplier: amount },
    {
      description:
        'aura: each energy of a type on own Pokémon of a type counts as `multiplier` (does not stack)',
      phase: 'after',
      aura: (p, src) => [
        aura(src, 'energy_multiplier', 'team_all', p.multiplier, {
          energyType: p.energyType,
          pokemonType: p.pokemonType,
          stackingKey: `energy_multiplier:${p.energyType}`,
        }),
      ],
    },
  ),
  // healing
  define(
    'heal',
    { amount, target: z.enum(['self', 'all_own', 'one_own']), targetType: ptype.optional() },
    {
      description: 'heal damage from the attacker, each own Pokémon, or 1 chosen own Pokémon (of a type)',
      phase: 'after',
      usable(s, side, self, p) {
        if (p.target === 'self') return Boolean(self && self.damage > 0);
        return candidatesByType(s, side, slotsOf(s.sides[side]), p.targetType).some((x) => x.damage > 0);
      },
      run(ctx, p) {
        if (p.target === 'self') {
          if (ctx.self) heal(ctx.s, ctx.self, p.amount);
          return;
        }
        const own = slotsOf(ctx.s.sides[ctx.player]).slice();
        if (p.target === 'all_own') {
          for (const x of own) heal(ctx.s, x, p.amount);
          return;
        }
        const c = candidatesByType(ctx.s, ctx.player, own, p.targetType).filter((x) => x.damage > 0);
        if (c.length === 0) return;
        heal(
          ctx.s,
          c[
            ctx.choose(
              ctx.player,
              'Choose a Pokémon to heal',
              c.map((x) => label(ctx.s, x, ctx.player)),
            )
          ],
          p.amount,
        );
      },
    },
  ),
  define(
    'heal_self_by_damage_dealt',
    {},
    {
      description: "heal the attacker by the damage done to the opponent's Active Pokémon",
      phase: 'after',
      run(ctx) {
        if (ctx.self) heal(ctx.s, ctx.self, ctx.res.dealt);
      },
    },
  ),
  // cards
  define(
    'draw',
    { count: amount },
    {
      description: 'draw cards',
      phase: 'after',
      usable: (s, side) => s.sides[side].deck.length > 0,
      run(ctx, p) {
        draw(ctx.s, ctx.player, p.count);
      },
    },
  ),
  define(
    'bench_from_deck',
    { name: z.string() },
    {
      description: 'put 1 random Pokémon of a name from the deck onto the Bench',
      phase: 'after',
      run(ctx, p) {
        const pl = ctx.s.sides[ctx.player];
        if (pl.bench.length >= 3) return;
        const found = pl.deck.filter((uid) => info(ctx.s, uid).name === p.name);
        if (found.length === 0) return;
        const uid = found[randInt(ctx.s.rng, found.length, 'random')];
        pl.deck.splice(pl.deck.indexOf(uid), 1);
        const slot = newSlot(uid, ctx.turn);
        pl.bench.push(slot);
        shuffleDeck(ctx.s, ctx.player);
        enterPlay(ctx.s, ctx.player, slot, ctx.emit);
      },
    },
  ),
  define(
    'search_deck_to_hand',
    { energyType: ptype.optional(), basic: z.boolean().optional() },
    {
      description: 'put a random Pokémon (of a type, or Basic) from the deck into the hand',
      phase: 'after',
      usable: (s, side) => s.sides[side].deck.length > 0,
      run(ctx, p) {
        const pl = ctx.s.sides[ctx.player];
        const found = pl.deck.filter((uid) => {
          const ci = info(ctx.s, uid);
          if (ci.kind !== 'pokemon' && !(p.basic && ci.basic)) return false;
          if (p.basic && !ci.basic) return false;
          return !p.energyType || ci.type === p.energyType;
        });
        if (found.length > 0) {
          const uid = found[randInt(ctx.s.rng, found.length, 'random')];
          pl.deck.splice(pl.deck.indexOf(uid), 1);
          pl.hand.push(uid);
        }
        shuffleDeck(ctx.s, ctx.player);
      },
    },
  ),
  define(
    'shuffle_hand_draw_per_opponent_hand',
    {},
    {
      description: "shuffle the hand into the deck, draw as many cards as the opponent's hand holds",
      phase: 'after',
      run(ctx) {
        const pl = ctx.s.sides[ctx.player];
        pl.deck.push(...pl.hand);
        pl.hand = [];
        shuffleDeck(ctx.s, ctx.player);
        draw(ctx.s, ctx.player, ctx.s.sides[ctx.opp].hand.length);
      },
    },
  ),
  define(
    'opponent_shuffle_hand_draw',
    { count: amount },
    {
      description: 'the opponent shuffles their hand into their deck and draws cards',
      phase: 'after',
      run(ctx, p) {
        const o = ctx.s.sides[ctx.opp];
        o.deck.push(...o.hand);
        o.hand = [];
        shuffleDeck(ctx.s, ctx.opp);
        draw(ctx.s, ctx.opp, p.count);
      },
    },
  ),
  define(
    'reveal_hand',
    {},
    {
      description: "the opponent's hand is shown to the player (until the end of the turn)",
      phase: 'after',
      run(ctx) {
        const hand = ctx.s.sides[ctx.opp].hand.map((uid) => info(ctx.s, uid).id);
        ctx.s.sides[ctx.player].revealed = hand;
        ctx.emit?.({ type: 'hand-revealed', side: ctx.opp, cards: hand, visibleTo: ctx.player });
      },
    },
  ),
  define(
    'discard_random_hand_card',
    { coin: z.boolean() },
    {
      description: "discard a random card from the opponent's hand (on heads)",
      phase: 'after',
      run(ctx, p) {
        if (p.coin && !ctx.flip()) return;
        const o = ctx.s.sides[ctx.opp];
        if (o.hand.length === 0) return;
        const i = randInt(ctx.s.rng, o.hand.length, 'random');
        o.discard.push(o.hand.splice(i, 1)[0]);
      },
    },
  ),
  define(
    'look_top_deck',
    { count: amount },
    {
      description: "look at the top cards of one's own deck (shown to the owner until the end of the turn)",
      phase: 'after',
      usable: (s, side) => s.sides[side].deck.length > 0,
      run(ctx, p) {
        const pl = ctx.s.sides[ctx.player];
        pl.peek = pl.deck.slice(0, p.count).map((uid) => info(ctx.s, uid).id);
      },
    },
  ),
  define(
    'top_card_to_hand_if',
    { energyType: ptype },
    {
      description:
        'the top card of the deck goes to the hand if it is a Pokémon of a type, else to the bottom',
      phase: 'after',
      usable: (s, side) => s.sides[side].deck.length > 0,
      run(ctx, p) {
        const pl = ctx.s.sides[ctx.player];
        const top = pl.deck.shift();
        if (top === undefined) return;
        const ci = info(ctx.s, top);
        if (ci.kind === 'pokemon' && ci.type === p.energyType) pl.hand.push(top);
        else pl.deck.push(top);
        ctx.emit?.({ type: 'top-card', side: ctx.player, card: ci.id });
      },
    },
  ),
  define(
    'opponent_discard_basic_to_bench',
    {},
    {
      description: "put a Basic Pokémon from the opponent's discard pile onto their Bench (chosen)",
      phase: 'after',
      usable(s, side) {
        const o = s.sides[(1 - side) as Side];
        return (
          o.bench.length < 3 && o.discard.some((uid) => info(s, uid).kind === 'pokemon' && info(s, uid).basic)
        );
      },
      run(ctx) {
        const o = ctx.s.sides[ctx.opp];
        const c = o.discard.filter((uid) => info(ctx.s, uid).kind === 'pokemon' && info(ctx.s, uid).basic);
        if (c.length === 0 || o.bench.length >= 3) return;
        const uid =
          c[
            ctx.choose(
              ctx.player,
              "Choose a Basic Pokémon from the opponent's discard",
              c.map((x) => info(ctx.s, x).name),
            )
          ];
        o.discard.splice(o.discard.indexOf(uid), 1);
        const slot = newSlot(uid, ctx.turn);
        o.bench.push(slot);
        enterPlay(ctx.s, ctx.opp, slot, ctx.emit);
      },
    },
  ),
  define(
    'return_active_to_hand',
    { names: z.array(z.string()) },
    {
      description: 'put a named own Active Pokémon (and its cards) into the hand; a Benched one is promoted',
      phase: 'after',
      usable(s, side, _self, p) {
        const pl = s.sides[side];
        return Boolean(pl.active && pl.bench.length > 0 && p.names.includes(slotInfo(s, pl.active).name));
      },
      run(ctx) {
        const pl = ctx.s.sides[ctx.player];
        if (pl.active) removeFromPlay(ctx.s, ctx.player, pl.active, 'hand', ctx.emit);
      },
    },
  ),
  // switching
  define(
    'switch_opponent_active',
    {},
    {
      description: "switch out the opponent's Active Pokémon (the opponent chooses the new one)",
      phase: 'after',
      usable: (s, side) => s.sides[(1 - side) as Side].bench.length > 0,
      run(ctx) {
        const o = ctx.s.sides[ctx.opp];
        if (o.bench.length === 0 || !o.active || defenderShielded(ctx)) return;
        const i = ctx.choose(
          ctx.opp,
          'Choose your new Active Pokémon',
          o.bench.map((x) => label(ctx.s, x, ctx.opp)),
        );
        switchActive(ctx.s, ctx.opp, i);
      },
    },
  ),
  define(
    'switch_self',
    {},
    {
      description: 'switch the attacker with 1 of your Benched Pokémon (chosen)',
      phase: 'after',
      run(ctx) {
        const pl = ctx.s.sides[ctx.player];
        if (pl.bench.length === 0 || pl.active !== ctx.self) return;
        const i = ctx.choose(
          ctx.player,
          'Choose a Benched Pokémon to switch in',
          pl.bench.map((x) => label(ctx.s, x, ctx.player)),
        );
        switchActive(ctx.s, ctx.player, i);
      },
    },
  ),
  define(
    'gust_opponent_basic',
    {},
    {
      description: "switch in 1 of the opponent's Benched Basic Pokémon to their Active Spot (chosen)",
      phase: 'after',
      usable: (s, side) => s.sides[(1 - side) as Side].bench.some((b) => slotInfo(s, b).stage === 0),
      run(ctx) {
        const o = ctx.s.sides[ctx.opp];
        const c = o.bench.filter((b) => slotInfo(ctx.s, b).stage === 0);
        if (c.length === 0) return;
        const t =
          c[
            ctx.choose(
              ctx.player,
              'Choose a Benched Basic Pokémon to switch in',
              c.map((x) => label(ctx.s, x, ctx.opp)),
            )
          ];
        switchActive(ctx.s, ctx.opp, o.bench.indexOf(t));
      },
    },
  ),
  define(
    'shuffle_opponent_active_into_deck',
    { coin: z.boolean() },
    {
      description: 'the opponent shuffles their Active Pokémon into their deck (on heads)',
      phase: 'after',
      run(ctx, p) {
        if (p.coin && !ctx.flip()) return;
        const o = ctx.s.sides[ctx.opp];
        if (!o.active || defenderShielded(ctx)) return;
        removeFromPlay(ctx.s, ctx.opp, o.active, 'deck', ctx.emit);
      },
    },
  ),
  // special conditions
  define(
    'inflict_status',
    { status, coin: z.boolean() },
    {
      description: "the opponent's Active Pokémon gets a special condition (on heads)",
      phase: 'after',
      usable: (s, side) => s.sides[(1 - side) as Side].active !== null,
      run(ctx, p) {
        if (p.coin && !ctx.flip()) return;
        const target = ctx.s.sides[ctx.opp].active;
        if (!target || defenderShielded(ctx)) return;
        applyStatus(ctx.s, ctx.opp, target, p.status as Status, ctx.emit);
      },
    },
  ),
  // effects that last
  define(
    'defender_attack_modifier',
    { amount: z.number().int() },
    {
      description:
        "during the opponent's next turn, the Defending Pokémon's attacks do `amount` more (negative: less) damage",
      phase: 'after',
      run(ctx, p) {
        if (ctx.defender && !defenderShielded(ctx))
          lasting(ctx, 'damage_boost', 'self', p.amount, ctx.defender.pid, ctx.turn + 1);
      },
    },
  ),
  define(
    'defender_attack_coin_gate',
    {},
    {
      description: "during the opponent's next turn, the Defending Pokémon's attack needs heads to happen",
      phase: 'after',
      run(ctx) {
        if (ctx.defender && !defenderShielded(ctx))
          lasting(ctx, 'attack_coin_gate', 'self', 1, ctx.defender.pid, ctx.turn + 1);
      },
    },
  ),
  define(
    'defender_cant_attack',
    { coin: z.boolean() },
    {
      description: "during the opponent's next turn, the Defending Pokémon can't attack (on heads)",
      phase: 'after',
      run(ctx, p) {
        if (p.coin && !ctx.flip()) return;
        if (ctx.defender && !defenderShielded(ctx))
          lasting(ctx, 'cant_attack', 'self', 1, ctx.defender.pid, ctx.turn + 1);
      },
    },
  ),
  define(
    'defender_cant_retreat',
    {},
    {
      description: "during the opponent's next turn, the Defending Pokémon can't retreat",
      phase: 'after',
      run(ctx) {
        if (ctx.defender && !defenderShielded(ctx))
          lasting(ctx, 'cant_retreat', 'self', 1, ctx.defender.pid, ctx.turn + 1);
      },
    },
  ),
  define(
    'self_damage_reduction_next_turn',
    { amount },
    {
      description: "during the opponent's next turn, the attacker takes `amount` less damage from attacks",
      phase: 'after',
      run(ctx, p) {
        if (ctx.self) lasting(ctx, 'damage_reduction', 'self', p.amount, ctx.self.pid, ctx.turn + 1);
      },
    },
  ),
  define(
    'self_attack_immunity_next_turn',
    { coin: z.boolean() },
    {
      description:
        "during the opponent's next turn, prevent all damage and effects of attacks to the attacker (on heads)",
      phase: 'after',
      run(ctx, p) {
        if (p.coin && !ctx.flip()) return;
        if (ctx.self) lasting(ctx, 'attack_immunity', 'self', 1, ctx.self.pid, ctx.turn + 1);
      },
    },
  ),
  define(
    'block_supporters_next_turn',
    {},
    {
      description: "the opponent can't play Supporters during their next turn",
      phase: 'after',
      run(ctx) {
        lasting(ctx, 'supporter_block', 'opponent_all', 1, null, ctx.turn + 1);
      },
    },
  ),
  define(
    'team_damage_reduction_next_turn',
    { amount },
    {
      description: "during the opponent's next turn, all own Pokémon take `amount` less damage from attacks",
      phase: 'after',
      run(ctx, p) {
        lasting(ctx, 'damage_reduction', 'team_all', p.amount, null, ctx.turn + 1);
      },
    },
  ),
  define(
    'team_damage_boost_this_turn',
    { amount, names: z.array(z.string()).optional() },
    {
      description:
        "this turn, own (named) Pokémon's attacks do `amount` more damage to the opponent's Active Pokémon",
      phase: 'after',
      run(ctx, p) {
        lasting(ctx, 'damage_boost', 'team_all', p.amount, null, ctx.turn, {
          activeTargetOnly: true,
          ...(p.names ? { names: p.names } : {}),
        });
      },
    },
  ),
  define(
    'retreat_reduction_this_turn',
    { amount },
    {
      description: "this turn, the own Active Pokémon's retreat cost is `amount` less",
      phase: 'after',
      run(ctx, p) {
        lasting(ctx, 'retreat_reduction', 'team_active', p.amount, null, ctx.turn);
      },
    },
  ),
  // passive abilities
  define(
    'damage_reduction',
    { amount },
    {
      description: 'aura: this Pokémon takes `amount` less damage from attacks',
      phase: 'after',
      aura: (p, src) => [aura(src, 'damage_reduction', 'self', p.amount)],
    },
  ),
  define(
    'counter_damage',
    { amount },
    {
      description: 'aura: when damaged by an attack in the Active Spot, do `amount` damage to the attacker',
      phase: 'after',
      aura: (p, src) => [aura(src, 'counter_damage', 'self', p.amount)],
    },
  ),
  define(
    'supporter_lock',
    {},
    {
      description: "aura: the opponent can't play Supporters (while this Pokémon is Active)",
      phase: 'after',
      aura: (_p, src) => [aura(src, 'supporter_block', 'opponent_all', 1)],
    },
  ),
  define(
    'block_active_evolution',
    {},
    {
      description: "aura: the opponent can't evolve their Active Pokémon from their hand",
      phase: 'after',
      aura: (_p, src) => [aura(src, 'evolution_block', 'opponent_active', 1)],
    },
  ),
  define(
    'fossil',
    { hp: amount, energyType: energy },
    {
      description:
        'played to the Bench or Active Spot as a Basic Colorless Pokémon with this HP; may be discarded from play; cannot retreat',
      phase: 'after',
      usable: () => false,
    },
  ),
];

function energyTargets(
  s: PocketState,
  side: Side,
  self: Slot | null,
  p: { target: string; targetType?: string; names?: string[] },
): Slot[] {
  const pl = s.sides[side];
  let pool: Slot[];
  switch (p.target) {
    case 'self':
      pool = self ? [self] : [];
      break;
    case 'own_bench':
      pool = pl.bench;
      break;
    case 'own_active':
      pool = pl.active ? [pl.active] : [];
      break;
    default:
      pool = slotsOf(pl);
  }
  return candidatesByType(s, side, pool, p.targetType, p.names);
}

export const effectTypes = registryOf('effect type', modules);
