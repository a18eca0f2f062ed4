/**
 * Compiles the raw data files into a Catalog, collecting every problem as a
 * DataError (file, JSON path, reason) instead of stopping at the first one,
 * an id no handler registry knows included. `compileCatalog` never throws on
 * bad data and gives no catalog when there is any error (what `arbiter
 * validate` reports is exactly what refuses a catalog); `loadCatalogFrom`
 * throws DataErrors.
 */
import {
  type CoverageReport,
  checkCoverage,
  compileEffect,
  DataError,
  DataErrors,
  duplicateIdErrors,
  errorAt,
  issuesToDataErrors,
  type JsonPath,
  type Usage,
} from '@arbiter/core';
import type { CardDef, Catalog, EffectDef, OperationStep, Preset } from './catalog-types.ts';
import { DB_FILE, DECKS_FILE, REGISTRY_FILE } from './data-files.ts';
import type { CompileCtx, UsageSets } from './operations/index.ts';
import {
  conditionRegistry,
  matcherRegistry,
  operationRegistry,
  scopeRegistry,
  triggerRegistry,
} from './registries.ts';
import { cardSchema, decksFileSchema, effectSchema, type RawCard } from './schema.ts';
import { COLS, LANES } from './vocabulary.ts';

export interface RawData {
  db: unknown;
  registry: unknown;
  decks: unknown;
}

export type { UsageSets };

export interface CompileResult {
  catalog: Catalog | null;
  errors: DataError[];
  warnings: string[];
  usages: UsageSets;
  /** Each vocabulary's ids against its handler registry (every missing one is also in `errors`). */
  coverage: CoverageReport[];
}

const AFFECTED_SCOPES = new Set<string>([
  'allies_on_affected_tiles',
  'enemies_on_affected_tiles',
  'all_cards_on_affected_tiles',
]);

/** Pattern cell like "B3P": letter A..E is the column offset +2..-2, digit 1..5 the lane offset -2..+2. */
export function patternCellToGrid(cell: string): { row: number; col: number; letter: string } {
  const col = 4 - 'ABCDE'.indexOf(cell[0]);
  const row = Number(cell[1]) - 1;
  return { row, col, letter: cell[2] };
}

function tileTables(grid: string[][], letters: string): number[][][] {
  const offsets: Array<[number, number]> = [];
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++) if (letters.includes(grid[r][c])) offsets.push([r - 2, c - 2]);
  const bySide: number[][][] = [[], []];
  for (let side = 0; side < 2; side++) {
    for (let t = 0; t < LANES * COLS; t++) {
      const lane = Math.floor(t / COLS);
      const col = t % COLS;
      const out: number[] = [];
      for (const [dl, dc] of offsets) {
        const l = lane + dl;
        const c = col + (side === 0 ? dc : -dc);
        if (l >= 0 && l < LANES && c >= 0 && c < COLS) out.push(l * COLS + c);
      }
      bySide[side].push(out);
    }
  }
  return bySide;
}

function checkGrid(card: RawCard, at: number, errors: DataError[], warnings: string[]): void {
  const wCells: string[] = [];
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++) if (card.grid[r][c] === 'W') wCells.push(`${r},${c}`);
  if (card.grid[2][2] !== 'W' || wCells.length !== 1) {
    errors.push(
      new DataError(
        DB_FILE,
        [at, 'grid'],
        `W must be the centre cell and appear once (found at ${wCells.join(' ') || 'nowhere'})`,
      ),
    );
  }
  const listed = new Set<string>();
  for (const cell of card.pattern ? card.pattern.split(',') : []) {
    const { row, col, letter } = patternCellToGrid(cell);
    listed.add(`${row},${col}`);
    if (card.grid[row][col] !== letter) {
      errors.push(
        new DataError(
          DB_FILE,
          [at, 'pattern'],
          `pattern cell ${cell} disagrees with grid[${row}][${col}] = '${card.grid[row][col]}'`,
        ),
      );
    }
  }
  const missing: string[] = [];
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 5; c++) {
      const v = card.grid[r][c];
      if (v !== '.' && v !== 'W' && !listed.has(`${r},${c}`)) missing.push(`${'ABCDE'[4 - c]}${r + 1}${v}`);
    }
  }
  // A grid with no cell besides W is a card that projects nothing (legends
  // whose ability reaches the whole board, or only themselves): not a
  // problem, so validation lists such cards in its summary, not as warnings.
  if (missing.length > 0) {
    warnings.push(
      `${DB_FILE} $[${at}].pattern: card ${card.id} pattern omits grid cells ${missing.join(',')} (grid is authoritative)`,
    );
  }
}

/**
 * The cards that pass their schema. `broken` collects the ids of those that
 * do not (where the id itself reads), so a preset naming one is not reported
 * a second time as naming an unknown card.
 */
function compileCards(db: unknown, errors: DataError[], warnings: string[], broken: Set<string>): RawCard[] {
  if (!Array.isArray(db)) {
    errors.push(new DataError(DB_FILE, [], 'the card DB must be a JSON array'));
    return [];
  }
  const out: RawCard[] = [];
  const ids: Array<readonly [string, JsonPath]> = [];
  const names: Array<readonly [string, JsonPath]> = [];
  db.forEach((entry, at) => {
    if (entry && typeof entry === 'object' && '_meta' in entry) return;
    const parsed = cardSchema.safeParse(entry);
    if (!parsed.success) {
      errors.push(...issuesToDataErrors(DB_FILE, parsed.error.issues, [at], entry));
      if (entry && typeof entry === 'object' && typeof entry.id === 'string') broken.add(entry.id);
      return;
    }
    const card = parsed.data;
    ids.push([card.id, [at, 'id']]);
    names.push([card.name, [at, 'name']]);
    checkGrid(card, at, errors, warnings);
    out.push(card);
  });
  errors.push(
    ...duplicateIdErrors(DB_FILE, 'card id', ids),
    ...duplicateIdErrors(DB_FILE, 'card name', names),
  );
  return out;
}

interface EffectContext {
  errors: DataError[];
  usages: UsageSets;
  cards: RawCard[];
}

/** Compiles one operation with its module; null when it cannot be (reported in `ctx`). */
function compileOperation(
  raw: Record<string, unknown>,
  path: Array<string | number>,
  ctx: EffectContext,
): OperationStep | null {
  const type = String(raw.type);
  ctx.usages.operations.push({ id: type, file: REGISTRY_FILE, path: [...path, 'type'] });
  if (!operationRegistry.has(type)) return null; // reported by the coverage check
  const module = operationRegistry.get(type);
  const use = (list: Usage[], id: string, key: string) =>
    list.push({ id, file: REGISTRY_FILE, path: [...path, key] });
  const place = { file: REGISTRY_FILE, path };
  const env: CompileCtx = {
    cards: ctx.cards,
    scope(name, key) {
      use(ctx.usages.scopes, name, key);
      return scopeRegistry.has(name) ? name : null;
    },
    matcher(name, key) {
      use(ctx.usages.matchers, name, key);
      return matcherRegistry.has(name) ? name : null;
    },
    condition: (id, key) => use(ctx.usages.conditions, id, key),
    error: (at, reason) => ctx.errors.push(errorAt(place, at, reason)),
  };
  const op = compileEffect(module, raw, env, place, ctx.errors);
  return op === null ? null : { op, module };
}

function compileEffects(registry: unknown, ctx: EffectContext): Map<string, EffectDef> {
  const effects = new Map<string, EffectDef>();
  if (!registry || typeof registry !== 'object' || Array.isArray(registry)) {
    ctx.errors.push(
      new DataError(REGISTRY_FILE, [], 'the effects registry must be a JSON object keyed by effect id'),
    );
    return effects;
  }
  for (const [id, entry] of Object.entries(registry as Record<string, unknown>)) {
    if (id === '_meta') continue;
    const parsed = effectSchema.safeParse(entry);
    if (!parsed.success) {
      ctx.errors.push(...issuesToDataErrors(REGISTRY_FILE, parsed.error.issues, [id], entry));
      continue;
    }
    const e = parsed.data;
    ctx.usages.triggers.push({ id: e.trigger, file: REGISTRY_FILE, path: [id, 'trigger'] });
    ctx.usages.scopes.push({ id: e.scope, file: REGISTRY_FILE, path: [id, 'scope'] });
    for (const key of Object.keys(e.conditions ?? {})) {
      ctx.usages.conditions.push({ id: key, file: REGISTRY_FILE, path: [id, 'conditions', key] });
    }
    const steps = e.operations.map((o, i) => compileOperation(o, [id, 'operations', i], ctx));
    const trigger = triggerRegistry.has(e.trigger) ? triggerRegistry.get(e.trigger) : null;
    const problem = trigger?.checkConditions?.(e.conditions) ?? null;
    if (problem) ctx.errors.push(new DataError(REGISTRY_FILE, [id, 'conditions'], problem));
    if (trigger === null || !scopeRegistry.has(e.scope) || steps.some((o) => o === null)) continue;
    const compiled = steps as OperationStep[];
    effects.set(id, {
      id,
      description: e.description,
      trigger: e.trigger,
      moment: trigger.moment,
      scope: e.scope,
      operations: compiled.map((step) => step.op),
      steps: compiled,
      firstTime: e.conditions?.first_time === true,
      threshold: e.conditions?.threshold?.value ?? null,
    });
  }
  return effects;
}

function compileDecks(
  decks: unknown,
  byId: Map<string, CardDef>,
  broken: ReadonlySet<string>,
  errors: DataError[],
) {
  const parsed = decksFileSchema.safeParse(decks);
  if (!parsed.success) {
    errors.push(...issuesToDataErrors(DECKS_FILE, parsed.error.issues, [], decks));
    return null;
  }
  const rules = { deckSize: parsed.data.rules.deck_size, maxCopies: parsed.data.rules.max_copies };
  const presets: Preset[] = parsed.data.presets;
  errors.push(
    ...duplicateIdErrors(
      DECKS_FILE,
      'preset',
      presets.map((p, i) => [p.name, ['presets', i, 'name']] as const),
    ),
  );
  presets.forEach((p, i) => {
    if (p.cards.some((id) => broken.has(id))) return; // that card's own error says what is wrong
    const problem = deckProblem(p.cards, rules, byId);
    if (problem) errors.push(new DataError(DECKS_FILE, ['presets', i, 'cards'], problem));
  });
  return { rules, presets };
}

/** Why a list of card ids is not a legal deck, or null. */
export function deckProblem(
  ids: readonly string[],
  rules: { deckSize: number; maxCopies: Record<string, number> },
  byId: Map<string, CardDef>,
): string | null {
  if (ids.length !== rules.deckSize) return `a deck has ${rules.deckSize} cards, this one ${ids.length}`;
  const counts = new Map<string, number>();
  for (const id of ids) {
    const card = byId.get(id);
    if (!card) return `unknown card id '${id}'`;
    const n = (counts.get(id) ?? 0) + 1;
    counts.set(id, n);
    const max = rules.maxCopies[card.category];
    if (n > max)
      return `${card.category} card ${id} (${card.name}) allows at most ${max} cop${max === 1 ? 'y' : 'ies'}, deck has ${n}`;
  }
  return null;
}

/** The card is played onto an ally (an operation of its effect says so). */
const placesOntoAlly = (effect: EffectDef) =>
  effect.steps.some((step) => step.module.placesOntoAlly === true);

export function compileCatalog(raw: RawData): CompileResult {
  const errors: DataError[] = [];
  const warnings: string[] = [];
  const usages: UsageSets = { triggers: [], scopes: [], operations: [], matchers: [], conditions: [] };
  const broken = new Set<string>();
  const rawCards = compileCards(raw.db, errors, warnings, broken);
  const effects = compileEffects(raw.registry, { errors, usages, cards: rawCards });

  const used = new Set<string>();
  const cards: CardDef[] = [];
  const dbIndexOf = new Map<string, number>();
  if (Array.isArray(raw.db)) {
    raw.db.forEach((c, i) => {
      if (c && typeof c === 'object' && 'id' in c) dbIndexOf.set(String(c.id), i);
    });
  }
  rawCards.forEach((c, index) => {
    let effect: EffectDef | null = null;
    if (c.effect_id !== undefined) {
      used.add(c.effect_id);
      effect = effects.get(c.effect_id) ?? null;
      const known =
        raw.registry && typeof raw.registry === 'object' && c.effect_id in (raw.registry as object);
      if (!known)
        errors.push(
          new DataError(
            DB_FILE,
            [dbIndexOf.get(c.id) ?? index, 'effect_id'],
            `effect_id '${c.effect_id}' is not in ${REGISTRY_FILE}`,
          ),
        );
    }
    const effectTiles = tileTables(c.grid, 'EX');
    if (
      effect &&
      AFFECTED_SCOPES.has(effect.scope) &&
      !c.grid.some((row) => row.some((v) => v === 'E' || v === 'X')) &&
      !placesOntoAlly(effect)
    ) {
      warnings.push(
        `${DB_FILE} card ${c.id}: effect '${effect.id}' reaches affected tiles but the grid has no E or X cell`,
      );
    }
    cards.push({
      index,
      id: c.id,
      name: c.name,
      category: c.category,
      cost: c.cost,
      power: c.power,
      grid: c.grid,
      pattern: c.pattern,
      effect,
      pawnTiles: tileTables(c.grid, 'PX'),
      effectTiles,
      replacesAlly: effect !== null && placesOntoAlly(effect),
    });
  });
  for (const id of effects.keys()) {
    if (!used.has(id)) errors.push(new DataError(REGISTRY_FILE, [id], `effect '${id}' is used by no card`));
  }
  const byId = new Map(cards.map((c) => [c.id, c]));
  const byName = new Map(cards.map((c) => [c.name, c]));
  const decks = compileDecks(raw.decks, byId, broken, errors);
  const coverage = [
    checkCoverage(triggerRegistry, usages.triggers),
    checkCoverage(operationRegistry, usages.operations),
    checkCoverage(scopeRegistry, usages.scopes),
    checkCoverage(matcherRegistry, usages.matchers),
    checkCoverage(conditionRegistry, usages.conditions),
  ];
  for (const c of coverage) errors.push(...c.missing);
  if (errors.length > 0 || !decks) return { catalog: null, errors, warnings, usages, coverage };
  const deckable = cards.filter((c) => decks.rules.maxCopies[c.category] > 0).map((c) => c.index);
  return {
    catalog: { cards, byId, byName, effects, rules: decks.rules, presets: decks.presets, deckable },
    errors,
    warnings,
    usages,
    coverage,
  };
}

export function loadCatalogFrom(raw: RawData): Catalog {
  const result = compileCatalog(raw);
  if (!result.catalog) throw new DataErrors(result.errors);
  return result.catalog;
}
