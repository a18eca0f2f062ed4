/**
 * The Authorization header: the Bearer scheme in any case; any other header
 * (another scheme, no token, two tokens) is refused with 401 instead of being
 * read as "no token" (which would quietly show the spectator's view).
 */
import { describe, expect, it } from 'vitest';
import type { CreateMatchResponse, StateMessage } from '../src/protocol.ts';
import { api, serverFixtures } from './helpers.ts';

type ErrorBody = { error: { code: string; reason: string } };
const { start } = serverFixtures();

async function match(base: string) {
  const created = await api<CreateMatchResponse>(base, '/api/matches', {
    body: { game: 'toy', seats: ['human', 'random'] },
  });
  return { id: created.body.id, token: created.body.token! };
}

function get(base: string, path: string, authorization: string) {
  return fetch(base + path, { headers: { authorization } });
}

describe('Authorization: Bearer', () => {
  it('accepts the scheme in any case, with spaces or tabs around the token', async () => {
    const run = await start();
    const { id, token } = await match(run.base);
    for (const header of [`Bearer ${token}`, `bearer ${token}`, `BEARER ${token}`, `bEaReR \t${token}  `]) {
      const res = await get(run.base, `/api/matches/${id}/state`, header);
      expect(res.status, header).toBe(200);
      expect(((await res.json()) as StateMessage).seat, header).toBe(0);
    }
    // Acting with a lowercase scheme works too.
    const state = await api<StateMessage>(run.base, `/api/matches/${id}/state`, { token });
    const acted = await fetch(`${run.base}/api/matches/${id}/actions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `bearer ${token}` },
      body: JSON.stringify({ action: state.body.legal[0].action, version: 0 }),
    });
    expect(acted.status).toBe(200);
  });

  it('answers 401 bad-authorization for a malformed header, on every route that reads one', async () => {
    const run = await start();
    const { id, token } = await match(run.base);
    const malformed = [
      '',
      'Bearer',
      'Bearer ',
      token,
      `Basic ${token}`,
      `Bearer ${token} extra`,
      `Token ${token}`,
    ];
    for (const header of malformed) {
      for (const path of [`/api/matches/${id}/state`, `/api/matches/${id}/replay?viewer=0`]) {
        const res = await get(run.base, path, header);
        expect(res.status, `${path} with '${header}'`).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer');
        expect(((await res.json()) as ErrorBody).error.code).toBe('bad-authorization');
      }
      const acted = await fetch(`${run.base}/api/matches/${id}/actions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: header },
        body: JSON.stringify({ action: { type: 'play', card: 1 } }),
      });
      expect(acted.status, `actions with '${header}'`).toBe(401);
    }
    // A malformed header is refused even when ?token= would have held a seat.
    const res = await get(run.base, `/api/matches/${id}/state?token=${token}`, `Basic ${token}`);
    expect(res.status).toBe(401);
    expect(run.server.manager.room(id).version).toBe(0);
  });
});
