/**
 * The progress bar as a terminal sees it: `sim` run under script(1), which
 * gives it a pseudo-terminal. Skipped where script is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const SCRIPT = '/usr/bin/script';
if (!existsSync(SCRIPT)) console.warn('apps/cli progress-tty test skipped: no /usr/bin/script');

function onTerminal(args: string): string {
  const command = `${process.execPath} apps/cli/bin/arbiter.js ${args}`;
  const r = spawnSync(SCRIPT, ['-qec', command, '/dev/null'], { cwd: repoRoot, encoding: 'utf8' });
  expect(r.status).toBe(0);
  // The escape character spelled out, so the expectations read (and lint) as plain text.
  return r.stdout.replaceAll('\x1b', '<ESC>');
}

describe.skipIf(!existsSync(SCRIPT))('sim on a terminal', () => {
  it('redraws a progress bar in place (games, games/s, time left, threads), then clears it for the report', () => {
    const out = onTerminal('sim dice-duel --games 10000 --workers 2');
    expect(out).toMatch(
      /\r\[#*-*\] [\d,]+\/10,000 games {2}[\d,]+ games\/s {2}\d+:\d\d left {2}2 workers<ESC>\[K/,
    );
    // Cleared before the report is printed.
    const cleared = out.lastIndexOf('\r<ESC>[K');
    expect(cleared).toBeGreaterThan(out.lastIndexOf('games/s  '));
    expect(out.slice(cleared)).toMatch(/dice-duel: 10000 games/);
  }, 120_000);

  it('--quiet shows none', () => {
    const out = onTerminal('sim dice-duel --games 10000 --workers 2 --quiet');
    expect(out).not.toContain('games/s  ');
    expect(out).not.toContain('<ESC>[K');
  }, 120_000);
});
