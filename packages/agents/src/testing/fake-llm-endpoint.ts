/**
 * A local OpenAI-compatible chat-completions server for tests: it listens on
 * loopback only (127.0.0.1, a free port) and answers each request from a
 * script (a list of replies, in order) or a function of the request. A reply
 * can be any text, an HTTP error status, or a delay (longer than the
 * client's timeout: a timeout). It records every request body, so tests can
 * check what the agent sent. Nothing leaves the machine.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeReply {
  /** The assistant message's text (default ''). */
  content?: string;
  /** An HTTP status other than 200: the body is an OpenAI-style error with `error`. */
  status?: number;
  error?: string;
  /** Wait this long before answering (a client with a shorter timeout gives up). */
  delayMs?: number;
  usage?: { prompt_tokens: number; completion_tokens: number };
}

export interface FakeRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: {
    type: string;
    json_schema?: { name: string; schema: Record<string, unknown>; strict?: boolean };
  };
  [key: string]: unknown;
}

/** Answers request number `n` (0-based, over the server's life). */
export type Responder = (request: FakeRequest, n: number) => FakeReply;

export interface FakeEndpoint {
  /** http://127.0.0.1:PORT/v1 */
  baseURL: string;
  /** Every request body received, in order. */
  requests: FakeRequest[];
  close(): Promise<void>;
}

export async function startFakeEndpoint(script: FakeReply[] | Responder): Promise<FakeEndpoint> {
  const requests: FakeRequest[] = [];
  const respond: Responder =
    typeof script === 'function'
      ? script
      : (_req, n) => script[n] ?? { status: 599, error: `fake endpoint: no scripted reply for request ${n}` };
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      send(res, 404, { error: { message: `no route ${req.method} ${req.url}`, type: 'not_found' } });
      return;
    }
    let body: FakeRequest;
    try {
      body = JSON.parse(await readBody(req)) as FakeRequest;
    } catch {
      send(res, 400, { error: { message: 'the body is not JSON', type: 'invalid_request_error' } });
      return;
    }
    const n = requests.length;
    requests.push(body);
    const reply = respond(body, n);
    const answer = () => {
      if (res.destroyed) return;
      if (reply.status !== undefined && reply.status !== 200) {
        send(res, reply.status, {
          error: { message: reply.error ?? `error ${reply.status}`, type: 'server_error' },
        });
        return;
      }
      send(res, 200, completion(body.model, reply, n));
    };
    if (reply.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, reply.delayMs);
      timers.add(timer);
    } else {
      answer();
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function completion(model: string, reply: FakeReply, n: number) {
  const content = reply.content ?? '';
  const usage = reply.usage ?? {
    prompt_tokens: 100,
    completion_tokens: Math.max(1, Math.ceil(content.length / 4)),
  };
  return {
    id: `chatcmpl-fake-${n}`,
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
}

/** The legal actions listed in a request's first user message: index, action JSON, description. */
export function legalActionsIn(
  request: FakeRequest,
): Array<{ index: number; action: unknown; label: string }> {
  const user = request.messages.find((m) => m.role === 'user');
  const out: Array<{ index: number; action: unknown; label: string }> = [];
  if (!user) return out;
  for (const line of user.content.split('\n')) {
    const m = /^(\d+): (\{.*\}) — (.*)$/.exec(line);
    if (m) out.push({ index: Number(m[1]), action: JSON.parse(m[2]), label: m[3] });
  }
  return out;
}

/**
 * A responder that plays whole games: it picks an action from the request's
 * legal list and answers in a rotating style: strict JSON, JSON inside
 * prose, the action's description instead of its index, the action object,
 * malformed JSON, an index out of range, and now and then a 500. Both are a
 * function of the prompt (not of the order requests arrive in), so games
 * played concurrently get the same answers as games played one by one. A
 * request that is a retry (the model was told its answer could not be
 * played) or a resend of the same prompt (after a 500) gets a strict, valid
 * answer, so every decision ends with the model's own choice.
 */
export function gamePlayingResponder(): Responder {
  const seen = new Map<string, number>();
  return (request) => {
    const legal = legalActionsIn(request);
    if (legal.length === 0) return { status: 400, error: 'fake endpoint: no legal actions in the prompt' };
    // The pick depends on the decision's prompt only (not on retries), so every style leads to it.
    const prompt = request.messages
      .slice(0, 2)
      .map((m) => m.content)
      .join('\n');
    const h = fnv1a(prompt);
    const pick = legal[h % legal.length];
    const strict = { content: JSON.stringify({ index: pick.index, reason: 'scripted' }) };
    const sent = request.messages.map((m) => m.content).join('\n');
    const times = (seen.get(sent) ?? 0) + 1;
    seen.set(sent, times);
    if (times > 1 || request.messages.length > 2) return strict;
    switch ((h >>> 8) % 9) {
      case 1:
        return { content: `I will play this. ${JSON.stringify({ index: pick.index })} Good luck!` };
      case 2:
        return { content: JSON.stringify({ action: pick.label }) };
      case 3:
        return { content: JSON.stringify({ action: pick.action, reason: 'as an object' }) };
      case 4:
        return { content: `{"index": ${pick.index}` };
      case 5:
        return { content: JSON.stringify({ index: legal.length + 3 }) };
      case 7:
        return { status: 500, error: 'fake endpoint: scripted failure' };
      default:
        return strict;
    }
  };
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
