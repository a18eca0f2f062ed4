/**
 * The shipped data and `diceDuel.validate` (what `arbiter validate` runs):
 * the shipped heroes.json passes with full registry coverage; broken copies
 * in a temp dir fail with DataErrors naming the file and the exact JSON path.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng, createState, DataError, Match, pick } from '@arbiter/core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR } from '../src/data/catalog.ts';
import { effectSchema, matcherSchema } from '../src/data/defense-card-schema.ts';
import { buffKinds } from '../src/defense/buff-kinds.ts';
import { effectRegistry } from '../src/defense/effects/index.ts';
import { matcherRegistry } from '../src/defense/matchers/index.ts';
import { diceDuel } from '../src/index.ts';
import { statusBehaviours } from '../src/rules/status-behaviours.ts';

type HeroFile = {
  statuses: Array<Record<string, unknown>>;
  heroes: Array<
    Record<string, unknown> & {
      defenseCard?: { fields: Array<{ id: string; faces: number[] }>; rules: unknown[] };
    }
  >;
};

const shippedText = readFileSync(join(DEFAULT_DATA_DIR, 'heroes.json'), 'utf8');
const shipped = (): HeroFile => JSON.parse(shippedText);
const root = mkdtempSync(join(tmpdir(), 'dice-duel-data-'));
let n = 0;

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes `content` as heroes.json in a fresh directory; returns [dir, file]. */
function broken(content: string | HeroFile): [string, string] {
  const dir = join(root, `case${n++}`);
  mkdirSync(dir);
  const file = join(dir, 'heroes.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return [dir, file];
}

const at = (errors: DataError[]) => errors.map((e) => ({ file: e.file, path: e.path, reason: e.reason }));

describe('the shipped data', () => {
  const report = diceDuel.validate!();

  it('validates with no errors and no warnings', () => {
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.summary).toMatchObject({ heroes: 3, statuses: 5, defenseCards: 3, fallbacksToV1: 0 });
  });

  it('every matcher, effect and status id in the data has a handler (coverage summary)', () => {
    const coverage = report.summary.coverage as Record<
      string,
      { used: string[]; reservedUnused: string[]; missing: number }
    >;
    expect(Object.keys(coverage).sort()).toEqual([
      'buff kind',
      'defense effect',
      'defense matcher',
      'status',
    ]);
    for (const [registry, c] of [
      [matcherRegistry, coverage['defense matcher']],
      [effectRegistry, coverage['defense effect']],
      [buffKinds, coverage['buff kind']],
      [statusBehaviours, coverage.status],
    ] as const) {
      expect(c.missing).toBe(0);
      // Every handler is either used by the data or declared reserved.
      expect([...c.used, ...c.reservedUnused].sort()).toEqual([...registry.ids()].sort());
    }
    // Read the file independently: every id it names is registered.
    const data = shipped();
    for (const s of data.statuses) expect(statusBehaviours.has(s.id as string), String(s.id)).toBe(true);
    for (const h of data.heroes) {
      for (const r of (h.defenseCard?.rules ?? []) as Array<{
        matcher: { type: string };
        effects: Array<{ type: string }>;
      }>) {
        expect(matcherRegistry.has(r.matcher.type), r.matcher.type).toBe(true);
        for (const e of r.effects) expect(effectRegistry.has(e.type), e.type).toBe(true);
      }
    }
    expect(coverage['defense matcher'].used).toEqual(['countField']);
  });

  it('a copy of the shipped file in another directory validates too', () => {
    const [dir] = broken(shippedText);
    expect(diceDuel.validate!(dir).ok).toBe(true);
  });
});

describe('broken copies', () => {
  it('maxHp "thirty": error at $.heroes[0].maxHp in that file', () => {
    const data = shipped();
    data.heroes[0].maxHp = 'thirty';
    const [dir, file] = broken(data);
    const report = diceDuel.validate!(dir);
    expect(report.ok).toBe(false);
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]).toBeInstanceOf(DataError);
    expect(at(report.errors)[0]).toMatchObject({ file, path: '$.heroes[0].maxHp' });
    expect(report.errors[0].message.startsWith(`${file} $.heroes[0].maxHp: `)).toBe(true);
  });

  it('overlapping faces in a card: error at the face, hero falls back to v1', () => {
    const data = shipped();
    data.heroes[0].defenseCard!.fields[1].faces = [5, 6];
    const [dir, file] = broken(data);
    const report = diceDuel.validate!(dir);
    expect(report.ok).toBe(false);
    const overlap = at(report.errors).filter((e) => e.reason.includes('disjoint'));
    expect(overlap).toEqual([
      {
        file,
        path: '$.heroes[0].defenseCard.fields[1].faces[0]',
        reason: "face 5 is in fields 'BLOCK_45' and 'FACE_6': fields must be disjoint",
      },
    ]);
    expect(report.warnings).toContain('Pyromancer: defense card invalid, falls back to v1');
    expect(report.summary.fallbacksToV1).toBe(1);
  });

  it('an unknown field in a rule: error at the matcher fieldId', () => {
    const data = shipped();
    (data.heroes[1].defenseCard!.rules[2] as { matcher: { fieldId: string } }).matcher.fieldId = 'FACE_7';
    const [dir, file] = broken(data);
    const errs = at(diceDuel.validate!(dir).errors);
    expect(errs).toContainEqual({
      file,
      path: '$.heroes[1].defenseCard.rules[2].matcher.fieldId',
      reason: "unknown field 'FACE_7'",
    });
  });

  it('an unknown status in an offensive ability: error at the grant', () => {
    const data = shipped();
    (data.heroes[0].offense as Array<{ post: Record<string, number> }>)[1].post = { frost: 1 };
    const [dir, file] = broken(data);
    expect(at(diceDuel.validate!(dir).errors)).toEqual([
      { file, path: '$.heroes[0].offense[1].post.frost', reason: "unknown status 'frost'" },
    ]);
  });

  it('a status with no engine behaviour fails the coverage check at its id', () => {
    const data = shipped();
    data.statuses.push({ id: 'frozen', polarity: 'negative', maxStacks: 1 });
    const [dir, file] = broken(data);
    const report = diceDuel.validate!(dir);
    expect(report.ok).toBe(false);
    expect(at(report.errors)).toEqual([
      { file, path: '$.statuses[5].id', reason: "unknown status 'frozen'" },
    ]);
  });

  it('an unknown matcher type is a DSL error at its path', () => {
    const data = shipped();
    (data.heroes[2].defenseCard!.rules[0] as { matcher: { type: string } }).matcher.type = 'sumField';
    const [dir, file] = broken(data);
    const errs = at(diceDuel.validate!(dir).errors);
    expect(
      errs.some((e) => e.file === file && e.path === '$.heroes[2].defenseCard.rules[0].matcher.type'),
    ).toBe(true);
  });

  it('not JSON, or no file at all: an error at $ naming the file', () => {
    const [dir, file] = broken('{ "heroes": [');
    const bad = diceDuel.validate!(dir);
    expect(bad.ok).toBe(false);
    expect(at(bad.errors)[0]).toMatchObject({ file, path: '$' });
    expect(bad.errors[0].reason).toMatch(/^not valid JSON/);
    const empty = join(root, 'empty');
    mkdirSync(empty);
    const none = diceDuel.validate!(empty);
    expect(at(none.errors)).toEqual([
      { file: join(empty, 'heroes.json'), path: '$', reason: 'file not found' },
    ]);
    // No folder at all: one error naming the folder, not one per file it should hold.
    const missing = join(root, 'nowhere');
    expect(at(diceDuel.validate!(missing).errors)).toEqual([
      { file: missing, path: '$', reason: 'no such data folder' },
    ]);
  });

  it('broken copies never touch the shipped catalog', () => {
    expect(diceDuel.validate!().ok).toBe(true);
    expect(readFileSync(join(DEFAULT_DATA_DIR, 'heroes.json'), 'utf8')).toBe(shippedText);
  });
});

describe('withData: a match plays the data it was given, not a global catalog', () => {
  it('plays a variant folder (other HP, a renamed hero) and records its fingerprint', () => {
    const variant = shipped();
    const pyro = variant.heroes.find((h) => h.id === 'pyromancer')!;
    pyro.maxHp = 7;
    pyro.name = 'Ember Mage';
    const [dir] = broken(variant);
    const game = diceDuel.withData!(dir);
    expect(game.dataFingerprint).not.toBe(diceDuel.dataFingerprint);
    const state = createState(game, { hero1: 'Ember Mage' }, '1');
    expect(state.fighters[0].hp).toBe(7);
    expect(game.view(state, null).fighters[0].name).toBe('Ember Mage');
    // The shipped game is untouched by the variant.
    expect(createState(diceDuel, {}, '1').fighters[0].hp).toBe(30);
    // A whole match of the variant plays to its end, and a clone keeps its data.
    const match = new Match(game, {}, '3');
    const chooser = createRng('variant');
    while (match.outcome() === null) {
      const p = match.toAct()[0];
      match.act(p, pick(chooser, match.legalActions(p)));
    }
    expect(match.toLog().data).toBe(game.dataFingerprint);
    expect(game.clone(match.state).fighters[0].maxHp).toBe(7);
  });

  it('legal actions follow each game its own data, in one process (no list is shared across data)', () => {
    const variant = shipped();
    const pyro = variant.heroes.find((h) => h.id === 'pyromancer')! as { offense: Array<{ combo: string }> };
    pyro.offense = pyro.offense.filter((a) => a.combo !== 'LARGE_STRAIGHT');
    const [dir] = broken(variant);
    const game = diceDuel.withData!(dir);
    const combosOf = (g: typeof diceDuel) => {
      const s = createState(g, { hero1: 'pyromancer', hero2: 'pyromancer' }, 'same');
      s.active = 0;
      s.phase = 'offense';
      s.offense = { dice: [1, 2, 3, 4, 5], attempt: 1 };
      return [...new Set(g.legalActions(s, 0).flatMap((a) => (a.type === 'attack' ? [a.combo] : [])))];
    };
    expect(combosOf(diceDuel)).toContain('LARGE_STRAIGHT');
    expect(combosOf(game)).not.toContain('LARGE_STRAIGHT');
    expect(combosOf(diceDuel)).toContain('LARGE_STRAIGHT');
  });

  it('refuses a folder whose data does not load, naming the file', () => {
    const [dir, file] = broken('{ not json');
    expect(() => diceDuel.withData!(dir)).toThrow(file);
  });
});

describe('one module per matcher and per effect', () => {
  it('the card schema, the registries and the modules name the same ids', () => {
    const typesOf = (schema: { options: ReadonlyArray<{ shape: { type: { value: unknown } } }> }) =>
      schema.options.map((o) => String(o.shape.type.value)).sort();
    expect(typesOf(matcherSchema)).toEqual([...matcherRegistry.ids()].sort());
    expect(typesOf(effectSchema)).toEqual([...effectRegistry.ids()].sort());
    for (const id of effectRegistry.ids()) expect(effectRegistry.get(id).id).toBe(id);
    for (const id of matcherRegistry.ids()) expect(matcherRegistry.get(id).id).toBe(id);
  });
});

describe('buff kinds in the coverage check', () => {
  it('a card naming an unregistered buff kind is an error at its path', () => {
    const data = shipped();
    const card = data.heroes.find((h) => h.defenseCard)!.defenseCard as {
      rules: Array<{ effects: object[] }>;
    };
    card.rules[0].effects.push({ type: 'buffNextAttack', amount: 1, kind: 'manaBonus' });
    const [dir, file] = broken(data);
    const report = diceDuel.validate!(dir);
    expect(report.ok).toBe(false);
    expect(report.errors.map((e) => e.reason)).toContain("unknown buff kind 'manaBonus'");
    expect(report.errors.every((e) => e.file === file)).toBe(true);
  });
});
