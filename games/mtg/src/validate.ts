/**
 * `arbiter validate mtg [--data DIR]`: each pool's two files (phase 1 in
 * the folder, Sixth Edition in `6ed/`) against their schemas (card and deck
 * ids given once); per pool, cards fully parsed with every unparsed sentence; every card's rules block checked against the vocabulary's
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
import { type Catalog, catalog, loadPools, type PoolDef } from './cards/catalog.ts';
import { checkCard } from './vocabulary/check.ts';
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

/** One pool's problems: each error, with the card it is about (null: none). */
interface PoolCheck {
  errors: Array<{ card: string | null; error: DataError }>;
  summary: Record<string, unknown>;
}

/**
 * A pool checked on its own catalog: every unparsed sentence (an error at the
 * card's `$.cards[i].oracle_text` in the pool's file), every rules block
 * against the vocabulary's schemas, every id without a handler.
 */
function checkPool(pool: PoolDef): PoolCheck {
  const cat = pool.catalog;
  const file = pool.folder ? `${pool.folder}/cards.json` : 'cards.json';
  const errors: PoolCheck['errors'] = [];
  // Ids come from a card's rules block, which its oracle text is parsed into: errors point at that text.
  const oracleOf = (id: string) => ['cards', cat.indexInFile.get(id) ?? -1, 'oracle_text'];
  const inFile = (usages: Usage[]) => usages.map((x) => ({ ...x, file, path: oracleOf(String(x.path[0])) }));
  let full = 0;
  let unparsed = 0;
  for (const c of cat.cardList) {
    if (c.rules.unparsed.length === 0) full++;
    for (const u of c.rules.unparsed) {
      unparsed++;
      errors.push({ card: c.id, error: new DataError(file, oracleOf(c.id), `${c.name}: unparsed: ${u}`) });
    }
    for (const e of checkCard(c)) errors.push({ card: c.id, error: new DataError(file, e.path, e.reason) });
  }
  const coverage = coverageOf(cat, inFile);
  for (const c of coverage)
    for (const m of c.missing) {
      const index = Number(/\[(\d+)\]/.exec(m.path)?.[1] ?? -1);
      errors.push({
        card: cat.cardList.find((x) => cat.indexInFile.get(x.id) === index)?.id ?? null,
        error: m,
      });
    }
  return {
    errors,
    summary: {
      cards: cat.cardList.length,
      fullyParsed: `${full} / ${cat.cardList.length}`,
      unparsedSentences: unparsed,
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

/** Every pool's checks on the catalog of all pools. */
function checkPools(cat: Catalog): Map<PoolDef, PoolCheck> {
  return new Map(poolsOf(cat).map((p) => [p, checkPool(p)]));
}

/** A catalog's pools; a catalog of one folder (a Lab variant, `--data` for the game) is one pool of its own files. */
function poolsOf(cat: Catalog): PoolDef[] {
  if (cat.pools) return cat.pools;
  const one = { id: 'phase1', name: 'Phase 1', folder: '', cards: new Set(Object.keys(cat.cards)) };
  return [{ ...one, decks: cat.deckList.map((d) => d.id), catalog: cat }];
}

/**
 * The report on the data of `dataDir` (the shipped data, loaded once, by
 * default): per pool (`phase1 …`, `6ed …` in the summary) the cards fully
 * parsed, the unparsed sentences and each vocabulary's ids with how many
 * have no handler; the handlers no card of any pool uses as warnings.
 */
export function validateMtg(dataDir?: string): ValidationReport {
  let cat: Catalog;
  try {
    cat = dataDir === undefined ? catalog() : loadPools(dataDir);
  } catch (e) {
    if (e instanceof DataErrors) return { ok: false, errors: e.errors, warnings: [], summary: {} };
    throw e;
  }
  return catalogReport(cat);
}

/** The report on a catalog its files' schemas accepted (every pool of it): parse, the vocabulary's schemas, coverage. */
export function catalogReport(cat: Catalog): ValidationReport {
  const errors: DataError[] = [];
  const summary: Record<string, unknown> = {
    pools: poolsOf(cat)
      .map((p) => `${p.id} (${p.name})`)
      .join(', '),
  };
  for (const [pool, check] of checkPools(cat)) {
    errors.push(...check.errors.map((e) => e.error));
    for (const [k, v] of Object.entries(check.summary)) summary[`${pool.id} ${k}`] = v;
  }
  const warnings: string[] = [];
  for (const c of coverageOf(cat))
    if (c.unused.length) warnings.push(`${c.vocabulary}: handlers no card uses: ${c.unused.join(', ')}`);
  return { ok: errors.length === 0, errors, warnings, summary };
}

/**
 * The fingerprint of the shipped data once it passes the checks above: the
 * module is built on it at import, so no surface (the server, `sim`) ever
 * starts a game on data that `arbiter validate mtg` refuses. Phase 1 must
 * pass whole (DataErrors otherwise). A card of another pool that does not
 * (Sixth Edition while its parser is being written) is marked not playable
 * with its first problem: a deck holding it is refused naming it
 * (src/cards/decks.ts), so it is never played.
 */
export function playableShippedData(): string {
  const cat = catalog();
  const refused: DataError[] = [];
  for (const [pool, check] of checkPools(cat))
    for (const { card, error } of check.errors) {
      if (pool.id === 'phase1' || card === null) refused.push(error);
      else if (!cat.notPlayable?.has(card))
        cat.notPlayable?.set(card, `does not fit the engine yet (${error.reason})`);
    }
  if (refused.length > 0) throw new DataErrors(refused);
  return cat.fingerprint;
}
