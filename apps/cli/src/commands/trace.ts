/**
 * `arbiter trace <file>`: sums up an LLM agent trace (one JSON line per
 * decision, as `--trace` or ARBITER_LLM_TRACE writes it): decisions, answers
 * that could not be played, failed requests, fallbacks and why, latency and
 * tokens. `--json` prints the summary object. The file is read line by line.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { addTraceLine, finishTraceSummary, newTraceTally, type TraceSummary } from '@arbiter/agents';
import type { Command } from 'commander';
import { failure, usageError } from '../cli-error.ts';
import { jsonText } from '../files.ts';
import type { CliDeps } from '../io.ts';
import { percent, textTable } from '../report-text.ts';

export function registerTrace(program: Command, deps: CliDeps): void {
  program
    .command('trace')
    .description("summarise an llm agent's trace (JSONL, from --trace or ARBITER_LLM_TRACE)")
    .argument('<file>', 'the trace file')
    .option('--json', 'print the summary as one JSON object')
    .action(async (path: string, flags: { json?: boolean }) => {
      const summary = await readTrace(path);
      if (summary.decisions === 0) {
        const why =
          summary.unreadable.count > 0 ? ` (${summary.unreadable.count} lines are not trace records)` : '';
        throw failure(`${path}: no trace records${why}`);
      }
      deps.stdout.write(flags.json ? jsonText(summary) : traceText(path, summary));
    });
}

async function readTrace(path: string): Promise<TraceSummary> {
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw usageError(`${path}: is a directory, not a file`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw usageError(`${path}: no such file`);
    throw e;
  }
  const tally = newTraceTally();
  const lines = createInterface({
    input: createReadStream(path, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let n = 0;
  for await (const line of lines) addTraceLine(tally, line, ++n);
  return finishTraceSummary(tally);
}

const ms = (x: number) => `${Math.round(x)} ms`;

export function traceText(path: string, s: TraceSummary): string {
  const rows = [
    ['decisions', String(s.decisions), ''],
    ['  played without asking (one legal action)', String(s.forced), ''],
    ['  asked', String(s.asked), ''],
    [
      '  answer played first time',
      String(s.validFirstTime),
      s.asked ? percent(s.validFirstTime / s.asked) : '',
    ],
    ['  fallback played', String(s.fallbacks), percent(s.fallbackRate)],
    ['answers', String(s.answers), ''],
    ['  invalid (asked again or fell back)', String(s.invalidAnswers), percent(s.invalidRate)],
    ['  found inside prose', String(s.extracted), ''],
    ['retries', String(s.retries), ''],
  ];
  for (const [kind, count] of Object.entries(s.failedRequests))
    rows.push([`failed requests: ${kind}`, String(count), '']);
  let out = `${path}: ${s.games.join(', ')} (model ${s.models.join(', ')})\n${textTable(rows)}\n`;
  const readAs = Object.entries(s.readAs)
    .map(([how, n]) => `${how} ${n}`)
    .join(', ');
  if (readAs) out += `answers read as: ${readAs}\n`;
  const l = s.latencyMs;
  out += `latency per asked decision: mean ${ms(l.mean)}, median ${ms(l.median)}, p95 ${ms(l.p95)}, max ${ms(l.max)}\n`;
  out += `tokens: ${s.tokens.prompt} prompt, ${s.tokens.completion} completion (${Math.round(s.tokens.perAskedDecision)} per asked decision)\n`;
  if (s.fallbackReasons.length > 0) {
    out += 'fallback reasons:\n';
    for (const { reason, count } of s.fallbackReasons.slice(0, 5)) out += `  ${count} × ${reason}\n`;
  }
  if (s.unreadable.count > 0) {
    out += `unreadable lines: ${s.unreadable.count} (first at line ${s.unreadable.lines.join(', ')})\n`;
  }
  return out;
}
