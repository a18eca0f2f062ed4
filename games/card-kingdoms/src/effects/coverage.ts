/**
 * The registries against the data, both ways: every id an effect string
 * names (operations, keys, triggers, scopes, choosers, pick entities,
 * filter fields) has a module, and every module is named by some string or
 * marked `reserved`. `arbiter validate` and the tests read these.
 */
import { type CoverageReport, checkCoverage, type Registry, type Usage } from '@arbiter/core';
import { triggerKey } from '../grammar/names.ts';
import type { Effect, Filter, Leg } from '../grammar/tree.ts';
import { walkLegs } from './check.ts';
import { keyRegistry } from './keys/index.ts';
import { filterFieldRegistry } from './matchers/index.ts';
import { operationRegistry } from './operations/index.ts';
import { pickRegistry } from './picks/index.ts';
import { chooserRegistry, scopeRegistry } from './scopes/index.ts';
import { triggerRegistry } from './triggers/index.ts';

/** The vocabularies in the order reports list them. */
export const VOCABULARY_NAMES = [
  'operation',
  'key',
  'trigger',
  'scope',
  'chooser',
  'pick',
  'filter field',
] as const;
export type Vocabulary = (typeof VOCABULARY_NAMES)[number];

/**
 * Each vocabulary's registry, gathered on first use, not at module load: the
 * data check (data/check.ts) reads this from inside the catalog's import
 * graph, and no registry is read before every module has been initialised
 * (the guard main kept for the old handled-key set; the import-cycle test
 * keeps this graph free of circles as well).
 */
let vocabularies: Record<Vocabulary, Registry<string, unknown>> | null = null;
const registryFor = (v: Vocabulary): Registry<string, unknown> => {
  vocabularies ??= {
    operation: operationRegistry,
    key: keyRegistry,
    trigger: triggerRegistry,
    scope: scopeRegistry,
    chooser: chooserRegistry,
    pick: pickRegistry,
    'filter field': filterFieldRegistry,
  };
  return vocabularies[v];
};

/** One id an effect names, and in which vocabulary. */
export interface Use {
  vocabulary: Vocabulary;
  id: string;
}

function filterUses(f: Filter | null, out: Use[]): void {
  if (!f) return;
  if (f.kind === 'and') for (const p of f.parts) filterUses(p, out);
  else out.push({ vocabulary: 'filter field', id: f.field });
}

function legUses(leg: Leg, out: Use[]): void {
  switch (leg.kind) {
    case 'op':
      out.push({ vocabulary: 'operation', id: leg.name });
      for (const a of leg.args) {
        if (a.kind === 'key') out.push({ vocabulary: 'key', id: a.key });
        if (a.kind === 'filter') filterUses(a.filter, out);
      }
      return;
    case 'key':
    case 'flag':
      out.push({ vocabulary: 'key', id: leg.key });
      return;
    case 'scoped':
      for (const s of leg.scope) out.push({ vocabulary: 'scope', id: s });
      return;
    case 'choose':
      if (leg.who === 'active') out.push({ vocabulary: 'chooser', id: 'active_choose' });
      return;
    case 'pick':
      out.push({ vocabulary: 'pick', id: leg.entity });
      filterUses(leg.filter, out);
      return;
    default:
      return;
  }
}

/** Every id an effect names, by vocabulary (inner legs included). */
export function usesOf(effect: Effect): Use[] {
  const out: Use[] = [];
  const t = triggerKey(effect);
  if (t !== null) out.push({ vocabulary: 'trigger', id: t });
  walkLegs(effect.legs, (leg) => legUses(leg, out));
  return out;
}

/** Whether a use has a module. */
export const handles = (u: Use): boolean => registryFor(u.vocabulary).has(u.id);

/** A use as validation names it: its id (`take_owned`, `action.northernwall`), a pick as its bracket (`<citizens>`). */
export const useName = (u: Use): string => (u.vocabulary === 'pick' ? `<${u.id}>` : u.id);

/** The coverage report of every vocabulary against these uses (each with where the data names it). */
export function coverageOf(uses: readonly (Use & { file: string; path: Usage['path'] })[]): CoverageReport[] {
  return VOCABULARY_NAMES.map((vocabulary) => {
    return checkCoverage(
      registryFor(vocabulary),
      uses.filter((u) => u.vocabulary === vocabulary),
    );
  });
}
