/** The catalog travels with the game module: `withData(dir)` plays other data, nothing reads a global catalog. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataErrors, Match, replay } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { DB_FILE, DECKS_FILE, REGISTRY_FILE } from '../src/data-files.ts';
import { queensBlood } from '../src/index.ts';

const data = join(dirname(fileURLToPath(import.meta.url)), '..', 'data');

/** A copy of the shipped data with `edit` applied to the card DB. */
function variant(edit: (db: Array<Record<string, unknown>>) => void, withDecks = true): string {
  const dir = mkdtempSync(join(tmpdir(), 'qb-data-'));
  const db = JSON.parse(readFileSync(join(data, DB_FILE), 'utf8'));
  edit(db);
  writeFileSync(join(dir, DB_FILE), JSON.stringify(db));
  writeFileSync(join(dir, REGISTRY_FILE), readFileSync(join(data, REGISTRY_FILE)));
  if (withDecks) writeFileSync(join(dir, DECKS_FILE), readFileSync(join(data, DECKS_FILE)));
  return dir;
}

describe('withData', () => {
  it('plays the other data: a card with another power, a new fingerprint, replays refused across data', () => {
    const dir = variant((db) => {
      const officer = db.find((c) => c.id === '001')!;
      officer.power = 5;
    });
    const g = queensBlood.withData!(dir);
    expect(g.dataFingerprint).not.toBe(queensBlood.dataFingerprint);
    // Security Officer (001, the DB's first card) is in the starter deck twice.
    const options = g.optionsSchema.parse({ decks: ['starter', 'starter'] });
    const officers = (state: ReturnType<typeof g.setup>) =>
      state.cards.filter((c) => c.card === 0).map((c) => c.basePower);
    expect(officers(g.setup(options, '1'))).toEqual([5, 5, 5, 5]);
    expect(officers(queensBlood.setup(options, '1'))).toEqual([1, 1, 1, 1]);

    const match = new Match(g, {}, '7');
    while (match.outcome() === null) {
      const p = match.toAct()[0];
      match.act(p, match.legalActions(p)[0]);
    }
    const log = JSON.parse(JSON.stringify(match.toLog()));
    expect(log.data).toBe(g.dataFingerprint);
    expect(replay(g, log).finalHash).toBe(match.hash());
    expect(() => replay(queensBlood, log)).toThrow(/other queens-blood data/);
  });

  it('a folder without a decks file plays the shipped presets', () => {
    const g = queensBlood.withData!(variant(() => {}, false));
    expect(g.dataFingerprint).toBe(queensBlood.dataFingerprint);
  });

  it('bad data is refused with the file, the JSON path and the reason', () => {
    const dir = variant((db) => {
      db.find((c) => c.id === '002')!.cost = 9;
    });
    try {
      queensBlood.withData!(dir);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DataErrors);
      expect((e as DataErrors).errors.map((x) => `${x.file} ${x.path}`)).toContain(`${DB_FILE} $[2].cost`);
    }
  });
});
