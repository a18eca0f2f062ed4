/**
 * Closing the HTTP side so that it always finishes (an operator's SIGTERM, a test's afterAll).
 * Fastify's close waits for Node's server to emit 'close', which comes only once every
 * connection has ended: a connection busy with a request whose body never comes, or a WebSocket
 * whose client never answers the close handshake (ws waits 30 s for it), holds it for as long as
 * the client likes. And under load the Lab API test saw Node's server listen no more, hold no
 * connection and still never emit 'close' (0 connections, no handle, no event, for minutes).
 * So a connection busy with a request ends with its response, connections get a grace to end by
 * themselves (a request finishing, a client answering the close frame); then every one still open
 * is destroyed, and the close is done once the server
 * listens no more and holds no connection, whether or not the event comes.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long open connections may take to end by themselves before they are cut. */
export const DEFAULT_CLOSE_GRACE_MS = 2000;
const DRAIN_POLL_MS = 20;

/**
 * Every TCP connection of the server, plain HTTP or upgraded to a WebSocket (Node's own
 * closeAllConnections does not reach upgraded ones), with what it is doing, for the log.
 */
export class OpenConnections {
  readonly doing = new Map<Socket, string>();
  /**
   * Set when the server starts closing. Node's server.close ends the connections idle at that
   * moment only: one busy with a request would stay open after its response as keep-alive, for
   * Fastify's keep-alive timeout (72 s). So from then on a connection ends when its response does.
   */
  closing = false;

  constructor(server: Server) {
    server.on('connection', (socket: Socket) => {
      this.doing.set(socket, 'no request yet');
      socket.once('close', () => this.doing.delete(socket));
    });
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const socket = req.socket;
      if (!this.doing.has(socket)) return;
      const what = `${req.method} ${req.url?.slice(0, 80)}`;
      this.doing.set(socket, `busy with ${what}`);
      res.once('finish', () => {
        if (this.closing) socket.end();
        else if (this.doing.has(socket)) this.doing.set(socket, `idle after ${what}`);
      });
    });
    server.on('upgrade', (req: IncomingMessage, socket: Socket) => {
      if (this.doing.has(socket)) this.doing.set(socket, `WebSocket ${req.url?.slice(0, 80)}`);
    });
  }

  get size(): number {
    return this.doing.size;
  }
}

/** Closes the Fastify app: stops accepting, lets connections end for `graceMs`, then cuts the rest. */
export async function closeHttp(
  app: FastifyInstance,
  open: OpenConnections,
  graceMs: number,
  log: (message: string) => void,
): Promise<void> {
  open.closing = true;
  const closing = app.close();
  // Once this function stops waiting for it, a late failure has nobody to tell.
  closing.catch(() => {});
  if (await settlesWithin(closing, graceMs)) return;
  if (open.size > 0) {
    const what = [...open.doing.values()].slice(0, 5).join('; ');
    log(`closing: ${open.size} connection(s) still open after ${graceMs} ms were cut (${what})`);
    for (const socket of open.doing.keys()) socket.destroy();
  }
  const closed = closing.then(() => 'closed' as const);
  const how = await Promise.race([closed, drained(app.server, open, closed)]);
  if (how === 'drained') {
    log(
      "closing: the HTTP server listens no more and holds no connection but sent no 'close'; closed anyway",
    );
  }
}

/** Whether `p` resolves within `ms` (a rejection is thrown). */
async function settlesWithin(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([p.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once the server has no listening handle and no connection (it stops looking when `closed` settles). */
function drained(server: Server, open: OpenConnections, closed: Promise<unknown>): Promise<'drained'> {
  let over = false;
  closed.then(
    () => {
      over = true;
    },
    () => {
      over = true;
    },
  );
  return new Promise((resolve) => {
    const check = () => {
      if (over) return;
      if (!server.listening && open.size === 0) resolve('drained');
      else setTimeout(check, DRAIN_POLL_MS);
    };
    check();
  });
}
