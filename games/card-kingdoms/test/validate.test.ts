/**
 * `validate`: parse coverage per table and column; every id the strings name
 * has a module in its registry and every module is named by some string or
 * reserved; an operation's arguments its module refuses are an error naming
 * the card, at load as in validation.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../src/data/catalog.ts';
import { checkTables } from '../src/data/check.ts';
import { effectSites, loadTables, parseSite, SHIPPED_DATA_DIR } from '../src/data/load.ts';
import { coverageOf, handles, useName, usesOf, VOCABULARY_NAMES } from '../src/effects/coverage.ts';
import { cardKingdoms } from '../src/index.ts';

describe('validate', () => {
  it('the shipped data: 355/355 strings parse and every named key of every table has a handler', () => {
    const report = cardKingdoms.validate!();
    expect(report.errors).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.summary['effect strings parsed']).toBe('355/355');
    expect(report.summary['citizens.special_payout_on_turn']).toBe('26/26');
    expect(report.summary['domains.passive_effect']).toBe('44/44');
    expect(report.summary['monsters.special_reward']).toBe('118/118');
    expect(report.warnings).toEqual([]);
    expect(report.summary['named keys without a handler']).toBe(0);
  });

  it('registry coverage: every named key of every string of every table (expansions included) has a handler', () => {
    const tables = loadTables();
    const missing: string[] = [];
    for (const site of effectSites(tables)) {
      for (const use of usesOf(parseSite(site)))
        if (!handles(use)) missing.push(`${site.card}: ${useName(use)}`);
    }
    expect(missing).toEqual([]);
  });

  it('registry coverage the other way: every module is named by a shipped string, or marked reserved', () => {
    const coverage = coverageOf(checkTables(loadTables()).uses);
    expect(coverage.map((c) => c.vocabulary)).toEqual([...VOCABULARY_NAMES]);
    for (const c of coverage) {
      expect(c.missing, c.vocabulary).toEqual([]);
      expect(c.unused, c.vocabulary).toEqual([]);
    }
    const used = Object.fromEntries(coverage.map((c) => [c.vocabulary, c.used.length]));
    expect(used).toMatchObject({ operation: 48, key: 14, trigger: 10, scope: 4, chooser: 1, pick: 4 });
    expect(cardKingdoms.validate!().summary['operation modules']).toBe('48 used, 1 reserved');
  });

  it("an operation's arguments that its module refuses are an error naming the card, and such tables do not load", () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-args-'));
    cpSync(SHIPPED_DATA_DIR, dir, { recursive: true });
    const file = join(dir, 'monsters.json');
    const rows: Record<string, unknown>[] = JSON.parse(readFileSync(file, 'utf8'));
    const at = rows.findIndex(
      (r) => typeof r.special_reward === 'string' && r.special_reward.startsWith('take_owned'),
    );
    rows[at].special_reward = 'take_owned dragon random';
    writeFileSync(file, JSON.stringify(rows));
    const report = cardKingdoms.validate!(dir);
    expect(report.ok).toBe(false);
    expect(report.errors.map((e) => e.message)).toEqual([
      `monsters.json $[${at}].special_reward: ${rows[at].name}: 'take_owned' arguments.words[0]: Invalid option: expected one of "monster"|"citizen"`,
    ]);
    expect(() => buildCatalog(loadTables(dir), dir)).toThrow(/take_owned' arguments\.words\[0\]/);
  });

  it('a bad string or a bad row is an error naming file, path and reason', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-validate-'));
    cpSync(SHIPPED_DATA_DIR, dir, { recursive: true });
    const file = join(dir, 'domains.json');
    const rows = JSON.parse(readFileSync(file, 'utf8'));
    rows[0].passive_effect = 'roll.set_one_die target=';
    writeFileSync(file, JSON.stringify(rows));
    const report = cardKingdoms.validate!(dir);
    expect(report.ok).toBe(false);
    expect(report.errors[0].message).toMatch(
      /^domains\.json \$\[0\]\.passive_effect: Foxgrove Palisade: syntax error at character 25 .*expected a value after 'target='/,
    );
    rows[0].gold_cost = 'nine';
    writeFileSync(file, JSON.stringify(rows));
    const bad = cardKingdoms.validate!(dir);
    expect(bad.errors[0].message).toMatch(/^domains\.json \$\[0\]\.gold_cost: /);
  });
});
