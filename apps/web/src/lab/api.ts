/**
 * The Lab's HTTP calls and its WebSocket for run progress. Requests carry
 * this browser's client id (as the lobby's do), which the server's Lab
 * budgets count.
 */
import type {
  DeckCheck,
  LabChange,
  LabGameInfo,
  LabGameSummary,
  LabResult,
  LabServerMessage,
  RunSummary,
  VariantCheck,
} from '@arbiter/server/lab';
import { ApiError, clientId } from '../api.ts';
import type { LabBlock } from './blocks.ts';

async function request<T>(path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  const client = clientId();
  if (client) headers['x-arbiter-client'] = client;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, {
    method: body !== undefined ? 'POST' : 'GET',
    headers,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const data = (await res.json().catch(() => null)) as { error?: { code: string; reason: string } } | null;
  if (!res.ok) {
    throw new ApiError(res.status, data?.error?.code ?? 'http', data?.error?.reason ?? `HTTP ${res.status}`);
  }
  return data as T;
}

export interface RunView {
  run: RunSummary;
  request: RunRequest;
  result?: LabResult;
  blocks?: LabBlock[];
}

/** What a run asks for (the server's runRequestSchema). */
export interface RunRequest {
  game: string;
  subject: { preset?: string; deck?: string; hero?: string; label?: string };
  opponents: string[];
  agents: string[];
  games: number;
  seed: number;
  options: Record<string, unknown>;
  mode: 'field' | 'ab' | 'sweep';
  variant?: { name: string; changes: LabChange[] };
  sweep?: { label?: string; file: string; path: Array<string | number>; values: unknown[] };
}

const enc = encodeURIComponent;

export const labApi = {
  games: () => request<LabGameSummary[]>('/api/lab/games'),
  game: (id: string) => request<LabGameInfo>(`/api/lab/games/${enc(id)}`),
  checkDeck: (game: string, text: string) => request<DeckCheck>(`/api/lab/games/${enc(game)}/deck`, { text }),
  checkVariant: (game: string, changes: LabChange[]) =>
    request<VariantCheck>(`/api/lab/games/${enc(game)}/variant`, { changes }),
  submit: (run: RunRequest) => request<RunSummary>('/api/lab/runs', run),
  runs: () => request<RunSummary[]>('/api/lab/runs'),
  run: (id: string) => request<RunView>(`/api/lab/runs/${enc(id)}`),
  cancel: (id: string) => request<RunSummary>(`/api/lab/runs/${enc(id)}/cancel`, {}),
};

/** Watches a run over `/ws/lab`: `onRun` gets each summary until the run ends; returns a stop function. */
export function watchRun(
  id: string,
  onRun: (run: RunSummary) => void,
  onError: (reason: string) => void,
): () => void {
  let stopped = false;
  let ws: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const open = () => {
    const proto = location.protocol === 'https:' ? 'wss' : 'ws';
    ws = new WebSocket(`${proto}://${location.host}/ws/lab?client=${enc(clientId())}`);
    ws.onopen = () => ws?.send(JSON.stringify({ type: 'watch', run: id }));
    ws.onmessage = (e) => {
      const m = JSON.parse(String(e.data)) as LabServerMessage;
      if (m.type === 'run') onRun(m.run);
      else onError(m.reason);
    };
    // A dropped connection (a server restart) is opened again; the server says where the run is.
    ws.onclose = () => {
      if (!stopped) retry = setTimeout(open, 1000);
    };
  };
  open();
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    ws?.close();
  };
}
