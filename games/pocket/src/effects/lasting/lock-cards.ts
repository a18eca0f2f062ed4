/**
 * "During your opponent's next turn, they can't play any Item cards from
 * their hand." / "… any Trainer cards …" (attacks), "As long as this
 * Pokémon is in the Active Spot, your opponent can't play any Stadium cards
 * from their hand." (an Ability). A `card_lock` on the opponent: Items lock
 * Items and Fossils (Fossils are Items; a Tool is not: T1), Trainers lock
 * every Trainer (Items, Fossils, Supporters, Tools, Stadiums).
 */
import { z } from 'zod';
import type { NewActive } from '../active.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { activeKinds } from '../kinds/index.ts';
import { conditionSchema } from '../vocabulary/condition.ts';
import { registerCardLock } from './card-lock.ts';
import { durations, throughTurn } from './reach.ts';

const cardKinds = ['item', 'supporter', 'trainer', 'stadium', 'tool'] as const;
const KIND_WORDS: Record<(typeof cardKinds)[number], string> = {
  item: 'Item',
  supporter: 'Supporter',
  trainer: 'Trainer',
  stadium: 'Stadium',
  tool: 'Pokémon Tool',
};

export const lockCards = defineEffect({
  id: 'lock_cards',
  description:
    "the opponent can't play cards of `cardKind` from their hand (Items, Supporters, Trainers, Stadiums, Tools), static (`activeOnly`) or for a duration",
  params: paramsOf('lock_cards', {
    side: z.literal('opponent'),
    cardKind: z.enum(cardKinds),
    duration: z.enum(durations).optional(),
    activeOnly: z.literal(true).optional(),
    condition: conditionSchema.optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    registerCardLock(ctx, p.cardKind, throughTurn(ctx.turn, p.duration ?? 'opponent_next_turn'));
  },
  aura: (p, src): NewActive[] => [
    {
      type: 'card_lock',
      scope: 'opponent_all',
      value: 1,
      until: 'aura',
      payload: {
        sourceType: 'ability',
        sourceCard: src.card,
        sourcePlayer: src.side,
        trigger: activeKinds.get('card_lock').trigger,
        target: null,
        activeOnly: src.activeOnly || p.activeOnly === true,
        cardKind: p.cardKind,
        ...(p.condition ? { condition: p.condition } : {}),
        label: src.label,
      },
    },
  ],
  words: (p) =>
    `${p.activeOnly ? 'as long as this Pokémon is in the Active Spot, ' : p.duration === 'this_turn' ? 'during this turn, ' : "during your opponent's next turn, "}your opponent can't play any ${KIND_WORDS[p.cardKind]} cards from their hand`,
});
