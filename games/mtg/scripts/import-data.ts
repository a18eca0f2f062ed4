/**
 * Brings the phase-1 card pool and deck lists into `data/`. Re-runnable: the
 * output depends only on the source files.
 *
 *   node --import tsx games/mtg/scripts/import-data.ts [sourceDir] [outDir]
 *
 * Kept per card: the fields the rules read (name, types, cost, colours, oracle
 * text, power/toughness) and the print's identity. Basic lands carry
 * `mana_cost: "{0}"` in the source; a basic land has no mana cost, so it is
 * written as "" (CR 202.1a: a card without mana symbols has no mana cost).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const sourceDir = resolve(process.argv[2] ?? '/work/shared/data/mtg');
const outDir = resolve(process.argv[3] ?? join(here, '..', 'data'));

type JsonObject = Record<string, unknown>;
const cardsIn = JSON.parse(readFileSync(join(sourceDir, 'cards_phase1.json'), 'utf8')) as {
  cards: JsonObject[];
};
const decksIn = JSON.parse(readFileSync(join(sourceDir, 'decks_phase1.json'), 'utf8')) as JsonObject;

const cards = cardsIn.cards.map((c) => {
  const typeLine = String(c.type_line);
  const isBasicLand = /^Basic Land\b/.test(typeLine);
  return {
    card_id: c.card_id,
    name: c.name,
    type_line: typeLine,
    mana_cost: isBasicLand ? '' : (c.mana_cost ?? ''),
    colors: c.colors ?? [],
    oracle_text: c.oracle_text ?? '',
    power: c.power ?? null,
    toughness: c.toughness ?? null,
    set: c.set ?? null,
    collector_number: c.collector_number ?? null,
    scryfall_id: c.scryfall_id ?? null,
  };
});

writeFileSync(
  join(outDir, 'cards.json'),
  `${JSON.stringify({ schema_version: 1, source: 'cards_phase1.json', cards }, null, 1)}\n`,
);
writeFileSync(join(outDir, 'decks.json'), `${JSON.stringify(decksIn, null, 1)}\n`);
console.log(`wrote ${cards.length} cards and ${(decksIn.decks as unknown[]).length} decks to ${outDir}`);
