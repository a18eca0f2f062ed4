/**
 * Closing the HTTP side so that it always finishes (an operator's SIGTERM, a test's afterAll).
 * Fastify's close waits for Node's server to emit 'close', which comes only once every
 * connection has ended, and Node's server.close ends only the connections idle at that moment.
 * What held it (close.test.ts has each): a connection that has sent no request yet (Node counts
 * it busy; the Lab API test's afterAll found one under load), a request running when close
 * begins (its connection then stayed as keep-alive for 73 s), a request whose body never comes,
 * a WebSocket whose client never answers the close handshake (ws waits 30 s). And an earlier
 * instrumented run saw Node's server listen no more, hold no connection and still not emit
 * 'close'. So: connections with no request are ended at once, a busy one ends with its response,
 * the rest get a grace to end by themselves and are then destroyed, and the close is done once
 * the server listens no more and holds no connection, whether or not the event comes.
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
const NO_REQUEST_YET = 'no request yet';

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
      this.doing.set(socket, NO_REQUEST_YET);
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
  // Node counts a connection that has sent no request yet as busy (so that its headers timeout
  // applies), and server.close leaves it open: the Lab API test's afterAll found one under load.
  for (const [socket, doing] of open.doing) if (doing === NO_REQUEST_YET) socket.destroy();
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
