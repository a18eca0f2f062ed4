/**
 * Bad data, every game: a corrupted copy of each game's data (a wrong type,
 * a missing field, an unknown effect or handler id, a repeated id, a
 * truncated file, no folder at all) is refused by `arbiter validate <game>
 * --data <copy>` with exit 1 and one line per problem naming the file, the
 * JSON path and the reason; the games that can play other data (`sim
 * --data`, `withData`) refuse the same copies. The CLI runs in-process on the
 * real games (the function the bin calls), and a sample through the compiled
 * bin itself.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnyGame, DataErrors } from '@arbiter/core';
import { games } from '@arbiter/games';
import { afterAll, describe, expect, it } from 'vitest';
import { expectOneErrorLine, runCli } from './run-cli.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'arbiter-matrix-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// biome-ignore lint/suspicious/noExplicitAny: the corruptions edit JSON of every game's own shape
type Json = any;

interface Corruption {
  /** Changes the copy in `dir`. */
  apply(dir: string): void;
  /** The one error line validate prints for it (`<file> <path>: <reason>`); `dir` is the copy. */
  line(dir: string): string | RegExp;
}

function edit(dir: string, file: string, change: (json: Json) => void): void {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 1));
}

function truncate(dir: string, file: string): void {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  writeFileSync(path, text.slice(0, Math.floor(text.length / 2)));
}

const NOT_JSON = /: not valid JSON: /;

/** The corruptions of each game's data, and what validate says of each. */
const matrix: Record<string, Record<string, Corruption>> = {
  'dice-duel': {
    'wrong type': {
      apply: (d) => edit(d, 'heroes.json', (j) => (j.heroes[0].maxHp = '30')),
      line: (d) => `${d}/heroes.json $.heroes[0].maxHp: expected number, got string "30"`,
    },
    'missing field': {
      apply: (d) => edit(d, 'heroes.json', (j) => delete j.heroes[0].name),
      line: (d) => `${d}/heroes.json $.heroes[0].name: missing (expected string)`,
    },
    'unknown effect': {
      apply: (d) =>
        edit(d, 'heroes.json', (j) => (j.heroes[0].defenseCard.rules[0].effects[0].type = 'teleport')),
      line: (d) =>
        `${d}/heroes.json $.heroes[0].defenseCard.rules[0].effects[0].type: unknown defense effect 'teleport'`,
    },
    'duplicate id': {
      apply: (d) => edit(d, 'heroes.json', (j) => (j.heroes[1].id = j.heroes[0].id)),
      line: (d) => `${d}/heroes.json $.heroes[1].id: duplicate hero 'pyromancer'`,
    },
    'truncated file': {
      apply: (d) => truncate(d, 'heroes.json'),
      line: (d) => new RegExp(`^${esc(d)}/heroes\\.json \\$${NOT_JSON.source}`),
    },
  },
  'queens-blood': {
    'wrong type': {
      apply: (d) => edit(d, 'qb_DB_Complete_v2.json', (j) => (j[1].power = '1')),
      line: () => 'qb_DB_Complete_v2.json $[1].power: expected number, got string "1"',
    },
    'missing field': {
      apply: (d) => edit(d, 'qb_DB_Complete_v2.json', (j) => delete j[1].name),
      line: () => 'qb_DB_Complete_v2.json $[1].name: missing (expected string)',
    },
    'unknown effect': {
      apply: (d) =>
        edit(d, 'qb_effects_v1.1.json', (j) => (j['aur_od_all_-3'].operations[0].type = 'teleport')),
      line: () =>
        `qb_effects_v1.1.json $["aur_od_all_-3"].operations[0].type: unknown operation type 'teleport'`,
    },
    'duplicate id': {
      apply: (d) => edit(d, 'qb_decks.json', (j) => (j.presets[1].name = j.presets[0].name)),
      line: () => "qb_decks.json $.presets[1].name: duplicate preset 'starter' (first at $.presets[0].name)",
    },
    // The effects registry is keyed by id: a second entry with one id is a key given twice in the text.
    'duplicate key': {
      apply: (d) => {
        const path = join(d, 'qb_effects_v1.1.json');
        const text = readFileSync(path, 'utf8');
        const entry = text.slice(
          text.indexOf('"aur_od_all_-3"'),
          text.indexOf('\n  },', text.indexOf('"aur_od_all_-3"')) + 4,
        );
        writeFileSync(path, text.replace('"aur_od_all_-3"', `${entry},\n  "aur_od_all_-3"`));
      },
      line: () =>
        'qb_effects_v1.1.json $["aur_od_all_-3"]: this key appears twice in one object (JSON keeps the last)',
    },
    'truncated file': {
      apply: (d) => truncate(d, 'qb_effects_v1.1.json'),
      line: () => new RegExp(`^qb_effects_v1\\.1\\.json \\$${NOT_JSON.source}`),
    },
  },
  pocket: {
    'wrong type': {
      apply: (d) => edit(d, 'cards.json', (j) => (j.cards[0].hp = '70')),
      line: () => 'cards.json $.cards[0].hp: expected number, got string "70"',
    },
    // zod 4 words a failed union as "Invalid input"; the stage is a union of three literals.
    'wrong type in a union': {
      apply: (d) => edit(d, 'cards.json', (j) => (j.cards[0].stage = '1')),
      line: () => 'cards.json $.cards[0].stage: expected 0, 1 or 2, got string "1"',
    },
    'missing field': {
      apply: (d) => edit(d, 'cards.json', (j) => delete j.cards[0].name),
      line: () => 'cards.json $.cards[0].name: missing (expected string)',
    },
    'unknown effect': {
      apply: (d) =>
        edit(
          d,
          'cards.json',
          (j) => (j.cards[1].attacks[0].effect = { text: 'x', effects: [{ type: 'teleport' }] }),
        ),
      line: () => "cards.json $.cards[1].attacks[0].effect.effects[0]: unknown effect type 'teleport'",
    },
    'duplicate id': {
      apply: (d) => edit(d, 'cards.json', (j) => (j.cards[1].id = j.cards[0].id)),
      line: () => "cards.json $.cards[1].id: duplicate card id 'A1 001' (first at $.cards[0].id)",
    },
    'truncated file': {
      apply: (d) => truncate(d, 'cards.json'),
      line: () => new RegExp(`^cards\\.json \\$${NOT_JSON.source}`),
    },
  },
  'card-kingdoms': {
    'wrong type': {
      apply: (d) => edit(d, 'citizens.json', (j) => (j[0].gold_cost = '3')),
      line: () => 'citizens.json $[0].gold_cost: expected number, got string "3"',
    },
    'missing field': {
      apply: (d) => edit(d, 'monsters.json', (j) => delete j[2].strength_cost),
      line: () => 'monsters.json $[2].strength_cost: missing (expected number)',
    },
    'unknown effect': {
      apply: (d) => edit(d, 'domains.json', (j) => (j[0].passive_effect = 'teleport_home')),
      line: () => "domains.json $[0].passive_effect: Foxgrove Palisade: no handler for 'teleport_home'",
    },
    'duplicate id': {
      apply: (d) => edit(d, 'dukes.json', (j) => (j[3].id_dukes = j[1].id_dukes)),
      line: () => 'dukes.json $[3].id_dukes: duplicate id 2 (first at $[1].id_dukes)',
    },
    'truncated file': {
      apply: (d) => truncate(d, 'relics.json'),
      line: () => new RegExp(`^relics\\.json \\$${NOT_JSON.source}`),
    },
  },
  mtg: {
    'wrong type': {
      apply: (d) => edit(d, 'cards.json', (j) => (j.cards[3].colors = 'W')),
      line: () => 'cards.json $.cards[3].colors: expected array, got string "W"',
    },
    'missing field': {
      apply: (d) => edit(d, 'cards.json', (j) => delete j.cards[0].type_line),
      line: () => 'cards.json $.cards[0].type_line: missing (expected string)',
    },
    // A card's rules come from its oracle text: a sentence no rule reads is the unknown effect.
    'unknown effect': {
      apply: (d) => edit(d, 'cards.json', (j) => (j.cards[0].oracle_text = 'Teleport to the moon.')),
      line: () => 'cards.json $.cards[0].oracle_text: Heavenly Blademaster: unparsed: Teleport to the moon.',
    },
    'duplicate id': {
      apply: (d) => edit(d, 'decks.json', (j) => (j.decks[1].deck_id = j.decks[0].deck_id)),
      line: () =>
        "decks.json $.decks[1].deck_id: duplicate deck_id 'glorious_combat' (first at $.decks[0].deck_id)",
    },
    'truncated file': {
      apply: (d) => truncate(d, 'cards.json'),
      line: () => new RegExp(`^cards\\.json \\$${NOT_JSON.source}`),
    },
  },
};

function esc(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function gameById(id: string): AnyGame {
  const game = games.find((g) => g.id === id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
}

/** A fresh copy of the game's shipped data, corrupted. */
function corruptedCopy(game: string, name: string, corruption: Corruption): string {
  const dir = join(work, game, name.replace(/ /g, '-'));
  // Magic's corruptions are phase 1's: its Sixth Edition folder (6ed/) is left out (it parses whole and
  // validates on its own, games/mtg/README.md "Pools and presets"; the copies stay small).
  const source = join(repoRoot, 'games', game, 'data');
  cpSync(source, dir, { recursive: true, filter: (src) => !(game === 'mtg' && src === join(source, '6ed')) });
  corruption.apply(dir);
  return dir;
}

function matches(line: string, expected: string | RegExp): boolean {
  return typeof expected === 'string' ? line === expected : expected.test(line);
}

describe('arbiter validate on corrupted data, every game', () => {
  for (const [game, corruptions] of Object.entries(matrix)) {
    for (const [name, corruption] of Object.entries(corruptions)) {
      it(`${game}, ${name}: one line naming file, path and reason; exit 1`, async () => {
        const dir = corruptedCopy(game, name, corruption);
        const run = await runCli(['validate', game, '--data', dir], { games });
        expect(run.code).toBe(1);
        const [head, ...lines] = run.stdout.split('\n');
        expect(head).toMatch(/^errors \(\d+\):$/);
        const n = Number(head.match(/\d+/)![0]);
        const errors = lines.slice(0, n);
        const expected = corruption.line(dir);
        expect(
          errors.some((l) => matches(l, expected)),
          `${errors.join('\n')}\n≠ ${expected}`,
        ).toBe(true);
        // Only what is wrong: no error that merely follows from another.
        expect(errors).toHaveLength(1);
        expect(expectOneErrorLine(run)).toBe(`arbiter: ${game}: data is invalid (1 error)`);
      });
    }

    it(`${game}, missing folder: refused in one line, exit 1`, async () => {
      const dir = join(work, game, 'no-such-folder');
      const run = await runCli(['validate', game, '--data', dir], { games });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(expectOneErrorLine(run)).toBe(`arbiter: --data ${dir}: no such data folder`);
      // The game's own hook says the same in one error (for callers other than the CLI).
      expect(gameById(game).validate!(dir).errors.map((e) => e.message)).toEqual([
        `${dir} $: no such data folder`,
      ]);
    });
  }
});

describe('no game is played on data that validate refuses', () => {
  const playable = Object.entries(matrix).filter(([game]) => gameById(game).withData !== undefined);

  it('the games that play other data are dice-duel, queens-blood, pocket, card-kingdoms and mtg', () => {
    expect(playable.map(([game]) => game)).toEqual([
      'dice-duel',
      'queens-blood',
      'pocket',
      'card-kingdoms',
      'mtg',
    ]);
  });

  for (const [game, corruptions] of playable) {
    for (const [name, corruption] of Object.entries(corruptions)) {
      it(`${game}, ${name}: withData throws validate's errors, and sim --data refuses in one line`, async () => {
        const dir = corruptedCopy(game, `${name} sim`, corruption);
        const report = gameById(game).validate!(dir);
        let thrown: unknown = null;
        try {
          gameById(game).withData!(dir);
        } catch (e) {
          thrown = e;
        }
        expect(thrown).toBeInstanceOf(DataErrors);
        expect((thrown as DataErrors).errors.map((e) => e.message)).toEqual(
          report.errors.map((e) => e.message),
        );
        const run = await runCli(['sim', game, '--data', dir, '--games', '1'], { games });
        expect(run.code).toBe(1);
        expect(expectOneErrorLine(run)).toBe(`arbiter: ${report.errors[0].message}`);
      });
    }
  }
});

describe('the compiled bin on corrupted data (a sample)', () => {
  const bin = (args: string[]) =>
    spawnSync(process.execPath, ['apps/cli/bin/arbiter.js', ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, ARBITER_FROM_SOURCES: '' },
    });
  const sample: Array<[string, string]> = [
    ['mtg', 'truncated file'],
    ['pocket', 'duplicate id'],
    ['card-kingdoms', 'duplicate id'],
    ['queens-blood', 'duplicate key'],
    ['dice-duel', 'wrong type'],
  ];
  for (const [game, name] of sample) {
    it(`validate ${game}, ${name}: exit 1, the error line, one line on stderr`, () => {
      const corruption = matrix[game][name];
      const dir = corruptedCopy(game, `${name} bin`, corruption);
      const run = bin(['validate', game, '--data', dir]);
      expect(run.status).toBe(1);
      const lines = run.stdout.split('\n');
      expect(lines.some((l) => matches(l, corruption.line(dir)))).toBe(true);
      expect(run.stderr).toBe(`arbiter: ${game}: data is invalid (1 error)\n`);
    });
  }

  it('validate mtg with a missing folder: one line, exit 1', () => {
    const dir = join(work, 'mtg', 'absent');
    const run = bin(['validate', 'mtg', '--data', dir]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`arbiter: --data ${dir}: no such data folder\n`);
  });

  it('sim card-kingdoms on data with an unknown handler: refused in one line, exit 1', () => {
    const dir = corruptedCopy(
      'card-kingdoms',
      'unknown effect bin',
      matrix['card-kingdoms']['unknown effect'],
    );
    const run = bin(['sim', 'card-kingdoms', '--data', dir, '--games', '1']);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      "arbiter: domains.json $[0].passive_effect: Foxgrove Palisade: no handler for 'teleport_home'\n",
    );
  });
});
