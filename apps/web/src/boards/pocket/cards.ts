/**
 * What the Pocket board knows of each card beyond the view: the card sheet
 * (card-sheet.json, generated from games/pocket/data/cards.json by
 * test/pocket-card-sheet.test.ts, which fails when it drifts) keyed by card
 * id ("A1 001") — a Pokémon's stage, what it evolves from, HP, type,
 * weakness, retreat, ability and attacks with their printed texts; a
 * Trainer's kind and text. Deck lists are public, so the sheet reveals
 * nothing hidden: which card sits in a hidden hand or deck is never in the
 * view, and the sheet is keyed by card, not by instance.
 */
import sheetJson from './card-sheet.json';

export interface SheetAttack {
  name: string;
  cost: string[];
  damage: number;
  /** The printed effect text; empty when the attack only deals damage. */
  text: string;
}

export interface SheetAbility {
  name: string;
  use: string;
  text: string;
}

export interface SheetPokemon {
  name: string;
  kind: 'pokemon';
  stage: number;
  evolvesFrom: string | null;
  hp: number;
  type: string;
  weakness: string | null;
  retreat: number;
  ex: boolean;
  ability: SheetAbility | null;
  attacks: SheetAttack[];
}

export interface SheetTrainer {
  name: string;
  kind: 'trainer';
  trainerType: 'item' | 'supporter' | 'tool' | 'stadium' | 'fossil';
  text: string;
}

export type SheetCard = SheetPokemon | SheetTrainer;
export type CardSheet = Record<string, SheetCard>;

const sheet = sheetJson as CardSheet;

export function sheetCard(id: string): SheetCard | undefined {
  return sheet[id];
}

/** The game's `energyNames` (games/pocket/src/data/schema.ts), copied so no game code reaches the bundle; test/pocket-card-sheet.test.ts keeps them equal. */
export const energyName: Record<string, string> = {
  G: 'Grass',
  R: 'Fire',
  W: 'Water',
  L: 'Lightning',
  P: 'Psychic',
  F: 'Fighting',
  D: 'Darkness',
  M: 'Metal',
  C: 'Colorless',
  N: 'Dragon',
};

export const STAGE_NAMES = ['Basic', 'Stage 1', 'Stage 2'];

const TRAINER_NAMES: Record<SheetTrainer['trainerType'], string> = {
  item: 'Item',
  supporter: 'Supporter',
  tool: 'Pokémon Tool',
  stadium: 'Stadium',
  fossil: 'Fossil (Item played as a Basic Pokémon)',
};

/** "Stage 1 Pokémon ex, evolves from Ivysaur" / "Supporter". */
export function kindLine(c: SheetCard): string {
  if (c.kind === 'trainer') return `Trainer · ${TRAINER_NAMES[c.trainerType]}`;
  const stage = `${STAGE_NAMES[c.stage] ?? `Stage ${c.stage}`} Pokémon${c.ex ? ' ex' : ''}`;
  return c.evolvesFrom ? `${stage} · evolves from ${c.evolvesFrom}` : stage;
}

/** The card id of a card instance: uids below the first deck's size are the first side's (view.decklists). */
export function cardOfUid(decklists: [string[], string[]], uid: number): string | undefined {
  const split = decklists[0].length;
  return uid < split ? decklists[0][uid] : decklists[1][uid - split];
}

/** An active effect as the view gives it (the fields the board reads). */
export interface EffectLike {
  source: string;
  sourceType: string;
  stored: { payload?: { sourceCard?: number | null } | null };
}

/**
 * The card an active effect comes from and the printed text that made it: a
 * Trainer's text, the attack named by the effect's label, or the ability's.
 * Every effect comes from a public play, so its source card is public.
 */
export function effectSource(
  e: EffectLike,
  decklists: [string[], string[]],
): { card: string; text: string } | null {
  const uid = e.stored.payload?.sourceCard;
  if (uid === null || uid === undefined) return null;
  const card = cardOfUid(decklists, uid);
  const info = card ? sheetCard(card) : undefined;
  if (!card || !info) return null;
  if (info.kind === 'trainer') return { card, text: info.text };
  if (e.sourceType === 'attack')
    return { card, text: info.attacks.find((a) => a.name === e.source)?.text ?? '' };
  if (e.sourceType === 'ability') return { card, text: info.ability?.text ?? '' };
  return { card, text: '' };
}
