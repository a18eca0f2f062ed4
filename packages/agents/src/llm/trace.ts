/**
 * The LLM agent's trace: one JSON line per decision, appended to a file
 * (never rewritten), so a long run can be followed with `tail -f` and a
 * crash loses at most the decision under way. `arbiter trace FILE`
 * summarises one (trace-summary.ts).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { NormalizedHow } from './normalize.ts';
import type { ChatMessage } from './prompt.ts';
import type { FallbackKind, ResponseFormatMode } from './settings.ts';

export const TRACE_FORMAT = 'arbiter.llm-trace/1';

/** One request of a decision: the answer (or why there was none) and what was made of it. */
export interface TraceAttempt {
  /** The answer's text; null when the request failed. */
  raw: string | null;
  /** Why the request brought no answer (timeout, HTTP status, network). */
  error?: string;
  /** Why the answer could not be played (it was asked again with this reason). */
  problem?: string;
  latencyMs: number;
  promptTokens: number;
  completionTokens: number;
  format: ResponseFormatMode;
}

export interface TraceRecord {
  format: typeof TRACE_FORMAT;
  /** When the decision was made (ISO time). */
  at: string;
  game: string;
  match: string | null;
  seat: number;
  /** Actions played in the match before this decision. */
  turn: number | null;
  model: string;
  /** The first request's messages (retries add to them; see `attempts`). */
  prompt: ChatMessage[];
  /** The last answer's text, null when no answer came. */
  raw: string | null;
  /** The action played. */
  action: unknown;
  /** Its index among the legal actions. */
  index: number;
  legalCount: number;
  /** The model's answer was played (false: the fallback chose). */
  valid: boolean;
  /** How the played answer was read (index, action, loose, name); null for a fallback or a forced move. */
  how: NormalizedHow | null;
  /** The answer was found inside prose rather than being JSON on its own. */
  extracted: boolean;
  /** Requests after the first. */
  retries: number;
  /** Who chose instead of the model, and why; null when the model's answer was played. */
  fallback: { kind: FallbackKind; reason: string } | null;
  /** Only one legal action: played without asking. */
  forced: boolean;
  latencyMs: number;
  tokens: { prompt: number; completion: number };
  attempts: TraceAttempt[];
}

export interface TraceSink {
  write(record: TraceRecord): void;
}

/** Appends each record as one line to `path` (its folder is made when missing). */
export function fileTrace(path: string): TraceSink {
  let ready = false;
  return {
    write(record) {
      if (!ready) {
        mkdirSync(dirname(path), { recursive: true });
        ready = true;
      }
      appendFileSync(path, `${JSON.stringify(record)}\n`);
    },
  };
}
