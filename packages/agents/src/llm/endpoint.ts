/**
 * One OpenAI-compatible chat-completions endpoint, through the official
 * `openai` client (loaded on first use, so nothing that never asks an LLM
 * pays for loading it). The client's own retries are off: the agent counts
 * its attempts itself and records each in the trace.
 *
 * Response format: with 'auto' the first request asks for a strict JSON
 * schema; an endpoint that refuses it (a 400 or 422 that names the response
 * format or the schema) is asked again at once with a plain JSON object, and
 * then with no format at all (the prompt alone asks for JSON). The step down
 * is remembered for the endpoint and costs no attempt.
 */
import type OpenAI from 'openai';
import type { ChatMessage } from './prompt.ts';
import { DEFAULT_TIMEOUT_MS, type LlmSettings, type ResponseFormatMode } from './settings.ts';

export interface Completion {
  /** The message text ('' when the endpoint sent none). */
  content: string;
  promptTokens: number;
  completionTokens: number;
  /** The response format this request was made with. */
  format: ResponseFormatMode;
}

export type FailureKind = 'timeout' | 'http' | 'network';

/** A request that brought no answer: timed out, refused with an HTTP status, or never connected. */
export class EndpointError extends Error {
  readonly kind: FailureKind;
  readonly status?: number;
  constructor(kind: FailureKind, message: string, status?: number) {
    super(message);
    this.name = 'EndpointError';
    this.kind = kind;
    this.status = status;
  }
}

type OpenAIModule = typeof import('openai');

let openaiModule: Promise<OpenAIModule> | null = null;
function loadOpenAI(): Promise<OpenAIModule> {
  openaiModule ??= import('openai');
  return openaiModule;
}

const NEXT_FORMAT: Record<ResponseFormatMode, ResponseFormatMode | null> = {
  json_schema: 'json_object',
  json_object: 'none',
  none: null,
};
const FORMAT_REFUSAL = /response[_ ]?format|json[_ ]?schema|json[_ ]?object|structured|schema|grammar/i;

export class ChatEndpoint {
  private client: OpenAI | null = null;
  private format: ResponseFormatMode;
  private readonly stepDown: boolean;
  private readonly settings: LlmSettings;

  constructor(settings: LlmSettings) {
    this.settings = settings;
    const mode = settings.responseFormat ?? 'auto';
    this.format = mode === 'auto' ? 'json_schema' : mode;
    this.stepDown = mode === 'auto';
  }

  /** The format the next request will ask for. */
  get responseFormat(): ResponseFormatMode {
    return this.format;
  }

  async complete(messages: readonly ChatMessage[], schema: Record<string, unknown>): Promise<Completion> {
    const mod = await loadOpenAI();
    const client = this.clientFrom(mod);
    const timeout = this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    for (;;) {
      const format = this.format;
      try {
        const res = await client.chat.completions.create(this.body(messages, schema, format), {
          timeout,
          maxRetries: 0,
        });
        const choice = res.choices?.[0];
        return {
          content: choice?.message?.content ?? '',
          promptTokens: res.usage?.prompt_tokens ?? 0,
          completionTokens: res.usage?.completion_tokens ?? 0,
          format,
        };
      } catch (e) {
        const next = NEXT_FORMAT[format];
        if (this.stepDown && next && isFormatRefusal(mod, e)) {
          this.format = next;
          continue;
        }
        throw toEndpointError(mod, e, timeout);
      }
    }
  }

  private clientFrom(mod: OpenAIModule): OpenAI {
    this.client ??= new mod.default({
      baseURL: this.settings.baseURL,
      // Local servers (llama.cpp, Ollama, vLLM) want no key; the client insists on one.
      apiKey: this.settings.apiKey ?? 'none',
      maxRetries: 0,
      timeout: this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
    return this.client;
  }

  private body(
    messages: readonly ChatMessage[],
    schema: Record<string, unknown>,
    format: ResponseFormatMode,
  ): OpenAI.Chat.ChatCompletionCreateParamsNonStreaming {
    const body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming = {
      model: this.settings.model,
      messages: messages.map((m) => ({ role: m.role, content: m.content })),
    };
    if (format === 'json_schema') {
      body.response_format = {
        type: 'json_schema',
        json_schema: { name: 'arbiter_action', schema, strict: true },
      };
    } else if (format === 'json_object') {
      body.response_format = { type: 'json_object' };
    }
    if (this.settings.temperature !== undefined) body.temperature = this.settings.temperature;
    if (this.settings.maxTokens !== undefined) body.max_tokens = this.settings.maxTokens;
    return body;
  }
}

function isFormatRefusal(mod: OpenAIModule, e: unknown): boolean {
  if (!(e instanceof mod.APIError)) return false;
  return (e.status === 400 || e.status === 422) && FORMAT_REFUSAL.test(e.message);
}

function toEndpointError(mod: OpenAIModule, e: unknown, timeoutMs: number): EndpointError {
  if (e instanceof mod.APIConnectionTimeoutError) {
    return new EndpointError('timeout', `no answer within ${timeoutMs} ms`);
  }
  if (e instanceof mod.APIConnectionError) {
    const cause = (e as { cause?: unknown }).cause;
    const why = cause instanceof Error ? cause.message : e.message;
    return new EndpointError('network', `cannot reach the endpoint (${why})`);
  }
  if (e instanceof mod.APIError && typeof e.status === 'number') {
    return new EndpointError('http', `HTTP ${e.status}: ${e.message.slice(0, 300)}`, e.status);
  }
  return new EndpointError('network', e instanceof Error ? e.message : String(e));
}
