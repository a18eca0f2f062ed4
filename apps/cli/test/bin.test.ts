import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe('the arbiter bin', () => {
  it('runs the compiled CLI with the real catalog', () => {
    const ok = spawnSync(process.execPath, ['apps/cli/bin/arbiter.js', 'games'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout.length).toBeGreaterThan(0);

    const bad = spawnSync(
      process.execPath,
      ['apps/cli/bin/arbiter.js', 'sim', 'no-such-game', '--games', '1'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
      },
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^arbiter: unknown game 'no-such-game' \(known: [^)]*\)\n$/);
  });
});
