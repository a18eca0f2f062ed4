import { toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

describe('arbiter games', () => {
  it('lists each game with id, name and description, aligned', async () => {
    const other = { ...toyGame, id: 'toy-long-id', name: 'Toy Two', description: 'Another toy.' };
    const run = await runCli(['games'], { games: [toyGame, other] });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toEqual([
      'toy          Toy      A tiny hidden-hand card game for kernel tests.',
      'toy-long-id  Toy Two  Another toy.',
    ]);
  });

  it('says so when no game is registered', async () => {
    const run = await runCli(['games'], { games: [] });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('no games are registered\n');
  });
});
