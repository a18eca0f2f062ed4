/** `sim --log-dir logs/` at the root must not leave files for `git add -A` to pick up. */
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const git = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: root, encoding: 'utf8' });

describe.skipIf(git.status !== 0)('log folders', () => {
  it('a logs/ folder at the root is ignored by git', () => {
    const r = spawnSync('git', ['check-ignore', '-q', 'logs/dice-duel-7.json'], { cwd: root });
    expect(r.status).toBe(0);
  });
});
