/**
 * Strings that are not well-formed UTF-16 (a lone surrogate) are refused
 * wherever a client can send one: seeds, names, options, actions, paths,
 * queries, WebSocket messages. Everything accepted survives a restart byte
 * for byte (SQLite stores UTF-8, which cannot hold a lone surrogate).
 */
import { type AnyGame, Match } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CreateMatchResponse, MatchSummary, StateMessage } from '../src/protocol.ts';
import { illFormedPath, isWellFormed } from '../src/well-formed.ts';
import { api, Client, serverFixtures } from './helpers.ts';

type ErrorBody = { error: { code: string; reason: string } };
const { cleanups, start, db } = serverFixtures();

/** The toy game with a free-text option, so options carry client text into the store. */
const labelled: AnyGame = {
  ...toyGame,
  id: 'toy-labelled',
  optionsSchema: z.object({
    handSize: z.number().int().min(1).max(5).default(3),
    label: z.string().max(200).default(''),
  }),
};
const games = [toyGame, labelled];

/** The oracle, code unit by code unit: every high surrogate followed by a low one, every low one preceded by a high one. */
function pairedSurrogates(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

const anyCodePoint = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });
const awkward = fc.constantFrom('\u0000', '\u2028', '\uFEFF', '\uFFFF', ' ', '"', '\\', "'", '\n');
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
/** Text of any code points, lone surrogates mixed in (fast-check's own units never make them). */
const anyText = (maxLength: number) =>
  fc.string({
    unit: fc.oneof(
      { weight: 3, arbitrary: anyCodePoint },
      { weight: 1, arbitrary: loneSurrogate },
      { weight: 1, arbitrary: awkward },
    ),
    maxLength,
  });
/** Mostly well-formed (any code point, NUL and friends), sometimes with lone surrogates. */
const clientText = (maxLength: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: fc.oneof(anyCodePoint, awkward), maxLength }) },
    { weight: 1, arbitrary: anyText(maxLength) },
  );

describe('well-formed text', () => {
  it('finds lone surrogates in strings and keys, and passes pairs', () => {
    expect(isWellFormed('a\uD83D\uDE00b')).toBe(true);
    expect(isWellFormed('\uD83D')).toBe(false);
    expect(isWellFormed('x\uDE00')).toBe(false);
    expect(isWellFormed('\uDE00\uD83D')).toBe(false);
    expect(illFormedPath({ a: [1, 'ok', { b: 'x\uD800' }] })).toBe('$.a[2].b');
    expect(illFormedPath({ 'k\uDFFF': 1 })).toBe('$ (a key)');
    expect(illFormedPath({ a: ['\uD83D\uDE00'] })).toBeNull();
    fc.assert(
      fc.property(anyText(12), (s) => {
        expect(isWellFormed(s)).toBe(pairedSurrogates(s));
      }),
    );
  });

  it('refuses a lone surrogate in a seed, a name, options, seats, a claim, an action and a query', async () => {
    const run = await start({ games });
    const bad = 'x\uD800y';
    const refusals: Array<[string, { status: number; body: ErrorBody }]> = [
      ['seed', await api(run.base, '/api/matches', { body: { game: 'toy', seed: bad } })],
      ['name', await api(run.base, '/api/matches', { body: { game: 'toy', name: bad } })],
      [
        'seat name',
        await api(run.base, '/api/matches', {
          body: { game: 'toy', seats: ['human', { kind: 'random', name: bad }] },
        }),
      ],
      [
        'option',
        await api(run.base, '/api/matches', { body: { game: 'toy-labelled', options: { label: bad } } }),
      ],
      ['option key', await api(run.base, '/api/matches', { body: { game: 'toy', options: { [bad]: 1 } } })],
      ['game', await api(run.base, '/api/matches', { body: { game: bad } })],
    ];
    const created = await api<CreateMatchResponse>(run.base, '/api/matches', {
      body: { game: 'toy', seats: ['human', 'human'] },
    });
    const id = created.body.id;
    refusals.push(
      ['claim', await api(run.base, `/api/matches/${id}/seats/1/claim`, { body: { name: bad } })],
      [
        'action',
        await api(run.base, `/api/matches/${id}/actions`, {
          body: { action: { type: bad } },
          token: created.body.token!,
        }),
      ],
      [
        'action field',
        await api(run.base, `/api/matches/${id}/actions`, {
          body: { action: { type: 'play', card: 1, note: bad } },
          token: created.body.token!,
        }),
      ],
      ['query', await api(run.base, `/api/matches?status=${encodeURIComponent('\uFFFD')}&x=%ED%A0%80`)],
    );
    for (const [what, res] of refusals.slice(0, -1)) {
      expect(res.status, what).toBe(400);
      expect(res.body.error.code, what).toBe('bad-string');
    }
    // Percent-encoded bytes that are not UTF-8 never decode to a lone surrogate: the query is refused for its status.
    expect(refusals.at(-1)![1].status).toBe(400);
    expect(run.server.manager.room(id).version).toBe(0);
    expect((await api<MatchSummary>(run.base, `/api/matches/${id}`)).body.seats[1].claimed).toBe(false);
    expect(run.server.store.list('active', 50).map((h) => h.id)).toEqual([id]);

    // Over the WebSocket: the whole message is refused, nothing changes, the connection stays open.
    const client = await Client.open(run.wsUrl);
    cleanups.push(() => client.close());
    client.send(`{"type":"join","matchId":"${id}","token":"${created.body.token}","ref":"\\ud800"}`);
    expect((await client.error()).code).toBe('bad-string');
    client.send({ type: 'join', matchId: id, token: created.body.token });
    const state = await client.state();
    expect(state.seat).toBe(0);
    client.send(
      `{"type":"act","action":${JSON.stringify(state.legal[0].action).replace(/}$/, ',"x":"\\udc00"}')}}`,
    );
    expect((await client.error()).code).toBe('bad-string');
    client.send({ type: 'ping', ref: 'after' });
    await client.next((m) => m.type === 'pong');
    expect(run.server.manager.room(id).version).toBe(0);
  });

  it('stores every accepted seed, name and option byte for byte: the same after a restart, and the match resumes', async () => {
    const path = db();
    const first = await start({ games, dbPath: path });
    const inputs = fc.sample(
      fc.record({
        seed: clientText(40),
        name: clientText(30),
        seatName: clientText(30),
        claimName: clientText(30),
        label: clientText(80),
      }),
      { numRuns: 100, seed: 14 },
    );
    const nameOk = (t: string) => t.trim().length >= 1 && t.trim().length <= 40;
    type Kept = { id: string; seed: string; summary: MatchSummary; hash: string; version: number };
    const kept: Kept[] = [];
    let refused = 0;
    for (const input of inputs) {
      const res = await api<CreateMatchResponse & ErrorBody>(first.base, '/api/matches', {
        body: {
          game: 'toy-labelled',
          seed: input.seed,
          name: input.name,
          seats: ['human', { kind: 'human', name: input.seatName }],
          options: { label: input.label },
        },
      });
      const wellFormed = [input.seed, input.name, input.seatName, input.label].every(pairedSurrogates);
      const usable =
        input.seed.length >= 1 &&
        input.seed.length <= 100 &&
        nameOk(input.name) &&
        nameOk(input.seatName) &&
        input.label.length <= 200;
      if (!wellFormed) {
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('bad-string');
        refused++;
        continue;
      }
      if (!usable) {
        expect(res.status).toBe(400);
        continue;
      }
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const id = res.body.id;
      const claim = await api<ErrorBody>(first.base, `/api/matches/${id}/seats/1/claim`, {
        body: { name: input.claimName },
      });
      if (!pairedSurrogates(input.claimName)) expect(claim.body.error.code).toBe('bad-string');
      else if (nameOk(input.claimName)) expect(claim.status).toBe(201);
      // One action, so the stored log has something to replay.
      const state = await api<StateMessage>(first.base, `/api/matches/${id}/state`, {
        token: res.body.token!,
      });
      if (state.body.legal.length > 0) {
        await api(first.base, `/api/matches/${id}/actions`, {
          body: { action: state.body.legal[0].action },
          token: res.body.token!,
        });
      }
      const room = first.server.manager.room(id);
      expect(room.match.seed).toBe(input.seed);
      expect(room.match.options).toMatchObject({ label: input.label });
      kept.push({
        id,
        seed: input.seed,
        summary: (await api<MatchSummary>(first.base, `/api/matches/${id}`)).body,
        hash: room.match.hash(),
        version: room.version,
      });
    }
    expect(refused).toBeGreaterThan(10);
    expect(kept.length).toBeGreaterThan(25);
    await first.server.close();

    const second = await start({ games, dbPath: path });
    expect(second.server.resumed.broken).toEqual([]);
    expect(second.server.resumed.resumed.sort()).toEqual(kept.map((k) => k.id).sort());
    for (const k of kept) {
      const room = second.server.manager.room(k.id);
      expect(room.match.seed === k.seed).toBe(true);
      expect(room.version).toBe(k.version);
      expect(room.match.hash()).toBe(k.hash);
      const summary = (await api<MatchSummary>(second.base, `/api/matches/${k.id}`)).body;
      expect(summary.seats.map((s) => s.name)).toEqual(k.summary.seats.map((s) => s.name));
      expect(JSON.stringify(summary.options)).toBe(JSON.stringify(k.summary.options));
      // And what a fresh match from the stored seed and options computes is what was played.
      expect(new Match(labelled, summary.options, k.seed).initialHash).toBe(room.match.initialHash);
    }
  });
});
