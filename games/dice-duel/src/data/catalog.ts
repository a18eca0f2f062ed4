/**
 * Loads and validates data/heroes.json. A file that breaks the schema is a
 * DataError (file, JSON path, reason); a hero whose defense card fails the
 * card validator stays playable on its v1 board and its problems are kept
 * for reports and `arbiter validate`.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CoverageReport,
  checkCoverage,
  DataError,
  DataErrors,
  dataFingerprint,
  dataFolderProblem,
  issuesToDataErrors,
  readJsonFile,
  type Usage,
  type ValidationReport,
} from '@arbiter/core';
import { buffKinds } from '../defense/buff-kinds.ts';
import { effectRegistry } from '../defense/effects/index.ts';
import { matcherRegistry } from '../defense/matchers/index.ts';
import { type CardValidation, type StatusFacts, validateDefenseCard } from '../defense/validate.ts';
import { statusBehaviours } from '../rules/status-behaviours.ts';
import { type HeroDef, heroFileSchema, type StatusDef } from './hero-schema.ts';

export interface HeroEntry {
  def: HeroDef;
  card: CardValidation | null;
}

export interface Catalog {
  /** The folder the data came from. */
  dir: string;
  file: string;
  statuses: Record<string, StatusDef>;
  heroes: Record<string, HeroEntry>;
  heroIds: string[];
  /** A short digest of the data (match logs record it; replay refuses other data). */
  fingerprint: string;
  /** The parsed heroes.json this catalog was built from (the data as a document, for the Lab). */
  source: unknown;
}

/** What the card validator needs to know of the statuses. */
export function statusFactsOf(statuses: Record<string, StatusDef>): StatusFacts {
  return {
    has: (id: string) => Object.hasOwn(statuses, id),
    maxStacks: (id: string) => statuses[id]?.maxStacks ?? 0,
  };
}

export const DEFAULT_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../data');

export interface LoadResult {
  catalog: Catalog | null;
  report: ValidationReport;
}

export function loadCatalog(dataDir: string = DEFAULT_DATA_DIR): LoadResult {
  const file = join(dataDir, 'heroes.json');
  const fail = (errors: DataError[]): LoadResult => ({
    catalog: null,
    report: { ok: false, errors, warnings: [], summary: { file } },
  });
  const folder = dataFolderProblem(dataDir);
  if (folder) return fail([folder]);
  let json: unknown;
  try {
    json = readJsonFile(file);
  } catch (e) {
    if (e instanceof DataErrors) return fail(e.errors);
    throw e;
  }
  return catalogFromJson(json, file, dataDir);
}

/** The catalog of heroes.json's parsed JSON (held in memory: the Lab's variants), named `file` in errors. */
export function catalogFromJson(json: unknown, file = 'heroes.json', dataDir = DEFAULT_DATA_DIR): LoadResult {
  const fail = (errors: DataError[]): LoadResult => ({
    catalog: null,
    report: { ok: false, errors, warnings: [], summary: { file } },
  });
  const parsed = heroFileSchema.safeParse(json);
  if (!parsed.success) return fail(issuesToDataErrors(file, parsed.error.issues, [], json));
  const data = parsed.data;

  const errors: DataError[] = [];
  const warnings: string[] = [];
  const statuses: Record<string, StatusDef> = {};
  data.statuses.forEach((s, i) => {
    if (Object.hasOwn(statuses, s.id))
      errors.push(new DataError(file, ['statuses', i, 'id'], `duplicate status '${s.id}'`));
    statuses[s.id] = s;
  });
  const facts = statusFactsOf(statuses);

  const heroes: Record<string, HeroEntry> = {};
  const matcherUses: Usage[] = [];
  const effectUses: Usage[] = [];
  const buffKindUses: Usage[] = [];
  const statusUses: Usage[] = data.statuses.map((s, i) => ({ id: s.id, file, path: ['statuses', i, 'id'] }));
  let fallbacks = 0;
  data.heroes.forEach((hero, hi) => {
    if (Object.hasOwn(heroes, hero.id))
      errors.push(new DataError(file, ['heroes', hi, 'id'], `duplicate hero '${hero.id}'`));
    const grants = [
      ...hero.offense.flatMap((a, k) =>
        Object.keys(a.post).map((s) => [s, ['heroes', hi, 'offense', k, 'post', s]] as const),
      ),
      ...hero.defenseV1.flatMap((d, k) =>
        Object.keys(d.gain).map((s) => [s, ['heroes', hi, 'defenseV1', k, 'gain', s]] as const),
      ),
    ];
    for (const [s, path] of grants)
      if (!facts.has(s)) errors.push(new DataError(file, path, `unknown status '${s}'`));

    let card: CardValidation | null = null;
    if (hero.defenseCard !== undefined) {
      card = validateDefenseCard(hero.defenseCard, facts);
      const at = ['heroes', hi, 'defenseCard'];
      for (const p of card.errors) errors.push(new DataError(file, [...at, ...p.path], p.reason));
      for (const p of card.warnings) warnings.push(new DataError(file, [...at, ...p.path], p.reason).message);
      if (!card.ok && hero.defenseVersion === 'v2') {
        fallbacks++;
        warnings.push(`${hero.name}: defense card invalid, falls back to v1`);
      }
      if (card.card) {
        card.card.rules.forEach((r, ri) => {
          matcherUses.push({ id: r.matcher.type, file, path: [...at, 'rules', ri, 'matcher', 'type'] });
          r.effects.forEach((e, ei) => {
            effectUses.push({ id: e.type, file, path: [...at, 'rules', ri, 'effects', ei, 'type'] });
            if (e.type === 'buffNextAttack')
              buffKindUses.push({
                id: e.kind ?? 'damageBonus',
                file,
                path: [...at, 'rules', ri, 'effects', ei, 'kind'],
              });
          });
        });
      }
    } else if (hero.defenseVersion === 'v2') {
      fallbacks++;
      warnings.push(`${hero.name}: defenseVersion v2 but no defense card; falls back to v1`);
    }
    heroes[hero.id] = { def: hero, card };
  });

  const coverage: CoverageReport[] = [
    checkCoverage(matcherRegistry, matcherUses),
    checkCoverage(effectRegistry, effectUses),
    checkCoverage(buffKinds, buffKindUses),
    checkCoverage(statusBehaviours, statusUses),
  ];
  for (const c of coverage) {
    errors.push(...c.missing);
    for (const id of c.unused) {
      const problem = new DataError(
        file,
        '$',
        `${c.vocabulary} '${id}' is registered but unused and not reserved`,
      );
      // With a broken card its rules don't count as uses: that is the card's error, not the registry's.
      if (fallbacks === 0) errors.push(problem);
      else warnings.push(problem.message);
    }
  }

  const summary = {
    file,
    heroes: data.heroes.length,
    statuses: data.statuses.length,
    defenseCards: data.heroes.filter((h) => h.defenseCard !== undefined).length,
    fallbacksToV1: fallbacks,
    coverage: Object.fromEntries(
      coverage.map((c) => [
        c.vocabulary,
        { used: c.used, reservedUnused: c.reservedUnused, missing: c.missing.length },
      ]),
    ),
  };
  const ok = errors.length === 0;
  return {
    catalog: {
      dir: dataDir,
      file,
      statuses,
      heroes,
      heroIds: data.heroes.map((h) => h.id),
      fingerprint: dataFingerprint(json),
      source: json,
    },
    report: { ok, errors, warnings, summary },
  };
}

/** The catalog of `dataDir`, or DataErrors naming every problem (what a match needs). */
export function requireCatalog(dataDir: string = DEFAULT_DATA_DIR): Catalog {
  const { catalog, report } = loadCatalog(dataDir);
  if (!catalog || !report.ok) throw new DataErrors(report.errors);
  return catalog;
}
