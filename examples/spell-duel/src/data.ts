/**
 * The card data: `data/cards.json`, checked with zod at load. Each effect
 * names an operation; its parameters are checked by that operation's own
 * schema, so a bad amount is reported with the file, the JSON path and the
 * reason, like every other data problem.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkCoverage,
  compileEffect,
  DataError,
  DataErrors,
  dataFingerprint,
  loadDataFolder,
  type Usage,
} from '@arbiter/core';
import { z } from 'zod';
import { operations } from './operations/index.ts';
import type { Operation } from './operations/operation.ts';

const effectSchema = z.object({ op: z.string() }).passthrough();
const cardSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    name: z.string().min(1),
    copies: z.number().int().min(1).max(4),
    text: z.string(),
    effects: z.array(effectSchema).min(1),
  })
  .strict();
const cardsFileSchema = z.object({ cards: z.array(cardSchema).min(1) }).strict();

/** An effect ready to run: its operation module and its checked parameters. */
export interface CompiledEffect {
  operation: Operation;
  params: unknown;
}

export interface Card {
  id: string;
  name: string;
  text: string;
  copies: number;
  effects: CompiledEffect[];
}

/** Everything a match plays with; it travels with the game module, never a global. */
export interface Catalog {
  cards: Map<string, Card>;
  /** Every card id once per copy, in data order: the deck before shuffling. */
  deckList: string[];
  fingerprint: string;
}

export const shippedDataDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'data');

export function loadCatalog(dir: string = shippedDataDir): Catalog {
  const { cards: file } = loadDataFolder(dir, { cards: ['cards.json', cardsFileSchema] });
  const errors: DataError[] = [];
  const usages: Usage[] = [];
  const cards = new Map<string, Card>();
  file.cards.forEach((raw, i) => {
    if (cards.has(raw.id))
      errors.push(new DataError('cards.json', ['cards', i, 'id'], `duplicate id '${raw.id}'`));
    const effects: CompiledEffect[] = [];
    raw.effects.forEach((effect, j) => {
      const path = ['cards', i, 'effects', j];
      usages.push({ id: effect.op, file: 'cards.json', path: [...path, 'op'] });
      if (!operations.has(effect.op)) return; // reported by the coverage check below
      const operation = operations.get(effect.op);
      const { op: _op, ...raw } = effect;
      const params = compileEffect(operation, raw, undefined, { file: 'cards.json', path }, errors);
      if (params !== null) effects.push({ operation, params });
    });
    cards.set(raw.id, { id: raw.id, name: raw.name, text: raw.text, copies: raw.copies, effects });
  });
  errors.push(...checkCoverage(operations, usages).missing);
  if (errors.length > 0) throw new DataErrors(errors);
  const deckList = file.cards.flatMap((c) => Array.from({ length: c.copies }, () => c.id));
  return { cards, deckList, fingerprint: dataFingerprint(file) };
}

/** A card's rules text from its operations' words: "Deal 2 damage, then heal 2." */
export function rulesText(card: Pick<Card, 'effects'>): string {
  const clauses = card.effects.map((e) => e.operation.words(e.params, undefined)).filter((c) => c !== null);
  const text = clauses.join(', then ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
