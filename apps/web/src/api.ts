/**
 * The server's HTTP API, and where this browser keeps its seat tokens
 * (localStorage, one per match: a token is the only proof of a seat).
 */
import type { PlayerId } from '@arbiter/core';
import type {
  CreateMatchResponse,
  GameInfo,
  HintResponse,
  MatchStatus,
  MatchSummary,
  ReplayResponse,
} from '@arbiter/server/protocol';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * This browser's client id: a random id kept in localStorage and sent with
 * every request (`X-Arbiter-Client`, and `?client=` on the WebSocket), so the
 * server's per-client limits count this browser, not everyone behind its
 * address.
 */
export function clientId(): string {
  try {
    let id = localStorage.getItem('arbiter.client');
    if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
      id = crypto.randomUUID();
      localStorage.setItem('arbiter.client', id);
    }
    return id;
  } catch {
    return '';
  }
}

async function request<T>(path: string, init: { body?: unknown; token?: string | null } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  const client = clientId();
  if (client) headers['x-arbiter-client'] = client;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(path, {
    method: init.body !== undefined ? 'POST' : 'GET',
    headers,
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const data = (await res.json().catch(() => null)) as { error?: { code: string; reason: string } } | null;
  if (!res.ok) {
    throw new ApiError(res.status, data?.error?.code ?? 'http', data?.error?.reason ?? `HTTP ${res.status}`);
  }
  return data as T;
}

export interface Health {
  idleExpiryMinutes: number | null;
}

export const api = {
  health: () => request<Health>('/api/health'),
  games: () => request<GameInfo[]>('/api/games'),
  matches: (status: MatchStatus) => request<MatchSummary[]>(`/api/matches?status=${status}`),
  match: (id: string) => request<MatchSummary>(`/api/matches/${encodeURIComponent(id)}`),
  create: (body: unknown) => request<CreateMatchResponse>('/api/matches', { body }),
  claim: (id: string, seat: number, name?: string) =>
    request<{ token: string }>(`/api/matches/${encodeURIComponent(id)}/seats/${seat}/claim`, {
      body: name ? { name } : {},
    }),
  /** The search's hint for the seat `token` holds (POST: it costs the server a search). */
  hint: (id: string, token: string) =>
    request<HintResponse>(`/api/matches/${encodeURIComponent(id)}/hint`, { body: {}, token }),
  replay: (id: string, viewer: PlayerId | null, token: string | null) =>
    request<ReplayResponse>(
      `/api/matches/${encodeURIComponent(id)}/replay?viewer=${viewer === null ? 'spectator' : viewer}`,
      { token },
    ),
};

export interface HeldSeat {
  seat: PlayerId;
  token: string;
}

const key = (matchId: string) => `arbiter.seat.${matchId}`;

export function heldSeat(matchId: string): HeldSeat | null {
  try {
    const raw = localStorage.getItem(key(matchId));
    return raw ? (JSON.parse(raw) as HeldSeat) : null;
  } catch {
    return null;
  }
}

export function holdSeat(matchId: string, held: HeldSeat): void {
  localStorage.setItem(key(matchId), JSON.stringify(held));
}

export function playerName(): string {
  return localStorage.getItem('arbiter.name') ?? '';
}

export function setPlayerName(name: string): void {
  localStorage.setItem('arbiter.name', name);
}
