import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createAgent,
  fileTrace,
  isAsyncAgentKind,
  LlmConfigError,
  llmSettingsFromEnv,
  resolveLlmSettings,
  summarizeTrace,
  type TraceRecord,
} from '../../src/index.ts';

describe('LLM settings from the environment', () => {
  it('names no endpoint without ARBITER_LLM_BASE_URL; reads every variable when it is set', () => {
    expect(llmSettingsFromEnv({})).toBeNull();
    expect(
      llmSettingsFromEnv({
        ARBITER_LLM_BASE_URL: 'http://127.0.0.1:8081/v1',
        ARBITER_LLM_MODEL: 'qwen',
        ARBITER_LLM_API_KEY: 'k',
        ARBITER_LLM_TIMEOUT_MS: '5000',
        ARBITER_LLM_MAX_RETRIES: '0',
        ARBITER_LLM_FALLBACK: 'greedy',
        ARBITER_LLM_RESPONSE_FORMAT: 'json_object',
        ARBITER_LLM_TEMPERATURE: '0.5',
        ARBITER_LLM_MAX_TOKENS: '100',
        ARBITER_LLM_TRACE: 'trace.jsonl',
      }),
    ).toEqual({
      baseURL: 'http://127.0.0.1:8081/v1',
      model: 'qwen',
      apiKey: 'k',
      timeoutMs: 5000,
      maxRetries: 0,
      fallback: 'greedy',
      responseFormat: 'json_object',
      temperature: 0.5,
      maxTokens: 100,
      tracePath: 'trace.jsonl',
    });
  });

  it('refuses a half or wrong configuration, naming the variable', () => {
    const url = { ARBITER_LLM_BASE_URL: 'http://127.0.0.1:1/v1' };
    expect(() => llmSettingsFromEnv(url)).toThrow(/ARBITER_LLM_MODEL is not/);
    expect(() => llmSettingsFromEnv({ ARBITER_LLM_BASE_URL: 'not a url', ARBITER_LLM_MODEL: 'm' })).toThrow(
      /ARBITER_LLM_BASE_URL is not a URL/,
    );
    const model = { ...url, ARBITER_LLM_MODEL: 'm' };
    expect(() => llmSettingsFromEnv({ ...model, ARBITER_LLM_TIMEOUT_MS: 'soon' })).toThrow(
      "ARBITER_LLM_TIMEOUT_MS must be a whole number >= 1, not 'soon'",
    );
    expect(() => llmSettingsFromEnv({ ...model, ARBITER_LLM_FALLBACK: 'mcts' })).toThrow(
      "ARBITER_LLM_FALLBACK must be one of random, first, greedy, not 'mcts'",
    );
    expect(() => resolveLlmSettings(undefined, {})).toThrow(LlmConfigError);
    expect(() => resolveLlmSettings(undefined, {})).toThrow(/set ARBITER_LLM_BASE_URL and ARBITER_LLM_MODEL/);
  });

  it('the registry knows the llm kind as the one that must be awaited', () => {
    expect(isAsyncAgentKind('llm')).toBe(true);
    expect(isAsyncAgentKind('mcts')).toBe(false);
    const agent = createAgent('llm', 's', { llm: { baseURL: 'http://127.0.0.1:9/v1', model: 'm' } });
    expect(agent.kind).toBe('llm');
    expect(typeof agent.chooseAsync).toBe('function');
  });
});

function record(over: Partial<TraceRecord>): TraceRecord {
  return {
    format: 'arbiter.llm-trace/1',
    at: '2026-11-26T00:00:00.000Z',
    game: 'toy',
    match: 'm',
    seat: 0,
    turn: 0,
    model: 'test-model',
    prompt: [],
    raw: '{"index":0}',
    action: { type: 'play', card: 1 },
    index: 0,
    legalCount: 3,
    valid: true,
    how: 'index',
    extracted: false,
    retries: 0,
    fallback: null,
    forced: false,
    latencyMs: 100,
    tokens: { prompt: 50, completion: 5 },
    attempts: [
      { raw: '{"index":0}', latencyMs: 100, promptTokens: 50, completionTokens: 5, format: 'json_schema' },
    ],
    ...over,
  };
}

const attempt = (raw: string | null, extra: object = {}) => ({
  raw,
  latencyMs: 10,
  promptTokens: 0,
  completionTokens: 0,
  format: 'json_schema' as const,
  ...extra,
});

describe('traces', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-trace-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are appended, one line per decision, to a file whose folder is made when missing', () => {
    const path = join(dir, 'sub', 'trace.jsonl');
    fileTrace(path).write(record({ turn: 1 }));
    fileTrace(path).write(record({ turn: 2 }));
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as TraceRecord).turn)).toEqual([1, 2]);
  });

  it('summarise: decisions, invalid answers, failed requests, fallbacks, latency, tokens, unreadable lines', () => {
    const lines = [
      record({ latencyMs: 100, how: 'index' }),
      record({
        latencyMs: 300,
        how: 'name',
        extracted: true,
        retries: 1,
        tokens: { prompt: 100, completion: 10 },
        attempts: [attempt('{"index": 9}', { problem: '9 is not an index' }), attempt('"take 1"')],
      }),
      record({
        latencyMs: 500,
        valid: false,
        how: null,
        retries: 2,
        fallback: { kind: 'random', reason: 'HTTP 500: boom' },
        tokens: { prompt: 0, completion: 0 },
        attempts: [
          attempt(null, { error: 'no answer within 100 ms' }),
          attempt('nope', { problem: 'bad' }),
          attempt(null, { error: 'HTTP 500: boom' }),
        ],
      }),
      record({ forced: true, attempts: [], latencyMs: 0, tokens: { prompt: 0, completion: 0 } }),
    ].map((r) => JSON.stringify(r));
    const text = [...lines.slice(0, 2), 'not json', '', lines[2], '{"format":"other"}', lines[3]].join('\n');
    const s = summarizeTrace(text);
    expect(s).toMatchObject({
      decisions: 4,
      forced: 1,
      asked: 3,
      answers: 4,
      invalidAnswers: 2,
      invalidRate: 0.5,
      failedRequests: { timeout: 1, 'HTTP 500': 1 },
      validFirstTime: 1,
      retries: 3,
      fallbacks: 1,
      fallbackRate: 1 / 3,
      fallbackReasons: [{ reason: 'HTTP 500: boom', count: 1 }],
      readAs: { index: 1, name: 1 },
      extracted: 1,
      latencyMs: { mean: 300, median: 300, p95: 500, max: 500 },
      tokens: { prompt: 150, completion: 15, perAskedDecision: 55 },
      games: ['toy'],
      models: ['test-model'],
      unreadable: { count: 2, lines: [3, 6] },
    });
  });
});
