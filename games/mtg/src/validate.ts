/**
 * `arbiter validate mtg [--data DIR]`: the two files against their schemas
 * (card and deck ids given once); cards fully parsed / 125 with every
 * unparsed sentence; every card's rules block checked against the vocabulary's
 * schemas (src/vocabulary/check.ts); and for each vocabulary (effects,
 * triggers, trigger conditions, conditions, keywords, rule flags, statics,
 * costs, replacements) the ids the rules blocks use, each without a module
 * reported, and the modules no card uses.
 */
import {
  type CoverageReport,
  checkCoverage,
  DataError,
  DataErrors,
  type Registry,
  type Usage,
  type ValidationReport,
} from '@arbiter/core';
import { type Catalog, catalog, loadCatalog } from './cards/catalog.ts';
import { checkCatalog } from './vocabulary/check.ts';
import { conditionRegistry } from './vocabulary/conditions/index.ts';
import { costRegistry } from './vocabulary/costs/index.ts';
import { keywordRegistry } from './vocabulary/keywords/index.ts';
import { replacementRegistry } from './vocabulary/replacements/index.ts';
import { ruleFlagRegistry } from './vocabulary/rule-flags/index.ts';
import { staticRegistry } from './vocabulary/statics/index.ts';
import { stepRegistry } from './vocabulary/steps/index.ts';
import { triggerConditionRegistry } from './vocabulary/trigger-conditions/index.ts';
import { triggerRegistry } from './vocabulary/triggers/index.ts';
import { type Path, walkRules } from './vocabulary/walk.ts';

export interface Usages {
  effects: Usage[];
  triggers: Usage[];
  triggerConditions: Usage[];
  conditions: Usage[];
  keywords: Usage[];
  flags: Usage[];
  statics: Usage[];
  costs: Usage[];
  replacements: Usage[];
}

/** Where the cards' rules blocks name an item of each vocabulary. */
export function usagesOf(cat: Catalog): Usages {
  const u: Usages = {
    effects: [],
    triggers: [],
    triggerConditions: [],
    conditions: [],
    keywords: [],
    flags: [],
    statics: [],
    costs: [],
    replacements: [],
  };
  const use = (list: Usage[], id: string, path: Path) => list.push({ id, file: 'cards.json', path });
  for (const c of cat.cardList) {
    walkRules(c.rules, [c.id], {
      step: (st, path) => {
        use(u.effects, st.op, [...path, 'op']);
        return true;
      },
      trigger: (t, path) => use(u.triggers, t.trigger, [...path, 'trigger']),
      triggerCondition: (tc, path) => use(u.triggerConditions, tc.id, [...path, 'id']),
      condition: (cond, path) => use(u.conditions, cond.id, [...path, 'id']),
      cost: (cost, path) => use(u.costs, cost.kind, [...path, 'kind']),
      ruleFlag: (f, path) => use(u.flags, f.id, [...path, 'id']),
      continuous: (e, path) => {
        for (const key of Object.keys(e))
          if (key !== 'affects' && key !== 'while') use(u.statics, key, [...path, key]);
      },
    });
    // Keywords may sit in any filter, token or change: every keyword-valued field anywhere in the block.
    scanNodes(c.rules, [c.id], (node, path) => {
      for (const [k, v] of Object.entries(node)) {
        if ((k === 'keywords' || k === 'addKeywords' || k === 'removeKeywords') && Array.isArray(v))
          v.forEach((id, i) => {
            use(u.keywords, String(id), [...path, k, i]);
          });
        else if (k === 'keyword' && typeof v === 'string') use(u.keywords, v, [...path, k]);
      }
      for (const id of replacementRegistry.ids())
        if (replacementRegistry.get(id).usedBy(node)) use(u.replacements, id, path);
    });
  }
  return u;
}

/** Calls `visit` on every object inside `x` (arrays walked through), with its path. */
function scanNodes(x: unknown, path: Path, visit: (node: object, path: Path) => void): void {
  if (Array.isArray(x)) {
    x.forEach((v, i) => {
      scanNodes(v, [...path, i], visit);
    });
    return;
  }
  if (!x || typeof x !== 'object') return;
  visit(x, path);
  for (const [k, v] of Object.entries(x)) scanNodes(v, [...path, k], visit);
}

/**
 * Each vocabulary's coverage against the cards: ids without a module,
 * modules no card uses. `place` rewrites where a usage is reported (the
 * validator points at the card's oracle text in the file).
 */
export function coverageOf(cat: Catalog, place: (u: Usage[]) => Usage[] = (u) => u): CoverageReport[] {
  const u = usagesOf(cat);
  const pairs: Array<[Registry<string, unknown>, Usage[]]> = [
    [stepRegistry, u.effects],
    [triggerRegistry, u.triggers],
    [triggerConditionRegistry, u.triggerConditions],
    [conditionRegistry, u.conditions],
    [keywordRegistry, u.keywords],
    [ruleFlagRegistry, u.flags],
    [staticRegistry, u.statics],
    [costRegistry, u.costs],
    [replacementRegistry, u.replacements],
  ];
  return pairs.map(([registry, uses]) => checkCoverage(registry, place(uses)));
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
  return catalogReport(cat);
}

/** The report on a catalog its files' schemas accepted: parse, the vocabulary's schemas, coverage. */
export function catalogReport(cat: Catalog): ValidationReport {
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
  errors.push(...checkCatalog(cat));
  const coverage = coverageOf(cat, inFile);
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
          `${c.used.length} used, ${c.missing.length} without a handler${
            c.reservedUnused.length ? `, ${c.reservedUnused.length} reserved` : ''
          }`,
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
