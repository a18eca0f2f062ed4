/**
 * The LLM agent's settings, and reading them from the environment:
 *
 *   ARBITER_LLM_BASE_URL         the endpoint's base URL (…/v1), any OpenAI-compatible server
 *   ARBITER_LLM_MODEL            the model name the endpoint expects
 *   ARBITER_LLM_API_KEY          the key, when the endpoint wants one
 *   ARBITER_LLM_TIMEOUT_MS       per request (default 30000)
 *   ARBITER_LLM_MAX_RETRIES      re-asks after a bad answer or a failed request (default 2)
 *   ARBITER_LLM_FALLBACK         random | first | greedy (default random)
 *   ARBITER_LLM_RESPONSE_FORMAT  auto | json_schema | json_object | none (default auto)
 *   ARBITER_LLM_TEMPERATURE      sent only when set
 *   ARBITER_LLM_MAX_TOKENS       sent only when set
 *   ARBITER_LLM_TRACE            a JSONL file every decision is appended to
 *
 * No endpoint named (no ARBITER_LLM_BASE_URL): there is no LLM agent to
 * offer. An endpoint without a model, or a value that does not parse, is a
 * configuration error naming the variable.
 */

export type FallbackKind = 'random' | 'first' | 'greedy';
export type ResponseFormatMode = 'json_schema' | 'json_object' | 'none';

export interface LlmSettings {
  baseURL: string;
  model: string;
  apiKey?: string;
  /** Per request, in ms (default 30,000). */
  timeoutMs?: number;
  /** How many times a decision is asked again after a bad answer or a failed request (default 2). */
  maxRetries?: number;
  /** Who decides when every attempt failed (default 'random', from the agent's own seeded RNG). */
  fallback?: FallbackKind;
  /**
   * 'auto' (default) asks for a strict JSON schema and steps down to a JSON
   * object, then to the prompt alone, when the endpoint refuses the format.
   */
  responseFormat?: 'auto' | ResponseFormatMode;
  temperature?: number;
  maxTokens?: number;
  /** Append one JSON line per decision here. */
  tracePath?: string;
  /** Pause before asking again after a failed request (429, 5xx, timeout): this × the attempt (default 500). */
  retryDelayMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RETRIES = 2;
export const DEFAULT_RETRY_DELAY_MS = 500;

export class LlmConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmConfigError';
  }
}

const FALLBACKS: readonly FallbackKind[] = ['random', 'first', 'greedy'];
const FORMATS: ReadonlyArray<LlmSettings['responseFormat']> = ['auto', 'json_schema', 'json_object', 'none'];

type Env = Record<string, string | undefined>;

function numberVar(env: Env, name: string, min: number, integer: boolean): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || (integer && !Number.isInteger(n))) {
    throw new LlmConfigError(
      `${name} must be ${integer ? 'a whole number' : 'a number'} >= ${min}, not '${raw}'`,
    );
  }
  return n;
}

function choiceVar<T extends string>(
  env: Env,
  name: string,
  allowed: readonly (T | undefined)[],
): T | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!allowed.includes(raw as T)) {
    throw new LlmConfigError(`${name} must be one of ${allowed.join(', ')}, not '${raw}'`);
  }
  return raw as T;
}

/** The settings the environment names, or null when it names no endpoint. */
export function llmSettingsFromEnv(env: Env = process.env): LlmSettings | null {
  const baseURL = env.ARBITER_LLM_BASE_URL?.trim();
  if (!baseURL) return null;
  try {
    new URL(baseURL);
  } catch {
    throw new LlmConfigError(`ARBITER_LLM_BASE_URL is not a URL: '${baseURL}'`);
  }
  const model = env.ARBITER_LLM_MODEL?.trim();
  if (!model)
    throw new LlmConfigError('ARBITER_LLM_BASE_URL is set but ARBITER_LLM_MODEL is not: name the model');
  const settings: LlmSettings = { baseURL, model };
  const apiKey = env.ARBITER_LLM_API_KEY?.trim();
  if (apiKey) settings.apiKey = apiKey;
  const timeoutMs = numberVar(env, 'ARBITER_LLM_TIMEOUT_MS', 1, true);
  if (timeoutMs !== undefined) settings.timeoutMs = timeoutMs;
  const maxRetries = numberVar(env, 'ARBITER_LLM_MAX_RETRIES', 0, true);
  if (maxRetries !== undefined) settings.maxRetries = maxRetries;
  const fallback = choiceVar(env, 'ARBITER_LLM_FALLBACK', FALLBACKS);
  if (fallback) settings.fallback = fallback;
  const format = choiceVar(env, 'ARBITER_LLM_RESPONSE_FORMAT', FORMATS);
  if (format) settings.responseFormat = format;
  const temperature = numberVar(env, 'ARBITER_LLM_TEMPERATURE', 0, false);
  if (temperature !== undefined) settings.temperature = temperature;
  const maxTokens = numberVar(env, 'ARBITER_LLM_MAX_TOKENS', 1, true);
  if (maxTokens !== undefined) settings.maxTokens = maxTokens;
  const trace = env.ARBITER_LLM_TRACE?.trim();
  if (trace) settings.tracePath = trace;
  return settings;
}

/** The settings to use: the ones given, else the environment's; throws naming what is missing. */
export function resolveLlmSettings(given: LlmSettings | undefined, env: Env = process.env): LlmSettings {
  const settings = given ?? llmSettingsFromEnv(env);
  if (!settings) {
    throw new LlmConfigError(
      'the llm agent needs an endpoint: set ARBITER_LLM_BASE_URL and ARBITER_LLM_MODEL (and ARBITER_LLM_API_KEY if it wants one)',
    );
  }
  if (!settings.baseURL || !settings.model)
    throw new LlmConfigError('the llm agent needs a base URL and a model');
  return settings;
}
