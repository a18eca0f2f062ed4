/**
 * The conditions card texts name after "If …" (`condition: { is: …, … }`,
 * as scripts/inventory/phrases.ts reads them): one table, each entry its
 * parameters (a strict schema, checked at load inside whatever effect holds
 * the condition), whether it holds in a resolution, and its words. `negate`
 * turns any of them around ("didn't move"). Effects hold conditions; no
 * rule names one to decide what it does.
 */
import { z } from 'zod';
import { conditions as specialConditions, statuses } from '../../conditions/index.ts';
import {
  energyCount,
  extraEnergy,
  info,
  maxHp,
  remainingHp,
  retreatCost,
  slotInfo,
  slotsOf,
} from '../../rules/ops.ts';
import { type PlayerState, type Slot, toolsOf } from '../../state.ts';
import type { EffectCtx } from '../context.ts';
import { type EffectWords, energy, pokemonType } from '../effect.ts';

const count = z.number().int().nonnegative();
const side = z.enum(['own', 'opponent']);

interface ConditionEntry<S extends z.ZodRawShape> {
  shape: S;
  holds(ctx: EffectCtx, c: z.infer<z.ZodObject<S>>): boolean;
  words(c: z.infer<z.ZodObject<S>>, w: EffectWords): string;
}
const entry = <S extends z.ZodRawShape>(e: ConditionEntry<S>) => e;

const sideOf = (ctx: EffectCtx, s: 'own' | 'opponent'): PlayerState =>
  ctx.s.sides[s === 'own' ? ctx.player : ctx.opp];
const energyOn = (ctx: EffectCtx, who: 'own' | 'opponent', slot: Slot | null): number => {
  if (!slot) return 0;
  let n = 0;
  const counts = energyCount(ctx.s, who === 'own' ? ctx.player : ctx.opp, slot);
  for (const k in counts) n += counts[k];
  return n;
};
const evolved = (slot: Slot) => slot.stack.length > 1;
const stageWord = (n: number) => ['a Basic', 'a Stage 1', 'a Stage 2'][n] ?? `a Stage ${n}`;
const sizes = (list: readonly number[]) =>
  list.length <= 1 ? String(list[0] ?? '') : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;

/** Every condition by its `is`. */
export const CONDITIONS = {
  self_damaged: entry({
    shape: {},
    holds: (ctx) => (ctx.self?.damage ?? 0) > 0,
    words: () => 'this Pokémon has damage on it',
  }),
  self_undamaged: entry({
    shape: {},
    holds: (ctx) => ctx.self !== null && ctx.self.damage === 0,
    words: () => 'this Pokémon has no damage on it',
  }),
  self_full_hp: entry({
    shape: {},
    holds: (ctx) => ctx.self !== null && ctx.self.damage === 0,
    words: () => 'this Pokémon has full HP',
  }),
  self_has_energy: entry({
    shape: { energyType: energy.optional() },
    holds: (ctx, c) =>
      ctx.self !== null &&
      (c.energyType ? ctx.self.energy.includes(c.energyType) : ctx.self.energy.length > 0),
    words: (c, w) =>
      `this Pokémon has any ${c.energyType ? `${w.energy(c.energyType)} ` : ''}Energy attached`,
  }),
  extra_energy: entry({
    shape: { extra: count, energyType: energy },
    holds: (ctx, c) =>
      ctx.self !== null &&
      extraEnergy(energyCount(ctx.s, ctx.player, ctx.self), ctx.res.cost, c.energyType) >= c.extra,
    words: (c, w) => `this Pokémon has at least ${c.extra} extra ${w.energy(c.energyType)} Energy attached`,
  }),
  self_has_tool: entry({
    shape: { names: z.array(z.string()).min(1).optional() },
    holds: (ctx, c) =>
      ctx.self?.tool != null &&
      (!c.names || toolsOf(ctx.self).some((t) => c.names?.includes(info(ctx.s, t).name))),
    words: (c, w) => `this Pokémon has ${c.names ? w.names(c.names) : 'a Pokémon Tool'} attached`,
  }),
  self_energy_types_at_least: entry({
    shape: { n: count },
    holds: (ctx, c) => new Set(ctx.self?.energy ?? []).size >= c.n,
    words: (c) => `this Pokémon has ${c.n} or more different types of Energy attached`,
  }),
  self_hp_at_most: entry({
    shape: { hp: count },
    holds: (ctx, c) => ctx.self !== null && remainingHp(ctx.s, ctx.player, ctx.self) <= c.hp,
    words: (c) => `this Pokémon's remaining HP is ${c.hp} or less`,
  }),
  self_evolved_this_turn: entry({
    shape: { from: z.string().optional() },
    holds: (ctx, c) => {
      const self = ctx.self;
      if (!self || !evolved(self) || self.playedTurn !== ctx.turn) return false;
      return !c.from || info(ctx.s, self.stack[self.stack.length - 2]).name === c.from;
    },
    words: (c) => `this Pokémon evolved ${c.from ? `from ${c.from} ` : ''}during this turn`,
  }),
  shares_energy_type_with_defender: entry({
    shape: {},
    holds: (ctx) =>
      !!ctx.self && !!ctx.defender && ctx.self.energy.some((e) => ctx.defender?.energy.includes(e)),
    words: () =>
      "this Pokémon and your opponent's Active Pokémon have 1 or more of the same type of Energy attached",
  }),
  same_energy_count_as_defender: entry({
    shape: {},
    holds: (ctx) =>
      !!ctx.defender && energyOn(ctx, 'own', ctx.self) === energyOn(ctx, 'opponent', ctx.defender),
    words: () => "this Pokémon and your opponent's Active Pokémon have the same amount of Energy attached",
  }),
  more_energy_than_defender: entry({
    shape: {},
    holds: (ctx) => energyOn(ctx, 'own', ctx.self) > energyOn(ctx, 'opponent', ctx.defender),
    words: () => "this Pokémon has more Energy attached than your opponent's Active Pokémon",
  }),
  defender_damaged: entry({
    shape: {},
    holds: (ctx) => (ctx.defender?.damage ?? 0) > 0,
    words: () => "your opponent's Active Pokémon has damage on it",
  }),
  defender_status: entry({
    shape: { status: z.enum(statuses) },
    holds: (ctx, c) => ctx.defender?.status.includes(c.status) ?? false,
    words: (c) => `your opponent's Active Pokémon is ${specialConditions.get(c.status).name}`,
  }),
  defender_any_status: entry({
    shape: {},
    holds: (ctx) => (ctx.defender?.status.length ?? 0) > 0,
    words: () => "your opponent's Active Pokémon is affected by a Special Condition",
  }),
  defender_ex: entry({
    shape: {},
    holds: (ctx) => !!ctx.defender && slotInfo(ctx.s, ctx.defender).ex,
    words: () => "your opponent's Active Pokémon is a Pokémon ex",
  }),
  defender_stage: entry({
    shape: { stage: z.number().int().min(0).max(2) },
    holds: (ctx, c) => !!ctx.defender && slotInfo(ctx.s, ctx.defender).stage === c.stage,
    words: (c) => `your opponent's Active Pokémon is ${stageWord(c.stage)} Pokémon`,
  }),
  defender_evolved: entry({
    shape: {},
    holds: (ctx) => !!ctx.defender && slotInfo(ctx.s, ctx.defender).stage > 0,
    words: () => "your opponent's Active Pokémon is an Evolution Pokémon",
  }),
  defender_type: entry({
    shape: { types: z.array(pokemonType).min(1) },
    holds: (ctx, c) => !!ctx.defender && c.types.includes(slotInfo(ctx.s, ctx.defender).type),
    words: (c, w) =>
      `your opponent's Active Pokémon is a ${c.types.map((t) => w.energy(t)).join(' or ')} Pokémon`,
  }),
  defender_named: entry({
    shape: { names: z.array(z.string()).min(1) },
    holds: (ctx, c) => !!ctx.defender && c.names.includes(slotInfo(ctx.s, ctx.defender).name),
    words: (c, w) => `your opponent's Active Pokémon is ${w.names(c.names)}`,
  }),
  defender_has_ability: entry({
    shape: {},
    holds: (ctx) => !!ctx.defender && slotInfo(ctx.s, ctx.defender).ability !== null,
    words: () => "your opponent's Active Pokémon has an Ability",
  }),
  defender_has_tool: entry({
    shape: {},
    holds: (ctx) => ctx.defender?.tool != null,
    words: () => "your opponent's Active Pokémon has a Pokémon Tool attached",
  }),
  defender_hp_compared: entry({
    shape: { than: z.literal('self'), compare: z.enum(['more', 'less']) },
    holds: (ctx, c) => {
      if (!ctx.self || !ctx.defender) return false;
      const d = remainingHp(ctx.s, ctx.opp, ctx.defender) - remainingHp(ctx.s, ctx.player, ctx.self);
      return c.compare === 'more' ? d > 0 : d < 0;
    },
    words: (c) => `your opponent's Active Pokémon has ${c.compare} remaining HP than this Pokémon`,
  }),
  knocked_out_defender: entry({
    // Read after the attack's damage: knock-outs are resolved once the whole attack is done.
    shape: {},
    holds: (ctx) => {
      const d = ctx.s.sides[ctx.opp].active;
      return !!d && d.pid === ctx.res.defender && d.damage >= slotInfo(ctx.s, d).hp;
    },
    words: () => "your opponent's Pokémon is Knocked Out by damage from this attack",
  }),
  ko_last_turn: entry({
    // With a type: one of that type (the side's turn record, rules/record.ts).
    shape: { pokemonType: pokemonType.optional() },
    holds: (ctx, c) =>
      c.pokemonType
        ? (ctx.s.sides[ctx.player].record?.koTypesLastTurn.includes(c.pokemonType) ?? false)
        : ctx.s.sides[ctx.player].koByAttack.lastTurn,
    words: (c, w) =>
      `any of your ${c.pokemonType ? `${w.energy(c.pokemonType)} ` : ''}Pokémon were Knocked Out by damage from an attack during your opponent's last turn`,
  }),
  supporter_played_this_turn: entry({
    shape: {},
    holds: (ctx) => ctx.s.sides[ctx.player].supporterPlayed,
    words: () => 'you played a Supporter card from your hand during this turn',
  }),
  own_bench_has: entry({
    shape: {
      names: z.array(z.string()).min(1).optional(),
      stage: z.number().int().min(0).max(2).optional(),
      /** Every one of `names` is on the Bench ("Uxie and Azelf"), not any one. */
      all: z.literal(true).optional(),
    },
    holds: (ctx, c) => {
      const bench = ctx.s.sides[ctx.player].bench;
      if (c.all && c.names) return c.names.every((n) => bench.some((b) => slotInfo(ctx.s, b).name === n));
      return bench.some((b) => {
        const ci = slotInfo(ctx.s, b);
        return (!c.names || c.names.includes(ci.name)) && (c.stage === undefined || ci.stage === c.stage);
      });
    },
    words: (c, w) =>
      c.names
        ? c.all
          ? `you have ${c.names.join(' and ')} on your Bench`
          : `${w.names(c.names)} is on your Bench`
        : `you have any Stage ${c.stage} Pokémon on your Bench`,
  }),
  own_bench_damaged: entry({
    shape: {},
    holds: (ctx) => ctx.s.sides[ctx.player].bench.some((b) => b.damage > 0),
    words: () => 'any of your Benched Pokémon have damage on them',
  }),
  hand_size_in: entry({
    shape: { sizes: z.array(count).min(1), side: side.optional() },
    holds: (ctx, c) => c.sizes.includes(sideOf(ctx, c.side ?? 'own').hand.length),
    words: (c) =>
      c.side === 'opponent'
        ? `your opponent has exactly ${sizes(c.sizes)} cards in their hand`
        : `you have exactly ${sizes(c.sizes)} cards in your hand`,
  }),
  hand_size_equal: entry({
    shape: {},
    holds: (ctx) => ctx.s.sides[ctx.player].hand.length === ctx.s.sides[ctx.opp].hand.length,
    words: () => 'you have the same number of cards in your hand as your opponent',
  }),
  fewer_pokemon_in_play: entry({
    shape: {},
    holds: (ctx) => slotsOf(ctx.s.sides[ctx.player]).length < slotsOf(ctx.s.sides[ctx.opp]).length,
    words: () => 'you have fewer Pokémon in play than your opponent',
  }),
  points: entry({
    shape: { side, equals: count.optional(), atLeast: count.optional() },
    holds: (ctx, c) => {
      const n = sideOf(ctx, c.side).points;
      return (c.equals === undefined || n === c.equals) && (c.atLeast === undefined || n >= c.atLeast);
    },
    words: (c) =>
      c.equals === 0
        ? `${c.side === 'own' ? "you haven't" : "your opponent hasn't"} gotten any points`
        : `${c.side === 'own' ? 'you have' : 'your opponent has'} gotten ${
            c.equals !== undefined ? `exactly ${c.equals}` : `at least ${c.atLeast ?? 0}`
          } points`,
  }),
  energy_both_active_at_least: entry({
    shape: { n: count },
    holds: (ctx, c) =>
      energyOn(ctx, 'own', ctx.s.sides[ctx.player].active) + energyOn(ctx, 'opponent', ctx.defender) >= c.n,
    words: (c) => `the amount of Energy attached to both Active Pokémon is ${c.n} or more`,
  }),
  own_energy_in_play_at_least: entry({
    shape: { n: count, energyType: energy },
    holds: (ctx, c) => {
      let n = 0;
      for (const sl of slotsOf(ctx.s.sides[ctx.player]))
        n += energyCount(ctx.s, ctx.player, sl)[c.energyType] ?? 0;
      return n >= c.n;
    },
    words: (c, w) => `you have ${c.n} or more ${w.energy(c.energyType)} Energy in play`,
  }),
  own_energy_types_at_least: entry({
    shape: { n: count },
    holds: (ctx, c) => {
      const seen = new Set<string>();
      for (const sl of slotsOf(ctx.s.sides[ctx.player])) for (const e of sl.energy) seen.add(e);
      return seen.size >= c.n;
    },
    words: (c) => `your Pokémon in play have ${c.n} or more different types of Energy attached`,
  }),
  opponent_has_in_play: entry({
    shape: { pokemonType },
    holds: (ctx, c) => slotsOf(ctx.s.sides[ctx.opp]).some((sl) => slotInfo(ctx.s, sl).type === c.pokemonType),
    words: (c, w) => `your opponent has any ${w.energy(c.pokemonType)} Pokémon in play`,
  }),
  discard_has: entry({
    shape: { names: z.array(z.string()).min(1) },
    holds: (ctx, c) => ctx.s.sides[ctx.player].discard.some((u) => c.names.includes(info(ctx.s, u).name)),
    words: (c, w) => `${w.names(c.names)} is in your discard pile`,
  }),
  own_in_play: entry({
    // Never this Pokémon itself ("another", said or not); `abilityOtherThan`: one with an Ability of another name (Unown).
    shape: {
      names: z.array(z.string()).min(1),
      other: z.literal(true).optional(),
      abilityOtherThan: z.string().optional(),
    },
    holds: (ctx, c) =>
      slotsOf(ctx.s.sides[ctx.player]).some((sl) => {
        if (sl === ctx.self) return false;
        const ci = slotInfo(ctx.s, sl);
        return (
          c.names.includes(ci.name) &&
          (c.abilityOtherThan === undefined || (!!ci.ability && ci.ability.name !== c.abilityOtherThan))
        );
      }),
    words: (c, w) => `you have ${w.names(c.names)} in play`,
  }),
  own_active_has_attack: entry({
    // "your Pokémon in the Active Spot has the Psychic attack": an attack of that name printed on its top card.
    shape: { attack: z.string().min(1) },
    holds: (ctx, c) => {
      const a = ctx.s.sides[ctx.player].active;
      return a !== null && slotInfo(ctx.s, a).attacks.some((x) => x.name === c.attack);
    },
    words: (c) => `your Pokémon in the Active Spot has the ${c.attack} attack`,
  }),
  self_moved_to_active: entry({
    // E7: the user moved from the Bench to the Active Spot during this turn (the side's turn record).
    shape: {},
    holds: (ctx) => {
      const r = ctx.s.sides[ctx.player].record;
      return !!r && ctx.self !== null && r.movedPid === ctx.self.pid && r.movedTurn === ctx.turn;
    },
    words: () => 'this Pokémon moved from your Bench to the Active Spot this turn',
  }),
  first_attack_since_play: entry({
    // The side's turn record counts each Pokémon's attacks since it came into play, its own use included (declared first).
    shape: {},
    holds: (ctx) => {
      const r = ctx.s.sides[ctx.player].record;
      return !!r && ctx.self !== null && r.attacksSincePlay[ctx.self.pid] === 1;
    },
    words: () => 'this is the first time this Pokémon has used an attack after coming into play',
  }),
  self_damaged_last_turn: entry({
    // The side's turn record: its Pokémon damaged by an attack in the Active Spot during the opponent's last turn.
    shape: {},
    holds: (ctx) =>
      ctx.self !== null &&
      (ctx.s.sides[ctx.player].record?.damagedActiveLastTurn.includes(ctx.self.pid) ?? false),
    words: () =>
      "this Pokémon was damaged by an attack during your opponent's last turn while it was in the Active Spot",
  }),
  attack_used_last_turn: entry({
    shape: { attack: z.string().min(1) },
    holds: (ctx, c) => ctx.s.sides[ctx.player].record?.attacksLastTurn.includes(c.attack) ?? false,
    words: (c) => `1 of your Pokémon used ${c.attack} during your last turn`,
  }),
  stadium_in_play: entry({
    shape: {},
    holds: (ctx) => ctx.s.stadium !== undefined && ctx.s.stadium.card !== null,
    words: () => 'a Stadium is in play',
  }),
  self_hp_at_most_half: entry({
    // A Tool's trigger: "this Pokémon" is its holder.
    shape: {},
    holds: (ctx) =>
      ctx.self !== null && remainingHp(ctx.s, ctx.player, ctx.self) * 2 <= maxHp(ctx.s, ctx.player, ctx.self),
    words: () => 'this Pokémon has half of its maximum HP or less remaining',
  }),
  self_any_status: entry({
    shape: {},
    holds: (ctx) => ctx.self !== null && ctx.self.status.length > 0,
    words: () => 'this Pokémon is affected by any Special Conditions',
  }),
  heads_at_least: entry({
    // "If at least 2 of them are heads": the coins of the latest step that flipped (an earlier effect of the text).
    shape: { n: count },
    holds: (ctx, c) => ctx.lastHeads >= c.n,
    words: (c) => `at least ${c.n} of them ${c.n === 1 ? 'is' : 'are'} heads`,
  }),
  deck_empty: entry({
    shape: {},
    holds: (ctx) => ctx.s.sides[ctx.player].deck.length === 0,
    words: () => 'you have no cards in your deck',
  }),
  own_first_turn: entry({
    // The player's first turn: turn 1 for the player who went first, turn 2 for the other.
    shape: {},
    holds: (ctx) => ctx.s.turn === (ctx.player === ctx.s.first ? 1 : 2),
    words: () => 'it is your first turn',
  }),
  self_on_bench: entry({
    shape: {},
    holds: (ctx) => ctx.self !== null && ctx.s.sides[ctx.player].bench.includes(ctx.self),
    words: () => 'this Pokémon is on your Bench',
  }),
  healed: entry({
    // "If you healed any damage in this way" / "If you do" after a heal: the latest heal step of the resolution took damage off.
    shape: {},
    holds: (ctx) => (ctx.healed?.amount ?? 0) > 0,
    words: () => 'you healed any damage in this way',
  }),
  self_retreat_at_least: entry({
    // "has a Retreat Cost of 3 or more": the cost the game would charge now (Tools, Stadiums and turn effects counted).
    shape: { n: count },
    holds: (ctx, c) => ctx.self !== null && retreatCost(ctx.s, ctx.player, ctx.self) >= c.n,
    words: (c) => `this Pokémon has a Retreat Cost of ${c.n} or more`,
  }),
} as const;

export type ConditionName = keyof typeof CONDITIONS;
export type ConditionRef = { is: ConditionName; negate?: boolean; [param: string]: unknown };

const names = Object.keys(CONDITIONS) as ConditionName[];
/** The schema of a condition: `{ is, negate?, …its own params }`, strict per `is`. */
export const conditionSchema = z.discriminatedUnion(
  'is',
  names.map((is) =>
    z.object({ is: z.literal(is), negate: z.literal(true).optional(), ...CONDITIONS[is].shape }).strict(),
  ) as unknown as [z.ZodObject<{ is: z.ZodLiteral<string> }>, ...z.ZodObject<{ is: z.ZodLiteral<string> }>[]],
) as unknown as z.ZodType<ConditionRef>;

/** Whether condition `c` holds now (its schema accepted it at load). */
export function holds(ctx: EffectCtx, c: ConditionRef): boolean {
  const e = CONDITIONS[c.is] as ConditionEntry<z.ZodRawShape>;
  const yes = e.holds(ctx, c as never);
  return c.negate ? !yes : yes;
}

/** The condition in a card's words (after "if"). */
export function conditionWords(c: ConditionRef, w: EffectWords): string {
  const e = CONDITIONS[c.is] as ConditionEntry<z.ZodRawShape>;
  const said = e.words(c as never, w);
  return c.negate ? `not (${said})` : said;
}
