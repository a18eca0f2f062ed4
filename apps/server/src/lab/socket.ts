/**
 * The Lab's WebSocket (`/ws/lab?client=<id>`): a page watches runs by id and
 * gets each run's summary (status, queue position, games done) when it
 * changes, a few times a second at most while it plays, until it ends.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { ServerError, toRefusal } from '../errors.ts';
import { requesterDigest, requesterOfUpgrade } from '../limits.ts';
import type { LabClientMessage, LabServerMessage, RunSummary } from './protocol.ts';
import type { LabRuns } from './runs.ts';

export const LAB_SOCKET_PATH = '/ws/lab';
const MAX_MESSAGE_BYTES = 1024;
const MAX_WATCHED = 20;

export interface LabSocket {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

export function isLabSocket(req: IncomingMessage): boolean {
  return new URL(req.url ?? '/', 'http://localhost').pathname === LAB_SOCKET_PATH;
}

function parse(data: RawData, isBinary: boolean): LabClientMessage | string {
  const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer).byteLength;
  if (isBinary || size > MAX_MESSAGE_BYTES)
    return `messages are JSON text of at most ${MAX_MESSAGE_BYTES} bytes`;
  let raw: unknown;
  try {
    raw = JSON.parse(data.toString());
  } catch {
    return 'the message is not valid JSON';
  }
  const m = raw as { type?: unknown; run?: unknown };
  if (
    (m.type === 'watch' || m.type === 'unwatch') &&
    typeof m.run === 'string' &&
    m.run.length <= 64 &&
    Object.keys(m).length === 2
  ) {
    return m as LabClientMessage;
  }
  return 'expected { "type": "watch" | "unwatch", "run": "<id>" }';
}

export function createLabSocket(
  runs: LabRuns,
  trustProxy: boolean,
  log: (m: string, e?: unknown) => void,
): LabSocket {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const open = new Set<WebSocket>();

  wss.on('connection', (ws: WebSocket, client: string) => {
    open.add(ws);
    const watching = new Map<string, () => void>();
    const send = (m: LabServerMessage) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(m));
    };
    ws.on('message', (data, isBinary) => {
      const m = parse(data, isBinary);
      if (typeof m === 'string') return send({ type: 'error', code: 'bad-message', reason: m });
      if (m.type === 'unwatch') {
        watching.get(m.run)?.();
        watching.delete(m.run);
        return;
      }
      if (watching.has(m.run)) return;
      if (watching.size >= MAX_WATCHED) {
        return send({
          type: 'error',
          code: 'too-many',
          reason: `one connection watches at most ${MAX_WATCHED} runs`,
        });
      }
      try {
        const stop = runs.watch(m.run, (run: RunSummary) =>
          send({ type: 'run', run: { ...run, mine: runs.isMine(run.id, client) } }),
        );
        watching.set(m.run, stop);
      } catch (e) {
        const r = toRefusal(e);
        send({ type: 'error', code: r.code, reason: r.reason });
      }
    });
    ws.on('error', (e) => log('lab websocket error', e));
    ws.on('close', () => {
      open.delete(ws);
      for (const stop of watching.values()) stop();
    });
  });

  return {
    handleUpgrade(req, socket, head) {
      let client: string;
      try {
        client = requesterDigest(requesterOfUpgrade(req, trustProxy)).client;
      } catch (e) {
        const reason = e instanceof ServerError ? e.reason : 'bad request';
        socket.write(
          `HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Type: text/plain\r\n\r\n${reason}\n`,
        );
        socket.destroy();
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, client));
    },
    close() {
      for (const ws of open) ws.close(1001, 'server shutting down');
      wss.close();
    },
  };
}
