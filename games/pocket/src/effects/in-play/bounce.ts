/**
 * A Pokémon taken out of play with all its cards, not Knocked Out (no
 * points): into its owner's hand, shuffled into their deck, or discarded.
 * "Put your opponent's Active Pokémon into their hand", "Discard your
 * opponent's Active Pokémon", "You may shuffle this Pokémon and all
 * attached cards into your deck", "Put 1 of your [C] Pokémon that has
 * damage on it into your hand". An Active Pokémon taken out is replaced
 * from its owner's Bench as after a knock-out. Decision (the texts are
 * silent): a card that takes out one of your own Pokémon is not offered
 * while it is your only Pokémon in play (you would have none).
 */
import { z } from 'zod';
import { cardTags } from '../../data/schema.ts';
import { other, removeFromPlay, slotInfo, slotsOf } from '../../rules/ops.ts';
import type { PocketState, Side, Slot } from '../../state.ts';
import { defineEffect, paramsOf, pokemonType } from '../effect.ts';
import { choosePokemon, defenderShielded } from '../helpers.ts';

const ownOne = z
  .object({
    among: z.literal('own_one'),
    pokemonType: pokemonType.optional(),
    filter: z.literal('damaged').optional(),
    ex: z.literal(false).optional(),
    /** A card group ("1 of your Future Pokémon in play"). */
    tag: z.enum(cardTags).optional(),
  })
  .strict();
const params = paramsOf('bounce', {
  target: z.union([z.literal('opponent_active'), z.literal('self'), ownOne]),
  to: z.enum(['hand', 'deck', 'discard']),
  optional: z.literal(true).optional(),
});
type Params = z.infer<typeof params>;

export function ownCandidates(s: PocketState, side: Side, t: z.infer<typeof ownOne>): Slot[] {
  return slotsOf(s.sides[side]).filter((x) => ownFits(s, x, t));
}

/** Whether the Pokémon in `x` is of the type, damage, kind and group the text names. */
function ownFits(s: PocketState, x: Slot, t: z.infer<typeof ownOne>): boolean {
  const ci = slotInfo(s, x);
  return (
    (!t.pokemonType || ci.type === t.pokemonType) &&
    (t.filter !== 'damaged' || x.damage > 0) &&
    (t.ex !== false || !ci.ex) &&
    (!t.tag || ci.tags.includes(t.tag))
  );
}

/** Whether `ownCandidates` is not empty (no list is built). */
function anyOwnCandidate(s: PocketState, side: Side, t: z.infer<typeof ownOne>): boolean {
  const pl = s.sides[side];
  if (pl.active !== null && ownFits(s, pl.active, t)) return true;
  for (let i = 0; i < pl.bench.length; i++) if (ownFits(s, pl.bench[i], t)) return true;
  return false;
}

const toWords: Record<Params['to'], string> = {
  hand: 'into their hand',
  deck: 'into their deck',
  discard: 'into the discard pile',
};

export const bounce = defineEffect({
  id: 'bounce',
  description:
    "a Pokémon (the opponent's Active, the user, or one of yours, chosen) and its cards to the hand, deck or discard pile",
  params,
  phase: 'after',
  usable(s, side, _self, p) {
    if (p.target === 'opponent_active') return s.sides[other(side)].active !== null;
    if (p.target === 'self') return true;
    const pl = s.sides[side];
    return (pl.active !== null ? 1 : 0) + pl.bench.length > 1 && anyOwnCandidate(s, side, p.target);
  },
  run(ctx, p) {
    let side: Side;
    let slot: Slot | null;
    if (p.target === 'opponent_active') {
      side = ctx.opp;
      slot = defenderShielded(ctx) ? null : ctx.s.sides[ctx.opp].active;
    } else if (p.target === 'self') {
      side = ctx.player;
      slot = ctx.self;
      if (
        slot &&
        p.optional &&
        ctx.choose(ctx.player, 'Shuffle this Pokémon into your deck?', ['Yes', 'No']) === 1
      )
        slot = null;
    } else {
      side = ctx.player;
      if (slotsOf(ctx.s.sides[side]).length < 2) return;
      const c = ownCandidates(ctx.s, side, p.target);
      slot = c.length === 0 ? null : c[choosePokemon(ctx, ctx.player, 'Choose a Pokémon', c, side)];
    }
    if (!slot) return;
    ctx.emit?.({ type: 'leave-play', side, pokemon: slotInfo(ctx.s, slot).name, to: p.to });
    removeFromPlay(ctx.s, side, slot, p.to, ctx.emit);
  },
  words: (p, w) => {
    if (p.target === 'opponent_active')
      return p.to === 'discard'
        ? "discard your opponent's Active Pokémon"
        : `put your opponent's Active Pokémon ${toWords[p.to]}`;
    if (p.target === 'self')
      return `${p.optional ? 'you may ' : ''}shuffle this Pokémon and all attached cards into your deck`;
    const t = p.target;
    return `put 1 of your ${t.pokemonType ? `${w.energy(t.pokemonType)} ` : ''}${t.tag === 'future' ? 'Future ' : t.tag === 'ancient' ? 'Ancient ' : ''}Pokémon${
      t.filter === 'damaged' ? ' that has damage on it' : ''
    }${t.ex === false ? ' in play, except any Pokémon ex,' : ''} ${p.to === 'hand' ? 'into your hand' : p.to === 'deck' ? 'into your deck' : 'into your discard pile'}`;
  },
});
