/** `sim --queue` and `worker` flags refused before anything reaches Redis: one line each. */
import { describe, expect, it } from 'vitest';
import { expectOneErrorLine, runCli } from './run-cli.ts';

describe('queued batch flags', () => {
  const cases: Array<[string[], RegExp]> = [
    [
      ['sim', 'toy', '--games', '4', '--queue', 'http://x:1'],
      /--queue: 'http:\/\/x:1' is not a redis:\/\/ or rediss:\/\/ URL/,
    ],
    [['sim', 'toy', '--games', '4', '--queue', 'nonsense'], /--queue: 'nonsense' is not a URL/],
    [
      ['sim', 'toy', '--games', '4', '--queue', 'redis://h:1', '--workers', '2'],
      /--workers does not apply to --queue/,
    ],
    [
      ['sim', 'toy', '--games', '4', '--queue', 'redis://h:1', '--export', 'x.jsonl'],
      /--export is not available with --queue/,
    ],
    [
      ['sim', 'toy', '--games', '4', '--batch-id', 'b'],
      /--batch-id, --chunk-size and --redis-timeout are for queued batches/,
    ],
    [['sim', 'toy', '--games', '4', '--chunk-size', '9'], /are for queued batches \(--queue\)/],
    [['worker', '--queue', 'ftp://h'], /--queue: 'ftp:\/\/h' is not a redis:\/\/ or rediss:\/\/ URL/],
    [['worker'], /required option '--queue <url>' not specified/],
  ];
  for (const [args, message] of cases) {
    it(`refuses ${args.join(' ')}`, async () => {
      const run = await runCli(args);
      expect(run.code).not.toBe(0);
      expect(expectOneErrorLine(run)).toMatch(message);
      expect(run.stdout).toBe('');
    });
  }

  it('refuses llm seats on a queue (their endpoint stays here)', async () => {
    const run = await runCli(
      [
        'sim',
        'toy',
        '--games',
        '4',
        '--agents',
        'llm,random',
        '--queue',
        'redis://127.0.0.1:1',
        '--redis-timeout',
        '1',
      ],
      { env: { ARBITER_LLM_BASE_URL: 'http://127.0.0.1:9/v1', ARBITER_LLM_MODEL: 'm' } },
    );
    expect(run.code).not.toBe(0);
    expect(expectOneErrorLine(run)).toMatch(/agent 'llm' cannot play in a queued batch/);
  });

  it('says when Redis cannot be reached, in one line', async () => {
    const run = await runCli([
      'sim',
      'toy',
      '--games',
      '4',
      '--queue',
      'redis://127.0.0.1:1',
      '--redis-timeout',
      '1',
    ]);
    expect(run.code).not.toBe(0);
    expect(expectOneErrorLine(run)).toMatch(
      /cannot reach Redis at redis:\/\/127\.0\.0\.1:1: Redis at redis:\/\/127\.0\.0\.1:1\/? has not answered for 1 s/,
    );
  });
});
