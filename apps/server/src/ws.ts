/**
 * The WebSocket endpoint (`/ws`). A connection joins one match at a time,
 * as a seat (with that seat's token) or as a spectator, and from then on
 * receives its own state after every change. It can act only for its own
 * seat. Anything wrong in a message (not JSON, not a known message, too
 * large, not allowed) is answered with an error and changes nothing.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { isExpected, ServerError, toRefusal } from './errors.ts';
import { type Requester, type RequestLimits, requesterOfUpgrade } from './limits.ts';
import type { MatchManager } from './match-manager.ts';
import type { MatchRoom, Subscriber } from './match-room.ts';
import {
  type ClientMessage,
  clientMessageSchema,
  MAX_FRAME_BYTES,
  MAX_MESSAGE_BYTES,
  type ServerMessage,
} from './protocol.ts';
import { illFormedPath } from './well-formed.ts';

const HEARTBEAT_MS = 30_000;
/** A client that lets this much pile up unread is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

class Connection {
  private room: MatchRoom | null = null;
  private sub: Subscriber | null = null;
  alive = true;

  constructor(
    private readonly ws: WebSocket,
    private readonly manager: MatchManager,
    private readonly log: (message: string, error?: unknown) => void,
    private readonly who: Requester,
    private readonly limits: RequestLimits | null,
  ) {}

  send(message: ServerMessage): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.close(1013, 'too slow');
      return;
    }
    this.ws.send(JSON.stringify(message));
  }

  onMessage(data: RawData, isBinary: boolean): void {
    const size = Array.isArray(data)
      ? data.reduce((n, b) => n + b.length, 0)
      : (data as Buffer | ArrayBuffer).byteLength;
    if (size > MAX_MESSAGE_BYTES) {
      this.refuse('too-large', `messages are limited to ${MAX_MESSAGE_BYTES} bytes, got ${size}`);
      return;
    }
    if (isBinary) {
      this.refuse('bad-message', 'binary messages are not accepted; send JSON text');
      return;
    }
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString();
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      this.refuse('bad-json', 'the message is not valid JSON');
      return;
    }
    const badPath = illFormedPath(raw, 'message');
    if (badPath !== null) {
      this.refuse(
        'bad-string',
        `${badPath}: text must be well-formed Unicode (it holds a lone UTF-16 surrogate, which cannot be stored)`,
      );
      return;
    }
    const parsed = clientMessageSchema.safeParse(raw);
    if (!parsed.success) {
      const ref = typeof raw === 'object' && raw && 'ref' in raw ? String(raw.ref).slice(0, 64) : undefined;
      const detail = parsed.error.issues
        .map((i) => `${i.path.length ? i.path.join('.') : '(message)'}: ${i.message}`)
        .join('; ');
      this.refuse('bad-message', detail, ref);
      return;
    }
    this.handle(parsed.data).catch((e: unknown) => {
      if (!isExpected(e)) this.log('websocket message failed', e);
      const r = toRefusal(e);
      this.refuse(r.code, r.reason, parsed.data.ref);
    });
  }

  private async handle(msg: ClientMessage): Promise<void> {
    switch (msg.type) {
      case 'ping':
        this.send({ type: 'pong', ref: msg.ref });
        return;
      case 'join':
        this.join(msg.matchId, msg.token ?? null, msg.ref);
        return;
      case 'leave':
        this.leave();
        this.send({ type: 'left', ref: msg.ref });
        return;
      case 'act': {
        if (!this.room || !this.sub) throw new ServerError('not-joined', 'join a match before acting');
        // Counted at once, in the order messages arrive, before anything else: refused actions spend the budget too.
        this.limits?.take('act', this.who);
        const seat = this.sub.seat;
        if (seat === null) throw new ServerError('spectator', 'spectators cannot act');
        if (msg.seat !== undefined && msg.seat !== seat) {
          throw new ServerError(
            'not-your-seat',
            `this connection acts for seat ${seat}, not seat ${msg.seat}`,
          );
        }
        this.room.actFromClient(seat, msg.action, msg.version);
        this.send({ type: 'acted', version: this.room.version, ref: msg.ref });
        return;
      }
    }
  }

  private join(matchId: string, token: string | null, ref: string | undefined): void {
    const room = this.manager.room(matchId);
    let seat: number | null = null;
    if (token !== null) {
      seat = room.seatForToken(token);
      if (seat === null) {
        this.manager.release(room);
        throw new ServerError('bad-token', 'this token holds no seat in this match', 403);
      }
    }
    this.leave();
    this.room = room;
    this.sub = { seat, sentLog: 0, send: (m) => this.send(m) };
    this.send({ type: 'joined', matchId, seat, ref });
    room.subscribe(this.sub);
    // The others see who is connected.
    room.broadcast(this.sub);
  }

  leave(): void {
    const room = this.room;
    if (!room || !this.sub) return;
    room.unsubscribe(this.sub);
    this.room = null;
    this.sub = null;
    room.broadcast();
    this.manager.release(room);
  }

  private refuse(code: string, reason: string, ref?: string): void {
    this.send({ type: 'error', code, reason, ...(ref !== undefined ? { ref } : {}) });
  }
}

export interface WebSocketEndpoint {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

export interface EndpointOptions {
  limits: RequestLimits | null;
  trustProxy: boolean;
}

export function createWebSocketEndpoint(
  manager: MatchManager,
  log: (message: string, error?: unknown) => void,
  opts: EndpointOptions = { limits: null, trustProxy: false },
): WebSocketEndpoint {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Map<WebSocket, Connection>();

  wss.on('connection', (ws, who: Requester) => {
    const conn = new Connection(ws, manager, log, who, opts.limits);
    connections.set(ws, conn);
    ws.on('message', (data, isBinary) => conn.onMessage(data, isBinary));
    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('error', (e) => {
      // A client that breaks the protocol (a frame over the cap: 1009; a malformed frame: 1002) is
      // closed by the ws library with the fitting code. That is the client's doing, not a fault of
      // the server: one line, no stack trace.
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
        log(`websocket closed: ${e.message} (${code}, from ${who.ip})`);
        return;
      }
      log('websocket error', e);
    });
    ws.on('close', () => {
      connections.delete(ws);
      conn.leave();
    });
  });

  const heartbeat = setInterval(() => {
    for (const [ws, conn] of connections) {
      if (!conn.alive) {
        ws.terminate();
        continue;
      }
      conn.alive = false;
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    handleUpgrade(req, socket, head) {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path !== '/ws') {
        socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        socket.destroy();
        return;
      }
      let who: Requester;
      try {
        who = requesterOfUpgrade(req, opts.trustProxy);
      } catch (e) {
        const reason = e instanceof ServerError ? e.reason : 'bad request';
        socket.write(
          `HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Type: text/plain\r\n\r\n${reason}\n`,
        );
        socket.destroy();
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, who));
    },
    close() {
      clearInterval(heartbeat);
      for (const ws of connections.keys()) ws.close(1001, 'server shutting down');
      wss.close();
    },
  };
}
