/**
 * The LLM agent: asks a chat model which legal action to play.
 *
 * Each decision is one fresh conversation (prompt.ts): the seat's view and
 * its numbered legal actions, with the answer's JSON schema. The answer is
 * read by the normalizer (normalize.ts) as exactly one legal action. When it
 * cannot be (malformed JSON, an illegal or ambiguous action), the model is
 * asked again in the same conversation with the reason; a request that
 * fails (timeout, HTTP error, no connection) is sent again after a short
 * pause. Both count against `maxRetries` (default 2: at most three
 * requests). When every attempt has failed, the fallback chooses (default:
 * uniformly at random from the agent's own seeded RNG; 'first' plays the
 * first legal action; 'greedy' asks the greedy agent) and the trace says so.
 * The action returned is always taken from the legal list by index: nothing
 * illegal can reach the engine.
 *
 * A decision with a single legal action is played without asking (the trace
 * marks it `forced`). The agent decides asynchronously (`chooseAsync`); its
 * `choose` refuses, since it cannot wait on the network without blocking.
 */
import { type Action, type AnyGame, createRng, type PlayerId, randInt } from '@arbiter/core';
import { type Agent, type AgentFactory, AsyncOnlyAgentError, type DecisionContext } from '../agent.ts';
import { createGreedyAgent } from '../greedy.ts';
import { ChatEndpoint, EndpointError } from './endpoint.ts';
import { type Normalized, normalizeAnswer } from './normalize.ts';
import { buildPrompt, type ChatMessage, retryMessage, systemMessage } from './prompt.ts';
import {
  DEFAULT_MAX_RETRIES,
  DEFAULT_RETRY_DELAY_MS,
  type FallbackKind,
  type LlmSettings,
  resolveLlmSettings,
} from './settings.ts';
import { fileTrace, TRACE_FORMAT, type TraceAttempt, type TraceRecord, type TraceSink } from './trace.ts';

export interface LlmAgentOptions {
  settings: LlmSettings;
  seed: string;
  /** Where decisions are recorded (default: `settings.tracePath`, when set). */
  trace?: TraceSink;
}

/** Endpoints are shared by agents with the same settings, so a learnt format step-down holds for all. */
const endpoints = new Map<string, ChatEndpoint>();

function endpointFor(settings: LlmSettings): ChatEndpoint {
  const key = JSON.stringify([
    settings.baseURL,
    settings.model,
    settings.apiKey ?? '',
    settings.responseFormat ?? 'auto',
    settings.timeoutMs ?? 0,
    settings.temperature ?? null,
    settings.maxTokens ?? null,
  ]);
  let endpoint = endpoints.get(key);
  if (!endpoint) {
    endpoint = new ChatEndpoint(settings);
    endpoints.set(key, endpoint);
  }
  return endpoint;
}

export const createLlmAgent: AgentFactory = (seed, agentSettings) =>
  llmAgent({ settings: resolveLlmSettings(agentSettings?.llm), seed });

export function llmAgent(opts: LlmAgentOptions): Agent {
  const { settings, seed } = opts;
  const rng = createRng(seed);
  const endpoint = endpointFor(settings);
  const trace = opts.trace ?? (settings.tracePath ? fileTrace(settings.tracePath) : null);
  const fallbackKind: FallbackKind = settings.fallback ?? 'random';
  const maxRetries = Math.max(0, Math.floor(settings.maxRetries ?? DEFAULT_MAX_RETRIES));
  const retryDelayMs = settings.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const systems = new Map<string, string>();
  let greedy: Agent | null = null;

  const systemFor = (game: AnyGame, player: PlayerId, seats: number | undefined) => {
    const key = `${game.id}\u0000${player}\u0000${seats ?? ''}`;
    let text = systems.get(key);
    if (text === undefined) {
      text = systemMessage(game, player, seats);
      systems.set(key, text);
    }
    return text;
  };

  const fallbackIndex = (ctx: DecisionContext): number => {
    if (fallbackKind === 'first') return 0;
    if (fallbackKind === 'greedy') {
      greedy ??= createGreedyAgent(`${seed}/fallback`);
      const i = ctx.legal.indexOf(greedy.choose(ctx));
      return i >= 0 ? i : 0;
    }
    return randInt(rng, ctx.legal.length);
  };

  async function chooseAsync<A extends Action>(ctx: DecisionContext<A>): Promise<A> {
    const started = performance.now();
    const base = {
      format: TRACE_FORMAT,
      at: new Date().toISOString(),
      game: ctx.game.id,
      match: ctx.match ?? null,
      seat: ctx.player,
      turn: ctx.turn ?? null,
      model: settings.model,
      legalCount: ctx.legal.length,
    } as const;
    if (ctx.legal.length === 1) {
      trace?.write({
        ...base,
        prompt: [],
        raw: null,
        action: ctx.legal[0],
        index: 0,
        valid: true,
        how: null,
        extracted: false,
        retries: 0,
        fallback: null,
        forced: true,
        latencyMs: 0,
        tokens: { prompt: 0, completion: 0 },
        attempts: [],
      });
      return ctx.legal[0];
    }
    const prompt = buildPrompt(ctx, systemFor(ctx.game, ctx.player, ctx.seats));
    const messages: ChatMessage[] = prompt.messages.slice();
    const attempts: TraceAttempt[] = [];
    const tokens = { prompt: 0, completion: 0 };
    let lastRaw: string | null = null;
    let lastProblem = 'no attempt was made';
    let played: Extract<Normalized, { ok: true }> | null = null;
    for (let attempt = 0; attempt <= maxRetries && !played; attempt++) {
      const t0 = performance.now();
      const format = endpoint.responseFormat;
      try {
        const reply = await endpoint.complete(messages, prompt.schema);
        tokens.prompt += reply.promptTokens;
        tokens.completion += reply.completionTokens;
        lastRaw = reply.content;
        const read = normalizeAnswer(reply.content, {
          game: ctx.game,
          view: ctx.view,
          legal: ctx.legal,
          labels: prompt.labels,
        });
        const record: TraceAttempt = {
          raw: reply.content,
          latencyMs: performance.now() - t0,
          promptTokens: reply.promptTokens,
          completionTokens: reply.completionTokens,
          format: reply.format,
        };
        if (read.ok) {
          played = read;
        } else {
          record.problem = read.problem;
          lastProblem = read.problem;
          messages.push(
            { role: 'assistant', content: reply.content === '' ? '(an empty answer)' : reply.content },
            { role: 'user', content: retryMessage(read.problem, ctx.legal.length) },
          );
        }
        attempts.push(record);
      } catch (e) {
        if (!(e instanceof EndpointError)) throw e;
        lastProblem = e.message;
        attempts.push({
          raw: null,
          error: e.message,
          latencyMs: performance.now() - t0,
          promptTokens: 0,
          completionTokens: 0,
          format,
        });
        if (attempt < maxRetries && retryDelayMs > 0) await sleep(retryDelayMs * (attempt + 1));
      }
    }
    const index = played ? played.index : fallbackIndex(ctx);
    trace?.write({
      ...base,
      prompt: prompt.messages,
      raw: lastRaw,
      action: ctx.legal[index],
      index,
      valid: played !== null,
      how: played?.how ?? null,
      extracted: played?.extracted ?? false,
      retries: attempts.length - 1,
      fallback: played ? null : { kind: fallbackKind, reason: lastProblem },
      forced: false,
      latencyMs: performance.now() - started,
      tokens,
      attempts,
    } satisfies TraceRecord);
    return ctx.legal[index];
  }

  return {
    kind: 'llm',
    choose(): never {
      throw new AsyncOnlyAgentError('llm');
    },
    chooseAsync,
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
