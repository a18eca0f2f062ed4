/**
 * `arbiter validate pocket`: the card file against its schema, every effect
 * reference against the registry (unknown types are errors; parameters
 * checked by each type's schema), card ids given once and in a listed set,
 * the coverage of printed texts (mapped / total, by kind: attack, ability,
 * supporter, item, tool, stadium, fossil; by set; each unmapped text listed
 * once with the cards that print it), and the sample decks' legality.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCoverage, DataError, DataErrors, type ValidationReport } from '@arbiter/core';
import {
  CARDS_FILE,
  cardsFileErrors,
  effectUsages,
  loadCatalog,
  readCardsFile,
  shippedDataDir,
} from './data/catalog.ts';
import { DeckError, parseDeck } from './data/decks.ts';
import type { CardsFile } from './data/schema.ts';
import type { InnerRef } from './effects/effect.ts';
import { effectTypes, nestedOf } from './effects/registry.ts';

/** An effect whose type is registered, with every effect it nests. */
function known(ref: InnerRef): boolean {
  if (!effectTypes.has(ref.type)) return false;
  return nestedOf(ref).every((n) => Array.isArray(n.refs) && n.refs.every(known));
}

export interface TextCoverage {
  cards: number;
  cardsWithText: number;
  cardsFullyMapped: number;
  texts: number;
  mapped: number;
  byKind: Record<string, { mapped: number; total: number }>;
  /** By set code, in the file's set order. */
  bySet: Record<string, { mapped: number; total: number }>;
  /** One entry per card and unmapped text: `ID NAME (kind): text`. */
  unmapped: string[];
  /** Each distinct unmapped text once, with its kind and the cards that print it. */
  unmappedTexts: Array<{ kind: string; text: string; cards: string[] }>;
}

export function textCoverage(file: CardsFile): TextCoverage {
  const byKind: Record<string, { mapped: number; total: number }> = {};
  const bySet: Record<string, { mapped: number; total: number }> = {};
  for (const set of file.sets) bySet[set.code] = { mapped: 0, total: 0 };
  const unmapped: string[] = [];
  const distinct = new Map<string, { kind: string; text: string; cards: string[] }>();
  let texts = 0;
  let mapped = 0;
  let withText = 0;
  let full = 0;
  for (const c of file.cards) {
    const items: Array<[string, { text: string; effects: unknown[] } | undefined]> =
      c.kind === 'pokemon'
        ? [
            ['ability', c.ability?.effect],
            ...c.attacks.map((a) => ['attack', a.effect] as [string, typeof a.effect]),
          ]
        : [[c.trainerType, c.effect]];
    let any = false;
    let all = true;
    for (const [kind, t] of items) {
      if (!t) continue;
      any = true;
      texts++;
      byKind[kind] ??= { mapped: 0, total: 0 };
      const k = byKind[kind];
      k.total++;
      const code = c.id.slice(0, c.id.lastIndexOf(' '));
      bySet[code] ??= { mapped: 0, total: 0 };
      const set = bySet[code];
      set.total++;
      const ok = t.effects.length > 0 && (t.effects as InnerRef[]).every(known);
      if (ok) {
        mapped++;
        k.mapped++;
        set.mapped++;
      } else {
        all = false;
        unmapped.push(`${c.id} ${c.name} (${kind}): ${t.text}`);
        const key = `${kind}\n${t.text}`;
        const entry = distinct.get(key) ?? { kind, text: t.text, cards: [] };
        entry.cards.push(c.id);
        distinct.set(key, entry);
      }
    }
    if (any) {
      withText++;
      if (all) full++;
    }
  }
  return {
    cards: file.cards.length,
    cardsWithText: withText,
    cardsFullyMapped: full,
    texts,
    mapped,
    byKind,
    bySet,
    unmapped,
    unmappedTexts: [...distinct.values()],
  };
}

/** Card ids for a one-line message: the first few, then how many more. */
function shortList(ids: string[]): string {
  return ids.length <= 4 ? ids.join(', ') : `${ids.slice(0, 3).join(', ')} and ${ids.length - 3} more`;
}

export function validateData(dataDir = shippedDataDir): ValidationReport {
  const errors: DataError[] = [];
  const warnings: string[] = [];
  let file: CardsFile;
  try {
    file = readCardsFile(dataDir);
  } catch (e) {
    if (e instanceof DataErrors) return { ok: false, errors: e.errors, warnings, summary: {} };
    throw e;
  }
  const usages = effectUsages(file).map((u) => ({ id: u.ref.type, file: CARDS_FILE, path: u.path }));
  const coverage = checkCoverage(effectTypes, usages);
  // The catalog's own check: what is an error here, no game is played on.
  errors.push(...cardsFileErrors(file));
  const tc = textCoverage(file);
  // One line per distinct text: thousands of reprints would bury the few hundred texts to write rules for.
  for (const u of tc.unmappedTexts)
    warnings.push(
      `unmapped ${u.kind} text (${u.cards.length} card${u.cards.length === 1 ? '' : 's'}: ${shortList(u.cards)}): ${u.text}`,
    );
  let decks = 0;
  try {
    const cat = loadCatalog(dataDir);
    const dir = join(dataDir, 'decks');
    for (const f of readdirSync(dir)
      .filter((x) => x.endsWith('.txt'))
      .sort()) {
      try {
        parseDeck(readFileSync(join(dir, f), 'utf8'), `decks/${f}`, cat);
        decks++;
      } catch (e) {
        if (e instanceof DeckError) errors.push(new DataError(e.file, `line ${e.line}`, e.reason));
        else throw e;
      }
    }
  } catch (e) {
    if (!(e instanceof DataErrors)) throw e;
  }
  return {
    ok: errors.length === 0,
    errors,
    warnings,
    summary: {
      cards: tc.cards,
      'cards with effect text mapped': `${tc.cardsFullyMapped} / ${tc.cardsWithText}`,
      'texts mapped': `${tc.mapped} / ${tc.texts}`,
      'by kind': Object.fromEntries(
        Object.entries(tc.byKind).map(([k, v]) => [k, `${v.mapped} / ${v.total}`]),
      ),
      'by set': Object.fromEntries(Object.entries(tc.bySet).map(([k, v]) => [k, `${v.mapped} / ${v.total}`])),
      unmapped: tc.unmapped.length,
      'unmapped distinct texts': tc.unmappedTexts.length,
      'effect types registered': effectTypes.ids().length,
      'effect types used': coverage.used.length,
      'effect types unused': coverage.unused,
      'legal sample decks': decks,
    },
  };
}
