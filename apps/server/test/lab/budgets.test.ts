/**
 * The Lab's budgets: games per run (tighter with a searching agent), runs
 * per client, games per client per hour, runs queued on the server, and
 * deck checks per minute — each refused with the limit named, nothing
 * queued. A second client's run waits in the queue with its position.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { api, type Running } from '../helpers.ts';
import { CLIENT, OTHER, startLab, submit, waitFor } from './lab-helpers.ts';

let lab: Running | null = null;
afterEach(async () => {
  await lab?.server.close();
  lab = null;
});

const diceRun = (games: number, extra: Record<string, unknown> = {}) => ({
  game: 'dice-duel',
  subject: { hero: 'pyromancer' },
  opponents: ['shadow-monk', 'training-dummy'],
  games,
  ...extra,
});

describe('Lab budgets', () => {
  it('refuses a run over the games per run, naming the limit; tighter with a searching agent', async () => {
    lab = await startLab({ limits: { gamesPerRun: 100, searchGamesPerRun: 10 } });
    const over = await submit(lab.base, diceRun(60));
    expect(over.status).toBe(400);
    expect(over.body.error).toEqual({
      code: 'lab-limit',
      reason: 'a Lab run may play at most 100 games (limit gamesPerRun); this one plays 120',
    });
    const greedy = await submit(lab.base, diceRun(6, { agents: ['greedy', 'random'] }));
    expect(greedy.status).toBe(400);
    expect(greedy.body.error?.reason).toMatch(
      /at most 10 games \(limit searchGamesPerRun, with a greedy or mcts seat\); this one plays 12/,
    );
    expect((await submit(lab.base, diceRun(50))).status).toBe(201);
  });

  it('refuses a client more runs than runsPerClient, queues another client behind with its position', async () => {
    lab = await startLab({ limits: { runsPerClient: 1 } });
    const first = await submit(lab.base, diceRun(20_000));
    expect(first.status).toBe(201);
    const second = await submit(lab.base, diceRun(20));
    expect(second.status).toBe(429);
    expect(second.body.error?.code).toBe('lab-limit');
    expect(second.body.error?.reason).toMatch(/at most 1 Lab runs queued or running \(limit runsPerClient\)/);
    const other = await submit(lab.base, diceRun(20), OTHER);
    expect(other.status).toBe(201);
    expect(other.body.status).toBe('queued');
    expect(other.body.position).toBe(1);
    expect(other.body.mine).toBe(true);
    // The first client's run is not the second client's to cancel.
    const foreign = await api(lab.base, `/api/lab/runs/${first.body.id}/cancel`, {
      method: 'POST',
      body: {},
      client: OTHER,
    });
    expect(foreign.status).toBe(403);
    await api(lab.base, `/api/lab/runs/${first.body.id}/cancel`, {
      method: 'POST',
      body: {},
      client: CLIENT,
    });
    const done = await waitFor(lab.base, other.body.id);
    expect(done.run.status).toBe('done');
  });

  it('counts games per client per hour', async () => {
    lab = await startLab({ limits: { gamesPerHour: 150, runsPerClient: 5 } });
    expect((await submit(lab.base, diceRun(50))).status).toBe(201);
    const over = await submit(lab.base, diceRun(30));
    expect(over.status).toBe(429);
    expect(over.body.error?.reason).toBe(
      'a client may ask for at most 150 Lab games an hour (limit gamesPerHour); 100 asked in the last hour, this run adds 60',
    );
    // Another client has its own hour.
    expect((await submit(lab.base, diceRun(30), OTHER)).status).toBe(201);
  });

  it('refuses runs beyond the queue of the whole server', async () => {
    lab = await startLab({ limits: { queuedRuns: 2 } });
    expect((await submit(lab.base, diceRun(20_000))).status).toBe(201);
    expect((await submit(lab.base, diceRun(20_000), OTHER)).status).toBe(201);
    const third = await submit(lab.base, diceRun(10), 'lab-test-client-3');
    expect([third.status, third.body.error?.code]).toEqual([429, 'lab-limit']);
    expect(third.body.error?.reason).toBe(
      'the Lab has 2 runs waiting already (limit queuedRuns); try again later',
    );
  });

  it('limits deck and variant checks per client per minute', async () => {
    lab = await startLab({ checksPerMinute: 3 });
    const check = () =>
      api(lab!.base, '/api/lab/games/queens-blood/deck', {
        body: { text: '2 Security Officer' },
        client: CLIENT,
      });
    for (let i = 0; i < 3; i++) expect((await check()).status).toBe(200);
    const refused = await check();
    expect(refused.status).toBe(429);
    expect((refused.body as { error: { reason: string } }).error.reason).toMatch(/at most 3 a minute/);
  });
});
