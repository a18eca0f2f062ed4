/**
 * Summing up a trace, line by line (a trace of any length reads in memory
 * that grows only with the number of decisions' latencies kept for the
 * percentiles). Lines that are not trace records are counted, not fatal.
 */
import { TRACE_FORMAT, type TraceRecord } from './trace.ts';

export interface TraceSummary {
  /** Trace records read. */
  decisions: number;
  /** Decisions with one legal action, played without asking. */
  forced: number;
  /** Decisions the model was asked about. */
  asked: number;
  /** Answers received (requests that brought text). */
  answers: number;
  /** Answers that could not be played (each was asked again, or led to the fallback). */
  invalidAnswers: number;
  /** invalidAnswers / answers (0 when there were none). */
  invalidRate: number;
  /** Requests that brought no answer, by kind (timeout, HTTP status, network). */
  failedRequests: Record<string, number>;
  /** Asked decisions whose first answer was played. */
  validFirstTime: number;
  /** Requests after the first, over all decisions. */
  retries: number;
  fallbacks: number;
  /** fallbacks / asked. */
  fallbackRate: number;
  /** Why the fallback played, by reason (the last problem of the decision), most frequent first. */
  fallbackReasons: Array<{ reason: string; count: number }>;
  /** How the played answers were read: index, action, loose, name. */
  readAs: Record<string, number>;
  /** Played answers that were found inside prose. */
  extracted: number;
  /** Over asked decisions (the whole decision, retries included), in ms. */
  latencyMs: { mean: number; median: number; p95: number; max: number };
  tokens: { prompt: number; completion: number; perAskedDecision: number };
  games: string[];
  models: string[];
  /** Lines that were not trace records: how many, and the first few line numbers. */
  unreadable: { count: number; lines: number[] };
}

export interface TraceTally {
  decisions: number;
  forced: number;
  answers: number;
  invalidAnswers: number;
  failedRequests: Record<string, number>;
  validFirstTime: number;
  retries: number;
  fallbacks: number;
  fallbackReasons: Map<string, number>;
  readAs: Record<string, number>;
  extracted: number;
  latencies: number[];
  promptTokens: number;
  completionTokens: number;
  games: Set<string>;
  models: Set<string>;
  unreadable: number;
  unreadableLines: number[];
}

export function newTraceTally(): TraceTally {
  return {
    decisions: 0,
    forced: 0,
    answers: 0,
    invalidAnswers: 0,
    failedRequests: {},
    validFirstTime: 0,
    retries: 0,
    fallbacks: 0,
    fallbackReasons: new Map(),
    readAs: {},
    extracted: 0,
    latencies: [],
    promptTokens: 0,
    completionTokens: 0,
    games: new Set(),
    models: new Set(),
    unreadable: 0,
    unreadableLines: [],
  };
}

function isRecord(value: unknown): value is TraceRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<TraceRecord>;
  return r.format === TRACE_FORMAT && Array.isArray(r.attempts) && typeof r.game === 'string';
}

/** Folds one line of a trace file in (`lineNo` 1-based, for the unreadable ones). Blank lines are skipped. */
export function addTraceLine(tally: TraceTally, line: string, lineNo: number): void {
  if (line.trim() === '') return;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    value = null;
  }
  if (!isRecord(value)) {
    tally.unreadable++;
    if (tally.unreadableLines.length < 5) tally.unreadableLines.push(lineNo);
    return;
  }
  addTraceRecord(tally, value);
}

export function addTraceRecord(tally: TraceTally, r: TraceRecord): void {
  tally.decisions++;
  tally.games.add(r.game);
  tally.models.add(r.model);
  if (r.forced) {
    tally.forced++;
    return;
  }
  for (const a of r.attempts) {
    if (a.raw !== null) {
      tally.answers++;
      if (a.problem !== undefined) tally.invalidAnswers++;
    } else {
      const kind = failureKind(a.error ?? '');
      tally.failedRequests[kind] = (tally.failedRequests[kind] ?? 0) + 1;
    }
  }
  const first = r.attempts[0];
  if (r.valid && first && first.raw !== null && first.problem === undefined) tally.validFirstTime++;
  tally.retries += r.retries;
  if (r.fallback) {
    tally.fallbacks++;
    tally.fallbackReasons.set(r.fallback.reason, (tally.fallbackReasons.get(r.fallback.reason) ?? 0) + 1);
  } else if (r.how) {
    tally.readAs[r.how] = (tally.readAs[r.how] ?? 0) + 1;
    if (r.extracted) tally.extracted++;
  }
  tally.latencies.push(r.latencyMs);
  tally.promptTokens += r.tokens.prompt;
  tally.completionTokens += r.tokens.completion;
}

function failureKind(error: string): string {
  if (error.startsWith('no answer within')) return 'timeout';
  const http = /^HTTP (\d+)/.exec(error);
  if (http) return `HTTP ${http[1]}`;
  return 'network';
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function finishTraceSummary(t: TraceTally): TraceSummary {
  const asked = t.decisions - t.forced;
  const sorted = [...t.latencies].sort((a, b) => a - b);
  const total = sorted.reduce((s, x) => s + x, 0);
  return {
    decisions: t.decisions,
    forced: t.forced,
    asked,
    answers: t.answers,
    invalidAnswers: t.invalidAnswers,
    invalidRate: t.answers === 0 ? 0 : t.invalidAnswers / t.answers,
    failedRequests: t.failedRequests,
    validFirstTime: t.validFirstTime,
    retries: t.retries,
    fallbacks: t.fallbacks,
    fallbackRate: asked === 0 ? 0 : t.fallbacks / asked,
    fallbackReasons: [...t.fallbackReasons.entries()]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    readAs: t.readAs,
    extracted: t.extracted,
    latencyMs: {
      mean: sorted.length === 0 ? 0 : total / sorted.length,
      median: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.length === 0 ? 0 : sorted[sorted.length - 1],
    },
    tokens: {
      prompt: t.promptTokens,
      completion: t.completionTokens,
      perAskedDecision: asked === 0 ? 0 : (t.promptTokens + t.completionTokens) / asked,
    },
    games: [...t.games].sort(),
    models: [...t.models].sort(),
    unreadable: { count: t.unreadable, lines: t.unreadableLines },
  };
}

/** A whole trace's text at once (tests, small files). */
export function summarizeTrace(text: string): TraceSummary {
  const tally = newTraceTally();
  text.split('\n').forEach((line, i) => {
    addTraceLine(tally, line, i + 1);
  });
  return finishTraceSummary(tally);
}
