/**
 * What a "for each …" counts (`per: { of: …, … }`, as
 * scripts/inventory/phrases.ts reads it): one table, each entry its
 * parameters (strict, checked at load inside the effect that holds it), the
 * count in a resolution, and its words (after "for each"). Energy is counted
 * as the game counts it (`energyCount`: Jungle Totem included).
 */
import { z } from 'zod';
import { cardTags } from '../../data/schema.ts';
import { energyCount, info, remainingHp, slotInfo, slotsOf } from '../../rules/ops.ts';
import { type Slot, toolCount } from '../../state.ts';
import type { EffectCtx } from '../context.ts';
import { type EffectWords, energy, pokemonType } from '../effect.ts';

interface CounterEntry<S extends z.ZodRawShape> {
  shape: S;
  /** `target`: the Pokémon an effect is aimed at ("for each Energy attached to that Pokémon"). */
  count(ctx: EffectCtx, c: z.infer<z.ZodObject<S>>, target: Slot | null): number;
  words(c: z.infer<z.ZodObject<S>>, w: EffectWords): string;
}
const entry = <S extends z.ZodRawShape>(e: CounterEntry<S>) => e;

const benchSide = z.enum(['own', 'opponent', 'both']);
const side = z.enum(['own', 'opponent']);
const energyOn = z.enum(['self', 'defender', 'target', 'own_all', 'opponent_all']);

function energyOf(ctx: EffectCtx, side: 0 | 1, slot: Slot | null, type?: string): number {
  if (!slot) return 0;
  const counts = energyCount(ctx.s, side, slot);
  if (type) return counts[type] ?? 0;
  let n = 0;
  for (const k in counts) n += counts[k];
  return n;
}
const whose = (s: 'own' | 'opponent' | undefined) => (s === 'opponent' ? "your opponent's" : 'your');

/** Every counter by its `of`. */
export const COUNTERS = {
  bench: entry({
    shape: {
      side: benchSide,
      pokemonType: pokemonType.optional(),
      names: z.array(z.string()).min(1).optional(),
      evolved: z.literal(true).optional(),
    },
    count(ctx, c) {
      const sides = c.side === 'both' ? [ctx.player, ctx.opp] : [c.side === 'own' ? ctx.player : ctx.opp];
      let n = 0;
      for (const sd of sides)
        for (const b of ctx.s.sides[sd].bench) {
          const ci = slotInfo(ctx.s, b);
          if (c.pokemonType && ci.type !== c.pokemonType) continue;
          if (c.names && !c.names.includes(ci.name)) continue;
          if (c.evolved && ci.stage === 0) continue;
          n++;
        }
      return n;
    },
    words: (c, w) =>
      c.side === 'both'
        ? "Benched Pokémon (both yours and your opponent's)"
        : `of ${whose(c.side)} Benched ${c.evolved ? 'Evolution ' : ''}${
            c.pokemonType ? `${w.energy(c.pokemonType)} ` : ''
          }${c.names ? w.names(c.names) : 'Pokémon'}`,
  }),
  energy: entry({
    shape: { on: energyOn, energyType: energy.optional() },
    count(ctx, c, target) {
      const t = c.energyType;
      switch (c.on) {
        case 'self':
          return energyOf(ctx, ctx.player, ctx.self, t);
        case 'defender':
          return energyOf(ctx, ctx.opp, ctx.defender, t);
        case 'target':
          return energyOf(ctx, ctx.opp, target, t);
        default: {
          const sd = c.on === 'own_all' ? ctx.player : ctx.opp;
          let n = 0;
          for (const sl of slotsOf(ctx.s.sides[sd])) n += energyOf(ctx, sd, sl, t);
          return n;
        }
      }
    },
    words: (c, w) =>
      `${c.energyType ? `${w.energy(c.energyType)} ` : ''}Energy attached to ${
        {
          self: 'this Pokémon',
          defender: "your opponent's Active Pokémon",
          target: 'that Pokémon',
          own_all: 'all of your Pokémon',
          opponent_all: "all of your opponent's Pokémon",
        }[c.on]
      }`,
  }),
  energy_types: entry({
    shape: { on: z.literal('self') },
    count: (ctx) => new Set(ctx.self?.energy ?? []).size,
    words: () => 'type of Energy attached to this Pokémon',
  }),
  retreat_cost: entry({
    shape: { on: z.literal('defender') },
    count: (ctx) => (ctx.defender ? slotInfo(ctx.s, ctx.defender).retreat : 0),
    words: () => "Energy in your opponent's Active Pokémon's Retreat Cost",
  }),
  damage: entry({
    shape: { on: z.literal('self') },
    count: (ctx) => ctx.self?.damage ?? 0,
    words: () => 'damage this Pokémon has on it',
  }),
  remaining_hp: entry({
    shape: { on: z.literal('self') },
    count: (ctx) => (ctx.self ? Math.max(0, remainingHp(ctx.s, ctx.player, ctx.self)) : 0),
    words: () => "this Pokémon's remaining HP",
  }),
  discard: entry({
    shape: { cardKind: z.enum(['pokemon', 'item', 'supporter']), pokemonType: pokemonType.optional() },
    count(ctx, c) {
      let n = 0;
      for (const u of ctx.s.sides[ctx.player].discard) {
        const ci = info(ctx.s, u);
        if (ci.kind === c.cardKind && (!c.pokemonType || ci.type === c.pokemonType)) n++;
      }
      return n;
    },
    words: (c, w) =>
      `${c.cardKind === 'pokemon' ? `${c.pokemonType ? `${w.energy(c.pokemonType)} ` : ''}Pokémon` : `${c.cardKind === 'item' ? 'Item' : 'Supporter'} card`} in your discard pile`,
  }),
  deck: entry({
    shape: { side, cardKind: z.literal('trainer') },
    count(ctx, c) {
      let n = 0;
      for (const u of ctx.s.sides[c.side === 'own' ? ctx.player : ctx.opp].deck)
        if (info(ctx.s, u).kind !== 'pokemon') n++;
      return n;
    },
    words: (c) => `Trainer card in ${whose(c.side)} deck`,
  }),
  points_to_win: entry({
    shape: { side },
    // "remaining points needed to win" (M2): 3 − points, at least 0.
    count: (ctx, c) => Math.max(0, 3 - ctx.s.sides[c.side === 'own' ? ctx.player : ctx.opp].points),
    words: (c) =>
      c.side === 'own' ? 'of your remaining points needed to win' : 'of their remaining points needed to win',
  }),
  points: entry({
    shape: { side },
    count: (ctx, c) => ctx.s.sides[c.side === 'own' ? ctx.player : ctx.opp].points,
    words: (c) => (c.side === 'own' ? 'point you have gotten' : 'point your opponent has gotten'),
  }),
  tools: entry({
    shape: { side },
    count: (ctx, c) =>
      slotsOf(ctx.s.sides[c.side === 'own' ? ctx.player : ctx.opp]).reduce((n, sl) => n + toolCount(sl), 0),
    words: (c) => `Pokémon Tool attached to all of ${whose(c.side)} Pokémon`,
  }),
  in_play: entry({
    shape: {
      side: benchSide,
      names: z.array(z.string()).min(1).optional(),
      hasAbility: z.literal(true).optional(),
      tag: z.enum(cardTags).optional(),
      /** "For each of your [F] Pokémon in play": the top card's printed type. */
      pokemonType: pokemonType.optional(),
    },
    count(ctx, c) {
      let n = 0;
      const sides = c.side === 'both' ? [ctx.player, ctx.opp] : [c.side === 'own' ? ctx.player : ctx.opp];
      for (const side of sides)
        for (const sl of slotsOf(ctx.s.sides[side])) {
          const ci = slotInfo(ctx.s, sl);
          if (c.names && !c.names.includes(ci.name)) continue;
          if (c.hasAbility && ci.ability === null) continue;
          if (c.tag && !ci.tags.includes(c.tag)) continue;
          if (c.pokemonType && ci.type !== c.pokemonType) continue;
          n++;
        }
      return n;
    },
    words: (c, w) =>
      c.side === 'both'
        ? `${c.tag === 'mega' ? 'Mega Evolution Pokémon ex' : c.names ? w.names(c.names) : 'Pokémon'} in play (both yours and your opponent's)`
        : c.side === 'opponent'
          ? `of your opponent's Pokémon in play${c.hasAbility ? ' that has an Ability' : ''}`
          : `${c.names ? w.names(c.names) : c.pokemonType ? `${w.energy(c.pokemonType)} Pokémon` : 'Pokémon'} you have in play`,
  }),
  attack_uses: entry({
    // The side's turn record: its own use included (counted when declared).
    shape: { attack: z.string().min(1) },
    count: (ctx, c) => ctx.s.sides[ctx.player].record?.attackUses[c.attack] ?? 0,
    words: (c) => `time your Pokémon used ${c.attack} during this game`,
  }),
  knockouts: entry({
    // The side's turn record: its Pokémon Knocked Out over the game, by any cause.
    shape: { side },
    count: (ctx, c) => ctx.s.sides[c.side === 'own' ? ctx.player : ctx.opp].record?.knockedOut ?? 0,
    words: (c) => `time ${whose(c.side)} Pokémon have been Knocked Out during this game`,
  }),
  deck_top: entry({
    // "Reveal the top 3 cards of your deck. … for each Pokémon with a Retreat Cost of 3 or more you find there": shown to both for the turn.
    shape: { look: z.number().int().positive(), retreatAtLeast: z.number().int().min(0) },
    count(ctx, c) {
      const p = ctx.s.sides[ctx.player];
      let n = 0;
      const revealed: string[] = [];
      for (const uid of p.deck.slice(0, c.look)) {
        const ci = info(ctx.s, uid);
        if (!p.shown) p.shown = [];
        p.shown.push({ card: ci.name, from: 'deck', to: 'both' });
        revealed.push(ci.name);
        if (ci.kind === 'pokemon' && ci.retreat >= c.retreatAtLeast) n++;
      }
      ctx.emit?.({ type: 'deck-revealed', side: ctx.player, cards: revealed });
      return n;
    },
    words: (c) =>
      `Pokémon with a Retreat Cost of ${c.retreatAtLeast} or more among the top ${c.look} cards of your deck (revealed)`,
  }),
  with_attack: entry({
    // "Reveal all of your Pokémon in play and in your hand that have the X attack": the hand's are shown to both (the turn's `shown`).
    shape: { attack: z.string().min(1), zones: z.array(z.enum(['in_play', 'hand'])).min(1) },
    count(ctx, c) {
      const p = ctx.s.sides[ctx.player];
      const has = (ci: { kind: string; attacks: readonly { name: string }[] }) =>
        ci.kind === 'pokemon' && ci.attacks.some((a) => a.name === c.attack);
      let n = 0;
      if (c.zones.includes('in_play')) for (const sl of slotsOf(p)) if (has(slotInfo(ctx.s, sl))) n++;
      if (c.zones.includes('hand')) {
        const revealed: string[] = [];
        for (const uid of p.hand) {
          const ci = info(ctx.s, uid);
          if (!has(ci)) continue;
          if (!p.shown) p.shown = [];
          p.shown.push({ card: ci.name, from: 'hand', to: 'both' });
          revealed.push(ci.name);
        }
        if (revealed.length > 0)
          ctx.emit?.({ type: 'hand-cards-revealed', side: ctx.player, cards: revealed });
        n += revealed.length;
      }
      return n;
    },
    words: (c) =>
      `of your Pokémon ${c.zones.map((z) => (z === 'hand' ? 'in your hand' : 'in play')).join(' and ')} that have the ${c.attack} attack (revealed)`,
  }),
  heads: entry({
    shape: { coins: z.number().int().positive() },
    count(ctx, c) {
      let n = 0;
      for (let i = 0; i < c.coins; i++) if (ctx.flip()) n++;
      return n;
    },
    words: (c) => `heads (flip ${c.coins === 1 ? 'a coin' : `${c.coins} coins`})`,
  }),
} as const;

export type CounterName = keyof typeof COUNTERS;
export type CounterRef = { of: CounterName; [param: string]: unknown };

/** The schema of a counter: `{ of, …its own params }`, strict per `of`. */
export const counterSchema = z.discriminatedUnion(
  'of',
  (Object.keys(COUNTERS) as CounterName[]).map((of) =>
    z.object({ of: z.literal(of), ...COUNTERS[of].shape }).strict(),
  ) as unknown as [z.ZodObject<{ of: z.ZodLiteral<string> }>, ...z.ZodObject<{ of: z.ZodLiteral<string> }>[]],
) as unknown as z.ZodType<CounterRef>;

/** What counter `c` counts now (its schema accepted it at load); `target` for "that Pokémon". */
export function countOf(ctx: EffectCtx, c: CounterRef, target: Slot | null = null): number {
  return (COUNTERS[c.of] as CounterEntry<z.ZodRawShape>).count(ctx, c as never, target);
}

/** The counter in a card's words (after "for each"). */
export function counterWords(c: CounterRef, w: EffectWords): string {
  return (COUNTERS[c.of] as CounterEntry<z.ZodRawShape>).words(c as never, w);
}
