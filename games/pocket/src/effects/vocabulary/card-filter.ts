/**
 * Which cards a text means when it looks through a deck, a discard pile or
 * a hand ("a random Basic [W] Pokémon", "all Pokémon Tool cards", "a card
 * that evolves from Rockruff", "Magneton, Heliolisk, and Clemont's
 * Backpack"): `what: { cardKind?, stage?, pokemonType?, names?, tag?,
 * evolvesFrom?, withAttack?, maxHp? }`, as scripts/inventory/phrases.ts
 * (`cards`) reads it. Every field given must hold; `{}` is any card.
 *
 * Out of play a Fossil is an Item card, not a Pokémon (README, "Later sets",
 * F2): `cardKind: 'pokemon'` does not find one, `cardKind: 'item'` does.
 */
import { z } from 'zod';
import { cardTags } from '../../data/schema.ts';
import { type CardInfo, cardInfos } from '../../rules/cards.ts';
import type { PocketState } from '../../state.ts';
import { type EffectWords, pokemonType } from '../effect.ts';

export const cardKinds = ['pokemon', 'item', 'supporter', 'tool', 'stadium'] as const;

export const cardFilterSchema = z
  .object({
    cardKind: z.enum(cardKinds).optional(),
    stage: z.number().int().min(0).max(2).optional(),
    pokemonType: pokemonType.optional(),
    names: z.array(z.string().min(1)).min(1).optional(),
    tag: z.enum(cardTags).optional(),
    evolvesFrom: z.string().min(1).optional(),
    withAttack: z.string().min(1).optional(),
    maxHp: z.number().int().positive().optional(),
  })
  .strict();
export type CardFilter = z.infer<typeof cardFilterSchema>;

/** Whether the card (catalog info) is one `f` means. */
export function cardMatches(ci: CardInfo, f: CardFilter): boolean {
  if (f.cardKind !== undefined) {
    const kind = ci.kind === 'fossil' ? 'item' : ci.kind;
    if (kind !== f.cardKind) return false;
  }
  // Stage, type, HP, evolution and attacks are a Pokémon's; a Trainer card has none of them.
  const pokemon = ci.kind === 'pokemon';
  if (f.stage !== undefined && !(pokemon && ci.stage === f.stage)) return false;
  if (f.pokemonType !== undefined && !(pokemon && ci.type === f.pokemonType)) return false;
  if (f.maxHp !== undefined && !(pokemon && ci.hp <= f.maxHp)) return false;
  if (f.evolvesFrom !== undefined && !(pokemon && ci.evolvesFrom === f.evolvesFrom)) return false;
  if (f.withAttack !== undefined && !(pokemon && ci.attacks.some((a) => a.name === f.withAttack)))
    return false;
  if (f.tag !== undefined && !ci.tags.includes(f.tag)) return false;
  if (f.names !== undefined && !f.names.includes(ci.name)) return false;
  return true;
}

/** The uids of `zone` (a deck, hand or discard pile) that `f` means, in the zone's order. */
export function cardsMatching(s: PocketState, zone: readonly number[], f: CardFilter): number[] {
  const infos = cardInfos();
  const out: number[] = [];
  for (const uid of zone) if (cardMatches(infos[s.cards[uid]], f)) out.push(uid);
  return out;
}

const KIND_WORDS: Record<(typeof cardKinds)[number], string> = {
  pokemon: 'Pokémon',
  item: 'Item card',
  supporter: 'Supporter card',
  tool: 'Pokémon Tool card',
  stadium: 'Stadium card',
};
const STAGES = ['Basic', 'Stage 1', 'Stage 2'];
const TAG_WORDS: Record<string, string> = {
  mega: 'Mega Evolution Pokémon ex',
  'ultra-beast': 'Ultra Beast',
  ancient: 'Ancient Pokémon',
  future: 'Future Pokémon',
};

/** "Basic Water Pokémon", "Pokémon Tool card(s)", "Magneton, Heliolisk or Clemont's Backpack", "card that evolves from Rockruff". */
export function cardFilterWords(f: CardFilter, w: EffectWords, plural = false): string {
  if (f.names) return w.names(f.names);
  if (f.evolvesFrom) return `${plural ? 'cards that evolve' : 'card that evolves'} from ${f.evolvesFrom}`;
  if (f.tag && TAG_WORDS[f.tag]) return TAG_WORDS[f.tag];
  const head = [f.stage === undefined ? '' : STAGES[f.stage], f.pokemonType ? w.energy(f.pokemonType) : '']
    .filter(Boolean)
    .join(' ');
  const kind = f.cardKind ? KIND_WORDS[f.cardKind] : head || f.withAttack || f.maxHp ? 'Pokémon' : 'card';
  const tail = [
    f.maxHp ? ` with ${f.maxHp} HP or less` : '',
    f.withAttack ? ` that ${plural ? 'have' : 'has'} the ${f.withAttack} attack` : '',
  ].join('');
  return `${head ? `${head} ` : ''}${kind}${plural && kind.endsWith('card') ? 's' : ''}${tail}`;
}
