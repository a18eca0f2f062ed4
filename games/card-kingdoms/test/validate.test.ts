/** `validate`: parse coverage per table and column, and every named key of a base card has a handler. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { effectSites, loadTables, parseSite, SHIPPED_DATA_DIR } from '../src/data/load.ts';
import { handles, useName, usesOf } from '../src/effects/coverage.ts';
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
