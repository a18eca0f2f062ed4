/**
 * The words the Pocket board reads that are not in a view or the log — each
 * Special Condition's name and reminder (from the condition modules), how an
 * Ability is used — generated from the game into
 * apps/web/src/boards/pocket/words.json, so the browser reads the game's
 * words and no game code reaches its bundle. Fails when the committed file
 * differs from a fresh one. Regenerate:
 *   UPDATE_WEB_WORDS=1 npx vitest run games/pocket/test/web-words.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conditions } from '../src/conditions/index.ts';
import { abilityUseWords } from '../src/data/schema.ts';

const FILE = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'apps',
  'web',
  'src',
  'boards',
  'pocket',
  'words.json',
);

function fresh() {
  return {
    conditions: Object.fromEntries(
      conditions
        .ids()
        .map((id) => [id, { name: conditions.get(id).name, reminder: conditions.get(id).reminder }]),
    ),
    abilityUses: abilityUseWords,
  };
}

describe("the Pocket board's words file", () => {
  it('equals the one generated from the game', () => {
    if (process.env.UPDATE_WEB_WORDS === '1') writeFileSync(FILE, `${JSON.stringify(fresh(), null, 1)}\n`);
    expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(fresh());
  });
});
