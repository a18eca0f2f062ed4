/**
 * `arbiter validate mtg [--data DIR]`: the two files against their schemas
 * (card and deck ids given once), cards fully parsed / 125 with every
 * unparsed sentence, and every effect, trigger, condition, keyword,
 * rule-flag or replacement id the rules blocks name that has no handler.
 */
import { checkCoverage, DataError, DataErrors, type Usage, type ValidationReport } from '@arbiter/core';
import { type Catalog, catalog, loadCatalog } from './cards/catalog.ts';
import type { RulesBlock, Step } from './cards/rules-block.ts';
import { effectRegistry } from './engine/effects.ts';
import { keywordRegistry, ruleFlagRegistry } from './engine/keywords.ts';
import { replacementRegistry } from './engine/replacement.ts';
import { triggerConditionRegistry, triggerRegistry } from './engine/triggers.ts';

export function usagesOf(cat: Catalog): {
  effects: Usage[];
  triggers: Usage[];
  conditions: Usage[];
  keywords: Usage[];
  flags: Usage[];
} {
  const keywords: Usage[] = [];
  const flags: Usage[] = [];
  // Keywords and rule flags may sit anywhere in a block (statics, tokens, granted abilities, conditions).
  const scan = (x: unknown, path: Array<string | number>): void => {
    if (Array.isArray(x)) {
      x.forEach((v, i) => {
        scan(v, [...path, i]);
      });
      return;
    }
    if (!x || typeof x !== 'object') return;
    for (const [k, v] of Object.entries(x)) {
      if ((k === 'keywords' || k === 'addKeywords' || k === 'removeKeywords') && Array.isArray(v))
        for (const [i, id] of v.entries())
          keywords.push({ id: String(id), file: 'cards.json', path: [...path, k, i] });
      else if (k === 'keyword' && typeof v === 'string')
        keywords.push({ id: v, file: 'cards.json', path: [...path, k] });
      else if ((k === 'rules' || k === 'rule') && v && typeof v === 'object' && !('keywords' in v)) {
        for (const [i, r] of (Array.isArray(v) ? v : [v]).entries())
          flags.push({ id: String((r as { id: string }).id), file: 'cards.json', path: [...path, k, i] });
      } else scan(v, [...path, k]);
    }
  };
  for (const c of cat.cardList) scan(c.rules, [c.id]);
  const effects: Usage[] = [];
  const triggers: Usage[] = [];
  const conditions: Usage[] = [];
  const walkSteps = (steps: Step[], path: Array<string | number>): void => {
    steps.forEach((st, i) => {
      effects.push({ id: st.op, file: 'cards.json', path: [...path, i, 'op'] });
      for (const k of ['then', 'else'] as const)
        if (Array.isArray(st[k])) walkSteps(st[k] as Step[], [...path, i, k]);
      if (Array.isArray(st.outcomes))
        for (const [j, o] of (st.outcomes as Step[][]).entries()) walkSteps(o, [...path, i, 'outcomes', j]);
      if (st.token && (st.token as { rules?: RulesBlock }).rules)
        walkBlock((st.token as { rules: RulesBlock }).rules, [...path, i, 'token']);
      if (st.rules) walkBlock(st.rules as RulesBlock, [...path, i, 'rules']);
    });
  };
  const walkBlock = (r: RulesBlock, path: Array<string | number>) => {
    walkSteps(r.steps, [...path, 'steps']);
    r.modes?.modes.forEach((m, i) => {
      walkSteps(m.steps, [...path, 'modes', i]);
    });
    r.triggers.forEach((t, i) => {
      triggers.push({ id: t.trigger, file: 'cards.json', path: [...path, 'triggers', i] });
      for (const [j, c] of t.conditions.entries())
        conditions.push({ id: c.id, file: 'cards.json', path: [...path, 'triggers', i, 'conditions', j] });
      walkSteps(t.steps, [...path, 'triggers', i, 'steps']);
    });
    r.activated.forEach((a, i) => {
      walkSteps(a.steps, [...path, 'activated', i, 'steps']);
    });
    r.alternateCosts.forEach((a, i) => {
      walkSteps(a.instead, [...path, 'alternateCosts', i]);
    });
  };
  for (const c of cat.cardList) walkBlock(c.rules, [c.id]);
  return { effects, triggers, conditions, keywords, flags };
}

/**
 * The replacement ids the data calls for (replacement.ts): Diluvian's step
 * `exileInstead`, the `prevent_combat_damage` rule flag, a `flashback` cost.
 */
export function replacementUsagesOf(cat: Catalog): Usage[] {
  const out: Usage[] = [];
  const walk = (x: unknown, path: Array<string | number>): void => {
    if (Array.isArray(x)) {
      for (const [i, v] of x.entries()) walk(v, [...path, i]);
      return;
    }
    if (!x || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    if (o.exileInstead === true)
      out.push({ id: 'exile_instead_of_graveyard', file: 'cards.json', path: [...path, 'exileInstead'] });
    if (o.id === 'prevent_combat_damage')
      out.push({ id: 'prevent_combat_damage', file: 'cards.json', path: [...path, 'id'] });
    if (o.flashback) out.push({ id: 'flashback_exile', file: 'cards.json', path: [...path, 'flashback'] });
    for (const [k, v] of Object.entries(o)) walk(v, [...path, k]);
  };
  for (const c of cat.cardList) walk(c.rules, [c.id]);
  return out;
}

/** The report on the data of `dataDir` (the shipped data, loaded once, by default). */
export function validateMtg(dataDir?: string): ValidationReport {
  let cat: Catalog;
  try {
    cat = dataDir === undefined ? catalog() : loadCatalog(dataDir);
  } catch (e) {
    if (e instanceof DataErrors) return { ok: false, errors: e.errors, warnings: [], summary: {} };
    throw e;
  }
  const errors: DataError[] = [];
  const unparsed: string[] = [];
  // Ids come from a card's rules block, which its oracle text is parsed into: errors point at that text.
  const oracleOf = (id: string) => ['cards', cat.indexInFile.get(id) ?? -1, 'oracle_text'];
  const inFile = (usages: Usage[]) => usages.map((x) => ({ ...x, path: oracleOf(String(x.path[0])) }));
  let full = 0;
  for (const c of cat.cardList) {
    if (c.rules.unparsed.length === 0) full++;
    for (const u of c.rules.unparsed) {
      unparsed.push(`${c.id}: ${u}`);
      errors.push(new DataError('cards.json', oracleOf(c.id), `${c.name}: unparsed: ${u}`));
    }
  }
  const u = usagesOf(cat);
  const coverage = [
    checkCoverage(effectRegistry, inFile(u.effects)),
    checkCoverage(triggerRegistry, inFile(u.triggers)),
    checkCoverage(triggerConditionRegistry, inFile(u.conditions)),
    checkCoverage(keywordRegistry, inFile(u.keywords)),
    checkCoverage(ruleFlagRegistry, inFile(u.flags)),
    checkCoverage(replacementRegistry, inFile(replacementUsagesOf(cat))),
  ];
  const warnings: string[] = [];
  for (const c of coverage) {
    errors.push(...c.missing);
    if (c.unused.length) warnings.push(`${c.vocabulary}: handlers no card uses: ${c.unused.join(', ')}`);
  }
  return {
    ok: errors.length === 0,
    errors,
    warnings,
    summary: {
      cards: cat.cardList.length,
      fullyParsed: `${full} / ${cat.cardList.length}`,
      unparsedSentences: unparsed.length,
      decks: cat.deckList.map((d) => d.id),
      ...Object.fromEntries(
        coverage.map((c) => [
          `${c.vocabulary} ids`,
          `${c.used.length} used, ${c.missing.length} without a handler`,
        ]),
      ),
    },
  };
}

/**
 * The fingerprint of the shipped data once it passes the checks above: the
 * module is built on it at import, so no surface (the server, `sim`) ever
 * starts a game on data that `arbiter validate mtg` refuses (DataErrors).
 */
export function playableShippedData(): string {
  const report = validateMtg();
  if (!report.ok) throw new DataErrors(report.errors);
  return catalog().fingerprint;
}
