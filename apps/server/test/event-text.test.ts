/**
 * Log entries carry readable text for each event: the game's describeEvent
 * when it has one, a generic rendering of type and fields when not (or when
 * the hook fails), filtered with the events so a seat never gets the text of
 * an event it may not see.
 */
import type { AnyGame, GameEvent } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { eventText, genericEventText, words } from '../src/event-text.ts';
import type { CreateMatchResponse, ReplayResponse, StateMessage } from '../src/protocol.ts';
import { api, serverFixtures } from './helpers.ts';

const { start, tracked } = serverFixtures();

/** The toy game with readable events, and a private note to the mover after each play. */
const described: AnyGame = {
  ...toyGame,
  id: 'toy-described',
  apply(state, player, action, ctx) {
    toyGame.apply(state, player, action, ctx);
    ctx?.emit?.({
      type: 'secretNote',
      level: 'verbose',
      note: `only seat ${player + 1} reads this`,
      visibleTo: player,
    });
    return state;
  },
  describeEvent(event: GameEvent) {
    if (event.type === 'played') return `Seat ${Number(event.player) + 1} plays a ${event.card}`;
    throw new Error('no text for this one');
  },
};

describe('event text', () => {
  it('renders any event generically: the type in words, then its fields', () => {
    expect(words('damageDealt')).toBe('damage dealt');
    expect(words('turn_start')).toBe('turn start');
    expect(words('lane-won')).toBe('lane won');
    expect(
      genericEventText({ type: 'damageDealt', amount: 3, to: 1, level: 'compact', visibleTo: [0, 1] }),
    ).toBe('damage dealt — amount 3, to 1');
    expect(genericEventText({ type: 'rolled', dice: [3, 5, 6], held: [], lucky: true, hero: null })).toBe(
      'rolled — dice 3, 5, 6, held none, lucky yes, hero —',
    );
    expect(genericEventText({ type: 'moved', at: { lane: 1, col: 2 } })).toBe(
      'moved — at {"lane":1,"col":2}',
    );
    expect(genericEventText({ type: 'pass' })).toBe('pass');
    expect(genericEventText({ type: 'long', text: 'x'.repeat(500) }).length).toBe(200);
  });

  it("uses the game's describeEvent, and the generic text where it fails", () => {
    expect(eventText(described, { type: 'played', player: 0, card: 7 })).toBe('Seat 1 plays a 7');
    expect(eventText(described, { type: 'secretNote', note: 'hi' })).toBe('secret note — note hi');
    expect(eventText(toyGame, { type: 'played', player: 1, card: 2, gain: 2 })).toBe('seat 2 plays 2');
    const wordless: AnyGame = { ...toyGame, describeEvent: undefined };
    expect(eventText(wordless, { type: 'played', player: 1, card: 2, gain: 2 })).toBe(
      'played — player 1, card 2, gain 2',
    );
  });

  it('sends each seat the text of the events it may see, live and in replays', async () => {
    const run = await start({ games: [described] });
    const created = await api<CreateMatchResponse>(run.base, '/api/matches', {
      body: { game: 'toy-described', seats: ['human', 'human'] },
    });
    const id = created.body.id;
    const claim = await api<{ token: string }>(run.base, `/api/matches/${id}/seats/1/claim`, { body: {} });
    const seat1 = await tracked(run, id, claim.body.token);
    const watcher = await tracked(run, id);
    const state = await api<StateMessage>(run.base, `/api/matches/${id}/state`, {
      token: created.body.token!,
    });
    const card = (state.body.legal[0].action as { type: string; card: number }).card;
    await api(run.base, `/api/matches/${id}/actions`, {
      body: { action: state.body.legal[0].action },
      token: created.body.token!,
    });
    const mine = await api<StateMessage>(run.base, `/api/matches/${id}/state`, {
      token: created.body.token!,
    });
    expect(mine.body.log[0].texts).toEqual([
      `Seat 1 plays a ${card}`,
      'secret note — note only seat 1 reads this',
    ]);
    expect(mine.body.log[0].events.map((e) => e.type)).toEqual(['played', 'secretNote']);
    for (const other of [seat1, watcher]) {
      const s = await other.client.state(1);
      expect(s.log.at(-1)!.texts).toEqual([`Seat 1 plays a ${card}`]);
      expect(JSON.stringify(s)).not.toContain('only seat 1');
    }
    const replay = await api<ReplayResponse>(run.base, `/api/matches/${id}/replay?viewer=spectator`);
    expect(replay.body.steps[1].entry!.texts).toEqual([`Seat 1 plays a ${card}`]);
  });

  it("sends the setup's events (before any action) in words, each seat only what it may see", async () => {
    // A deal that tells everyone who goes first and seat 2 alone a secret.
    const dealt: AnyGame = {
      ...described,
      id: 'toy-dealt',
      setup(options, seed, ctx) {
        const state = toyGame.setup(options, seed);
        ctx?.emit?.({ type: 'coinFlip', first: 0 });
        ctx?.emit?.({ type: 'secretNote', note: 'seat 2 was dealt a secret', visibleTo: 1 });
        return state;
      },
      describeEvent(event: GameEvent) {
        if (event.type === 'coinFlip') return `Seat ${Number(event.first) + 1} goes first`;
        return described.describeEvent!(event);
      },
    };
    const run = await start({ games: [dealt] });
    const created = await api<CreateMatchResponse>(run.base, '/api/matches', {
      body: { game: 'toy-dealt', seats: ['human', 'human'] },
    });
    const id = created.body.id;
    const claim = await api<{ token: string }>(run.base, `/api/matches/${id}/seats/1/claim`, { body: {} });
    const seat1 = await tracked(run, id, claim.body.token);
    const watcher = await tracked(run, id);
    const seat0 = await api<StateMessage>(run.base, `/api/matches/${id}/state`, {
      token: created.body.token!,
    });
    expect(seat0.body.setup).toEqual({
      events: [{ type: 'coinFlip', first: 0 }],
      texts: ['Seat 1 goes first'],
    });
    expect(watcher.state.setup?.texts).toEqual(['Seat 1 goes first']);
    expect(seat1.state.setup?.texts).toEqual([
      'Seat 1 goes first',
      'secret note — note seat 2 was dealt a secret',
    ]);
    expect(JSON.stringify(watcher.state)).not.toContain('dealt a secret');
    // Only a connection's first state carries it: later ones send just the new entries.
    await api(run.base, `/api/matches/${id}/actions`, {
      body: { action: seat0.body.legal[0].action },
      token: created.body.token!,
    });
    const later = await seat1.client.state(1);
    expect(later.log).toHaveLength(1);
    expect(later.setup).toBeUndefined();
    const replay = await api<ReplayResponse>(run.base, `/api/matches/${id}/replay?viewer=spectator`);
    expect(replay.body.setup.texts).toEqual(['Seat 1 goes first']);
  });
});
